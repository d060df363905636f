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
  TextInput,
  ThemeIcon,
} from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { IconCircleCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import { API, type TLoginResponse } from '@logicareers/shared/api';
import { ANSWERS } from '@logicareers/shared/messages';
import {
  ZCandidateRegisterRequest,
  type TCandidateRegisterRequest,
} from '@logicareers/shared/schemas/auth';
import {
  PRONOUNS,
  ZEmployerRegisterRequest,
  type TEmployerRegisterRequest,
} from '@logicareers/shared/schemas/employer';
import { AuthCard } from '../../components/auth-card';
import { paths } from '@logicareers/shared/pages';
import { api, ApiError } from '../../lib/api-client';
import { applyServerErrors } from '../../lib/form';
import { useSignIn } from '../../lib/session';
import { useSiteSettings } from '../../lib/settings';
import { showErrorToasts, successToast } from '../../lib/toasts';

function CandidateSignUp() {
  const navigate = useNavigate();
  const signIn = useSignIn();
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm<TCandidateRegisterRequest>({
    resolver: zodResolver(ZCandidateRegisterRequest),
    defaultValues: { email: '', password: '', confirmPassword: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async (values) => {
    setProblem(null);
    try {
      await api(API.candidateRegister, { method: 'POST', style: 'plain', body: values });
      // Registration answers alike for taken e-mails; signing in is what tells the user.
      const answer = await api<TLoginResponse>(API.login.candidate, {
        method: 'POST',
        style: 'plain',
        body: { email: values.email, password: values.password },
      });
      signIn(answer);
      successToast('Welcome to LogiCareers!');
      // A new candidate first fills in the sign-up steps (personal details, then profile and CV).
      navigate(paths.candidate.personalCreate);
    } catch (error) {
      if (applyServerErrors(error, form.setError)) return;
      if (error instanceof ApiError && (error.status === 401 || error.status === 403)) {
        setProblem(
          'This e-mail already has an account. Sign in, or reset your password if you forgot it.',
        );
        return;
      }
      showErrorToasts(error);
    }
  });
  return (
    <AuthCard
      title="Create your candidate account"
      subtitle="Join thousands of logistics professionals in the UAE"
      footer={
        <Text size="sm">
          Already registered?{' '}
          <Anchor component={Link} to={paths.signIn('candidate')}>
            Sign in
          </Anchor>
        </Text>
      }
    >
      <form onSubmit={onSubmit} noValidate>
        <Stack>
          {problem && (
            <Alert color="orange" role="alert">
              {problem}{' '}
              <Anchor component={Link} to={paths.forgotPassword}>
                Reset password
              </Anchor>
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
            description="At least 8 characters"
            autoComplete="new-password"
            required
            {...form.register('password')}
            error={errors.password?.message}
          />
          <PasswordInput
            label="Confirm password"
            autoComplete="new-password"
            required
            {...form.register('confirmPassword')}
            error={errors.confirmPassword?.message}
          />
          <Button type="submit" loading={isSubmitting} fullWidth size="md">
            Create account
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
  const [step, setStep] = useState(0);
  const [done, setDone] = useState<string | null>(null);
  const form = useForm<TEmployerRegisterRequest>({
    resolver: zodResolver(ZEmployerRegisterRequest),
    defaultValues: EMPLOYER_DEFAULTS,
  });
  const { errors, isSubmitting } = form.formState;
  const next = async () => {
    if (await form.trigger(COMPANY_FIELDS)) setStep(1);
  };
  const onSubmit = form.handleSubmit(
    async (values) => {
      try {
        const answer = await api<{ message: string }>(API.employerRegister, {
          method: 'POST',
          style: 'plain',
          body: values,
        });
        const message = answer.message || ANSWERS.employerRegistered;
        successToast(message);
        setDone(message);
      } catch (error) {
        if (applyServerErrors(error, form.setError)) {
          if (COMPANY_FIELDS.some((field) => form.getFieldState(field).error)) setStep(0);
          return;
        }
        showErrorToasts(error);
      }
    },
    (invalid) => {
      if (COMPANY_FIELDS.some((field) => invalid[field])) setStep(0);
    },
  );
  if (done) {
    return (
      <AuthCard title="Thank you for registering">
        <Stack align="center" ta="center" py="md">
          <ThemeIcon size={56} radius="xl" color="teal">
            <IconCircleCheck size={32} aria-hidden />
          </ThemeIcon>
          <Text fw={700} fz="lg" role="status">
            {done}
          </Text>
          <Text c="dimmed">
            Our team reviews every new employer. We will e-mail you as soon as your account is
            active; then sign in to post jobs.
          </Text>
          <Button component={Link} to={paths.home} variant="light">
            Back to the home page
          </Button>
        </Stack>
      </AuthCard>
    );
  }
  return (
    <AuthCard
      wide
      title="Register your company"
      subtitle="Hire logistics and supply-chain talent in the UAE"
      footer={
        <Text size="sm">
          Already registered?{' '}
          <Anchor component={Link} to={paths.signIn('employer')}>
            Employer sign in
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
          <Stepper.Step label="Company" description="Your organisation" />
          <Stepper.Step label="Contact" description="Your sign-in" />
        </Stepper>
        {step === 0 ? (
          <Stack>
            <TextInput
              label="Company name"
              required
              autoComplete="organization"
              {...form.register('company_name')}
              error={errors.company_name?.message}
            />
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput
                label="Mobile number"
                required
                type="tel"
                autoComplete="tel"
                placeholder="+971 50 123 4567"
                {...form.register('primary_mobile')}
                error={errors.primary_mobile?.message}
              />
              <TextInput
                label="Company email"
                required
                type="email"
                autoComplete="email"
                {...form.register('primary_email')}
                error={errors.primary_email?.message}
              />
            </SimpleGrid>
            <Group justify="flex-end">
              <Button onClick={() => void next()}>Next</Button>
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
                    label="Title"
                    required
                    data={[...PRONOUNS]}
                    value={field.value ?? null}
                    onChange={(v) => field.onChange(v ?? undefined)}
                    onBlur={field.onBlur}
                    error={errors.pronoun?.message}
                    allowDeselect={false}
                  />
                )}
              />
              <TextInput
                label="First name"
                required
                autoComplete="given-name"
                {...form.register('first_name')}
                error={errors.first_name?.message}
              />
              <TextInput
                label="Last name"
                autoComplete="family-name"
                {...form.register('last_name')}
                error={errors.last_name?.message}
              />
            </SimpleGrid>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput
                label="Email"
                description="You sign in with this e-mail"
                required
                type="email"
                autoComplete="email"
                {...form.register('username')}
                error={errors.username?.message}
              />
              <TextInput
                label="Your mobile number"
                required
                type="tel"
                autoComplete="tel"
                placeholder="+971 50 123 4567"
                {...form.register('mobile_number')}
                error={errors.mobile_number?.message}
              />
            </SimpleGrid>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <PasswordInput
                label="Password"
                description="At least 8 characters"
                required
                autoComplete="new-password"
                {...form.register('password')}
                error={errors.password?.message}
              />
              <PasswordInput
                label="Confirm password"
                required
                autoComplete="new-password"
                {...form.register('confirmPassword')}
                error={errors.confirmPassword?.message}
              />
            </SimpleGrid>
            <Group justify="space-between">
              <Button variant="default" onClick={() => setStep(0)}>
                Back
              </Button>
              <Button type="submit" loading={isSubmitting}>
                Register company
              </Button>
            </Group>
          </Stack>
        )}
      </form>
    </AuthCard>
  );
}

function ConsultancySignUp() {
  const settings = useSiteSettings();
  return (
    <AuthCard title="Consultancy accounts" subtitle="For the recruiters of our consultancy">
      <Stack>
        <Text>
          Consultancy, ATS and consultancy administrator accounts are created by our administrators,
          so that every recruiter works under the right company and permissions.
        </Text>
        <Text>
          To request an account, e-mail{' '}
          <Anchor href={`mailto:${settings.contact_email}`}>{settings.contact_email}</Anchor>. If
          you already have one,{' '}
          <Anchor component={Link} to={paths.signIn('consultancy')}>
            sign in here
          </Anchor>
          .
        </Text>
        <Text c="dimmed" size="sm">
          Hiring for your own company?{' '}
          <Anchor component={Link} to={paths.signUp('employer')}>
            Register as an employer
          </Anchor>
          .
        </Text>
      </Stack>
    </AuthCard>
  );
}

export function SignUpPage() {
  const { kind } = useParams();
  if (kind === 'candidate') return <CandidateSignUp />;
  if (kind === 'employer') return <EmployerSignUp />;
  if (kind === 'consultancy') return <ConsultancySignUp />;
  return <Navigate to={paths.signUp('candidate')} replace />;
}
