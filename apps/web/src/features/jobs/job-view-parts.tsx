import { lazy, Suspense, useEffect, useState } from 'react';
import {
  Alert,
  Anchor,
  Badge,
  Box,
  Button,
  Divider,
  Group,
  Paper,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import {
  IconBriefcase,
  IconCalendar,
  IconCalendarOff,
  IconMapPin,
  IconUsers,
} from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TJobDetail } from '@logicareers/shared/schemas/jobs';
import { candidateSourceOf, SOURCE_PARAM } from '@logicareers/shared/application-status';
import { experienceText, postedText, salaryText } from '../../components/jobs/job-card';
import { paths } from '@logicareers/shared/pages';
import { formatCalendarDate, formatNumber } from '../../lib/format';
import { roleOf, useProfile } from '../../lib/session';
import { recruitingPathsFor } from '../../lib/recruiting-area';
import { withNext } from '../../lib/next-page';

/** A job page's query parameter that opens the application form (after signing up to apply). */
const APPLY_PARAM = 'apply';

// Loaded for candidates only: its form and the contract's validation stay out of the public pages.
const ApplyPanel = lazy(() =>
  import('../../components/applications/apply-panel').then((m) => ({ default: m.ApplyPanel })),
);

/** The job's kind, its status when it is not live, its title, employer and when it was posted. */
function JobHeading({ job }: { job: TJobDetail }) {
  const { t } = useTranslation(['jobs', 'common']);
  return (
    <Stack gap="xs">
      <Group gap="xs">
        {job.featured && (
          <Badge color="yellow" variant="filled" c="dark">
            {t('common:jobCard.featured')}
          </Badge>
        )}
        <Badge variant="light">{t(`common:employmentType.${job.employment_type}`)}</Badge>
        {job.status !== 'published' && (
          <Badge color="orange" variant="light">
            {t(`view.status.${job.status}`)}
          </Badge>
        )}
      </Group>
      {/* What the employer wrote, in Arabic or English, takes its own direction. */}
      <Title order={1} fz={{ base: 24, sm: 32 }} dir="auto">
        {job.title}
      </Title>
      <Text fw={600}>
        {job.company ? (
          <Anchor component={Link} to={paths.employerJobs(job.company.id)}>
            {job.company.name}
          </Anchor>
        ) : (
          t('common:jobCard.confidential')
        )}
      </Text>
      <Text size="sm" c="dimmed">
        {postedText(job.published_at)}
      </Text>
    </Stack>
  );
}

/**
 * One part of what the employer wrote, under its heading. The description's own headings are h3
 * and h4, under this one; the first part sits close under the divider, the others apart.
 */
function WrittenSection({ title, html, first }: { title: string; html: string; first?: boolean }) {
  return (
    <>
      <Title order={2} fz="lg" {...(first ? { mb: 'xs' } : { mt: 'lg' })}>
        {title}
      </Title>
      <Box className="rich-text" dir="auto" dangerouslySetInnerHTML={{ __html: html }} />
    </>
  );
}

/** Whether a job has closed or expired: its page stays, and takes no more applications. */
export const ended = (job: TJobDetail): job is TJobDetail & { status: 'closed' | 'expired' } =>
  job.status === 'closed' || job.status === 'expired';

/** A closed or expired job's page says so first, and where to look instead. */
export function JobEndedNotice({ job }: { job: TJobDetail }) {
  const { t } = useTranslation(['jobs', 'common']);
  if (!ended(job)) return null;
  return (
    <Alert
      color="orange"
      variant="light"
      icon={<IconCalendarOff size={20} aria-hidden />}
      title={t(`view.ended.${job.status}`)}
      mb="lg"
    >
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{t('view.ended.text')}</Text>
        <Button component={Link} to={paths.searchJobs()} size="xs" variant="white">
          {t('view.ended.search')}
        </Button>
      </Stack>
    </Alert>
  );
}

/** The job itself: its heading, then the description, requirements, benefits and skills. */
export function JobArticle({ job }: { job: TJobDetail }) {
  const { t } = useTranslation(['jobs', 'common']);
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} component="article">
      <JobHeading job={job} />
      <Divider my="lg" />
      <WrittenSection title={t('view.description')} html={job.description} first />
      {job.requirements && (
        <WrittenSection title={t('view.requirements')} html={job.requirements} />
      )}
      {job.benefits && <WrittenSection title={t('view.benefits')} html={job.benefits} />}
      {job.skills.length > 0 && (
        <>
          <Title order={2} fz="lg" mt="lg" mb="xs">
            {t('view.skills')}
          </Title>
          <Group gap={6}>
            {job.skills.map((skill) => (
              <Badge key={skill.id} variant="outline" color="gray">
                {skill.name}
              </Badge>
            ))}
          </Group>
        </>
      )}
    </Paper>
  );
}

function Fact({
  icon,
  label,
  value,
}: {
  icon: React.ReactNode;
  label: string;
  value: string | null;
}) {
  if (!value) return null;
  return (
    <Group gap={8} wrap="nowrap" align="flex-start">
      <Box c="brand.8" mt={2}>
        {icon}
      </Box>
      <div>
        <Text size="xs" c="dimmed">
          {label}
        </Text>
        <Text size="sm" fw={600}>
          {value}
        </Text>
      </div>
    </Group>
  );
}

/**
 * What a visitor can do: the employer who may manage the job edits it, a candidate applies, and
 * someone not signed in is asked to make a profile or sign in.
 */
function JobActions({ job }: { job: TJobDetail }) {
  const { t } = useTranslation(['jobs', 'common']);
  const { profile } = useProfile();
  const [params, setParams] = useSearchParams();
  // Back from signing up or in to apply: the application form opens by itself, once.
  const [applyNow] = useState(() => params.get(APPLY_PARAM) === '1');
  // How the candidate came here (the search, an alert, an invitation), sent with the application.
  const source = candidateSourceOf(params.get(SOURCE_PARAM));
  useEffect(() => {
    if (!params.has(APPLY_PARAM)) return;
    const rest = new URLSearchParams(params);
    rest.delete(APPLY_PARAM);
    setParams(rest, { replace: true });
  }, [params, setParams]);
  // A visitor signs up (or in) and comes back here with the application form open, and still
  // from where they came.
  const back = paths.jobView(job.id, source, { [APPLY_PARAM]: '1' });
  if (job.can_manage)
    return (
      <Button
        component={Link}
        to={recruitingPathsFor(profile && roleOf(profile)).jobEdit(job.id)}
        variant="default"
      >
        {t('view.edit')}
      </Button>
    );
  if (profile?.role === 'candidate')
    return (
      <Suspense fallback={<Skeleton h={72} />}>
        <ApplyPanel
          jobId={job.id}
          jobTitle={job.title}
          open={job.status === 'published'}
          applyNow={applyNow}
          source={source}
        />
      </Suspense>
    );
  // A job that takes no more applications asks nobody to sign up for it.
  if (profile || ended(job)) return null;
  return (
    <Stack gap="xs">
      <Button component={Link} to={withNext(paths.signUp('candidate'), back)}>
        {t('view.createProfile')}
      </Button>
      <Button component={Link} to={withNext(paths.signIn('candidate'), back)} variant="default">
        {t('view.signIn')}
      </Button>
    </Stack>
  );
}

/** The facts beside the job (where, experience, vacancies, closing date, pay) and what to do. */
export function JobFacts({ job }: { job: TJobDetail }) {
  const { t } = useTranslation(['jobs', 'common']);
  const salary = salaryText(job);
  return (
    <Paper
      withBorder
      radius="md"
      p="lg"
      component="aside"
      aria-label={t('view.facts')}
      pos="sticky"
      top={80}
    >
      <Stack>
        <Fact
          icon={<IconMapPin size={18} aria-hidden />}
          label={t('view.location')}
          value={job.location ? t('view.locationIn', { location: job.location }) : t('view.uae')}
        />
        <Fact
          icon={<IconBriefcase size={18} aria-hidden />}
          label={t('view.experience')}
          value={experienceText(job)}
        />
        <Fact
          icon={<IconUsers size={18} aria-hidden />}
          label={t('view.vacancies')}
          value={formatNumber(job.vacancies)}
        />
        <Fact
          icon={<IconCalendar size={18} aria-hidden />}
          label={t('view.applyBefore')}
          value={ended(job) ? null : formatCalendarDate(job.valid_through)}
        />
        {salary && (
          <Text fw={700} c="teal.9">
            {salary}
          </Text>
        )}
        <Text size="sm" c="dimmed">
          {[job.designation, job.functional_area, job.industry].filter(Boolean).join(' · ')}
        </Text>
        <JobActions job={job} />
      </Stack>
    </Paper>
  );
}
