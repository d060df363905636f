import { z } from 'zod';
import { CANDIDATE_VISIBILITIES } from '../talent-terms';

/** The answers of the candidate's privacy calls, said once for the API and the screens. */
export const PRIVACY_MESSAGES = {
  consentSaved: 'Your privacy choices are saved',
  privacyMustBeAccepted: 'Please accept the privacy notice',
  exportRequested: 'We are preparing a copy of your data and will e-mail you a link',
  exportAlreadyRequested: 'A copy of your data is already being prepared',
  exportLinkInvalid: 'This download link is invalid or has expired',
  exportLinkUsed:
    'This download link has been used as many times as it may be: ask for a new copy of your data from your profile',
  deletionScheduled: 'Your account will be deleted in 24 hours unless you cancel',
  deletionCancelled: 'The deletion of your account is cancelled',
  noDeletionPending: 'No deletion of your account is pending',
  passwordWrong: 'Password is incorrect',
  passwordRequired: 'Password is required',
  visibilityRequired: 'Please choose who can find your profile',
} as const;
const M = PRIVACY_MESSAGES;

/** How long the link to a copy of one's data works. */
export const EXPORT_LINK_DAYS = 7;
/**
 * How many downloads a link to a copy of one's data begins (decision 036): one, and two more for
 * a download cut short or a mail scanner that opened the link first.
 */
export const EXPORT_LINK_DOWNLOADS = 3;
/** The cooling-off time between asking to delete the account and its erasure. */
export const DELETION_COOLING_OFF_HOURS = 24;

export const ZConsentRequest = z.object({
  /** True accepts the privacy notice of this release (again, after it changed). */
  accept_privacy: z.literal(true, { error: M.privacyMustBeAccepted }),
  visibility: z.enum(CANDIDATE_VISIBILITIES, { error: M.visibilityRequired }),
});
export type TConsentRequest = z.input<typeof ZConsentRequest>;

export const ZDeletionRequest = z.object({
  password: z.string({ error: M.passwordRequired }).min(1, { error: M.passwordRequired }).max(200),
});
export type TDeletionRequest = z.input<typeof ZDeletionRequest>;

export const ZExportStatus = z.object({
  status: z.enum(['requested', 'ready', 'expired']),
  requested_at: z.string(),
  ready_at: z.string().nullable(),
  expires_at: z.string().nullable(),
});
export type TExportStatus = z.infer<typeof ZExportStatus>;

export const ZPrivacyStatus = z.object({
  privacy_accepted_at: z.string().nullable(),
  privacy_version: z.string().nullable(),
  /** The notice's current version: a different accepted one asks to accept again. */
  current_version: z.string(),
  visibility: z.enum(CANDIDATE_VISIBILITIES),
  /** The latest copy of their data asked for, if any. */
  export: ZExportStatus.nullable(),
  /** When the account is deleted, if the candidate asked to and has not cancelled. */
  deletion_due_at: z.string().nullable(),
});
export type TPrivacyStatus = z.infer<typeof ZPrivacyStatus>;

/** The unguessable token of a download link; anything else is as unknown as an expired one. */
export const ZExportTokenParams = z.object({
  token: z
    .string()
    .min(20)
    .max(100)
    .regex(/^[A-Za-z0-9_-]+$/)
    .nullable()
    .catch(null),
});

export const ZDeletionScheduled = z.object({ deletion_due_at: z.string() });
