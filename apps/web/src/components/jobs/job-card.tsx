import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { EMPLOYMENT_TYPE_LABELS } from '@logicareers/shared/job-terms';
import type { TJobCard } from '@logicareers/shared/schemas/jobs';
import { paths } from '@logicareers/shared/pages';
import { formatNumber } from '../../lib/format';
import classes from './job-card.module.css';

export function salaryText(job: Pick<TJobCard, 'salary_min' | 'salary_max'>) {
  if (job.salary_min === null && job.salary_max === null) return null;
  if (job.salary_min !== null && job.salary_max !== null)
    return `AED ${formatNumber(job.salary_min)} – ${formatNumber(job.salary_max)} / month`;
  return `AED ${formatNumber((job.salary_min ?? job.salary_max)!)} / month`;
}

export function experienceText(job: Pick<TJobCard, 'experience_min' | 'experience_max'>) {
  if (job.experience_min === null && job.experience_max === null) return null;
  if (job.experience_max === null) return `${job.experience_min}+ years`;
  return `${job.experience_min ?? 0}–${job.experience_max} years`;
}

export function postedText(iso: string | null) {
  if (!iso) return '';
  const days = Math.floor((Date.now() - new Date(iso).getTime()) / 86_400_000);
  return days <= 0 ? 'Posted today' : days === 1 ? 'Posted yesterday' : `Posted ${days} days ago`;
}

/** One job in a list: title links to its page. */
export function JobCard({
  job,
  href,
  footer,
}: {
  job: TJobCard;
  href?: string;
  /** Extra lines under the card: why it was recommended, its status, actions. */
  footer?: ReactNode;
}) {
  const salary = salaryText(job);
  const experience = experienceText(job);
  return (
    <article className={classes.card}>
      <div className={classes.head}>
        <div className={classes.names}>
          <Link to={href ?? paths.jobView(job.id)} className={classes.title}>
            {job.title}
          </Link>
          <p className={classes.line}>{job.company?.name ?? 'Confidential employer'}</p>
        </div>
        <span className={classes.badge}>{EMPLOYMENT_TYPE_LABELS[job.employment_type]}</span>
      </div>
      {(job.location || experience || salary) && (
        <ul className={classes.facts}>
          {job.location && <li className={classes.place}>{job.location}</li>}
          {experience && <li className={classes.experience}>{experience}</li>}
          {salary && <li className={classes.salary}>{salary}</li>}
        </ul>
      )}
      <p className={classes.snippet}>{job.snippet}</p>
      <p className={classes.posted}>{postedText(job.published_at)}</p>
      {footer}
    </article>
  );
}
