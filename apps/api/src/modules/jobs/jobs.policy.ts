import { eq, or, sql, type SQL } from 'drizzle-orm';
import type { JobStatus } from '@logicareers/shared/schemas/jobs';
import { companies, jobs } from '../../db/schema';
import { isLive, jobIsExpired, jobIsLive } from './jobs.schema';
import type { SessionUser } from '../access/sessions';

/*
 * The rules about jobs that other modules need, each in SQL and, where code needs it, in code.
 * When a job is live is written beside the jobs table (jobs.schema.ts), where the plans module
 * reads it too; it is offered here with the rest.
 */
export { isLive, isNotExpired, jobIsLive, notExpired, uaeToday } from './jobs.schema';

/** What the job's owners read as its status: a published job past its date is expired. */
export function statusOf(job: { status: string; validThrough: string }): JobStatus {
  if (job.status === 'published' && !isLive(job)) return 'expired';
  return job.status as JobStatus;
}

/** `statusOf` in SQL. */
export function jobStatus(alias = 'jobs'): SQL<JobStatus> {
  const job = sql.identifier(alias);
  return sql<JobStatus>`case when ${jobIsExpired(alias)} then 'expired' else ${job}.status end`;
}

/** Jobs whose status (as `statusOf` reads it) is `status`. */
export function jobStatusIs(status: JobStatus, alias = 'jobs'): SQL {
  const job = sql.identifier(alias);
  if (status === 'published') return jobIsLive(alias);
  if (status === 'expired') return jobIsExpired(alias);
  return sql`${job}.status = ${status}`;
}

/** A company's jobs: those it posted and those the consultancy posted for it. */
export const jobsOfCompany = (companyId: number): SQL =>
  or(eq(jobs.companyId, companyId), eq(jobs.clientCompanyId, companyId))!;

/**
 * The jobs a user may manage: their company's, and for a consultancy those of the clients it
 * manages. `undefined` means every job (those who manage any company's jobs).
 */
export function manageableJobs(user: SessionUser): SQL | undefined {
  if (user.permissions.has('jobs.manage_any')) return undefined;
  if (user.companyId === null) return sql`false`;
  const managedClients = sql`(select ${companies.id} from ${companies} where ${companies.managedById} = ${user.companyId})`;
  return or(
    jobsOfCompany(user.companyId),
    sql`${jobs.companyId} in ${managedClients}`,
    sql`${jobs.clientCompanyId} in ${managedClients}`,
  );
}

/** Whether a user may post jobs for a client company (an employer their consultancy manages). */
export function mayPostFor(
  user: SessionUser,
  company: { kind: string; managedById: number | null },
): boolean {
  if (company.kind !== 'employer') return false;
  if (user.permissions.has('jobs.manage_any')) return true;
  return user.companyId !== null && company.managedById === user.companyId;
}
