import type { ServerErrorTarget } from '../../lib/form';
import { useMutation } from '@tanstack/react-query';
import { API, type TLoginResponse } from '@logicareers/shared/api';
import { paths } from '@logicareers/shared/pages';
import { ROLE_HOME, type LoginKind, type Role } from '@logicareers/shared/roles';
import type { TCandidateRegisterRequest, TLoginRequest } from '@logicareers/shared/schemas/auth';
import type { TEmployerRegisterRequest } from '@logicareers/shared/schemas/employer';
import type { TConsultancyJoinRequest } from '@logicareers/shared/schemas/users';
import { api, ApiError } from '../../lib/api-client';
import { i18n, siteLanguage } from '../../lib/i18n';
import { roleOf, useSignIn } from '../../lib/session';

/** A sign-in the server refused (wrong password, account not active): the page says so itself. */
export const isRefusal = (error: unknown): error is ApiError =>
  error instanceof ApiError && (error.status === 401 || error.status === 403);

/** A candidate who has not finished the sign-up steps goes back to them; others go home. */
async function homeAfterSignIn(role: Role) {
  if (role !== 'candidate') return ROLE_HOME[role];
  const { data } = await api<{ data: { onboarded: boolean } }>(API.candidate.profile).catch(() => ({
    data: { onboarded: true },
  }));
  return data.onboarded ? ROLE_HOME[role] : paths.candidate.personalCreate;
}

/**
 * Signs in on the page of an account kind; answers where the user goes next. The form checks its
 * two fields itself, so every other answer is a toast (SPEC.md section 8), refusals excepted.
 */
export function useLogin(kind: LoginKind) {
  const signIn = useSignIn();
  return useMutation({
    mutationFn: async (values: TLoginRequest) => {
      const answer = await api<TLoginResponse>(API.login[kind], {
        method: 'POST',
        style: 'plain',
        body: values,
      });
      signIn(answer);
      return { home: await homeAfterSignIn(roleOf(answer.data) as Role) };
    },
    meta: { successToast: false, errorToast: (error) => !isRefusal(error) },
  });
}

/**
 * Creates a candidate account and signs it in. Registration answers alike for a taken e-mail, so
 * the sign-in is what tells: its refusal means the e-mail has an account already.
 */
export function useRegisterCandidate(form: ServerErrorTarget<TCandidateRegisterRequest>) {
  const signIn = useSignIn();
  return useMutation({
    mutationFn: async (values: TCandidateRegisterRequest) => {
      // The account starts in the language the visitor reads the site in.
      await api(API.candidateRegister, {
        method: 'POST',
        style: 'plain',
        body: { ...values, language: siteLanguage(i18n.language) },
      });
      signIn(
        await api<TLoginResponse>(API.login.candidate, {
          method: 'POST',
          style: 'plain',
          body: { email: values.email, password: values.password },
        }),
      );
      return { message: i18n.t('auth:signUp.candidate.welcome') };
    },
    meta: { form, errorToast: (error) => !isRefusal(error) },
  });
}

/** Registers a company; it waits for an administrator's activation. */
export const useRegisterEmployer = (form: ServerErrorTarget<TEmployerRegisterRequest>) =>
  useMutation({
    mutationFn: (values: TEmployerRegisterRequest) =>
      api<{ message: string }>(API.employerRegister, {
        method: 'POST',
        style: 'plain',
        body: values,
      }),
    meta: { form },
  });

/** Asks to join the consultancy; the account waits for its administrator's approval. */
export const useJoinConsultancy = (form: ServerErrorTarget<TConsultancyJoinRequest>) =>
  useMutation({
    mutationFn: (values: TConsultancyJoinRequest) =>
      api<{ message: string }>(API.users.joinConsultancy, {
        method: 'POST',
        style: 'plain',
        body: values,
      }),
    meta: { form, successToast: false },
  });
