import { Alert, Anchor, Button, Select, Stack, Text } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import {
  ZCandidateRegisterRequest,
  type TCandidateRegisterRequest,
} from '@logicareers/shared/schemas/auth';
import { paths } from '@logicareers/shared/pages';
import { CANDIDATE_VISIBILITIES } from '@logicareers/shared/talent-terms';
import { contentPagePath } from '@logicareers/shared/service-pages';
import { AuthCard } from '../../components/auth-card';
import { isRefusal, useRegisterCandidate } from './auth-api';
import { WhenFeature } from '../../components/feature-switch';
import { ConsultancySignUp } from './consultancy-sign-up';
import { EmployerSignUp } from './employer-sign-up';
import { NewPasswordFields } from './new-password-fields';
import { markNewAccount } from '../../lib/storage';
import { useNextPage, withNext } from '../../lib/next-page';
import { EmailField } from '../../components/form/email-field';

function CandidateSignUp() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  // Where the visitor was going (a job's Apply), kept through the sign-up steps.
  const next = useNextPage();
  const form = useForm<TCandidateRegisterRequest>({
    resolver: zodResolver(ZCandidateRegisterRequest),
    defaultValues: { email: '', password: '', confirmPassword: '', visibility: 'consultancy' },
  });
  const register = useRegisterCandidate(form);
  // A new candidate first fills in the sign-up steps (personal details, then profile and CV).
  const onSubmit = form.handleSubmit((values) =>
    register.mutate(values, {
      onSuccess: () => {
        markNewAccount();
        void navigate(withNext(paths.candidate.personalCreate, next));
      },
    }),
  );
  return (
    <AuthCard
      title={t('signUp.candidate.title')}
      subtitle={t('signUp.candidate.subtitle')}
      footer={
        <Text size="sm">
          {t('signUp.candidate.alreadyRegistered')}{' '}
          <Anchor component={Link} to={withNext(paths.signIn('candidate'), next)}>
            {t('signUp.candidate.signIn')}
          </Anchor>
        </Text>
      }
    >
      <form onSubmit={onSubmit} noValidate>
        <Stack>
          {isRefusal(register.error) && (
            <Alert color="orange" role="alert">
              {t('signUp.candidate.taken')}{' '}
              <Anchor component={Link} to={paths.forgotPassword}>
                {t('signUp.candidate.resetPassword')}
              </Anchor>
            </Alert>
          )}
          <EmailField form={form} name="email" label={t('field.email')} />
          <NewPasswordFields form={form} />
          <Controller
            control={form.control}
            name="visibility"
            render={({ field }) => (
              <Select
                label={t('signUp.candidate.visibility.label')}
                description={t('signUp.candidate.visibility.description')}
                data={CANDIDATE_VISIBILITIES.map((value) => ({
                  value,
                  label: t(`signUp.candidate.visibility.option.${value}`),
                }))}
                value={field.value ?? 'consultancy'}
                onChange={(value) => field.onChange(value ?? 'consultancy')}
                allowDeselect={false}
              />
            )}
          />
          <Text size="xs" c="dimmed">
            {t('signUp.candidate.privacy')}{' '}
            <Anchor component={Link} to={contentPagePath('privacy-policy')} size="xs">
              {t('signUp.candidate.privacyLink')}
            </Anchor>
          </Text>
          <Button type="submit" loading={register.isPending} fullWidth size="md">
            {t('signUp.candidate.submit')}
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}

export function SignUpPage() {
  const { kind } = useParams();
  if (kind === 'candidate') return <CandidateSignUp />;
  if (kind === 'employer')
    return (
      <WhenFeature module="employer_signup">
        <EmployerSignUp />
      </WhenFeature>
    );
  if (kind === 'consultancy') return <ConsultancySignUp />;
  return <Navigate to={paths.signUp('candidate')} replace />;
}
