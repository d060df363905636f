import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { TJobCard } from '@logicareers/shared/schemas/jobs';
import type { CandidateSource } from '@logicareers/shared/application-status';
import { paths } from '@logicareers/shared/pages';
import { useTranslation } from 'react-i18next';
import { formatMoney, formatMoneyRange } from '../../lib/format';
import { i18n } from '../../lib/i18n';
import classes from './job-card.module.css';

export function salaryText(job: Pick<TJobCard, 'salary_min' | 'salary_max'>) {
  if (job.salary_min === null && job.salary_max === null) return null;
  if (job.salary_min !== null && job.salary_max !== null)
    return formatMoneyRange(job.salary_min, job.salary_max, true);
  return formatMoney((job.salary_min ?? job.salary_max)!, 'perMonth');
}

export function experienceText(job: Pick<TJobCard, 'experience_min' | 'experience_max'>) {
  if (job.experience_min === null && job.experience_max === null) return null;
  const min = job.experience_min ?? 0;
  const max = job.experience_max;
  // "0+ years" is said as no experience needed, and "2–2 years" as 2 years (one year singular).
  if (min === 0 && !max) return i18n.t('jobCard.experienceAny');
  if (max === null) return i18n.t('jobCard.experienceFrom', { min });
  if (max === min) return i18n.t('jobCard.experienceExact', { count: min });
  return i18n.t('jobCard.experienceRange', { min, max });
}

export function postedText(iso: string | null) {
  if (!iso) return '';
  const days = Math.floor((Date.now() - new Date(iso).getTime()) / 86_400_000);
  if (days <= 0) return i18n.t('jobCard.postedToday');
  if (days === 1) return i18n.t('jobCard.postedYesterday');
  return i18n.t('jobCard.postedDaysAgo', { count: days });
}

/** One job in a list: title links to its page. */
export function JobCard({
  job,
  href,
  from,
  footer,
}: {
  job: TJobCard;
  href?: string;
  /** How a candidate comes to the job from this list (the search's results), told with their application. */
  from?: CandidateSource;
  /** Extra lines under the card: why it was recommended, its status, actions. */
  footer?: ReactNode;
}) {
  // Re-rendered when the language changes.
  const { t } = useTranslation();
  const salary = salaryText(job);
  const experience = experienceText(job);
  return (
    <article className={job.featured ? `${classes.card} ${classes.featuredCard}` : classes.card}>
      <div className={classes.head}>
        <div className={classes.names}>
          {/* What the employer wrote, in Arabic or English, takes its own direction. */}
          <Link to={href ?? paths.jobView(job.id, from)} className={classes.title} dir="auto">
            {job.title}
          </Link>
          <p className={classes.line}>{job.company?.name ?? t('jobCard.confidential')}</p>
        </div>
        <span className={classes.badges}>
          {job.featured && (
            <span className={`${classes.badge} ${classes.featured}`}>{t('jobCard.featured')}</span>
          )}
          <span className={classes.badge}>{t(`employmentType.${job.employment_type}`)}</span>
        </span>
      </div>
      {(job.location || experience || salary) && (
        <ul className={classes.facts}>
          {job.location && <li className={classes.place}>{job.location}</li>}
          {experience && <li className={classes.experience}>{experience}</li>}
          {salary && <li className={classes.salary}>{salary}</li>}
        </ul>
      )}
      <p className={classes.snippet} dir="auto">
        {job.snippet}
      </p>
      <p className={classes.posted}>{postedText(job.published_at)}</p>
      {footer}
    </article>
  );
}
