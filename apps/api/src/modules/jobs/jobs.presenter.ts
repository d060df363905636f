import { eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Lang } from '@logicareers/shared/schemas/common';
import type { EmploymentType, TJobCard } from '@logicareers/shared/schemas/jobs';
import type { Db } from '../../db/client';
import { companies, jobs, masterItems } from '../../db/schema';
import { nameIn } from '../master-data/master-data.service';

export const designation = alias(masterItems, 'designation');
export const functionalArea = alias(masterItems, 'functional_area');
export const industry = alias(masterItems, 'industry');
export const location = alias(masterItems, 'location');
export const skill = alias(masterItems, 'skill');
export const owner = alias(companies, 'owner');
export const client = alias(companies, 'client');

/** The columns of a job card but its master data's names (cardColumnsIn). */
const cardBase = {
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
  [K in keyof typeof cardColumns]: unknown;
} & {
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
  };
}

/** Newest first, in the exact order of the jobs_published_idx index (NULLS LAST), so it is used. */
export const newestFirst = [
  sql`${jobs.publishedAt} desc nulls last`,
  sql`${jobs.id} desc nulls last`,
] as const;
