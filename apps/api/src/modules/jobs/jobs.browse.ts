import { API } from '@logicareers/shared/api';
import { REFUSED } from '@logicareers/shared/messages';
import { and, asc, count, desc, eq, ilike, ne, sql } from 'drizzle-orm';
import type { Lang } from '@logicareers/shared/schemas/common';
import type { JobCategory, TCategoryCount, TJobCard } from '@logicareers/shared/schemas/jobs';
import type { Db } from '../../db/client';
import { companies, jobs, masterItems } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { readPage } from '../../lib/paging';
import { pgArray } from '../../lib/pg-array';
import { containing } from '../../lib/like';
import { nameIn, onMasterDataChange } from '../master-data/master-data.service';
import { jobIsLive } from './jobs.policy';
import { newestFirst, selectCards, toCard } from './jobs.presenter';

const CATEGORY_COLUMNS = {
  designation: jobs.designationId,
  functional_area: jobs.functionalAreaId,
  state: jobs.emirateId,
} as const satisfies Record<JobCategory, unknown>;
type Category = JobCategory;

/**
 * Counts of live jobs (per designation, functional area or emirate for the browse pages, per
 * employer for the employers list), per database. Counted at most once a minute, and again after a
 * job changes (`forgetJobCounts`): the figures are the same for every visitor.
 */
const countCaches = new WeakMap<
  Db,
  Map<string, { at: number; changes: number; value: Promise<unknown> }>
>();
/**
 * Jobs changed this many times in this process: counts taken before are counted again. One number
 * for every database, so that a change written to the primary also renews the counts read from its
 * replica (a few more recounts where several databases share a process, as in tests).
 */
let jobChanges = 0;

function keptCounts<T>(db: Db, key: string, count: () => Promise<T>): Promise<T> {
  let cache = countCaches.get(db);
  if (!cache) countCaches.set(db, (cache = new Map()));
  const cached = cache.get(key);
  if (cached && cached.changes === jobChanges && Date.now() - cached.at < 60_000)
    return cached.value as Promise<T>;
  const value = count();
  const entry = { at: Date.now(), changes: jobChanges, value };
  cache.set(key, entry);
  value.catch(() => {
    if (cache.get(key) === entry) cache.delete(key);
  });
  return value;
}

export function jobCategories(
  db: Db,
  category: Category,
  lang: Lang = 'en',
): Promise<TCategoryCount[]> {
  const column = CATEGORY_COLUMNS[category];
  return keptCounts(db, `${category} ${lang}`, async () =>
    db
      .select({
        id: masterItems.id,
        name: nameIn(masterItems, lang),
        slug: masterItems.slug,
        count: count(jobs.id),
      })
      .from(jobs)
      .innerJoin(masterItems, eq(masterItems.id, column))
      .where(jobIsLive())
      .groupBy(masterItems.id)
      .orderBy(desc(count(jobs.id)), asc(nameIn(masterItems, lang))),
  );
}

/**
 * Counts again on the next read, once a job was published, changed or closed (by this process, or
 * by another: the database's notices of changes to the jobs, see app.ts).
 */
export const forgetJobCounts = (_db?: Db) => void jobChanges++;
// The counts carry the items' names: a rename or merge shows at once.
onMasterDataChange(forgetJobCounts);

/**
 * Jobs like this one: same designation first, then the same functional area, nearby first. Beside
 * a confidential job, none of its employer's own jobs: their name would give the employer away.
 */
export async function similarJobs(
  db: Db,
  id: number,
  lang: Lang = 'en',
  limit = 6,
): Promise<TJobCard[]> {
  const hiring = sql<number>`coalesce(${jobs.clientCompanyId}, ${jobs.companyId})`;
  const [job] = await db
    .select({
      designationId: jobs.designationId,
      functionalAreaId: jobs.functionalAreaId,
      emirateId: jobs.emirateId,
      confidential: jobs.confidential,
      hiringId: hiring,
    })
    .from(jobs)
    .where(eq(jobs.id, id));
  if (!job) throw notFound(REFUSED.jobNotFound);
  const rows = await selectCards(db, lang)
    .where(
      and(
        jobIsLive(),
        ne(jobs.id, id),
        sql`(${jobs.designationId} = ${job.designationId} or ${jobs.functionalAreaId} = ${job.functionalAreaId})`,
        job.confidential ? sql`${hiring} is distinct from ${job.hiringId}` : undefined,
      ),
    )
    .orderBy(
      sql`(${jobs.designationId} = ${job.designationId}) desc`,
      sql`(${jobs.emirateId} = ${job.emirateId}) desc`,
      ...newestFirst,
    )
    .limit(limit);
  return rows.map((row) => toCard(row));
}

/** Active employers with their open (non-confidential) jobs, most hiring first. */
export async function listEmployers(
  db: Db,
  options: { q?: string; page: number; pageSize: number },
) {
  const q = options.q?.trim();
  const where = and(
    eq(companies.kind, 'employer'),
    eq(companies.status, 'active'),
    q ? ilike(companies.name, containing(q)) : undefined,
  );
  // Counted once for every employer (a count per employer would read the jobs once for each),
  // then joined as two arrays: hiring company, its open jobs.
  const hiring = sql<number>`coalesce(${jobs.clientCompanyId}, ${jobs.companyId})`;
  const open = await keptCounts(db, 'open jobs per employer', async () => {
    const rows = await db
      .select({ hiring, n: count() })
      .from(jobs)
      .where(and(eq(jobs.confidential, false), jobIsLive()))
      .groupBy(hiring);
    return { hiring: pgArray(rows.map((row) => row.hiring)), n: pgArray(rows.map((row) => row.n)) };
  });
  const openJobs = sql<number>`coalesce(open.n, 0)`;
  return readPage(
    options,
    {
      rows: db
        .select({
          id: companies.id,
          name: companies.name,
          logoFileId: companies.logoFileId,
          open_jobs: openJobs,
        })
        .from(companies)
        .leftJoin(
          sql`unnest(${open.hiring}::int[], ${open.n}::int[]) as open(hiring, n)`,
          sql`open.hiring = ${companies.id}`,
        )
        .where(where)
        .orderBy(desc(openJobs), asc(companies.name)),
      total: db.select({ total: count() }).from(companies).where(where),
    },
    (rows) =>
      rows.map(({ logoFileId, ...row }) => ({
        ...row,
        logo_url: logoFileId ? API.files.photo(logoFileId) : null,
      })),
  );
}

export async function publicEmployer(db: Db, id: number) {
  const [company] = await db
    .select({ id: companies.id, name: companies.name })
    .from(companies)
    .where(
      and(eq(companies.id, id), eq(companies.kind, 'employer'), eq(companies.status, 'active')),
    );
  if (!company) throw notFound(REFUSED.employerNotFound);
  return company;
}
