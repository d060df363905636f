import { and, count, desc, eq, or, sql } from 'drizzle-orm';
import { ZCandidateSearchQuery } from '@logicareers/shared/schemas/talent';
import {
  SAVED_SEARCHES_MAX,
  TALENT_MESSAGES,
  type TSavedSearch,
  type TSavedSearchesPage,
} from '@logicareers/shared/schemas/talent';
import type { Db } from '../../db/client';
import { candidateSearch, savedCandidateSearches as saved } from '../../db/schema';
import { isUniqueViolation } from '../../lib/database-errors';
import { AppError, fieldErrors, invalid, notFound } from '../../lib/errors';
import { readPage } from '../../lib/paging';
import type { SessionUser } from '../access/sessions';
import { countCapped } from './cv-search';
import { compileKeywords, searchCondition } from './cv-search-conditions';

/*
 * A recruiter's named CV searches (decision 014: a user's own; another's id is unknown). Each
 * counts the candidates that match it now and signed up or were active since it was last run.
 */

type SavedRow = typeof saved.$inferSelect;
type Query = Record<string, string | string[]>;

/** A saved search's query as the search reads it; a query saved by an older version reads as empty. */
const parsed = (query: unknown) => {
  const result = ZCandidateSearchQuery.safeParse(query);
  return result.success ? result.data : ZCandidateSearchQuery.parse({});
};

/** Candidates matching the search now that are new or active since it was last run. */
async function newCount(db: Db, user: SessionUser, row: SavedRow) {
  const query = parsed(row.query);
  const keywords = await compileKeywords(db, user, query);
  const since = row.lastRunAt.toISOString();
  const where = and(
    searchCondition(user, query, keywords),
    or(
      sql`${candidateSearch.createdAt} > ${since}::timestamptz`,
      sql`${candidateSearch.lastActiveAt} > ${since}::timestamptz`,
    ),
  )!;
  return (await countCapped(db, where)).total;
}

async function present(db: Db, user: SessionUser, row: SavedRow): Promise<TSavedSearch> {
  return {
    id: row.id,
    name: row.name,
    query: row.query as Query,
    created_at: row.createdAt.toISOString(),
    last_run_at: row.lastRunAt.toISOString(),
    new_count: await newCount(db, user, row),
  };
}

/** Keeps the query's parameters as given, once the search's own schema has read them. */
function checkedQuery(query: Query): Query {
  const result = ZCandidateSearchQuery.safeParse(query);
  if (!result.success) {
    const fields = fieldErrors(result.error.issues);
    throw invalid(
      Object.fromEntries(Object.entries(fields).map(([key, message]) => [`query.${key}`, message])),
    );
  }
  const known = new Set(Object.keys(ZCandidateSearchQuery.shape));
  return Object.fromEntries(
    Object.entries(query).filter(
      ([key, value]) => known.has(key) && key !== 'page' && key !== 'lang' && value !== '',
    ),
  );
}

/** Saves a named search: names are the user's own (any case), at most SAVED_SEARCHES_MAX. */
export async function saveSearch(
  db: Db,
  user: SessionUser,
  input: { name: string; query: Query },
): Promise<TSavedSearch> {
  const query = checkedQuery(input.query);
  try {
    const row = await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`saved-searches:${user.id}`}))`);
      const [{ n }] = await tx.select({ n: count() }).from(saved).where(eq(saved.userId, user.id));
      if (n >= SAVED_SEARCHES_MAX) throw new AppError('CONFLICT', TALENT_MESSAGES.tooManySearches);
      const [taken] = await tx
        .select({ id: saved.id })
        .from(saved)
        .where(and(eq(saved.userId, user.id), sql`lower(${saved.name}) = lower(${input.name})`));
      if (taken) throw new AppError('CONFLICT', { name: TALENT_MESSAGES.searchNameTaken });
      const [created] = await tx
        .insert(saved)
        .values({ userId: user.id, companyId: user.companyId ?? null, name: input.name, query })
        .returning();
      return created;
    });
    return present(db, user, row);
  } catch (error) {
    if (isUniqueViolation(error))
      throw new AppError('CONFLICT', { name: TALENT_MESSAGES.searchNameTaken });
    throw error;
  }
}

/** The user's saved searches, newest first, with their new counts. */
export async function listSavedSearches(
  db: Db,
  user: SessionUser,
  page: number,
  pageSize: number,
): Promise<TSavedSearchesPage> {
  const mine = eq(saved.userId, user.id);
  return readPage(
    { page, pageSize },
    {
      rows: db.select().from(saved).where(mine).orderBy(desc(saved.createdAt), desc(saved.id)),
      total: db.select({ total: count() }).from(saved).where(mine),
    },
    async (rows) => {
      const items = [];
      for (const row of rows) items.push(await present(db, user, row));
      return items;
    },
  );
}

const NOT_FOUND = 'Saved search not found';

/** Marks a saved search as run now: candidates count as new from here on. */
export async function runSavedSearch(db: Db, user: SessionUser, id: number | null) {
  if (id === null) throw notFound(NOT_FOUND);
  const [row] = await db
    .update(saved)
    .set({ lastRunAt: new Date() })
    .where(and(eq(saved.id, id), eq(saved.userId, user.id)))
    .returning();
  if (!row) throw notFound(NOT_FOUND);
  return present(db, user, row);
}

export async function deleteSavedSearch(db: Db, user: SessionUser, id: number | null) {
  if (id === null) throw notFound(NOT_FOUND);
  const [row] = await db
    .delete(saved)
    .where(and(eq(saved.id, id), eq(saved.userId, user.id)))
    .returning({ id: saved.id });
  if (!row) throw notFound(NOT_FOUND);
}
