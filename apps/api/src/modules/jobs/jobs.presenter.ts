import { eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Lang } from '@logicareers/shared/schemas/common';
import type { EmploymentType, TJobCard } from '@logicareers/shared/schemas/jobs';
import type { Db } from '../../db/client';
import { companies, jobs, masterItems } from '../../db/schema';
import { nameIn } from '../master-data/master-data.service';
import { jobIsFeatured } from './jobs.schema';

export const designation = alias(masterItems, 'designation');
export const functionalArea = alias(masterItems, 'functional_area');
export const industry = alias(masterItems, 'industry');
export const location = alias(masterItems, 'location');
export const skill = alias(masterItems, 'skill');
export const owner = alias(companies, 'owner');
export const client = alias(companies, 'client');

/** The columns of a job card but its master data's names (cardColumnsIn; the feeds too). */
export const cardBase = {
  id: jobs.id,
  title: jobs.title,
  confidential: jobs.confidential,
  ownerId: owner.id,
  ownerName: owner.name,
  clientId: client.id,
  clientName: client.name,
  employmentType: jobs.employmentType,
  experienceMin: jobs.experienceMin,
  experienceMax: jobs.experienceMax,
  salaryMin: jobs.salaryMin,
  salaryMax: jobs.salaryMax,
  salaryHidden: jobs.salaryHidden,
  publishedAt: jobs.publishedAt,
  validThrough: jobs.validThrough,
  status: jobs.status,
  snippet: jobs.snippet,
  /** Featured now (decision 045): shown first and marked. */
  featured: sql<boolean>`coalesce(${jobIsFeatured()}, false)`,
};

/** A master item of a left join named in `lang`: null when the job has none. */
const joinedName = (items: Parameters<typeof nameIn>[0], lang: Lang) =>
  sql<string | null>`${nameIn(items, lang)}`;

/**
 * The columns of a job card, its master data named in `lang` (see nameIn); joins: designation,
 * functional_area, location, owner, client.
 */
export const cardColumnsIn = (lang: Lang) => ({
  ...cardBase,
  designation: joinedName(designation, lang),
  functionalArea: joinedName(functionalArea, lang),
  location: joinedName(location, lang),
});
export const cardColumns = cardColumnsIn('en');

/** Jobs with the columns and joins of their cards; the caller adds where, order and limit. */
export const selectCards = (db: Db, lang: Lang = 'en') =>
  db
    .select(cardColumnsIn(lang))
    .from(jobs)
    .leftJoin(owner, eq(owner.id, jobs.companyId))
    .leftJoin(client, eq(client.id, jobs.clientCompanyId))
    .leftJoin(designation, eq(designation.id, jobs.designationId))
    .leftJoin(functionalArea, eq(functionalArea.id, jobs.functionalAreaId))
    .leftJoin(location, eq(location.id, jobs.stateId));

type CardRow = {
  [K in Exclude<keyof typeof cardColumns, 'featured'>]: unknown;
} & {
  /** Left out by rows that are not read with cardColumns (feeds): not featured. */
  featured?: boolean;
  id: number;
  title: string;
  confidential: boolean;
  ownerId: number | null;
  ownerName: string | null;
  clientId: number | null;
  clientName: string | null;
  designation: string | null;
  functionalArea: string | null;
  location: string | null;
  employmentType: string;
  experienceMin: number | null;
  experienceMax: number | null;
  salaryMin: number | null;
  salaryMax: number | null;
  salaryHidden: boolean;
  publishedAt: Date | null;
  validThrough: string;
  status: string;
  snippet: string;
};

/** The hiring organisation shown to the public: the client for a consultancy's job, none when confidential. */
export function hiringCompany(
  row: Pick<CardRow, 'confidential' | 'ownerId' | 'ownerName' | 'clientId' | 'clientName'>,
) {
  if (row.confidential) return null;
  if (row.clientId) return { id: row.clientId, name: row.clientName ?? '' };
  return row.ownerId ? { id: row.ownerId, name: row.ownerName ?? '' } : null;
}

export function toCard(row: CardRow, options: { revealCompany?: boolean } = {}): TJobCard {
  const salaryShown = !row.salaryHidden;
  return {
    id: row.id,
    title: row.title,
    company: options.revealCompany
      ? hiringCompany({ ...row, confidential: false })
      : hiringCompany(row),
    designation: row.designation,
    functional_area: row.functionalArea,
    location: row.location,
    employment_type: row.employmentType as EmploymentType,
    experience_min: row.experienceMin,
    experience_max: row.experienceMax,
    salary_min: salaryShown ? row.salaryMin : null,
    salary_max: salaryShown ? row.salaryMax : null,
    published_at: row.publishedAt?.toISOString() ?? null,
    valid_through: row.validThrough,
    snippet: row.snippet,
    featured: row.featured === true,
  };
}

/** Newest first, in the exact order of the jobs_published_idx index (NULLS LAST), so it is used. */
export const newestFirst = [
  sql`${jobs.publishedAt} desc nulls last`,
  sql`${jobs.id} desc nulls last`,
] as const;

/**
 * The words a job's public copies (its structured data, the feeds) add to what the employer wrote,
 * per language.
 */
export const POSTING_WORDS: Record<
  Lang,
  { requirements: string; benefits: string; confidential: string; country: string }
> = {
  en: {
    requirements: 'Requirements',
    benefits: 'Benefits',
    confidential: 'Confidential employer',
    country: 'United Arab Emirates',
  },
  ar: {
    requirements: 'المتطلبات',
    benefits: 'المزايا',
    confidential: 'جهة توظيف سرية',
    country: 'الإمارات العربية المتحدة',
  },
};

/** A job's text as its page shows it: the description, then its requirements and benefits if any. */
export const postingBodyHtml = (
  job: { description: string; requirements: string | null; benefits: string | null },
  lang: Lang,
) =>
  [
    job.description,
    job.requirements && `<h3>${POSTING_WORDS[lang].requirements}</h3>${job.requirements}`,
    job.benefits && `<h3>${POSTING_WORDS[lang].benefits}</h3>${job.benefits}`,
  ]
    .filter(Boolean)
    .join('');
