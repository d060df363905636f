import { REFUSED } from '@logicareers/shared/messages';
import { and, type Column, eq, ilike, inArray, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { candidateProfiles, users } from '../../db/schema';
import { forbidden, notFound } from '../../lib/errors';
import { containing } from '../../lib/like';
import type { SessionUser } from '../access/sessions';
import { openableBy, reachOf } from './talent.policy';

/*
 * The workspace's use of the policy (talent.policy.ts) for many candidates at once, and what a
 * workspace user needs besides: a company to keep notes and folders in.
 */

export const NO_COMPANY = 'Your account belongs to no company, so it keeps no notes or folders';
export const CONSULTANCY_ONLY = 'Only the consultancy does this';

/** The user's company: notes, folders and submissions belong to one. */
export function companyOf(user: SessionUser): number {
  if (user.companyId === null) throw forbidden(NO_COMPANY);
  return user.companyId;
}

/** The user may send candidates to clients: a consultancy user of a company. */
export const maySubmit = (user: SessionUser) =>
  user.permissions.has('candidates.submit') &&
  reachOf(user) === 'consultancy' &&
  user.role !== 'master_admin' &&
  user.companyId !== null;

/** A name filter: the column contains the typed words as they are (no wildcards). */
export const nameContains = (column: Column, q: string | undefined) =>
  q ? ilike(column, containing(q)) : undefined;

/** The consultancy user's company: sending candidates and the CVs as a ZIP are theirs alone. */
export function consultancyOf(user: SessionUser): number {
  if (reachOf(user) !== 'consultancy' || user.role === 'master_admin')
    throw forbidden(CONSULTANCY_ONLY);
  return companyOf(user);
}

/** Those of `ids` the user may open (decision 014), in no order. */
export async function openableAmong(
  db: Db,
  user: SessionUser,
  ids: readonly string[],
): Promise<Set<string>> {
  if (!ids.length) return new Set();
  const rows = await db
    .select({ id: candidateProfiles.userId })
    .from(candidateProfiles)
    .innerJoin(users, eq(users.id, candidateProfiles.userId))
    .where(
      and(
        inArray(candidateProfiles.userId, [...ids]),
        eq(users.role, 'candidate'),
        ne(users.status, 'disabled'),
        openableBy(user),
      ),
    );
  return new Set(rows.map((row) => row.id));
}

/**
 * Proves the user may open every one of `ids`, or answers 404 naming none of them: which of several
 * candidates is beyond reach is as unknown as an id that does not exist. Answers the ids, once each.
 */
export async function assertMayOpenAll(
  db: Db,
  user: SessionUser,
  ids: readonly string[],
): Promise<string[]> {
  if (!user.permissions.has('candidates.search')) throw forbidden();
  const unique = [...new Set(ids)];
  const openable = await openableAmong(db, user, unique);
  if (unique.some((id) => !openable.has(id))) throw notFound(REFUSED.candidateNotFound);
  return unique;
}
