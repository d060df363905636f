import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import * as pg from 'drizzle-orm/pg-core';
import { todayInUae, UAE_TIME_ZONE } from '@logicareers/shared/uae-date';

import { createdAt, tsvector, updatedAt } from '../../db/columns';
import { belongsToCompany, companies, doneBy } from '../access/access.schema';
import { masterItems } from '../master-data/master-data.schema';

/**
 * Jobs. Names of master data are copied into the row (designation_name, skills_text) so that the
 * weighted search vector can be a generated column: title and designation A, skills B, body C.
 */
export const jobs = pg.pgTable(
  'jobs',
  {
    id: pg.serial('id').primaryKey(),
    companyId: pg
      .integer('company_id')
      .notNull()
      .references(() => companies.id),
    /** For a consultancy's job: the client it is posted for (the hiring organisation shown). */
    clientCompanyId: pg.integer('client_company_id').references(() => companies.id),
    createdBy: doneBy('created_by'),
    status: pg.text('status').$type<'draft' | 'published' | 'closed'>().notNull().default('draft'),
    title: pg.text('title').notNull(),
    designationId: pg.integer('designation_id').references(() => masterItems.id),
    functionalAreaId: pg.integer('functional_area_id').references(() => masterItems.id),
    industryId: pg.integer('industry_id').references(() => masterItems.id),
    stateId: pg.integer('state_id').references(() => masterItems.id),
    /** The emirate of state_id (itself when state_id is an emirate), for filtering by emirate. */
    emirateId: pg.integer('emirate_id').references(() => masterItems.id),
    employmentType: pg.text('employment_type').notNull(),
    experienceMin: pg.integer('experience_min'),
    experienceMax: pg.integer('experience_max'),
    salaryMin: pg.integer('salary_min'),
    salaryMax: pg.integer('salary_max'),
    salaryHidden: pg.boolean('salary_hidden').notNull().default(false),
    vacancies: pg.integer('vacancies').notNull().default(1),
    skillIds: pg
      .integer('skill_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    designationName: pg.text('designation_name').notNull().default(''),
    skillsText: pg.text('skills_text').notNull().default(''),
    description: pg.text('description').notNull(),
    requirements: pg.text('requirements').notNull().default(''),
    benefits: pg.text('benefits').notNull().default(''),
    /** Plain text of description, requirements and benefits: what search reads. */
    bodyText: pg.text('body_text').notNull().default(''),
    /** The start of body_text for job cards, kept inline so a card never reads the whole text. */
    snippet: pg
      .text('snippet')
      .notNull()
      .generatedAlwaysAs(sql`left(body_text, 220)`),
    validThrough: pg.date('valid_through', { mode: 'string' }).notNull(),
    confidential: pg.boolean('confidential').notNull().default(false),
    publishedAt: pg.timestamp('published_at', { withTimezone: true }),
    closedAt: pg.timestamp('closed_at', { withTimezone: true }),
    /**
     * Featured (shown first) until then: the end of the plan's period that featured it (migration
     * 0043, decision 045). A slot is in use while the job is live and this is ahead.
     */
    featuredUntil: pg.timestamp('featured_until', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /**
     * Words in English and in Arabic (migration 0024): the `job_text` configuration stems ASCII words
     * as English and other words with the Arabic stemmer, over the text as with_arabic_article
     * writes it. Keywords are read the same way (job_keywords).
     */
    searchVector: tsvector('search_vector')
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector('job_text', with_arabic_article(coalesce(title, '') || ' ' || coalesce(designation_name, ''))), 'A') || setweight(to_tsvector('job_text', with_arabic_article(coalesce(skills_text, ''))), 'B') || setweight(to_tsvector('job_text', with_arabic_article(coalesce(body_text, ''))), 'C')`,
      ),
  },
  (t) => [
    pg.index('jobs_company_idx').on(t.companyId, t.status),
    pg.index('jobs_client_idx').on(t.clientCompanyId),
    pg
      .index('jobs_published_idx')
      .on(t.publishedAt.desc(), t.id.desc())
      .where(sql`status = 'published'`),
    pg
      .index('jobs_filters_idx')
      .on(t.functionalAreaId, t.designationId, t.publishedAt.desc())
      .where(sql`status = 'published'`),
    pg
      .index('jobs_emirate_idx')
      .on(t.emirateId, t.publishedAt.desc())
      .where(sql`status = 'published'`),
    pg.index('jobs_title_trgm_idx').using('gin', sql`title gin_trgm_ops`),
    pg
      .index('jobs_featured_idx')
      .on(t.companyId, t.featuredUntil)
      .where(sql`featured_until is not null`),
  ],
);

/*
 * When a job is live (shown to the public, open to applications): while it is published and its
 * valid-through date is today or later, today being the UAE date (`todayInUae`). Written beside the
 * table so that every module that counts or shows live jobs reads the one rule, in SQL or in code.
 */

/** Today's date in the UAE, in SQL: the day `todayInUae()` gives in code. */
export const uaeToday = sql.raw(`(now() at time zone '${UAE_TIME_ZONE}')::date`);

/** A valid-through date that is not past. */
export const notExpired = (validThrough: SQLWrapper): SQL => sql`${validThrough} >= ${uaeToday}`;

/** A job is live, on `jobs` or on the alias a hand-written query gives the jobs table. */
export function jobIsLive(alias = 'jobs'): SQL {
  const job = sql.identifier(alias);
  return sql`(${job}.status = 'published' and ${notExpired(sql`${job}.valid_through`)})`;
}

/** A live job featured now (decision 045), on `jobs` or on the alias of the jobs table. */
export function jobIsFeatured(alias = 'jobs'): SQL {
  const job = sql.identifier(alias);
  return sql`(${jobIsLive(alias)} and ${job}.featured_until > now())`;
}

/** A published job past its valid-through date, on `jobs` or on the alias of the jobs table. */
export function jobIsExpired(alias = 'jobs'): SQL {
  const job = sql.identifier(alias);
  return sql`(${job}.status = 'published' and not ${notExpired(sql`${job}.valid_through`)})`;
}

/** A valid-through date that is not past, in code: `notExpired`. */
export const isNotExpired = (validThrough: string): boolean => validThrough >= todayInUae();

/** `jobIsLive` in code. */
export function isLive(job: { status: string; validThrough: string }): boolean {
  return job.status === 'published' && isNotExpired(job.validThrough);
}

/**
 * Keyword search within one emirate has an index of its own per slot `emirate_id % EMIRATE_SLOTS`.
 * The seven emirates are seeded one after another, so each has a slot to itself; were two ever to
 * share one, searches there would read both emirates' posting lists, never give other answers.
 */
export const EMIRATE_SLOTS = 8;

/**
 * `column % EMIRATE_SLOTS = slot`, with both numbers written out as constants: the indexes' predicate,
 * and what a query must say, word for word, for the planner to use one.
 */
export const inEmirateSlot = (column: SQLWrapper, slot: number) =>
  sql`${column} % ${sql.raw(String(EMIRATE_SLOTS))} = ${sql.raw(String(slot))}`;

/**
 * The bits of a job's keyword signature (migration 0007): each word of the job sets three of them,
 * so a job can only match keywords whose words' bits it all has. A job's ~150 distinct words set
 * about a fifth. A word the job lacks seldom finds its three bits all set, unless they fall on the
 * bits of words most jobs hold (in the benchmark's jobs: never for most words, 12 % for one).
 */
export const SIGNATURE_BITS = 2048;

/**
 * The keyword columns of a search table (job search, candidate search): the weighted search vector
 * and its keyword signature, which the database computes from it.
 */
export const keywordColumns = () => ({
  searchVector: tsvector('search_vector').notNull(),
  signature: pg
    .bit('signature', { dimensions: SIGNATURE_BITS })
    .notNull()
    .generatedAlwaysAs(sql`search_signature(search_vector)`),
});

/**
 * What public search reads: one narrow row per published job, kept in step with `jobs` by a trigger
 * (migration 0005). Its rows hold the search vector inline (not in TOAST), so that checking the
 * keywords of a job reads one page instead of its text. The newest jobs of an emirate (and of one of
 * its functional areas) are read from indexes that carry their signatures (migration 0007): the
 * jobs that cannot match are passed over without reading their rows at all.
 */
export const jobSearch = pg.pgTable(
  'job_search',
  {
    jobId: pg
      .integer('job_id')
      .primaryKey()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    publishedAt: pg.timestamp('published_at', { withTimezone: true }).notNull(),
    validThrough: pg.date('valid_through', { mode: 'string' }).notNull(),
    /** The hiring organisation shown: the client of a consultancy's job, else the owner. */
    hiringCompanyId: pg.integer('hiring_company_id').notNull(),
    confidential: pg.boolean('confidential').notNull(),
    emirateId: pg.integer('emirate_id'),
    stateId: pg.integer('state_id'),
    functionalAreaId: pg.integer('functional_area_id'),
    designationId: pg.integer('designation_id'),
    industryId: pg.integer('industry_id'),
    employmentType: pg.text('employment_type').notNull(),
    experienceMin: pg.integer('experience_min'),
    experienceMax: pg.integer('experience_max'),
    salaryMin: pg.integer('salary_min'),
    salaryMax: pg.integer('salary_max'),
    salaryHidden: pg.boolean('salary_hidden').notNull(),
    ...keywordColumns(),
  },
  (t) => [
    pg.index('job_search_newest_idx').on(t.publishedAt.desc(), t.jobId.desc()),
    // These two also INCLUDE (valid_through, signature), and the first functional_area_id, so that
    // the newest jobs of an emirate are read from the index alone (migration 0007; drizzle does not
    // write INCLUDE).
    pg.index('job_search_emirate_idx').on(t.emirateId, t.publishedAt.desc(), t.jobId.desc()),
    pg
      .index('job_search_emirate_area_idx')
      .on(t.emirateId, t.functionalAreaId, t.publishedAt.desc(), t.jobId.desc()),
    pg.index('job_search_state_idx').on(t.stateId, t.publishedAt.desc()),
    pg.index('job_search_area_idx').on(t.functionalAreaId, t.publishedAt.desc(), t.jobId.desc()),
    pg.index('job_search_designation_idx').on(t.designationId, t.publishedAt.desc()),
    pg.index('job_search_industry_idx').on(t.industryId, t.publishedAt.desc()),
    pg.index('job_search_company_idx').on(t.hiringCompanyId, t.publishedAt.desc()),
    // fastupdate off (migration 0048): with it on, edits wait in a pending list that every search
    // of the index reads through, slower with each edit until a vacuum merges them.
    pg
      .index('job_search_keywords_idx')
      .using('gin', t.searchVector, t.emirateId, t.functionalAreaId)
      .with({ fastupdate: false }),
    // The same per emirate (see EMIRATE_SLOTS): a search in one emirate reads posting lists of its
    // own jobs only, a seventh of the whole on average.
    ...Array.from({ length: EMIRATE_SLOTS }, (_, slot) =>
      pg
        .index(`job_search_keywords_emirate_${slot}_idx`)
        .using('gin', t.searchVector, t.functionalAreaId)
        .with({ fastupdate: false })
        .where(inEmirateSlot(t.emirateId, slot)),
    ),
  ],
);

/**
 * Internal notes on a job (SPEC.md call jobs/comment): read by the job's company and, for a client's
 * job, by the consultancy; never by candidates.
 */
export const jobComments = pg.pgTable(
  'job_comments',
  {
    id: pg.serial('id').primaryKey(),
    jobId: pg
      .integer('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    /** The company of the author: whose note it is. */
    companyId: belongsToCompany(),
    authorId: doneBy('author_id'),
    body: pg.text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [pg.index('job_comments_job_idx').on(t.jobId, t.createdAt)],
);
