import { SITE_LANGUAGES } from '../languages';
import { z } from 'zod';
import { MSG } from '../messages';
import { SUBSCRIPTION_SUBJECT } from '../constants';
import { CANDIDATE_VISIBILITIES } from '../talent-terms';
import { matching, mustMatch, newPasswordsMatch } from './password-match';
import { zEmail, zNewPassword, zOtp, zPasswordEntered } from './fields';

export const ZLoginRequest = z.object({
  email: zEmail(),
  password: zPasswordEntered(),
});
export type TLoginRequest = z.input<typeof ZLoginRequest>;

export const ZCandidateRegisterRequest = z
  .object({
    email: zEmail(),
    password: zNewPassword(),
    confirmPassword: z.string({ error: MSG.passwordsMustMatch }),
    /** Who may find the new candidate (decision 014); the consultancy only when not said. */
    visibility: z.enum(CANDIDATE_VISIBILITIES).optional(),
    /** The language the visitor reads the site in: the account's, and its e-mails'. */
    language: z.enum(SITE_LANGUAGES, { error: 'Choose English or Arabic' }).optional(),
  })
  .refine(matching, mustMatch);
export type TCandidateRegisterRequest = z.input<typeof ZCandidateRegisterRequest>;

export const ZRequestOtpRequest = z.object({ email: zEmail() });
export type TRequestOtpRequest = z.input<typeof ZRequestOtpRequest>;

export const ZResetPasswordRequest = z
  .object({
    email: zEmail(),
    otp: zOtp(),
    new_password: zNewPassword(MSG.newPasswordRequired),
    confirm_new_password: z.string({ error: MSG.passwordsMustMatch }),
  })
  .refine((v) => v.new_password === v.confirm_new_password, newPasswordsMatch);
export type TResetPasswordRequest = z.input<typeof ZResetPasswordRequest>;

export const ZChangePasswordRequest = z
  .object({
    current_password: zPasswordEntered(MSG.currentPasswordRequired),
    new_password: zNewPassword(MSG.newPasswordRequired),
    confirm_new_password: z.string({ error: MSG.passwordsMustMatch }),
  })
  .refine((v) => v.new_password === v.confirm_new_password, newPasswordsMatch);
export type TChangePasswordRequest = z.input<typeof ZChangePasswordRequest>;

/**
 * Step 1 of changing the sign-in e-mail: the new address and the current password. The answer is
 * the same whether or not the address can be used; a code goes to it when it can.
 */
export const ZEmailChangeRequest = z.object({
  new_email: zEmail(),
  current_password: zPasswordEntered(MSG.currentPasswordRequired),
});
export type TEmailChangeRequest = z.input<typeof ZEmailChangeRequest>;

/** Step 2: the code sent to the new address. */
export const ZEmailChangeConfirmRequest = z.object({ otp: zOtp() });
export type TEmailChangeConfirmRequest = z.input<typeof ZEmailChangeConfirmRequest>;

/** Footer e-mail subscription (SPEC.md: required, pattern check, 'Invalid email address'). */
export const ZSubscriptionRequest = z.object({
  email: zEmail(MSG.subscriptionEmailInvalid, MSG.subscriptionEmailInvalid),
  subject: z.literal(SUBSCRIPTION_SUBJECT).optional().default(SUBSCRIPTION_SUBJECT),
});
export type TSubscriptionRequest = z.input<typeof ZSubscriptionRequest>;
