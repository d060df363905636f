import { z } from 'zod';
import { MSG } from '../messages';
import { OTP_LENGTH, SUBSCRIPTION_SUBJECT } from '../constants';
import { matching, mustMatch, newPasswordsMatch } from './password-match';
import { zEmail, zNewPassword, zPasswordEntered } from './fields';

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
  })
  .refine(matching, mustMatch);
export type TCandidateRegisterRequest = z.input<typeof ZCandidateRegisterRequest>;

export const ZRequestOtpRequest = z.object({ email: zEmail() });
export type TRequestOtpRequest = z.input<typeof ZRequestOtpRequest>;

export const ZResetPasswordRequest = z
  .object({
    email: zEmail(),
    otp: z
      .string({ error: MSG.otpRequired })
      .trim()
      .min(1, { error: MSG.otpRequired, abort: true })
      .regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), { error: MSG.otpFormat }),
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

/** Footer e-mail subscription (SPEC.md: required, pattern check, 'Invalid email address'). */
export const ZSubscriptionRequest = z.object({
  email: zEmail(MSG.subscriptionEmailInvalid, MSG.subscriptionEmailInvalid),
  subject: z.literal(SUBSCRIPTION_SUBJECT).optional().default(SUBSCRIPTION_SUBJECT),
});
export type TSubscriptionRequest = z.input<typeof ZSubscriptionRequest>;
