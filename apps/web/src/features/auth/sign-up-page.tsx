import {
  Alert,
  Anchor,
  Button,
  Group,
  PasswordInput,
  Select,
  SimpleGrid,
  Stack,
  Stepper,
  Text,
  Textarea,
  TextInput,
  ThemeIcon,
} from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { IconCircleCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import {
  ZCandidateRegisterRequest,
  type TCandidateRegisterRequest,
} from '@logicareers/shared/schemas/auth';
import {
  PRONOUNS,
  ZEmployerRegisterRequest,
  type TEmployerRegisterRequest,
} from '@logicareers/shared/schemas/employer';
import {
  ZConsultancyJoinRequest,
  type TConsultancyJoinRequest,
} from '@logicareers/shared/schemas/users';
import { paths } from '@logicareers/shared/pages';
import { CANDIDATE_VISIBILITIES } from '@logicareers/shared/talent-terms';
import { contentPagePath } from '@logicareers/shared/service-pages';
import { AuthCard } from '../../components/auth-card';
import { errorText } from '../../components/form/field-error';
import { ANSWERS } from '@logicareers/shared/messages';
import { translateMessage } from '../../lib/i18n';
import {
  isRefusal,
  useJoinConsultancy,
  useRegisterCandidate,
  useRegisterEmployer,
} from './auth-api';
import { WhenFeature } from '../../components/feature-switch';

function CandidateSignUp() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const form = useForm<TCandidateRegisterRequest>({
    resolver: zodResolver(ZCandidateRegisterRequest),
    defaultValues: { email: '', password: '', confirmPassword: '', visibility: 'consultancy' },
  });
  const register = useRegisterCandidate(form);
  const { errors } = form.formState;
  // A new candidate first fills in the sign-up steps (personal details, then profile and CV).
  const onSubmit = form.handleSubmit((values) =>
    register.mutate(values, { onSuccess: () => navigate(paths.candidate.personalCreate) }),
  );
  return (
    <AuthCard
      title={t('signUp.candidate.title')}
      subtitle={t('signUp.candidate.subtitle')}
      footer={
        <Text size="sm">
          {t('signUp.candidate.alreadyRegistered')}{' '}
          <Anchor component={Link} to={paths.signIn('candidate')}>
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
          <TextInput
            label={t('field.email')}
            type="email"
            autoComplete="email"
            required
            {...form.register('email')}
            error={errorText(errors.email)}
          />
          <PasswordInput
            visibilityToggleButtonProps={{ 'aria-label': t('field.togglePassword') }}
            label={t('field.password')}
            description={t('field.passwordHint')}
            autoComplete="new-password"
            required
            {...form.register('password')}
            error={errorText(errors.password)}
          />
          <PasswordInput
            visibilityToggleButtonProps={{ 'aria-label': t('field.togglePassword') }}
            label={t('field.confirmPassword')}
            autoComplete="new-password"
            required
            {...form.register('confirmPassword')}
            error={errorText(errors.confirmPassword)}
          />
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

const EMPLOYER_DEFAULTS: TEmployerRegisterRequest = {
  company_name: '',
  primary_mobile: '',
  primary_email: '',
  pronoun: undefined as unknown as TEmployerRegisterRequest['pronoun'],
  first_name: '',
  last_name: '',
  username: '',
  mobile_number: '',
  password: '',
  confirmPassword: '',
};
const COMPANY_FIELDS = ['company_name', 'primary_mobile', 'primary_email'] as const;

function EmployerSignUp() {
  const { t } = useTranslation('auth');
  const [step, setStep] = useState(0);
  const [done, setDone] = useState<string | null>(null);
  const form = useForm<TEmployerRegisterRequest>({
    resolver: zodResolver(ZEmployerRegisterRequest),
    defaultValues: EMPLOYER_DEFAULTS,
  });
  const registerEmployer = useRegisterEmployer(form);
  const { errors } = form.formState;
  const next = async () => {
    if (await form.trigger(COMPANY_FIELDS)) setStep(1);
  };
  // The company's fields are on the first step: back to it when one of them is wrong.
  const companyWrong = () => COMPANY_FIELDS.some((field) => form.getFieldState(field).error);
  const onSubmit = form.handleSubmit(
    (values) =>
      registerEmployer.mutate(values, {
        onSuccess: (answer) => setDone(answer.message || ANSWERS.employerRegistered),
        onError: () => {
          if (companyWrong()) setStep(0);
        },
      }),
    (invalid) => {
      if (COMPANY_FIELDS.some((field) => invalid[field])) setStep(0);
    },
  );
  if (done) {
    return (
      <AuthCard title={t('signUp.employer.doneTitle')}>
        <Stack align="center" ta="center" py="md">
          <ThemeIcon size={56} radius="xl" color="teal">
            <IconCircleCheck size={32} aria-hidden />
          </ThemeIcon>
          <Text fw={700} fz="lg" role="status">
            {translateMessage(done)}
          </Text>
          <Text c="dimmed">{t('signUp.employer.doneText')}</Text>
          <Button component={Link} to={paths.home} variant="light">
            {t('signUp.employer.home')}
          </Button>
        </Stack>
      </AuthCard>
    );
  }
  return (
    <AuthCard
      wide
      title={t('signUp.employer.title')}
      subtitle={t('signUp.employer.subtitle')}
      footer={
        <Text size="sm">
          {t('signUp.employer.alreadyRegistered')}{' '}
          <Anchor component={Link} to={paths.signIn('employer')}>
            {t('signUp.employer.signIn')}
          </Anchor>
        </Text>
      }
    >
      <form onSubmit={onSubmit} noValidate>
        <Stepper
          active={step}
          onStepClick={(s) => (s < step ? setStep(s) : undefined)}
          size="sm"
          mb="lg"
        >
          <Stepper.Step
            label={t('signUp.employer.stepCompany')}
            description={t('signUp.employer.stepCompanyHint')}
          />
          <Stepper.Step
            label={t('signUp.employer.stepContact')}
            description={t('signUp.employer.stepContactHint')}
          />
        </Stepper>
        {step === 0 ? (
          <Stack>
            <TextInput
              label={t('signUp.employer.companyName')}
              required
              autoComplete="organization"
              {...form.register('company_name')}
              error={errorText(errors.company_name)}
            />
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput
                label={t('signUp.employer.mobile')}
                required
                type="tel"
                autoComplete="tel"
                placeholder={t('field.phonePlaceholder')}
                {...form.register('primary_mobile')}
                error={errorText(errors.primary_mobile)}
              />
              <TextInput
                label={t('signUp.employer.companyEmail')}
                required
                type="email"
                autoComplete="email"
                {...form.register('primary_email')}
                error={errorText(errors.primary_email)}
              />
            </SimpleGrid>
            <Group justify="flex-end">
              <Button onClick={() => void next()}>{t('signUp.employer.next')}</Button>
            </Group>
          </Stack>
        ) : (
          <Stack>
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              <Controller
                control={form.control}
                name="pronoun"
                render={({ field }) => (
                  <Select
                    label={t('signUp.employer.pronoun')}
                    required
                    data={PRONOUNS.map((value) => ({
                      value,
                      label: t(`signUp.employer.pronouns.${value}`),
                    }))}
                    value={field.value ?? null}
                    onChange={(v) => field.onChange(v ?? undefined)}
                    onBlur={field.onBlur}
                    error={errorText(errors.pronoun)}
                    allowDeselect={false}
                  />
                )}
              />
              <TextInput
                label={t('signUp.employer.firstName')}
                required
                autoComplete="given-name"
                {...form.register('first_name')}
                error={errorText(errors.first_name)}
              />
              <TextInput
                label={t('signUp.employer.lastName')}
                autoComplete="family-name"
                {...form.register('last_name')}
                error={errorText(errors.last_name)}
              />
            </SimpleGrid>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput
                label={t('field.email')}
                description={t('signUp.employer.usernameHint')}
                required
                type="email"
                autoComplete="email"
                {...form.register('username')}
                error={errorText(errors.username)}
              />
              <TextInput
                label={t('signUp.employer.ownMobile')}
                required
                type="tel"
                autoComplete="tel"
                placeholder={t('field.phonePlaceholder')}
                {...form.register('mobile_number')}
                error={errorText(errors.mobile_number)}
              />
            </SimpleGrid>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <PasswordInput
                visibilityToggleButtonProps={{ 'aria-label': t('field.togglePassword') }}
                label={t('field.password')}
                description={t('field.passwordHint')}
                required
                autoComplete="new-password"
                {...form.register('password')}
                error={errorText(errors.password)}
              />
              <PasswordInput
                visibilityToggleButtonProps={{ 'aria-label': t('field.togglePassword') }}
                label={t('field.confirmPassword')}
                required
                autoComplete="new-password"
                {...form.register('confirmPassword')}
                error={errorText(errors.confirmPassword)}
              />
            </SimpleGrid>
            <Group justify="space-between">
              <Button variant="default" onClick={() => setStep(0)}>
                {t('signUp.employer.back')}
              </Button>
              <Button type="submit" loading={registerEmployer.isPending}>
                {t('signUp.employer.submit')}
              </Button>
            </Group>
          </Stack>
        )}
      </form>
    </AuthCard>
  );
}

const JOIN_DEFAULTS: TConsultancyJoinRequest = {
  first_name: '',
  last_name: '',
  email: '',
  mobile_number: '',
  password: '',
  confirmPassword: '',
  message: '',
};

/** A request to join the consultancy: a pending account its administrator approves. */
function ConsultancySignUp() {
  const { t } = useTranslation('auth');
  const [done, setDone] = useState<string | null>(null);
  const form = useForm<TConsultancyJoinRequest>({
    resolver: zodResolver(ZConsultancyJoinRequest),
    defaultValues: JOIN_DEFAULTS,
  });
  const join = useJoinConsultancy(form);
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit((values) =>
    join.mutate(values, { onSuccess: (answer) => setDone(answer.message) }),
  );
  if (done) {
    return (
      <AuthCard title={t('signUp.consultancy.doneTitle')}>
        <Stack align="center" ta="center" py="md">
          <ThemeIcon size={56} radius="xl" color="teal">
            <IconCircleCheck size={32} aria-hidden />
          </ThemeIcon>
          <Text fw={700} role="status">
            {translateMessage(done)}
          </Text>
          <Button component={Link} to={paths.home} variant="light">
            {t('signUp.consultancy.home')}
          </Button>
        </Stack>
      </AuthCard>
    );
  }
  return (
    <AuthCard
      wide
      title={t('signUp.consultancy.title')}
      subtitle={t('signUp.consultancy.subtitle')}
      footer={
        <Stack gap={4} align="center">
          <Text size="sm">
            {t('signUp.consultancy.alreadyRegistered')}{' '}
            <Anchor component={Link} to={paths.signIn('consultancy')}>
              {t('signUp.consultancy.signIn')}
            </Anchor>
          </Text>
          <Text size="sm" c="dimmed">
            <Trans
              t={t}
              i18nKey="signUp.consultancy.employer"
              components={{ register: <Anchor component={Link} to={paths.signUp('employer')} /> }}
            />
          </Text>
        </Stack>
      }
    >
      <form onSubmit={onSubmit} noValidate>
        <Stack>
          <Text size="sm">{t('signUp.consultancy.text')}</Text>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label={t('signUp.consultancy.firstName')}
              required
              autoComplete="given-name"
              {...form.register('first_name')}
              error={errorText(errors.first_name)}
            />
            <TextInput
              label={t('signUp.consultancy.lastName')}
              required
              autoComplete="family-name"
              {...form.register('last_name')}
              error={errorText(errors.last_name)}
            />
            <TextInput
              label={t('field.email')}
              type="email"
              required
              autoComplete="email"
              {...form.register('email')}
              error={errorText(errors.email)}
            />
            <TextInput
              label={t('signUp.consultancy.mobile')}
              type="tel"
              required
              autoComplete="tel"
              placeholder={t('field.phonePlaceholder')}
              {...form.register('mobile_number')}
              error={errorText(errors.mobile_number)}
            />
            <PasswordInput
              visibilityToggleButtonProps={{ 'aria-label': t('field.togglePassword') }}
              label={t('field.password')}
              description={t('field.passwordHint')}
              required
              autoComplete="new-password"
              {...form.register('password')}
              error={errorText(errors.password)}
            />
            <PasswordInput
              visibilityToggleButtonProps={{ 'aria-label': t('field.togglePassword') }}
              label={t('field.confirmPassword')}
              required
              autoComplete="new-password"
              {...form.register('confirmPassword')}
              error={errorText(errors.confirmPassword)}
            />
          </SimpleGrid>
          <Textarea
            label={t('signUp.consultancy.message')}
            description={t('signUp.consultancy.messageHint')}
            autosize
            minRows={3}
            maxRows={8}
            {...form.register('message')}
            error={errorText(errors.message)}
          />
          <Button type="submit" loading={join.isPending} fullWidth size="md">
            {t('signUp.consultancy.submit')}
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
