import { z } from 'zod';
import { zPageQuery } from './common';
import { orUnknown, text } from './fields';

/*
 * Candidates' answers to recruiters' e-mails (issue 15): a mail whose template holds
 * {{response.link}} carries a link to a page where the candidate picks one of the company's answer
 * options, without signing in.
 */

/** The answer options of a company that has not set its own. */
export const DEFAULT_RESPONSE_OPTIONS = [
  'Interested',
  'Not interested',
  'Call me',
  'Already placed',
] as const;
export const RESPONSE_OPTIONS_MIN = 2;
export const RESPONSE_OPTIONS_MAX = 8;
export const RESPONSE_OPTION_MAX_LENGTH = 40;

export const EMAIL_RESPONSE_MESSAGES = {
  linkInvalid: 'This link has expired or is not valid',
  answerRequired: 'Choose your answer',
  answerUnknown: 'Choose one of the answers offered',
  noteTooLong: 'A note must be at most 1000 characters',
  callTimeTooLong: 'A good time to call must be at most 100 characters',
  optionRequired: 'An answer option cannot be empty',
  optionTooLong: `An answer option must be at most ${RESPONSE_OPTION_MAX_LENGTH} characters`,
  optionsTooFew: `Offer at least ${RESPONSE_OPTIONS_MIN} answer options`,
  optionsTooMany: `Offer at most ${RESPONSE_OPTIONS_MAX} answer options`,
  optionsRepeated: 'Each answer option must be different',
  answered: 'Thank you: your answer was sent',
  optionsSaved: 'Answer options saved',
  dateFormat: 'Dates are written as YYYY-MM-DD',
} as const;
const M = EMAIL_RESPONSE_MESSAGES;

/* ---------- The company's answer options (settings/email-responses) ---------- */

export const ZResponseOptions = z.object({
  options: z.array(z.string()),
  /** Whether these are the defaults, the company having set none. */
  is_default: z.boolean(),
});
export type TResponseOptions = z.infer<typeof ZResponseOptions>;

export const ZResponseOptionsRequest = z.object({
  options: z
    .array(
      text({ error: M.optionRequired })
        .trim()
        .min(1, { error: M.optionRequired })
        .max(RESPONSE_OPTION_MAX_LENGTH, { error: M.optionTooLong }),
      { error: M.optionsTooFew },
    )
    .min(RESPONSE_OPTIONS_MIN, { error: M.optionsTooFew })
    .max(RESPONSE_OPTIONS_MAX, { error: M.optionsTooMany })
    .refine((options) => new Set(options.map((o) => o.toLowerCase())).size === options.length, {
      error: M.optionsRepeated,
    }),
});
export type TResponseOptionsRequest = z.input<typeof ZResponseOptionsRequest>;

/* ---------- The candidate's page (email-response/{token}) ---------- */

/** A link's token; a malformed one reads as null, as unknown as any other (404). */
export const ZResponseTokenParams = z.object({
  token: orUnknown(z.string().regex(/^[\w-]{20,100}$/)),
});

/** What the candidate sees of the mail they answer, and their answer so far. */
export const ZEmailResponsePage = z.object({
  company: z.string(),
  subject: z.string(),
  sent_at: z.string(),
  expires_at: z.string(),
  first_name: z.string(),
  options: z.array(z.string()),
  answer: z
    .object({
      answer: z.string(),
      note: z.string(),
      call_time: z.string(),
      updated_at: z.string(),
    })
    .nullable(),
});
export type TEmailResponsePage = z.infer<typeof ZEmailResponsePage>;

export const ZEmailResponseRequest = z.object({
  answer: text({ error: M.answerRequired }).trim().min(1, { error: M.answerRequired }).max(100),
  note: text().trim().max(1_000, { error: M.noteTooLong }).default(''),
  call_time: text().trim().max(100, { error: M.callTimeTooLong }).default(''),
});
export type TEmailResponseRequest = z.input<typeof ZEmailResponseRequest>;

/* ---------- The company's list (email-responses) ---------- */

const queryDate = z
  .string()
  .optional()
  .transform((value, ctx) => {
    if (!value) return null;
    if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || Number.isNaN(Date.parse(value))) {
      ctx.addIssue({ code: 'custom', message: M.dateFormat });
      return z.NEVER;
    }
    return value;
  });

export const ZEmailResponseListQuery = zPageQuery().extend({
  /** One answer option, as written. */
  answer: z.string().trim().max(100).optional(),
  /** Answered on or after, on or before (UAE dates). */
  from: queryDate,
  to: queryDate,
});
export type TEmailResponseListQuery = z.input<typeof ZEmailResponseListQuery>;

export const ZEmailResponseItem = z.object({
  id: z.string(),
  candidate: z.object({ id: z.string(), name: z.string() }),
  subject: z.string(),
  sent_at: z.string(),
  sent_by: z.string().nullable(),
  answer: z.string(),
  note: z.string(),
  call_time: z.string(),
  answered_at: z.string(),
  updated_at: z.string(),
});
export type TEmailResponseItem = z.infer<typeof ZEmailResponseItem>;
