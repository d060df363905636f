import { Alert, Anchor, Button, PasswordInput, Stack, Text } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import type { LoginKind } from '@logicareers/shared/roles';
import { ZLoginRequest, type TLoginRequest } from '@logicareers/shared/schemas/auth';
import { paths } from '@logicareers/shared/pages';
import { AuthCard } from '../../components/auth-card';
import { errorText } from '../../components/form/field-error';
import { translateMessage } from '../../lib/i18n';
import { isRefusal, useLogin } from './auth-api';
import { useNextPage, withNext } from '../../lib/next-page';
import { EmailField } from '../../components/form/email-field';

/** The sign-up steps, which a page to go on to waits for. */
const ONBOARDING = [paths.candidate.personalCreate, paths.candidate.profileCreate] as string[];

function SignInForm({ kind }: { kind: LoginKind }) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  // Where the user was going (a job's Apply, say): there once signed in, after any sign-up step.
  const next = useNextPage();
  const form = useForm<TLoginRequest>({
    resolver: zodResolver(ZLoginRequest),
    defaultValues: { email: '', password: '' },
  });
  const login = useLogin(kind);
  const refusal = isRefusal(login.error) ? translateMessage(login.error.message) : null;
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit((values) =>
    login.mutate(values, {
      onSuccess: ({ home }) =>
        navigate(next && !ONBOARDING.includes(home) ? next : withNext(home, next)),
    }),
  );
  const footer =
    kind === 'admin' ? null : (
      <>
        <Text size="sm">
          {t('signIn.newHere')}{' '}
          <Anchor component={Link} to={withNext(paths.signUp(kind), next)}>
            {t(`signIn.signUpLink.${kind}`)}
          </Anchor>
        </Text>
        <Text size="sm" c="dimmed">
          {kind !== 'candidate' && (
            <>
              {t('signIn.lookingForJob')}{' '}
              <Anchor component={Link} to={paths.signIn('candidate')}>
                {t('signIn.candidateSignIn')}
              </Anchor>
            </>
          )}
          {kind === 'candidate' && (
            <>
              {t('signIn.hiring')}{' '}
              <Anchor component={Link} to={paths.signIn('employer')}>
                {t('signIn.employerSignIn')}
              </Anchor>
            </>
          )}
        </Text>
      </>
    );
  return (
    <AuthCard
      title={t(`signIn.kind.${kind}.title`)}
      subtitle={t(`signIn.kind.${kind}.subtitle`)}
      footer={footer}
    >
      <form onSubmit={onSubmit} noValidate>
        <Stack>
          {refusal && (
            <Alert color="red" role="alert" title={t('signIn.refused')}>
              {refusal}
            </Alert>
          )}
          <EmailField form={form} name="email" label={t('field.email')} />
          <PasswordInput
            visibilityToggleButtonProps={{ 'aria-label': t('field.togglePassword') }}
            label={t('field.password')}
            autoComplete="current-password"
            required
            {...form.register('password')}
            error={errorText(errors.password)}
          />
          <Anchor component={Link} to={paths.forgotPassword} size="sm" ta="end">
            {t('signIn.forgot')}
          </Anchor>
          <Button type="submit" loading={login.isPending} fullWidth size="md">
            {t('signIn.submit')}
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
