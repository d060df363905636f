import { z } from 'zod';
import { MSG } from '../messages';
import { OTP_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../constants';

/** Field builders shared by every form, so each message is written once. */
export const zEmail = (required: string = MSG.emailRequired, format: string = MSG.emailFormat) =>
  z
    .string({ error: required })
    .trim()
    .min(1, { error: required, abort: true })
    .max(254, { error: format })
    .pipe(z.email({ error: format }))
    .transform((email) => email.toLowerCase());

export const zPasswordEntered = (required: string = MSG.passwordRequired) =>
  z.string({ error: required }).min(1, { error: required });

/** A one-time code sent by e-mail: its digits, nothing else. */
export const zOtp = () =>
  z
    .string({ error: MSG.otpRequired })
    .trim()
    .min(1, { error: MSG.otpRequired, abort: true })
    .regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), { error: MSG.otpFormat });

/** A new password: required, with a sensible length. */
export const zNewPassword = (required: string = MSG.passwordRequired) =>
  z
    .string({ error: required })
    .min(1, { error: required, abort: true })
    .min(PASSWORD_MIN_LENGTH, { error: MSG.passwordTooShort })
    .max(PASSWORD_MAX_LENGTH, { error: MSG.passwordTooLong });

export const zRequiredText = (message: string, max = 200) =>
  z
    .string({ error: message })
    .trim()
    .min(1, { error: message })
    .max(max, { error: `At most ${max} characters` });

/** The largest id an integer column (PostgreSQL `integer`, `serial`) holds. */
export const MAX_ID = 2_147_483_647;

/**
 * The id of a row of an integer column, from a path, a query, a form (digits) or JSON (a number):
 * a whole number from 1 to MAX_ID. Anything else ('1e3', '0x10', true, 99999999999) gets
 * `message`, never a trip to the database.
 */
export const zId = (message: string) =>
  z.preprocess(
    (value) =>
      typeof value === 'number' || (typeof value === 'string' && /^\s*\d{1,10}\s*$/.test(value))
        ? value
        : Number.NaN,
    z.coerce
      .number({ error: message })
      .int({ error: message })
      .positive({ error: message })
      .max(MAX_ID, { error: message }),
  );

/** The id of a row of a uuid column: anything that is not a UUID gets `message`. */
export const zUuid = (message: string) => z.uuid({ error: message });

/**
 * An id that, when malformed, is as unknown as someone else's: it reads as null and the route
 * answers 404, not a form error (for paths and e-mail links).
 */
export const orUnknown = <T extends z.ZodType>(id: T) => id.nullable().catch(null);

/**
 * Text without NUL characters, which PostgreSQL cannot store: a form drops them from pasted text
 * before sending it; the server refuses any that reach it (400, naming the field).
 */
export const text = (params?: { error: string }) =>
  z.string(params).overwrite((value) => value.replaceAll('\u0000', ''));

/**
 * The Arabic words beside required English ones (a title, a description): at most `max`
 * characters; empty, null or left out for none, which is null (readers in Arabic see the English).
 */
export const zArabicText = (max: number, error = `At most ${max} characters`) =>
  text()
    .trim()
    .max(max, { error })
    .nullable()
    .optional()
    .transform((value) => value || null);

/**
 * A checkbox: JSON booleans and what forms send ('true'/'false', 'on', '1'/'0'); z.coerce.boolean
 * would read the string 'false' as true.
 */
export const checkbox = () =>
  z.preprocess(
    (value) =>
      typeof value === 'string' ? /^(true|on|1|yes)$/i.test(value.trim()) : Boolean(value),
    z.boolean(),
  );

export const optionalInt = (min: number, max: number, message: string) =>
  z.preprocess(
    (v) => (v === '' || v === null || v === undefined ? null : v),
    z.coerce
      .number({ error: message })
      .int({ error: message })
      .min(min, { error: message })
      .max(max, { error: message })
      .nullable(),
  );

/* ---------- Query strings: filters of searches and lists ---------- */

const ZListedId = zId('not an id');
const listed = (value: string | string[]) =>
  (Array.isArray(value) ? value : value.split(',')).map((p) => p.trim()).filter(Boolean);

/** A list of ids (`a=1,2` or `a=1&a=2`), at most 50; empty is no filter. */
export const queryIds = (name: string) =>
  z
    .union([z.string(), z.array(z.string())])
    .optional()
    .transform((value, ctx) => {
      if (value === undefined) return [];
      const ids = listed(value).map((part) => ZListedId.safeParse(part));
      if (ids.some((id) => !id.success) || ids.length > 50) {
        ctx.addIssue({ code: 'custom', message: `${name} must be a list of ids` });
        return z.NEVER;
      }
      return ids.map((id) => id.data!);
    });

/** A list of values from `choices` (`a=x,y` or `a=x&a=y`); empty is no filter. */
export const queryChoices = <const T extends readonly string[]>(name: string, choices: T) =>
  z
    .union([z.string(), z.array(z.string())])
    .optional()
    .transform((value, ctx) => {
      if (value === undefined) return [] as T[number][];
      const parts = listed(value);
      if (parts.some((p) => !choices.includes(p))) {
        ctx.addIssue({ code: 'custom', message: `${name} must be one of ${choices.join(', ')}` });
        return z.NEVER;
      }
      return [...new Set(parts)] as T[number][];
    });

/** A whole number from 0 to `max`; empty is no filter (null). */
export const queryNumber = (name: string, max: number) =>
  z
    .string()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value === '') return null;
      const n = Number(value);
      if (!Number.isInteger(n) || n < 0 || n > max) {
        ctx.addIssue({
          code: 'custom',
          message: `${name} must be a whole number from 0 to ${max}`,
        });
        return z.NEVER;
      }
      return n;
    });

/** One id; empty is no filter (null). */
export const queryId = (name: string) =>
  z
    .string()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value === '') return null;
      const id = ZListedId.safeParse(value);
      if (!id.success) {
        ctx.addIssue({ code: 'custom', message: `${name} must be an id` });
        return z.NEVER;
      }
      return id.data;
    });
