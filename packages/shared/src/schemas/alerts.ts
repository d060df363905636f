import { z } from 'zod';
import { checkbox, orUnknown, text, zUuid } from './fields';
import { EMPLOYMENT_TYPES, ZJobSearchQuery } from './jobs';

/** How often an alert's e-mail goes out. */
export const ALERT_FREQUENCIES = ['daily', 'weekly'] as const;
export type AlertFrequency = (typeof ALERT_FREQUENCIES)[number];

/** How many alerts one candidate may keep. */
export const MAX_JOB_ALERTS = 20;
export const ALERT_NAME_MAX = 80;
/** Jobs listed per alert in one e-mail; the e-mail links to the search for the rest. */
export const ALERT_JOBS_PER_MAIL = 5;

export const ALERT_MESSAGES = {
  nameRequired: 'Alert name is required',
  nameTooLong: `Alert name must be at most ${ALERT_NAME_MAX} characters`,
  criteriaRequired: 'Add keywords or choose at least one filter',
  keywordsTooCommon: 'These words are too common to search for. Add a more specific word',
  frequency: 'Choose how often to get the e-mail: daily or weekly',
  limitReached: `You can keep up to ${MAX_JOB_ALERTS} job alerts. Delete one to add another`,
  notFound: 'Job alert not found',
  state: 'Choose locations from the list',
  functional_area: 'Choose functional areas from the list',
  designation: 'Choose designations from the list',
  industry: 'Choose industries from the list',
  employment_type: 'Choose employment types from the list',
  created: 'Job alert created',
  saved: 'Job alert saved',
  paused: 'Job alert paused',
  resumed: 'Job alert resumed',
  deleted: 'Job alert deleted',
  linkInvalid: 'This link is not valid or has expired',
  unsubscribed: 'You are unsubscribed',
  subscriptionConfirmed: 'Your subscription is confirmed',
} as const;

const search = ZJobSearchQuery.shape;

/**
 * A list of ids or values as a form or a JSON client sends it: [3, 4], ['3', '4'], '3,4' or 3.
 * It is then read by the job search's own rule for that filter, so alerts and search agree.
 */
const listInput = (message: string) =>
  z
    .union([z.array(z.union([z.number(), z.string()])), z.number(), z.string(), z.null()], {
      error: message,
    })
    .optional()
    .transform((value) =>
      value === null || value === undefined
        ? undefined
        : Array.isArray(value)
          ? value.map(String)
          : String(value),
    );

/** A whole number as a form (string) or JSON (number) sends it; empty means no filter. */
const numberInput = (message: string) =>
  z
    .union([z.number(), z.string(), z.null()], { error: message })
    .optional()
    .transform((value) => (value === null || value === undefined ? undefined : String(value)));

const CRITERIA_FIELDS = [
  'keywords',
  'state',
  'functional_area',
  'designation',
  'industry',
  'employment_type',
  'experience',
  'salary_min',
];

/**
 * A job alert: a name, the search it stands for (keywords in web-search syntax and the filters of
 * the job search) and how often to e-mail. `paused` is left as it is when not sent.
 */
export const ZJobAlertRequest = z
  .object({
    name: text({ error: ALERT_MESSAGES.nameRequired })
      .trim()
      .min(1, { error: ALERT_MESSAGES.nameRequired })
      .max(ALERT_NAME_MAX, { error: ALERT_MESSAGES.nameTooLong }),
    keywords: search.q,
    state: listInput(ALERT_MESSAGES.state).pipe(search.state),
    functional_area: listInput(ALERT_MESSAGES.functional_area).pipe(search.functional_area),
    designation: listInput(ALERT_MESSAGES.designation).pipe(search.designation),
    industry: listInput(ALERT_MESSAGES.industry).pipe(search.industry),
    employment_type: listInput(ALERT_MESSAGES.employment_type).pipe(search.employment_type),
    experience: numberInput('Experience must be a whole number of years').pipe(search.experience),
    salary_min: numberInput('Minimum salary must be a monthly amount in AED').pipe(
      search.salary_min,
    ),
    frequency: z
      .enum(ALERT_FREQUENCIES, { error: ALERT_MESSAGES.frequency })
      .optional()
      .default('daily'),
    paused: checkbox().optional(),
  })
  .refine(hasCriteria, {
    path: ['keywords'],
    error: ALERT_MESSAGES.criteriaRequired,
    // Checked as soon as the search's own fields are valid, so a form shows it with the others.
    when: ({ issues }) =>
      issues.every((issue) => !CRITERIA_FIELDS.includes(String(issue.path?.[0]))),
  });
export type TJobAlertRequest = z.input<typeof ZJobAlertRequest>;
/** An alert request as the schema reads it (ids as numbers, empty filters as [] or null). */
export type TJobAlertValues = z.output<typeof ZJobAlertRequest>;
export type JobAlertCriteria = Omit<z.output<typeof ZJobAlertRequest>, 'name' | 'paused'>;

/** What an alert asks of a new job, as the request schema reads it. */
export interface AlertCriteriaValues {
  keywords: string;
  state: number[];
  functional_area: number[];
  designation: number[];
  industry: number[];
  employment_type: string[];
  experience: number | null;
  salary_min: number | null;
}

/** An alert that asks nothing yet: the start of a new alert's form. */
export const noCriteria = (): Omit<JobAlertCriteria, 'frequency'> => ({
  keywords: '',
  state: [],
  functional_area: [],
  designation: [],
  industry: [],
  employment_type: [],
  experience: null,
  salary_min: null,
});

/** Whether an alert narrows the new jobs at all (an alert for every job is what the footer e-mail is for). */
export function hasCriteria(alert: AlertCriteriaValues) {
  return (
    alert.keywords.length > 0 ||
    alert.state.length > 0 ||
    alert.functional_area.length > 0 ||
    alert.designation.length > 0 ||
    alert.industry.length > 0 ||
    alert.employment_type.length > 0 ||
    alert.experience !== null ||
    alert.salary_min !== null
  );
}

/** An alert as the API returns it. */
export const ZJobAlert = z.object({
  id: z.string(),
  name: z.string(),
  keywords: z.string(),
  state: z.array(z.number()),
  functional_area: z.array(z.number()),
  designation: z.array(z.number()),
  industry: z.array(z.number()),
  employment_type: z.array(z.enum(EMPLOYMENT_TYPES)),
  experience: z.number().nullable(),
  salary_min: z.number().nullable(),
  frequency: z.enum(ALERT_FREQUENCIES),
  paused: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
  /** The last e-mail this alert was part of. */
  last_sent: z.object({ at: z.string(), job_count: z.number() }).nullable(),
});
export type TJobAlert = z.infer<typeof ZJobAlert>;

/** `:id` of an alert; an id that is not one answers 404, as another user's alert does. */
export const ZJobAlertParams = z.object({ id: orUnknown(zUuid(ALERT_MESSAGES.notFound)) });

/** The job search (as `/unauth/search-job` query parameters) that an alert stands for. */
export function alertSearchParams(
  alert: Pick<
    TJobAlert,
    | 'keywords'
    | 'state'
    | 'functional_area'
    | 'designation'
    | 'industry'
    | 'employment_type'
    | 'experience'
    | 'salary_min'
  >,
  postedWithinDays?: 1 | 7,
): URLSearchParams {
  const params = new URLSearchParams();
  if (alert.keywords) params.set('q', alert.keywords);
  const lists = ['state', 'functional_area', 'designation', 'industry', 'employment_type'] as const;
  for (const key of lists) if (alert[key].length) params.set(key, alert[key].join(','));
  if (alert.experience !== null) params.set('experience', String(alert.experience));
  if (alert.salary_min !== null) params.set('salary_min', String(alert.salary_min));
  if (postedWithinDays) params.set('posted_within', String(postedWithinDays));
  if (alert.keywords) params.set('sort', 'newest');
  return params;
}

/** A token from an e-mail link (unsubscribe, confirm subscription). */
export const ZMailLinkToken = z.object({
  token: z
    .string({ error: ALERT_MESSAGES.linkInvalid })
    .trim()
    .min(16, { error: ALERT_MESSAGES.linkInvalid })
    .max(200, { error: ALERT_MESSAGES.linkInvalid })
    .regex(/^[A-Za-z0-9_-]+$/, { error: ALERT_MESSAGES.linkInvalid }),
});

/**
 * An e-mail link's token as its route reads it, from the query or the body: null when malformed,
 * which the route answers as a dead link (404) rather than as a form error.
 */
export const ZMailLinkRequest = z.object({
  token: ZMailLinkToken.shape.token.nullable().catch(null).optional(),
});

export const ZUnsubscribeResult = z.object({
  /** A candidate's alert is paused; a footer subscription is stopped. */
  kind: z.enum(['alert', 'subscription']),
  name: z.string(),
});
export type TUnsubscribeResult = z.infer<typeof ZUnsubscribeResult>;

export const ZConfirmSubscriptionResult = z.object({ email: z.string() });
export type TConfirmSubscriptionResult = z.infer<typeof ZConfirmSubscriptionResult>;
