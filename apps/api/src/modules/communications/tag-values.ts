import type { SiteLanguage } from '@logicareers/shared/languages';
import { and, eq } from 'drizzle-orm';
import { paths } from '@logicareers/shared/pages';
import { COMMUNICATION_MESSAGES } from '@logicareers/shared/schemas/communications';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { companies, interviews, jobs, users } from '../../db/schema';
import { invalid } from '../../lib/errors';
import type { SessionUser } from '../access/sessions';
import { manageableJobs } from '../jobs/jobs.policy';
import { companyOf } from '../talent/workspace.access';
import { interviewPlace, type TagValues, uaeDateTime } from './merge-tags';
import { type Recipient } from './recipients';
import { fullName } from '../../lib/names';

/* What fills the tags of a mail: the sender and their company, the job, the interview, the candidate. */

const M = COMMUNICATION_MESSAGES;

export async function senderValues(db: Db, user: SessionUser) {
  const companyId = companyOf(user);
  const [row] = await db
    .select({ first: users.firstName, last: users.lastName, company: companies.name })
    .from(users)
    .innerJoin(companies, eq(companies.id, companyId))
    .where(eq(users.id, user.id));
  return {
    companyId,
    company: row.company,
    values: {
      'company.name': row.company,
      'recruiter.name': fullName(row.first, row.last),
      'recruiter.email': user.email,
    } satisfies TagValues,
  };
}

/** A job the user manages, for the job tags and to file the mail under. */
export async function jobValues(
  ctx: AppContext,
  user: SessionUser,
  jobId: number | null,
  needed: boolean,
) {
  if (jobId === null) {
    if (needed) throw invalid({ job_id: M.jobNeeded });
    return null;
  }
  const [job] = await ctx.db
    .select({ id: jobs.id, title: jobs.title })
    .from(jobs)
    .where(and(eq(jobs.id, jobId), manageableJobs(user)));
  if (!job) throw invalid({ job_id: M.jobUnknown });
  return {
    id: job.id,
    values: {
      'job.title': job.title,
      // A recruiter's e-mail about a job invites the candidate to it.
      'job.link': `${ctx.env.APP_URL}${paths.jobView(job.id, 'invitation')}`,
    } satisfies TagValues,
  };
}

/** The candidate's interview with the company, for the interview tags in the reader's language. */
export async function interviewValues(
  db: Db,
  companyId: number,
  candidateId: string,
  interviewId: string | null,
  needed: boolean,
  language: SiteLanguage,
): Promise<TagValues | null> {
  if (interviewId === null) {
    if (needed) throw invalid({ interview_id: M.interviewNeeded });
    return null;
  }
  const [row] = await db
    .select({
      startsAt: interviews.startsAt,
      mode: interviews.mode,
      location: interviews.location,
      mapLink: interviews.mapLink,
      videoLink: interviews.videoLink,
      phone: interviews.phone,
    })
    .from(interviews)
    .where(
      and(
        eq(interviews.id, interviewId),
        eq(interviews.companyId, companyId),
        eq(interviews.candidateId, candidateId),
      ),
    );
  if (!row) throw invalid({ interview_id: M.interviewUnknown });
  return {
    'interview.date': uaeDateTime(row.startsAt, language),
    'interview.location': interviewPlace(row, language),
  };
}

export const candidateValues = (r: Recipient): TagValues => ({
  'candidate.first_name': r.first,
  'candidate.last_name': r.last,
  'candidate.full_name': fullName(r.first, r.last),
  'candidate.designation': r.headline,
});
