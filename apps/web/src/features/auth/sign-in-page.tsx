import { Alert, Anchor, Button, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import { API, type TLoginResponse } from '@logicareers/shared/api';
import { ROLE_HOME, type LoginKind, type Role } from '@logicareers/shared/roles';
import { ZLoginRequest, type TLoginRequest } from '@logicareers/shared/schemas/auth';
import { AuthCard } from '../../components/auth-card';
import { paths } from '@logicareers/shared/pages';
import { api, ApiError } from '../../lib/api-client';
import { applyServerErrors } from '../../lib/form';
import { roleOf, useSignIn } from '../../lib/session';
import { showErrorToasts } from '../../lib/toasts';

const TITLES: Record<LoginKind, { title: string; subtitle: string }> = {
  candidate: {
    title: 'Candidate sign in',
    subtitle: 'Find and apply for logistics jobs across the UAE',
  },
  employer: { title: 'Employer sign in', subtitle: 'Post jobs, search CVs and hire faster' },
  consultancy: {
    title: 'Consultancy sign in',
    subtitle: 'For recruiters, ATS users and consultancy administrators',
  },
  admin: { title: 'Admin sign in', subtitle: 'LogiCareers administration' },
};

/** A candidate who has not finished the sign-up steps goes back to them; others go home. */
async function homeAfterSignIn(role: Role) {
  if (role !== 'candidate') return ROLE_HOME[role];
  try {
    const { data } = await api<{ data: { onboarded: boolean } }>(API.candidate.profile);
    return data.onboarded ? ROLE_HOME[role] : paths.candidate.personalCreate;
  } catch {
    return ROLE_HOME[role];
  }
}

function SignInForm({ kind }: { kind: LoginKind }) {
  const navigate = useNavigate();
  const signIn = useSignIn();
  const [refusal, setRefusal] = useState<string | null>(null);
  const form = useForm<TLoginRequest>({
    resolver: zodResolver(ZLoginRequest),
    defaultValues: { email: '', password: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async (values) => {
    setRefusal(null);
    try {
      const answer = await api<TLoginResponse>(API.login[kind], {
        method: 'POST',
        style: 'plain',
        body: values,
      });
      signIn(answer);
      navigate(await homeAfterSignIn(roleOf(answer.data) as Role));
    } catch (error) {
      if (applyServerErrors(error, form.setError)) return;
      if (error instanceof ApiError && (error.status === 401 || error.status === 403)) {
        setRefusal(error.message);
        return;
      }
      showErrorToasts(error);
    }
  });
  const { title, subtitle } = TITLES[kind];
  const footer =
    kind === 'admin' ? null : (
      <>
        <Text size="sm">
          New here?{' '}
          <Anchor component={Link} to={paths.signUp(kind)}>
            {kind === 'candidate'
              ? 'Create a candidate account'
              : kind === 'employer'
                ? 'Register your company'
                : 'How to get a consultancy account'}
          </Anchor>
        </Text>
        <Text size="sm" c="dimmed">
          {kind !== 'candidate' && (
            <>
              Looking for a job?{' '}
              <Anchor component={Link} to={paths.signIn('candidate')}>
                Candidate sign in
              </Anchor>
            </>
          )}
          {kind === 'candidate' && (
            <>
              Hiring?{' '}
              <Anchor component={Link} to={paths.signIn('employer')}>
                Employer sign in
              </Anchor>
            </>
          )}
        </Text>
      </>
    );
  return (
    <AuthCard title={title} subtitle={subtitle} footer={footer}>
      <form onSubmit={onSubmit} noValidate>
        <Stack>
          {refusal && (
            <Alert color="red" role="alert" title="Could not sign in">
              {refusal}
            </Alert>
          )}
          <TextInput
            label="Email"
            type="email"
            autoComplete="email"
            required
            {...form.register('email')}
            error={errors.email?.message}
          />
          <PasswordInput
            label="Password"
            autoComplete="current-password"
            required
            {...form.register('password')}
            error={errors.password?.message}
          />
          <Anchor component={Link} to={paths.forgotPassword} size="sm" ta="right">
            Forgot password?
          </Anchor>
          <Button type="submit" loading={isSubmitting} fullWidth size="md">
            Sign in
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}

const KINDS = ['candidate', 'employer', 'consultancy'] as const;

export function SignInPage() {
  const { kind } = useParams();
  if (!KINDS.includes(kind as (typeof KINDS)[number]))
    return <Navigate to={paths.signIn('candidate')} replace />;
  return <SignInForm key={kind} kind={kind as LoginKind} />;
}

export function AdminSignInPage() {
  return <SignInForm kind="admin" />;
}
