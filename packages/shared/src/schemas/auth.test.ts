import { describe, expect, it } from 'vitest';
import { MSG } from '../messages';
import {
  ZCandidateRegisterRequest,
  ZChangePasswordRequest,
  ZLoginRequest,
  ZResetPasswordRequest,
  ZSubscriptionRequest,
} from './auth';
import type { z } from 'zod';
import { ZEmployerRegisterRequest } from './employer';

/** The first message of each field, as the forms show them. */
function messages(schema: z.ZodType, input: unknown) {
  const result = schema.safeParse(input);
  if (result.success) return {};
  const out: Record<string, string> = {};
  for (const issue of result.error.issues) out[issue.path.join('.')] ??= issue.message;
  return out;
}

describe('the messages of SPEC.md section 5', () => {
  it('login: required and e-mail format', () => {
    expect(messages(ZLoginRequest, {})).toEqual({
      email: MSG.emailRequired,
      password: MSG.passwordRequired,
    });
    expect(messages(ZLoginRequest, { email: '  ', password: '' })).toEqual({
      email: MSG.emailRequired,
      password: MSG.passwordRequired,
    });
    expect(messages(ZLoginRequest, { email: 'a@b', password: 'x' })).toEqual({
      email: MSG.emailFormat,
    });
    expect(ZLoginRequest.parse({ email: ' Someone@Example.AE ', password: 'x' }).email).toBe(
      'someone@example.ae',
    );
  });

  it('register: passwords must match', () => {
    expect(
      messages(ZCandidateRegisterRequest, {
        email: 'a@b.ae',
        password: 'Str0ngPass',
        confirmPassword: 'other',
      }),
    ).toEqual({
      confirmPassword: MSG.passwordsMustMatch,
    });
    expect(
      messages(ZCandidateRegisterRequest, {
        email: 'a@b.ae',
        password: 'short',
        confirmPassword: 'short',
      }),
    ).toEqual({
      password: MSG.passwordTooShort,
    });
  });

  it('employer: company and contact forms', () => {
    expect(messages(ZEmployerRegisterRequest, {})).toMatchObject({
      company_name: MSG.companyNameRequired,
      primary_mobile: MSG.mobileRequired,
      primary_email: MSG.emailRequired,
      pronoun: MSG.titleRequired,
      first_name: MSG.firstNameRequired,
      username: MSG.emailRequired,
      mobile_number: MSG.mobileRequired,
      password: MSG.passwordRequired,
    });
    expect(
      messages(ZEmployerRegisterRequest, { primary_mobile: 'abc', mobile_number: '12345' }),
    ).toMatchObject({
      primary_mobile: MSG.phoneInvalid,
      mobile_number: MSG.phoneInvalid,
    });
    expect(messages(ZEmployerRegisterRequest, { primary_mobile: '9'.repeat(251) })).toMatchObject({
      primary_mobile: MSG.phoneTooLong,
    });
  });

  it('employer: a UAE number without + is accepted and stored in international form', () => {
    const parsed = ZEmployerRegisterRequest.parse({
      company_name: 'Dune Freight',
      primary_mobile: '971 4 880 1234',
      primary_email: 'hr@dune.ae',
      pronoun: 'Ms',
      first_name: 'Mariam',
      username: 'mariam@dune.ae',
      mobile_number: '+971 50 111 2233',
      password: 'Str0ngPass',
      confirmPassword: 'Str0ngPass',
    });
    expect(parsed.primary_mobile).toBe('+97148801234');
    expect(parsed.mobile_number).toBe('+971501112233');
  });

  it('change and reset password', () => {
    expect(messages(ZChangePasswordRequest, {})).toMatchObject({
      current_password: MSG.currentPasswordRequired,
      new_password: MSG.newPasswordRequired,
    });
    expect(
      messages(ZChangePasswordRequest, {
        current_password: 'x',
        new_password: 'Str0ngPass',
        confirm_new_password: 'no',
      }),
    ).toEqual({
      confirm_new_password: MSG.passwordsMustMatch,
    });
    expect(
      messages(ZResetPasswordRequest, {
        email: 'a@b.ae',
        otp: '12ab',
        new_password: 'Str0ngPass',
        confirm_new_password: 'Str0ngPass',
      }),
    ).toEqual({
      otp: MSG.otpFormat,
    });
  });

  it('subscription: one message for empty and malformed e-mails', () => {
    expect(messages(ZSubscriptionRequest, { email: '' })).toEqual({
      email: MSG.subscriptionEmailInvalid,
    });
    expect(messages(ZSubscriptionRequest, { email: 'nope' })).toEqual({
      email: MSG.subscriptionEmailInvalid,
    });
    expect(ZSubscriptionRequest.parse({ email: 'x@y.ae' }).subject).toBe(
      'Request for E mail subscription',
    );
  });
});
