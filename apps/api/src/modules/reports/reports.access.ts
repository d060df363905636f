import { type SQL, sql } from 'drizzle-orm';
import type { ReportAudience } from '@logicareers/shared/reports';
import { REPORT_MESSAGES } from '@logicareers/shared/schemas/reports';
import type { Db } from '../../db/client';
import { companies, jobs } from '../../db/schema';
import { forbidden } from '../../lib/errors';
import { can, siteConsultancy } from '../access/access.policy';
import type { SessionUser } from '../access/sessions';
import { jobsOfCompany } from '../jobs/jobs.policy';

/*
 * Who reads which reports, and of whom (issue 41). The consultancy's reports are its recruiters'
 * and administrators' (a master administrator reads the site's consultancy's); an employer's are
 * its own users'; the site's are master administrators'; a candidate's are their own.
 */

export type ReportScope =
  | { audience: 'consultancy'; consultancyId: number }
  | { audience: 'employer'; companyId: number }
  | { audience: 'site' }
  | { audience: 'candidate'; candidateId: string };

export const REPORT_REFUSALS = {
  consultancy: REPORT_MESSAGES.consultancyOnly,
  employer: REPORT_MESSAGES.employerOnly,
  site: REPORT_MESSAGES.siteOnly,
  candidate: REPORT_MESSAGES.candidateOnly,
} as const satisfies Record<ReportAudience, string>;

const CONSULTANCY_STAFF = new Set(['consultancy', 'ats', 'consultancy_admin']);

/** Whose reports of `audience` the user reads, or a 403 saying who reads them. */
export async function reportScope(
  db: Db,
  user: SessionUser,
  audience: ReportAudience,
): Promise<ReportScope> {
  const refuse = () => forbidden(REPORT_REFUSALS[audience]);
  switch (audience) {
    case 'consultancy': {
      if (!can(user, 'reports.read')) throw refuse();
      if (CONSULTANCY_STAFF.has(user.role) && user.companyId !== null)
        return { audience, consultancyId: user.companyId };
      const consultancyId =
        user.role === 'master_admin' ? ((await siteConsultancy(db))?.id ?? null) : null;
      if (consultancyId === null) throw refuse();
      return { audience, consultancyId };
    }
    case 'employer':
      if (!can(user, 'reports.read') || user.role !== 'employer' || user.companyId === null)
        throw refuse();
      return { audience, companyId: user.companyId };
    case 'site':
      if (!can(user, 'reports.site')) throw refuse();
      return { audience };
    case 'candidate':
      if (user.role !== 'candidate' || !can(user, 'candidate.profile')) throw refuse();
      return { audience, candidateId: user.id };
  }
}

/** The clients a consultancy manages. */
export const managedClients = (consultancyId: number) =>
  sql`(select ${companies.id} from ${companies} where ${companies.managedById} = ${consultancyId})`;

/**
 * The jobs a report of the scope counts: an employer's own (and those posted for it), or the
 * consultancy's and its clients'. The site counts every job.
 */
export function jobsInScope(scope: ReportScope): SQL {
  switch (scope.audience) {
    case 'employer':
      return jobsOfCompany(scope.companyId);
    case 'consultancy':
      // The job's company or client is the consultancy or one it manages, said as one lookup of
      // them: the planner then expects about as many jobs as there are (an OR over two lists it
      // cannot see into was taken for most jobs) and reads their applications job by job.
      return sql`exists (select 1 from ${companies} as scope_company
        where scope_company.id in (${jobs.companyId}, ${jobs.clientCompanyId})
          and (scope_company.id = ${scope.consultancyId}
            or scope_company.managed_by_id = ${scope.consultancyId}))`;
    default:
      return sql`true`;
  }
}

/** The client a job is for: the one it was posted for, else the company that posted it. */
export const clientOfJob = sql<number>`coalesce(${jobs.clientCompanyId}, ${jobs.companyId})`;
