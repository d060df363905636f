import { useState, type ReactNode } from 'react';
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
import { showErrorToasts, successToast } from '../../../lib/toasts';
import { CvUpload } from './file-uploads';
import { PersonalForm } from './personal-form';
import { applyFieldErrors, useCandidateProfile, useProfileActions } from './profile-api';
import {
  DesiredJobFields,
  SummaryFields,
  useDesiredJobForm,
  useSummaryForm,
} from './summary-forms';

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
            Sign out
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
          <Stepper.Step label="Personal details" description={phone ? undefined : 'About you'} />
          <Stepper.Step
            label="Profile and CV"
            description={phone ? undefined : 'Your experience'}
          />
        </Stepper>
        <Paper withBorder shadow="sm" radius="lg" p={{ base: 'md', sm: 'xl' }}>
          {children}
        </Paper>
      </Container>
    </Box>
  );
}

function LoadError({ message, retry }: { message?: string; retry: () => void }) {
  return (
    <Alert color="red" role="alert" title="Your profile could not be loaded">
      <Stack align="flex-start">
        <Text size="sm">{message}</Text>
        <Button size="xs" variant="light" onClick={retry}>
          Try again
        </Button>
      </Stack>
    </Alert>
  );
}

/** Step 1 after sign-up: the candidate form of SPEC.md section 3. */
export function PersonalCreatePage() {
  const navigate = useNavigate();
  const { data: profile, isPending, error, refetch } = useCandidateProfile();
  return (
    <OnboardingFrame
      step={0}
      title="Tell us about yourself"
      subtitle="Recruiters in the UAE use these details to reach you"
    >
      {isPending ? (
        <PageLoader />
      ) : error || !profile ? (
        <LoadError message={error?.message} retry={() => void refetch()} />
      ) : (
        <PersonalForm
          profile={profile}
          withEmployment
          submitLabel="Save and continue"
          onSaved={() => navigate(paths.candidate.profileCreate)}
        />
      )}
    </OnboardingFrame>
  );
}

/** Step 2: headline, summary, skills, desired job and the CV; all of it may be skipped. */
function ProfileCreateForm({
  profile,
}: {
  profile: NonNullable<ReturnType<typeof useCandidateProfile>['data']>;
}) {
  const navigate = useNavigate();
  const actions = useProfileActions();
  const summary = useSummaryForm(profile);
  const desired = useDesiredJobForm(profile);
  const [finishing, setFinishing] = useState<'finish' | 'skip' | null>(null);

  const finish = async (save: boolean) => {
    setFinishing(save ? 'finish' : 'skip');
    try {
      if (save) {
        const summaryValues = await new Promise<object | null>(
          (resolve) => void summary.handleSubmit(resolve, () => resolve(null))(),
        );
        // The desired job is saved when something of it was entered; then its rules apply.
        const desiredTouched = Object.values(desired.getValues()).some((value) =>
          Array.isArray(value)
            ? value.length > 0
            : value !== null && value !== '' && value !== undefined,
        );
        const desiredValues = desiredTouched
          ? await new Promise<object | null>(
              (resolve) => void desired.handleSubmit(resolve, () => resolve(null))(),
            )
          : {};
        if (!summaryValues || !desiredValues) return;
        try {
          await actions.saveSummary(summaryValues, true);
        } catch (error) {
          if (!applyFieldErrors(error, summary.setError)) throw error;
          return;
        }
        if (desiredTouched) {
          try {
            await actions.saveDesiredJob(desiredValues, true);
          } catch (error) {
            if (!applyFieldErrors(error, desired.setError)) throw error;
            return;
          }
        }
      }
      await actions.finishOnboarding();
      successToast(save ? 'Your profile is ready' : 'You can complete your profile at any time');
      navigate(paths.candidate.dashboard);
    } catch (error) {
      showErrorToasts(error);
    } finally {
      setFinishing(null);
    }
  };

  return (
    <form
      noValidate
      aria-label="Profile and CV"
      onSubmit={(event) => {
        event.preventDefault();
        void finish(true);
      }}
    >
      <Stack gap="xl">
        <Stack gap="sm" component="section" aria-labelledby="cv-step-title">
          <Title order={2} fz="md" c="brand.9" id="cv-step-title">
            Your CV
          </Title>
          <CvUpload profile={profile} />
        </Stack>
        <Stack gap="sm" component="section" aria-labelledby="summary-step-title">
          <Title order={2} fz="md" c="brand.9" id="summary-step-title">
            Headline, summary and skills
          </Title>
          <SummaryFields form={summary} />
        </Stack>
        <Stack gap="sm" component="section" aria-labelledby="desired-step-title">
          <Title order={2} fz="md" c="brand.9" id="desired-step-title">
            The job you want
          </Title>
          <DesiredJobFields form={desired} />
        </Stack>
        <Group justify="space-between" wrap="wrap-reverse" gap="sm">
          <Anchor component={Link} to={paths.candidate.personalCreate} size="sm">
            Back to personal details
          </Anchor>
          <Group gap="sm">
            <Button
              variant="default"
              onClick={() => void finish(false)}
              loading={finishing === 'skip'}
              disabled={finishing === 'finish'}
            >
              Skip for now
            </Button>
            <Button type="submit" loading={finishing === 'finish'} disabled={finishing === 'skip'}>
              Finish
            </Button>
          </Group>
        </Group>
      </Stack>
    </form>
  );
}

export function ProfileCreatePage() {
  const { data: profile, isPending, error, refetch } = useCandidateProfile();
  return (
    <OnboardingFrame
      step={1}
      title="Build your profile"
      subtitle="Upload your CV and say what you are looking for. You can change all of it later"
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
