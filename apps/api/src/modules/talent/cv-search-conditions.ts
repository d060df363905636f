import { and, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import { EDUCATION_LEVELS, type TCandidateSearch } from '@logicareers/shared/schemas/talent';
import type { Db } from '../../db/client';
import { candidateSearch as cs } from '../../db/schema';
import {
  compileKeywords as compileWords,
  cvKeywords,
  type CompiledKeywords,
  signatureAlternatives,
} from '../../lib/keyword-signature';
import { pgArray } from '../../lib/pg-array';
import type { SessionUser } from '../access/sessions';
import { uaeToday } from '../jobs/jobs.policy';
import { holdsContact, withoutContact } from './disclosure';
import { findable, namesHiddenFrom, reachOf } from './talent.policy';

/*
 * Whom a CV search matches: its keywords as one text-search query, the conditions of its filters,
 * and the candidates the user reaches (decision 014), as SQL over the `candidate_search` rows.
 */

/** The words of an advanced keyword field, with what web-search syntax would read as operators. */
const wordsOf = (text: string) =>
  text
    .split(/[\s"()]+/)
    .map((word) => word.replace(/^-+/, ''))
    .filter((word) => word && !/^or$/i.test(word));

/**
 * The keywords of a search: one tsquery's text, and the alternatives by which a candidate's keyword
 * signature may rule them out (as job search's, see signatureAlternatives; null when it cannot).
 * Null when they hold no word to look for.
 */
export type Keywords = CompiledKeywords & { alternatives: string[] | null };

/**
 * The keywords of a search as one text-search query (SQL, parsed by the statement that holds it)
 * and the words every match holds, in web-search syntax; null when there are none.
 */
export function keywordQuery(user: SessionUser, query: TCandidateSearch) {
  query = searchableBy(user, query);
  const parts: SQL[] = [];
  if (query.q) parts.push(sql`cv_keywords(${query.q})`);
  const all = wordsOf(query.all_words);
  if (all.length) parts.push(sql`cv_keywords(${all.join(' ')})`);
  const any = wordsOf(query.any_words);
  if (any.length) parts.push(sql`cv_keywords(${any.join(' or ')})`);
  const none = wordsOf(query.exclude_words);
  if (none.length) parts.push(sql`cv_keywords(${none.map((w) => `-${w}`).join(' ')})`);
  if (!parts.length) return null;
  // Any words only add to the others, so they are left out unless they are all there is.
  const required = [query.q, all.join(' '), none.map((w) => `-${w}`).join(' ')];
  return {
    tsquery: sql`(${sql.join(parts, sql` && `)})`,
    required: required.filter(Boolean).join(' ') || any.join(' or '),
  };
}

/**
 * The search as a viewer to whom candidates are not disclosed (decision 033) may make it: no e-mail
 * address or phone number among its words, so that nobody is found by their contact details.
 */
function searchableBy(user: SessionUser, query: TCandidateSearch): TCandidateSearch {
  if (!namesHiddenFrom(user)) return query;
  const strip = (text: string) => withoutContact(text);
  return {
    ...query,
    q: strip(query.q),
    all_words: strip(query.all_words),
    any_words: strip(query.any_words),
    exclude_words: strip(query.exclude_words),
  };
}

/**
 * The candidate's keywords as the user may match them: for a viewer to whom candidates are not
 * disclosed, without the words of the candidate's own names (a name is no keyword of theirs).
 */
export const keywordVector = (user: SessionUser) =>
  namesHiddenFrom(user)
    ? sql`ts_delete(${cs.searchVector}, tsvector_to_array(cv_words(${cs.name})))`
    : sql`${cs.searchVector}`;

export async function compileKeywords(
  db: Db,
  user: SessionUser,
  query: TCandidateSearch,
  parsed = keywordQuery(user, query),
): Promise<Keywords | null> {
  if (!parsed) return null;
  const alternatives = signatureAlternatives(parsed.required);
  const compiled = await compileWords(db, parsed.tsquery, alternatives, cvKeywords);
  return compiled && { ...compiled, alternatives };
}

const intArray = (ids: readonly number[]) => sql`${pgArray(ids)}::int[]`;
const textArray = (values: readonly string[]) => sql`${pgArray(values)}::text[]`;

/**
 * The conditions of the query's filters on the columns the walking indexes carry (migration 0013):
 * emirate, designations, functional areas, experience, visa status and languages.
 */
export function walkFiltersOf(query: TCandidateSearch, emirate = true): SQL[] {
  const filters: SQL[] = [];
  if (query.state.length && emirate) filters.push(inArray(cs.stateId, query.state));
  if (query.designation.length)
    filters.push(sql`${cs.designationIds} && ${intArray(query.designation)}`);
  if (query.functional_area.length)
    filters.push(sql`${cs.functionalAreaIds} && ${intArray(query.functional_area)}`);
  if (query.experience_min !== null) filters.push(gte(cs.experienceYears, query.experience_min));
  if (query.experience_max !== null) filters.push(lte(cs.experienceYears, query.experience_max));
  if (query.visa_status.length) filters.push(inArray(cs.visaStatus, query.visa_status));
  if (query.language.length) filters.push(sql`${cs.languages} @> ${textArray(query.language)}`);
  return filters;
}

/** The conditions of the query's filters (not the keywords, not the reach). */
export function filtersOf(query: TCandidateSearch): SQL[] {
  const filters = walkFiltersOf(query);
  if (query.relocate) filters.push(eq(cs.willingToRelocate, query.relocate === 'true'));
  if (query.nationality.length) filters.push(inArray(cs.nationalityId, query.nationality));
  if (query.notice_period.length) filters.push(inArray(cs.noticePeriod, query.notice_period));
  if (query.salary_min !== null) filters.push(gte(cs.expectedSalary, query.salary_min));
  if (query.salary_max !== null) filters.push(lte(cs.expectedSalary, query.salary_max));
  if (query.licence.length) filters.push(sql`${cs.drivingLicences} @> ${textArray(query.licence)}`);
  const valid = query.valid_certification === 'true';
  if (query.certification) {
    filters.push(sql`exists (select 1 from unnest(${cs.certificationNames}, ${cs.certificationExpiries}) as c(name, expires)
      where to_tsvector('english', c.name) @@ plainto_tsquery('english', ${query.certification})
      ${valid ? sql`and c.expires >= ${uaeToday}` : sql``})`);
  } else if (valid) {
    filters.push(
      sql`exists (select 1 from unnest(${cs.certificationExpiries}) as c(expires) where c.expires >= ${uaeToday})`,
    );
  }
  if (query.education)
    filters.push(gte(cs.educationRank, EDUCATION_LEVELS.indexOf(query.education) + 1));
  if (query.active_within)
    filters.push(sql`${cs.lastActiveAt} >= now() - ${`${query.active_within} days`}::interval`);
  return filters;
}

/**
 * The candidates the user reaches by search: findable by their choice, active, and having accepted
 * the privacy notice (a candidate staff created has not, until they first sign in: their row's
 * user_status is 'unconsented' until then, migration 0017).
 */
export const reachable = (user: SessionUser) =>
  and(findable(reachOf(user), cs.visibility), eq(cs.userStatus, 'active'))!;

/** The whole condition of a search: reach, filters and keywords. */
export function searchCondition(
  user: SessionUser,
  query: TCandidateSearch,
  keywords: Keywords | null,
) {
  return conditionWith(user, query, keywords && sql`${keywords.tsquery}::tsquery`);
}

/** The whole condition of a search with its keywords as a text-search query's SQL, if any. */
export const conditionWith = (user: SessionUser, query: TCandidateSearch, tsquery: SQL | null) =>
  and(
    reachable(user),
    ...filtersOf(query),
    // Words that must be there and are contact details find nobody for such a viewer (033).
    namesHiddenFrom(user) && [query.q, query.all_words].some((text) => text && holdsContact(text))
      ? sql`false`
      : undefined,
    // The index finds the candidates by every word; the names are taken out of those found.
    tsquery ? sql`${cs.searchVector} @@ ${tsquery}` : undefined,
    tsquery && namesHiddenFrom(user) ? sql`${keywordVector(user)} @@ ${tsquery}` : undefined,
  )!;
