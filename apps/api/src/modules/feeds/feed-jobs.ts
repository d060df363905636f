import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Lang } from '@logicareers/shared/schemas/common';
import type { TJobCard } from '@logicareers/shared/schemas/jobs';
import type { Db } from '../../db/client';
import { jobs } from '../../db/schema';
import { jobIsLive } from '../jobs/jobs.policy';
import { cardBase, client, newestFirst, owner, toCard } from '../jobs/jobs.presenter';
import { masterNames } from '../master-data/master-data.service';

/** What a feed narrows its jobs to: an emirate, a functional area (ids), both or neither. */
export interface FeedScope {
  emirate: number | null;
  functionalArea: number | null;
}

/**
 * A live job as the feeds show it: its public card (the hiring company null when confidential, the
 * salary null when hidden, master data named in the feed's language), its text as its page shows
 * it (description, requirements, benefits), and what the formats name besides.
 */
export interface FeedJob {
  card: TJobCard;
  /** Description, requirements and benefits, as HTML (sanitised when written). */
  body: { description: string; requirements: string; benefits: string };
  emirate: string | null;
  industry: string | null;
  updatedAt: Date;
}

/** The first page is small, so that the first bytes go out soon; the others amortise a query. */
const FIRST_PAGE = 100;
const PAGE = 1000;

const columns = {
  ...cardBase,
  description: jobs.description,
  requirements: jobs.requirements,
  benefits: jobs.benefits,
  updatedAt: jobs.updatedAt,
  designationId: jobs.designationId,
  functionalAreaId: jobs.functionalAreaId,
  industryId: jobs.industryId,
  stateId: jobs.stateId,
  emirateId: jobs.emirateId,
  /** The publication time to the microsecond, as text: where the next page starts, exactly. */
  publishedKey: sql<string>`${jobs.publishedAt}::text`,
};

/** Where the next page starts: after this job in the newest-first order. */
type After = { publishedKey: string; id: number };

/**
 * The live jobs of a scope, newest first (the order of the published jobs' index), read a page at
 * a time by where the last page ended, so that memory stays bounded whatever their number. Each
 * page is asked for while the one before is being written. Master data is named from the names
 * kept in memory, not joined.
 */
export async function* liveJobs(db: Db, scope: FeedScope, lang: Lang): AsyncGenerator<FeedJob[]> {
  const names = await masterNames(db, lang);
  const where: SQL[] = [jobIsLive()];
  if (scope.emirate !== null) where.push(eq(jobs.emirateId, scope.emirate));
  if (scope.functionalArea !== null) where.push(eq(jobs.functionalAreaId, scope.functionalArea));
  const page = (after: After | null, limit: number) => {
    const rows = db
      .select(columns)
      .from(jobs)
      .leftJoin(owner, eq(owner.id, jobs.companyId))
      .leftJoin(client, eq(client.id, jobs.clientCompanyId))
      .where(
        and(
          ...where,
          after
            ? sql`(${jobs.publishedAt}, ${jobs.id}) < (${after.publishedKey}::timestamptz, ${after.id})`
            : undefined,
        ),
      )
      .orderBy(...newestFirst)
      .limit(limit)
      .execute();
    // Asked for ahead: a reader who leaves before it is read must not leave its failure unheard.
    rows.catch(() => {});
    return rows;
  };
  const nameOf = (id: number | null) => (id === null ? null : (names.get(id) ?? null));
  let limit = FIRST_PAGE;
  let pending = page(null, limit);
  for (let first = true; ; first = false) {
    const rows = await pending;
    const last = rows.at(-1);
    const next =
      rows.length === limit && last ? { publishedKey: last.publishedKey, id: last.id } : null;
    limit = PAGE;
    // The next page is read while this one is written out; but not after the first: PGlite reads
    // on this thread, and would hold the first bytes back until the next page was read.
    if (next && !first) pending = page(next, limit);
    yield rows.map((row) => ({
      card: toCard({
        ...row,
        designation: nameOf(row.designationId),
        functionalArea: nameOf(row.functionalAreaId),
        location: nameOf(row.stateId),
      }),
      body: {
        description: row.description,
        requirements: row.requirements,
        benefits: row.benefits,
      },
      emirate: nameOf(row.emirateId),
      industry: nameOf(row.industryId),
      updatedAt: row.updatedAt,
    }));
    if (!next) return;
    if (first) pending = page(next, limit);
  }
}
