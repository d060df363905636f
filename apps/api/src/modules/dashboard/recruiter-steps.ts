import { and, count, eq, gt, gte, inArray, lt } from 'drizzle-orm';
import type { TNextStep } from '@logicareers/shared/api';
import { SAVED_SEARCHES_MAX } from '@logicareers/shared/schemas/talent';
import type { Db } from '../../db/client';
import { candidateSubmissions, companies, interviews } from '../../db/schema';
import type { SessionUser } from '../access/sessions';
import { listSavedSearches } from '../talent/saved-searches';

/*
 * What a consultancy's recruiter is asked to do beyond a company's steps: answer the clients who
 * answered, prepare the week's interviews, and look at the candidates new to their saved searches.
 */

const DAY_MS = 86_400_000;
/** How many saved searches with new candidates a dashboard names. */
const SEARCHES_NAMED = 3;

/** The consultancy's next steps for `user`; none for a company that is not a consultancy. */
export async function consultancySteps(db: Db, user: SessionUser): Promise<TNextStep[]> {
  if (user.companyId === null) return [];
  const [company] = await db
    .select({ kind: companies.kind })
    .from(companies)
    .where(eq(companies.id, user.companyId));
  if (company?.kind !== 'consultancy') return [];
  const now = Date.now();
  const [answered, week, searches] = await Promise.all([
    // Clients who asked for more in the last week: interested, or asking for an interview.
    db
      .select({ n: count() })
      .from(candidateSubmissions)
      .where(
        and(
          eq(candidateSubmissions.consultancyId, user.companyId),
          inArray(candidateSubmissions.status, ['interested', 'interview_requested']),
          gte(candidateSubmissions.answeredAt, new Date(now - 7 * DAY_MS)),
        ),
      ),
    db
      .select({ n: count() })
      .from(interviews)
      .where(
        and(
          eq(interviews.companyId, user.companyId),
          eq(interviews.status, 'scheduled'),
          gt(interviews.startsAt, new Date(now)),
          lt(interviews.startsAt, new Date(now + 7 * DAY_MS)),
        ),
      ),
    listSavedSearches(db, user, 1, SAVED_SEARCHES_MAX),
  ]);
  const step = (key: TNextStep['key'], count: number, title: string | null = null): TNextStep => ({
    key,
    count,
    title,
    job_id: null,
    at: null,
  });
  return [
    ...(answered[0].n > 0 ? [step('submissions.answered', answered[0].n)] : []),
    ...(week[0].n > 0 ? [step('interviews.week', week[0].n)] : []),
    ...searches.items
      .filter((search) => search.new_count > 0)
      .slice(0, SEARCHES_NAMED)
      .map((search) => step('searches.new', search.new_count, search.name)),
  ];
}
