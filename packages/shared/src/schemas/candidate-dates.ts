/** The month and year fields of the profile history, and the rules their dates follow. */
import { z } from 'zod';
import { checkbox, optionalInt, text } from './fields';
import { todayInUae } from '../uae-date';
import { CANDIDATE_MESSAGES } from './candidate-terms';

const M = CANDIDATE_MESSAGES;
const month = (message: string) => optionalInt(1, 12, message);
export const year = (message: string) => optionalInt(1960, 2040, message);

const thisMonth = () => {
  const [year, month] = todayInUae().split('-').map(Number);
  return year * 12 + month;
};

/** An employment's dates, with the rules of SPEC.md section 5. */
export const employmentFields = {
  employer_name: text()
    .trim()
    .max(150)
    .nullable()
    .optional()
    .transform((value) => value || null),
  designation: text().trim().max(150).default(''),
  working_status: checkbox().default(false),
  start_month: month(M.startMonthRequired).default(null),
  start_year: year(M.startYearRequired).default(null),
  end_month: month(M.endMonthRequired).default(null),
  end_year: year(M.endYearRequired).default(null),
};

type EmploymentDates = {
  employer_name: string | null;
  working_status: boolean;
  start_month: number | null;
  start_year: number | null;
  end_month: number | null;
  end_year: number | null;
};

/**
 * Runs a rule across fields once those fields are themselves valid, even when other fields of the
 * form are not, so that every message shows at once.
 */
export const whenValid =
  (fields: string[]) =>
  (payload: { issues: readonly { path?: readonly PropertyKey[] }[] }): boolean =>
    !payload.issues.some((issue) => fields.includes(String(issue.path?.[0])));
export const DATE_FIELDS = [
  'employer_name',
  'working_status',
  'start_month',
  'start_year',
  'end_month',
  'end_year',
];

export function checkEmploymentDates(
  value: EmploymentDates,
  ctx: z.RefinementCtx,
  prefix: string[],
) {
  if (!value.employer_name) return;
  const issue = (field: string, message: string) =>
    ctx.addIssue({ code: 'custom', path: [...prefix, field], message });
  if (value.start_month === null) issue('start_month', M.startMonthRequired);
  if (value.start_year === null) issue('start_year', M.startYearRequired);
  if (!value.working_status) {
    if (value.end_month === null) issue('end_month', M.endMonthRequired);
    if (value.end_year === null) issue('end_year', M.endYearRequired);
  }
  if (value.start_month !== null && value.start_year !== null) {
    const start = value.start_year * 12 + value.start_month;
    if (start > thisMonth()) issue('start_year', M.dateInFuture);
    if (!value.working_status && value.end_month !== null && value.end_year !== null) {
      const end = value.end_year * 12 + value.end_month;
      if (end < start) issue('end_year', M.endBeforeStart);
      else if (end > thisMonth()) issue('end_year', M.dateInFuture);
    }
  }
}
