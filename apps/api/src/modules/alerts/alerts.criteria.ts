import { sql } from 'drizzle-orm';
import {
  ALERT_MESSAGES,
  type JobAlertCriteria,
  type ZJobAlertRequest,
} from '@logicareers/shared/schemas/alerts';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import type { jobAlerts } from '../../db/schema';
import { invalid } from '../../lib/errors';
import { jobKeywords } from '../../lib/keyword-signature';
import { choosableMasterItems } from '../master-data/master-data.service';

export type AlertInput = z.output<typeof ZJobAlertRequest>;

/** What an alert asks of a job: keywords and the filters of the job search. */
export type Criteria = Omit<JobAlertCriteria, 'frequency'>;

const sortedUnique = <T extends number | string>(values: T[]) =>
  [...new Set(values)].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));

/** The same filters in the same order, so that equal searches get equal keys. */
export function normalizeCriteria(criteria: Criteria): Criteria {
  return {
    keywords: criteria.keywords.trim(),
    state: sortedUnique(criteria.state),
    functional_area: sortedUnique(criteria.functional_area),
    designation: sortedUnique(criteria.designation),
    industry: sortedUnique(criteria.industry),
    employment_type: sortedUnique(criteria.employment_type),
    experience: criteria.experience,
    salary_min: criteria.salary_min,
  };
}

/**
 * The filters as one string of seven `|`-separated parts: locations, functional areas,
 * designations, industries, employment types, experience, minimum salary. Empty when there are
 * none. The matcher reads the parts back in the same order (alerts.matcher.ts).
 */
export function filterKey(criteria: Criteria): string {
  const c = normalizeCriteria(criteria);
  const parts = [
    c.state.join(','),
    c.functional_area.join(','),
    c.designation.join(','),
    c.industry.join(','),
    c.employment_type.join(','),
    c.experience === null ? '' : String(c.experience),
    c.salary_min === null ? '' : String(c.salary_min),
  ];
  return parts.some(Boolean) ? parts.join('|') : '';
}

/** The filters back from their key (the inverse of filterKey), e.g. to link an e-mail to its search. */
export function criteriaFromKey(keywords: string, key: string): Criteria {
  const [state, areas, designations, industries, types, experience, salary] = key.split('|');
  const ids = (part: string | undefined) => (part ? part.split(',').map(Number) : []);
  return {
    keywords,
    state: ids(state),
    functional_area: ids(areas),
    designation: ids(designations),
    industry: ids(industries),
    employment_type: (types ? types.split(',') : []) as Criteria['employment_type'],
    experience: experience ? Number(experience) : null,
    salary_min: salary ? Number(salary) : null,
  };
}

/** Keywords in web-search syntax as the tsquery text the job search would use; '' for none. */
export async function compileKeywords(db: Db, keywords: string): Promise<string> {
  if (!keywords.trim()) return '';
  const result = (await db.execute(
    sql`select ${jobKeywords(keywords)}::text as query`,
  )) as unknown as { rows: { query: string }[] };
  const query = result.rows[0]?.query ?? '';
  // Only stop words or punctuation: the search would ignore them, so the alert would match anything.
  if (!query) throw invalid({ keywords: ALERT_MESSAGES.keywordsTooCommon });
  return query;
}

const MASTER_KIND_OF = {
  state: 'state',
  functional_area: 'functional_area',
  designation: 'designation',
  industry: 'industry',
} as const;

/** Every id must be master data of the filter's kind, active unless the alert holds it already. */
async function checkMasterIds(db: Db, criteria: Criteria, held: number[]) {
  const keys = Object.keys(MASTER_KIND_OF) as (keyof typeof MASTER_KIND_OF)[];
  const ids = keys.flatMap((key) => criteria[key]);
  const items = new Map(
    (await choosableMasterItems(db, ids, held)).map((item) => [item.id, item.kind]),
  );
  const problems: Record<string, string> = {};
  for (const key of keys) {
    if (criteria[key].some((id) => items.get(id) !== MASTER_KIND_OF[key]))
      problems[key] = ALERT_MESSAGES[key];
  }
  if (Object.keys(problems).length) throw invalid(problems);
}

/** The columns of job_alerts that hold an alert's search, checked and compiled. */
export async function criteriaColumns(
  db: Db,
  input: Criteria,
  /** The alert being changed, whose items may have been deactivated since. */
  before?: Pick<Criteria, keyof typeof MASTER_KIND_OF>,
): Promise<
  Pick<
    typeof jobAlerts.$inferInsert,
    | 'keywords'
    | 'query'
    | 'stateIds'
    | 'functionalAreaIds'
    | 'designationIds'
    | 'industryIds'
    | 'employmentTypes'
    | 'experience'
    | 'salaryMin'
    | 'filterKey'
  >
> {
  const criteria = normalizeCriteria(input);
  const keys = Object.keys(MASTER_KIND_OF) as (keyof typeof MASTER_KIND_OF)[];
  await checkMasterIds(db, criteria, before ? keys.flatMap((key) => before[key]) : []);
  return {
    keywords: criteria.keywords,
    query: await compileKeywords(db, criteria.keywords),
    stateIds: criteria.state,
    functionalAreaIds: criteria.functional_area,
    designationIds: criteria.designation,
    industryIds: criteria.industry,
    employmentTypes: criteria.employment_type,
    experience: criteria.experience,
    salaryMin: criteria.salary_min,
    filterKey: filterKey(criteria),
  };
}
