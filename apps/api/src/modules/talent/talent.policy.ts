import { REFUSED } from '@logicareers/shared/messages';
import { and, eq, isNotNull, ne, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { isConsultancyRole } from '@logicareers/shared/roles';
import type { CandidateVisibility } from '@logicareers/shared/talent-terms';
import type { Db } from '../../db/client';
import { applications, candidateProfiles, jobs, users } from '../../db/schema';
import { forbidden, notFound } from '../../lib/errors';
import type { SessionUser } from '../access/sessions';
import { manageableJobs } from '../jobs/jobs.policy';
import { moduleOnSql } from '../settings/site-modules';

/*
 * Who finds and opens which candidates (decision 014), decided here once. A candidate is visible to
 * all employers, to the consultancy only (the default) or to nobody. The consultancy's users and
 * master administrators reach every candidate visible to the consultancy or to all; an employer
 * reaches those visible to all. Whoever manages a job also reaches the candidates who applied to it
 * (and have not withdrawn), whatever their choice: applying shares the profile with that company.
 */

/** How far a recruiter's CV search reaches. */
export type Reach = 'consultancy' | 'employer';

export const reachOf = (user: SessionUser): Reach =>
  isConsultancyRole(user.role) ? 'consultancy' : 'employer';

/** The visibilities a reach finds in CV search. */
export const findableVisibilities = (reach: Reach): CandidateVisibility[] =>
  reach === 'consultancy' ? ['all', 'consultancy'] : ['all'];

/** The candidates a reach finds in CV search, on a table's visibility column. */
export function findable(reach: Reach, visibility: SQLWrapper): SQL {
  return reach === 'consultancy'
    ? sql`${visibility} in ('all', 'consultancy')`
    : sql`${visibility} = 'all'`;
}

/** A live application of the candidate (on `candidateId`) to a job the user manages. */
export function appliedToUser(user: SessionUser, candidateId: SQLWrapper): SQL {
  const managed = manageableJobs(user);
  return sql`exists (select 1 from ${applications} join ${jobs} on ${jobs.id} = ${applications.jobId}
    where ${applications.candidateId} = ${candidateId} and ${applications.status} <> 'withdrawn'
    ${managed ? sql`and ${managed}` : sql``})`;
}

/**
 * The candidates (on `candidate_profiles`) a user may open: findable, or applied to them. With
 * employers' CV search switched off for the site, an employer opens only the candidates who applied
 * to them: finding others by id or through a CV folder is CV search (decision 033).
 */
export function openableBy(user: SessionUser): SQL {
  const reach = reachOf(user);
  const found = findable(reach, candidateProfiles.visibility);
  return or(
    reach === 'employer' ? and(found, moduleOnSql('employer_cv_search')) : found,
    appliedToUser(user, candidateProfiles.userId),
  )!;
}

/**
 * Proves a user may open a candidate, or answers 404 as for an unknown id: a candidate beyond the
 * user's reach does not exist for them. Only recruiters reach candidates at all.
 */
export async function assertMayOpen(db: Db, user: SessionUser, candidateId: string) {
  if (!user.permissions.has('candidates.search')) throw forbidden();
  const [row] = await db
    .select({ id: candidateProfiles.userId })
    .from(candidateProfiles)
    .innerJoin(users, eq(users.id, candidateProfiles.userId))
    .where(
      and(
        eq(candidateProfiles.userId, candidateId),
        eq(users.role, 'candidate'),
        ne(users.status, 'disabled'),
        // An employer opens no candidate who has not accepted the privacy notice.
        namesHiddenFrom(user) ? isNotNull(users.privacyAcceptedAt) : undefined,
        openableBy(user),
      ),
    );
  if (!row) throw notFound(REFUSED.candidateNotFound);
}

/**
 * An employer sees a candidate's name, contact details and CV once someone of the company opened
 * the profile (recorded in candidate_profile_views); the consultancy sees them at once. A candidate
 * who applied to the company shared them by applying.
 */
export const namesHiddenFrom = (user: SessionUser) => reachOf(user) === 'employer';
