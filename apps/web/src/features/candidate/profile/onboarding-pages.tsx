import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Alert,
  Anchor,
  Box,
  Button,
  Container,
  Group,
  Image,
  Paper,
  Stack,
  Stepper,
  Text,
  Title,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { Link, useNavigate } from 'react-router';
import { MOBILE_BREAKPOINT_PX } from '@logicareers/shared/constants';
import { PageLoader } from '../../../components/guards';
import { paths } from '@logicareers/shared/pages';
import { useLogout } from '../../../lib/session';
import { useSiteSettings } from '../../../lib/settings';
import { CvUpload } from './file-uploads';
import { PersonalForm } from './personal-form';
import {
  useCandidateProfile,
  useFinishOnboarding,
  useSaveDesiredJob,
  useSaveSummary,
} from './profile-api';
import {
  DesiredJobFields,
  SummaryFields,
  useDesiredJobForm,
  useSummaryForm,
} from './summary-forms';
import { useNextPage, withNext } from '../../../lib/next-page';

/**
 * The frame of the sign-up steps, shown without header and footer (SPEC.md section 2): the brand,
 * a way out, the steps, and the step's card.
 */
function OnboardingFrame({
  step,
  title,
  subtitle,
  children,
}: {
  step: 0 | 1;
  title: string;
  subtitle: string;
  children: ReactNode;
}) {
  const settings = useSiteSettings();
  const logout = useLogout();
  const phone = useMediaQuery(`(max-width: ${MOBILE_BREAKPOINT_PX}px)`);
  const { t } = useTranslation('candidate');
  return (
    <Box
      pb={56}
      style={{
        background: 'linear-gradient(180deg, var(--mantine-color-brand-0), transparent 360px)',
      }}
    >
      <Container size={880} px="md">
        <Group justify="space-between" py="md">
          <Group gap={8} wrap="nowrap">
            <Image src={settings.logo_url} alt="" w={32} h={32} />
            <Text fw={800} fz="lg" c="brand.9">
              {settings.site_name}
            </Text>
          </Group>
          <Button variant="subtle" color="gray" size="compact-sm" onClick={() => void logout()}>
            {t('profile.onboarding.signOut')}
          </Button>
        </Group>
        <Stack gap={4} ta="center" mt={{ base: 'xs', sm: 'lg' }} mb="lg">
          <Title order={1} fz={{ base: 24, sm: 30 }}>
            {title}
          </Title>
          <Text c="dimmed">{subtitle}</Text>
        </Stack>
        <Stepper
          active={step}
          size="sm"
          mb="lg"
          maw={560}
          mx="auto"
          allowNextStepsSelect={false}
          orientation="horizontal"
        >
          <Stepper.Step
            label={t('profile.onboarding.stepPersonal')}
            description={phone ? undefined : t('profile.onboarding.stepPersonalHint')}
          />
          <Stepper.Step
            label={t('profile.onboarding.stepProfile')}
            description={phone ? undefined : t('profile.onboarding.stepProfileHint')}
          />
        </Stepper>
        <Paper withBorder shadow="sm" radius="lg" p={{ base: 'md', sm: 'xl' }}>
          {children}
        </Paper>
      </Container>
    </Box>
  );
}

export function LoadError({ message, retry }: { message?: string; retry: () => void }) {
  const { t } = useTranslation('candidate');
  return (
    <Alert color="red" role="alert" title={t('profile.loadError')}>
      <Stack align="flex-start">
        <Text size="sm">{message}</Text>
        <Button size="xs" variant="light" onClick={retry}>
          {t('profile.tryAgain')}
        </Button>
      </Stack>
    </Alert>
  );
}

/** Step 1 after sign-up: the candidate form of SPEC.md section 3. */
export function PersonalCreatePage() {
  const { t } = useTranslation('candidate');
  const navigate = useNavigate();
  // Where the candidate was going when they signed up (a job to apply for, say).
  const next = useNextPage();
  const { data: profile, isPending, error, refetch } = useCandidateProfile();
  return (
    <OnboardingFrame
      step={0}
      title={t('profile.onboarding.personalTitle')}
      subtitle={t('profile.onboarding.personalSubtitle')}
    >
      {isPending ? (
        <PageLoader />
      ) : error || !profile ? (
        <LoadError message={error?.message} retry={() => void refetch()} />
      ) : (
        <PersonalForm
          profile={profile}
          withEmployment
          submitLabel={t('profile.onboarding.saveAndContinue')}
          onSaved={() => navigate(withNext(paths.candidate.profileCreate, next))}
        />
      )}
    </OnboardingFrame>
  );
}

/** One part of a sign-up step: a heading that names the section, then its fields. */
function StepSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Stack gap="sm" component="section" aria-labelledby={id}>
      <Title order={2} fz="md" c="brand.9" id={id}>
        {title}
      </Title>
      {children}
    </Stack>
  );
}

/** Step 2: headline, summary, skills, desired job and the CV; all of it may be skipped. */
function ProfileCreateForm({
  profile,
}: {
  profile: NonNullable<ReturnType<typeof useCandidateProfile>['data']>;
}) {
  const { t } = useTranslation('candidate');
  const navigate = useNavigate();
  const next = useNextPage();
  const summary = useSummaryForm(profile);
  const desired = useDesiredJobForm(profile);
  const saveSummary = useSaveSummary(summary, true);
  const saveDesired = useSaveDesiredJob(desired, true);
  const done = useFinishOnboarding();

  const finish = (outcome: 'ready' | 'skipped') =>
    done.mutate(outcome, { onSuccess: () => navigate(next ?? paths.candidate.dashboard) });

  const save = async () => {
    const summaryValues = await new Promise<object | null>(
      (resolve) => void summary.handleSubmit(resolve, () => resolve(null))(),
    );
    // The desired job is saved when something of it was entered (an unticked box is nothing);
    // then its rules apply.
    const desiredTouched = Object.values(desired.getValues()).some((value) =>
      Array.isArray(value)
        ? value.length > 0
        : value !== null && value !== '' && value !== undefined && value !== false,
    );
    const desiredValues = desiredTouched
      ? await new Promise<object | null>(
          (resolve) => void desired.handleSubmit(resolve, () => resolve(null))(),
        )
      : {};
    if (!summaryValues || !desiredValues) return;
    saveSummary.mutate(summaryValues, {
      onSuccess: () => {
        if (!desiredTouched) finish('ready');
        else saveDesired.mutate(desiredValues, { onSuccess: () => finish('ready') });
      },
    });
  };
  const saving =
    saveSummary.isPending ||
    saveDesired.isPending ||
    (done.isPending && done.variables === 'ready');
  const skipping = done.isPending && done.variables === 'skipped';

  return (
    <form
      noValidate
      aria-label={t('profile.onboarding.formLabel')}
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <Stack gap="xl">
        <StepSection id="cv-step-title" title={t('profile.onboarding.yourCv')}>
          <CvUpload profile={profile} />
        </StepSection>
        <StepSection id="summary-step-title" title={t('profile.onboarding.summary')}>
          <SummaryFields form={summary} />
        </StepSection>
        <StepSection id="desired-step-title" title={t('profile.onboarding.desired')}>
          <DesiredJobFields form={desired} />
        </StepSection>
        <Group justify="space-between" wrap="wrap-reverse" gap="sm">
          <Anchor component={Link} to={paths.candidate.personalCreate} size="sm">
            {t('profile.onboarding.back')}
          </Anchor>
          <Group gap="sm">
            <Button
              variant="default"
              onClick={() => finish('skipped')}
              loading={skipping}
              disabled={saving}
            >
              {t('profile.onboarding.skip')}
            </Button>
            <Button type="submit" loading={saving} disabled={skipping}>
              {t('profile.onboarding.finish')}
            </Button>
          </Group>
        </Group>
      </Stack>
    </form>
  );
}

export function ProfileCreatePage() {
  const { t } = useTranslation('candidate');
  const { data: profile, isPending, error, refetch } = useCandidateProfile();
  return (
    <OnboardingFrame
      step={1}
      title={t('profile.onboarding.profileTitle')}
      subtitle={t('profile.onboarding.profileSubtitle')}
    >
      {isPending ? (
        <PageLoader />
      ) : error || !profile ? (
        <LoadError message={error?.message} retry={() => void refetch()} />
      ) : (
        <ProfileCreateForm profile={profile} />
      )}
    </OnboardingFrame>
  );
}
