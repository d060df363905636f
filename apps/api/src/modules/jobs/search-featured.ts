import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { jobSearch, jobs } from '../../db/schema';
import { jobIsFeatured, notExpired } from './jobs.schema';
import { filtersOf, type JobSearchQuery, type PageJob } from './search-filters';

/** At most this many featured jobs are shown first on a search's first page. */
export const FEATURED_FIRST = 10;

/**
 * The featured jobs that match a search (its keywords and filters), newest first: shown first on its
 * first page and left out of every page of the usual order, so that paging (by cursor or by page)
 * neither repeats nor skips a job (decision 045). Featured jobs are few (each company's plan limits
 * them), found through jobs_featured_idx.
 */
export async function featuredMatches(
  db: Db,
  query: JobSearchQuery,
  tsquery: string | null,
  emirates: Set<number>,
): Promise<PageJob[]> {
  const rows = await db
    .select({
      id: jobSearch.jobId,
      micros: sql<number>`(extract(epoch from ${jobSearch.publishedAt}) * 1000000)::bigint`.mapWith(
        Number,
      ),
    })
    .from(jobSearch)
    .innerJoin(jobs, eq(jobs.id, jobSearch.jobId))
    .where(
      and(
        jobIsFeatured(),
        notExpired(jobSearch.validThrough),
        ...Object.values(filtersOf(query, emirates)),
        tsquery ? sql`${jobSearch.searchVector} @@ ${tsquery}::tsquery` : undefined,
      ),
    )
    .orderBy(desc(jobSearch.publishedAt), desc(jobSearch.jobId))
    .limit(FEATURED_FIRST);
  return rows;
}

/**
 * A page of the usual order with the featured jobs first (on the first page) and nowhere else.
 */
export function withFeaturedFirst(page: PageJob[], featured: PageJob[], first: boolean) {
  const shown = new Set(featured.map((job) => job.id));
  return [...(first ? featured : []), ...page.filter((job) => !shown.has(job.id))];
}
