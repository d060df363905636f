import { and, asc, count, eq, ilike, ne, or, sql } from 'drizzle-orm';
import type { Lang } from '@logicareers/shared/schemas/common';
import type { TCandidateProfile } from '@logicareers/shared/schemas/candidate';
import { TALENT_MESSAGES, type TStaffCandidatesPage } from '@logicareers/shared/schemas/talent';
import type { Db } from '../../db/client';
import { candidateProfiles, users } from '../../db/schema';
import { forbidden } from '../../lib/errors';
import { readPage } from '../../lib/paging';
import { containing } from '../../lib/like';
import type { SessionUser } from '../access/sessions';
import { loadCandidateProfile } from '../candidates/candidates.service';
import { recordOpening } from './disclosure';
import { assertMayOpen, openableBy } from './talent.policy';

/*
 * The consultancy in the candidate area (SPEC.md section 2 lets master_admin, consultancy and ats
 * into /candidate): they pick a candidate and read the profile as the candidate keeps it, read only.
 * Who may be picked and read is the recruiter's candidate view's rule (talent.policy.ts), not a
 * second one: a candidate beyond reach is not found, and each reading is an opening, recorded.
 */

/**
 * The route admits those who may search candidates; of them, only those who also enter the
 * candidate area (the consultancy, master administrators) read candidates here, never an employer.
 */
function requireRecruiter(user: SessionUser) {
  if (!user.permissions.has('area.candidate') || user.role === 'candidate')
    throw forbidden(TALENT_MESSAGES.staffInCandidateArea);
}

/** The candidates the user may open whose name or e-mail contains `q`, by name, a page at a time. */
export async function listStaffCandidates(
  db: Db,
  user: SessionUser,
  options: { q?: string; page: number; pageSize: number },
): Promise<TStaffCandidatesPage> {
  requireRecruiter(user);
  const name = sql<string>`trim(${users.firstName} || ' ' || ${users.lastName})`;
  const q = options.q?.trim();
  // The typed words as they are: no wildcards of the user's.
  const pattern = q ? containing(q) : '';
  const where = and(
    eq(users.role, 'candidate'),
    ne(users.status, 'disabled'),
    openableBy(user),
    q ? or(ilike(name, pattern), ilike(users.email, pattern)) : undefined,
  );
  return readPage(
    options,
    {
      rows: db
        .select({
          id: users.id,
          name,
          email: users.email,
          headline: candidateProfiles.headline,
        })
        .from(candidateProfiles)
        .innerJoin(users, eq(users.id, candidateProfiles.userId))
        .where(where)
        .orderBy(asc(sql`lower(${name})`), asc(users.email)),
      total: db
        .select({ total: count() })
        .from(candidateProfiles)
        .innerJoin(users, eq(users.id, candidateProfiles.userId))
        .where(where),
    },
    (rows) => rows,
  );
}

/**
 * A candidate's profile as the candidate keeps it, for a recruiter who may open them; master data
 * named in `lang`.
 */
export async function readCandidateProfile(
  db: Db,
  user: SessionUser,
  candidateId: string,
  lang: Lang = 'en',
): Promise<TCandidateProfile> {
  requireRecruiter(user);
  await assertMayOpen(db, user, candidateId);
  await recordOpening(db, user, candidateId);
  return loadCandidateProfile(db, candidateId, lang);
}
