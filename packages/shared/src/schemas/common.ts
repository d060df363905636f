import { z } from 'zod';
import { COUNTED_MESSAGE_KEYS, type CountedMessageKey } from '../counted-messages';
import { DIGITS, SITE_LANGUAGES } from '../languages';
import { ROLES } from '../roles';
import { zUuid } from './fields';
import { ZSiteModules, ZSiteSettings } from './settings';

/*
 * What every answer of the API shares (errors, pages, uploads) and the schemas of the small
 * endpoints; the API's paths are in ../api.ts, which re-exports all of this.
 */

/** The machine-readable kind of every error answer; the HTTP status follows from it. */
export const ERROR_CODES = [
  'VALIDATION',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  /** A link that worked once and no longer does (used up): 410. */
  'GONE',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'RATE_LIMITED',
  'INTERNAL',
  /** The server cannot answer now (its database is unreachable): try again after `Retry-After`. */
  'SERVICE_UNAVAILABLE',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/**
 * What an answer whose text carries a number adds to its English `message`: the key of its text in
 * the catalogue of counted answers (../counted-messages.ts) and the values of its slots, `count`
 * choosing the plural form, so that a client shows it in the reader's language.
 */
const countedFields = {
  message_key: z.enum(COUNTED_MESSAGE_KEYS).optional().meta({
    description:
      'Only on an answer whose text carries a number: the key of its text in the catalogue of counted answers; `message` stays its English text.',
  }),
  message_values: z
    .record(z.string(), z.union([z.number(), z.string()]))
    .optional()
    .meta({
      description:
        "With `message_key`: the values of the text's `{{…}}` slots; `count` is the number that chooses the plural form.",
    }),
};

/**
 * Every error answer: `message` is what the user reads (for invalid input, one text per field),
 * `code` is what a program checks; a server error carries the request id to quote to support.
 */
export const ZApiError = z.object({
  message: z.union([z.string(), z.record(z.string(), z.string())]),
  ...countedFields,
  code: z.enum(ERROR_CODES),
  request_id: z.string().optional(),
  /** Where the limit that refused the request can be raised (the company's subscription page). */
  upgrade: z.string().optional(),
});
export type ApiErrorBody = z.infer<typeof ZApiError>;

/** A successful answer: `{ message?, data }`, and a counted message's key and values. */
export const zOk = <T extends z.ZodType>(data: T) =>
  z.object({ message: z.string().optional(), ...countedFields, data });
export type ApiOk<T> = {
  message?: string;
  message_key?: CountedMessageKey;
  message_values?: Record<string, number | string>;
  data: T;
};
/** A successful answer with nothing to return: `{ message, data: null }`. */
export const ZDone = zOk(z.null());

/** An answer that is a file, of one of the given types, for the API reference. */
export const zFileAnswer = (description: string, types: readonly string[]) => ({
  description,
  content: Object.fromEntries(
    types.map((type) => [type, { schema: z.string().meta({ format: 'binary' }) }]),
  ),
});

/**
 * A file field of a multipart upload, for the API reference: the route reads and judges the file
 * itself (its size and its content), so here it is only described.
 */
export const zUploadField = (description: string) =>
  z.unknown().optional().meta({ type: 'string', format: 'binary', description });

/**
 * The language of the names of master data in a public answer (`lang` of its query): English by
 * default, Arabic (the English name where an item has no Arabic one). Taken from the URL only, as
 * public answers are cached by URL.
 */
export const LANGS = ['en', 'ar'] as const;
export type Lang = (typeof LANGS)[number];
export const zLang = () =>
  z
    .enum(LANGS, { error: `lang must be one of ${LANGS.join(', ')}` })
    .optional()
    .default('en');
/** The query of a public answer that names master data and takes nothing else. */
export const ZLangQuery = z.object({ lang: zLang() });
export type TLangQuery = z.input<typeof ZLangQuery>;

export const PAGE_SIZE = 20;
export const PAGE_SIZE_MAX = 100;
export const PAGE_MAX = 10_000;

/** A whole number from the query, kept within bounds; anything else is the fallback. */
const queryNumber = (fallback: number, max: number) =>
  z
    .string()
    .optional()
    .transform((value) => Math.max(1, Math.min(max, Number.parseInt(value ?? '', 10) || fallback)));

/** The query of every paged list: `page` (from 1) and `page_size` (at most 100). */
export const zPageQuery = (pageSize: number = PAGE_SIZE) =>
  z.object({
    page: queryNumber(1, PAGE_MAX),
    page_size: queryNumber(pageSize, PAGE_SIZE_MAX),
  });
export const ZPageQuery = zPageQuery();
export type TPageQuery = z.input<typeof ZPageQuery>;

/** One page of a list, with the total count and the page it is. */
export const zPage = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    page_size: z.number().int(),
  });
export type TPage<T> = Omit<z.infer<ReturnType<typeof zPage>>, 'items'> & { items: T[] };

export const ZProfile = z.object({
  id: z.string(),
  role: z.enum(ROLES),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  profile_photo: z.string().nullable(),
  company: z
    .object({ id: z.number(), name: z.string(), kind: z.enum(['employer', 'consultancy']) })
    .nullable(),
  permissions: z.array(z.string()),
  /** A candidate who must accept the privacy notice before employers may find their profile. */
  privacy_required: z.boolean(),
  /** When the candidate's own request to delete the account is carried out, unless cancelled. */
  deletion_due_at: z.string().nullable().optional(),
  /** The language of the site and of the user's e-mails. */
  language: z.enum(SITE_LANGUAGES),
  /** The digits of Arabic numbers: 'latn' (0123) or 'arab' (٠١٢٣). */
  digits: z.enum(DIGITS),
});
export type TProfile = z.infer<typeof ZProfile>;

/** `PUT /api/user/preferences`: the language and the digits, either or both. */
export const ZPreferencesRequest = z.object({
  language: z.enum(SITE_LANGUAGES, { error: 'Choose English or Arabic' }).optional(),
  digits: z.enum(DIGITS, { error: 'Choose Western or Eastern Arabic digits' }).optional(),
});
export type TPreferencesRequest = z.input<typeof ZPreferencesRequest>;

export const ZLoginResponse = z.object({ token: z.string(), data: ZProfile });
export type TLoginResponse = z.infer<typeof ZLoginResponse>;

/** Disabling an account or a company: its sessions end at once, and it cannot sign in. */
export const ACCOUNT_STATUSES = ['active', 'disabled'] as const;
export const ZAccountStatusRequest = z.object({
  status: z.enum(ACCOUNT_STATUSES, { error: 'Status must be active or disabled' }),
});
export type TAccountStatusRequest = z.input<typeof ZAccountStatusRequest>;
export const ZUserIdParams = z.object({ id: zUuid('User not found') });

export const ZPendingEmployer = z.object({
  id: z.number(),
  company_name: z.string(),
  primary_email: z.string(),
  primary_mobile: z.string(),
  contact_name: z.string(),
  contact_email: z.string(),
  created_at: z.string(),
});
export type TPendingEmployer = z.infer<typeof ZPendingEmployer>;

export const ZDemoCredential = z.object({
  role: z.enum(ROLES),
  label: z.string(),
  email: z.string(),
  password: z.string(),
  sign_in_path: z.string(),
  note: z.string().optional(),
});
export type TDemoCredential = z.infer<typeof ZDemoCredential>;

/** An e-mail as the demo's mailbox received it, its links and codes as sent. */
export const ZDemoMail = z.object({
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  sent_at: z.string(),
});
export type TDemoMail = z.infer<typeof ZDemoMail>;

export const ZOutboxMessage = z.object({
  id: z.string(),
  kind: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  status: z.enum(['pending', 'sending', 'sent', 'failed', 'cancelled']),
  attempts: z.number(),
  last_error: z.string().nullable(),
  created_at: z.string(),
  sent_at: z.string().nullable(),
  /** The e-mail carries a secret (a code, a link's token), shown masked in `subject` and `text`. */
  redacted: z.boolean(),
});
export type TOutboxMessage = z.infer<typeof ZOutboxMessage>;
/** `GET /api/settings/outbox`: a page of e-mails, all or those to one address. */
export const ZOutboxQuery = zPageQuery().extend({ to: z.string().optional() });

/** Whose dashboard it is: the screen names it and its figures in the user's language. */
export const DASHBOARD_KINDS = [
  'admin',
  'consultancyAdmin',
  /** A recruiter's view of the employers. */
  'employers',
  /** An employer's own company. */
  'company',
  /** A recruiter's view of the candidates. */
  'candidates',
  /** A candidate's own. */
  'candidate',
] as const;
export type DashboardKind = (typeof DASHBOARD_KINDS)[number];
/** What happened in a dashboard's recent activity. */
export const DASHBOARD_EVENTS = [
  'signed_up',
  'team_member_added',
  'account_created',
  /** A candidate applied to one of the company's jobs (`what`: the job's title). */
  'applied',
] as const;

/** What a dashboard suggests doing next, most pressing first. */
export const NEXT_STEPS = [
  /** Applicants of a job nobody has looked at yet (`count`, `job_id`, `title`). */
  'applicants.review',
  /** A live job that closes within the week (`count`: days left, `job_id`, `title`). */
  'job.expiring',
  /** Interviews of the company today (`count`). */
  'interviews.today',
  /** A candidate's profile that is not complete yet (`count`: percent done). */
  'profile.complete',
  /** A candidate's next interview (`title`: the job, `at`: when). */
  'interview.upcoming',
  /** Candidates consultancies sent to the company awaiting its answer (`count`). */
  'submissions.awaiting',
  /** Clients who answered a consultancy's candidates with interest in the last week (`count`). */
  'submissions.answered',
  /** The company's interviews in the coming seven days (`count`). */
  'interviews.week',
  /** A saved CV search with candidates new since it was last run (`count`, `title`: its name). */
  'searches.new',
] as const;
export const ZNextStep = z.object({
  key: z.enum(NEXT_STEPS),
  count: z.number(),
  job_id: z.number().nullable(),
  title: z.string().nullable(),
  at: z.string().nullable(),
});
export type TNextStep = z.infer<typeof ZNextStep>;

export const ZFigure = z.object({ key: z.string(), value: z.number() });
export type TFigure = z.infer<typeof ZFigure>;

/** How many weeks a dashboard's trend shows, ending with the current one. */
export const TREND_WEEKS = 12;
/** What a dashboard's trend counts each week (weeks start on Monday, in the UAE's time). */
export const TREND_KEYS = [
  /** Applications received to the company's jobs. */
  'applications',
  /** The company's interviews held (not cancelled, begun). */
  'interviews',
  /** Candidates the consultancy sent to its clients. */
  'submissions',
  /** Applicants hired to the jobs the consultancy handles. */
  'hires',
  /** Candidates who signed up. */
  'candidates',
  /** Employer companies that signed up. */
  'employers',
  /** Times someone of a company opened the candidate's profile. */
  'profile_views',
] as const;
export type TrendKey = (typeof TREND_KEYS)[number];
export const ZTrend = z.object({
  key: z.enum(TREND_KEYS),
  /** TREND_WEEKS weeks, oldest first, every week present (zero when nothing happened). */
  points: z.array(
    z.object({
      /** The Monday the week starts, YYYY-MM-DD. */
      week: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
      value: z.number(),
    }),
  ),
});
export type TTrend = z.infer<typeof ZTrend>;
/** Every dashboard answers a list of figures, so screens render them the same way. */
export const ZDashboard = z.object({
  kind: z.enum(DASHBOARD_KINDS),
  /** The company's name on an employer's dashboard, the first name on a candidate's. */
  name: z.string().nullable(),
  figures: z.array(ZFigure),
  recent: z.array(
    z.object({
      /** Who: a name or an e-mail address. */
      who: z.string(),
      event: z.enum(DASHBOARD_EVENTS),
      /** The role of who signed up. */
      role: z.enum(ROLES).nullable(),
      /** What it was about: the job applied for. */
      what: z.string().nullable().optional(),
      at: z.string(),
    }),
  ),
  next: z.array(ZNextStep),
  /** The two or three weekly counts that matter to whose dashboard it is; may be empty. */
  trends: z.array(ZTrend),
});
export type TDashboard = z.infer<typeof ZDashboard>;

export const ZPublicSettings = ZSiteSettings.extend({ demo: z.boolean(), modules: ZSiteModules });
export type TPublicSettings = z.infer<typeof ZPublicSettings>;

/** `GET /api/health`: the process is up (liveness); it does not ask the database. */
export const ZHealth = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
});
export type THealth = z.infer<typeof ZHealth>;

/** `GET /api/health/ready`: the database answers and holds the schema this build ships. */
export const ZReadiness = z.object({
  status: z.literal('ready'),
  database: z.enum(['pglite', 'postgres']),
});
export type TReadiness = z.infer<typeof ZReadiness>;

/**
 * Why the server is not ready: the database cannot be reached; it lacks the latest migration of
 * this build (not migrated yet, or an older database); a core table cannot be read; it failed
 * in another way (the log says how); the read replica given does not answer (public reads go to
 * the primary meanwhile); or the process is shutting down (finishing the requests it has, taking
 * no new ones).
 */
export const NOT_READY_REASONS = [
  'database_unreachable',
  'migrations_missing',
  'schema_missing',
  'database_error',
  'replica_unreachable',
  'shutting_down',
] as const;
export type NotReadyReason = (typeof NOT_READY_REASONS)[number];
/** A 503 from the readiness check: the error answer with the reason. */
export const ZNotReady = ZApiError.extend({ reason: z.enum(NOT_READY_REASONS) });
export type TNotReady = z.infer<typeof ZNotReady>;
