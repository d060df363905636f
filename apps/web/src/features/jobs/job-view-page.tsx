import { lazy, Suspense } from 'react';
import {
  Anchor,
  Badge,
  Box,
  Button,
  Container,
  Divider,
  Grid,
  Group,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconBriefcase, IconCalendar, IconMapPin, IconUsers } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TJobDetail } from '@logicareers/shared/schemas/jobs';
import type { Prefetch } from '../../lib/prefetch';
import { experienceText, JobCard, postedText, salaryText } from '../../components/jobs/job-card';
import { paths } from '@logicareers/shared/pages';
import { ApiError } from '../../lib/api-client';
import { formatCalendarDate, formatNumber } from '../../lib/format';
import { i18n } from '../../lib/i18n';
import { useDocumentTitle } from '../../lib/document-title';
import { roleOf, useProfile } from '../../lib/session';
import { recruitingPathsFor } from '../../lib/recruiting-area';
import { fetchJob, similarJobsQuery } from './jobs-api';

// Loaded for candidates only: its form and the contract's validation stay out of the public pages.
const ApplyPanel = lazy(() =>
  import('../../components/applications/apply-panel').then((m) => ({ default: m.ApplyPanel })),
);

/** Loads the job; a bad link or a job that is gone becomes the route's error page. */
export async function jobViewLoader({ params }: LoaderFunctionArgs) {
  if (!/^\d+$/.test(params.id ?? ''))
    // The body is the text the error page shows (a status text could not carry every language).
    throw new Response(i18n.t('jobs:invalidLink'), { status: 400 });
  try {
    return await fetchJob(params.id!);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) {
      throw new Response(i18n.t('jobs:gone'), { status: 404 });
    }
    throw error;
  }
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

export const prefetchJobViewPage: Prefetch = (client, { params }) =>
  client.prefetchQuery(similarJobsQuery(params.id!));

function SimilarJobs({ id }: { id: number }) {
  const { t } = useTranslation(['jobs', 'common']);
  const { data } = useQuery(similarJobsQuery(id));
  if (!data?.length) return null;
  return (
    <Stack mt="xl">
      <Title order={2} fz="xl">
        {t('view.similar')}
      </Title>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        {data.map((job) => (
          <JobCard key={job.id} job={job} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}

export function JobViewPage() {
  const { t } = useTranslation(['jobs', 'common']);
  const job = useLoaderData() as TJobDetail;
  const { profile } = useProfile();
  const salary = salaryText(job);
  const company = job.company?.name;
  const where = job.location;
  useDocumentTitle(
    company && where
      ? t('view.documentTitleAtIn', { title: job.title, company, location: where })
      : company
        ? t('view.documentTitleAt', { title: job.title, company })
        : where
          ? t('view.documentTitleIn', { title: job.title, location: where })
          : job.title,
  );
  return (
    <Container size="lg" py="xl">
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} component="article">
            <Stack gap="xs">
              <Group gap="xs">
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
            <Divider my="lg" />
            {/* The description's own headings are h3 and h4, under this one. */}
            <Title order={2} fz="lg" mb="xs">
              {t('view.description')}
            </Title>
            <Box
              className="rich-text"
              dir="auto"
              dangerouslySetInnerHTML={{ __html: job.description }}
            />
            {job.requirements && (
              <>
                <Title order={2} fz="lg" mt="lg">
                  {t('view.requirements')}
                </Title>
                <Box
                  className="rich-text"
                  dir="auto"
                  dangerouslySetInnerHTML={{ __html: job.requirements }}
                />
              </>
            )}
            {job.benefits && (
              <>
                <Title order={2} fz="lg" mt="lg">
                  {t('view.benefits')}
                </Title>
                <Box
                  className="rich-text"
                  dir="auto"
                  dangerouslySetInnerHTML={{ __html: job.benefits }}
                />
              </>
            )}
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
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
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
                value={
                  job.location ? t('view.locationIn', { location: job.location }) : t('view.uae')
                }
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
                value={formatCalendarDate(job.valid_through)}
              />
              {salary && (
                <Text fw={700} c="teal.9">
                  {salary}
                </Text>
              )}
              <Text size="sm" c="dimmed">
                {[job.designation, job.functional_area, job.industry].filter(Boolean).join(' · ')}
              </Text>
              {job.can_manage ? (
                <Button
                  component={Link}
                  to={recruitingPathsFor(profile && roleOf(profile)).jobEdit(job.id)}
                  variant="default"
                >
                  {t('view.edit')}
                </Button>
              ) : profile?.role === 'candidate' ? (
                <Suspense fallback={<Skeleton h={72} />}>
                  <ApplyPanel
                    jobId={job.id}
                    jobTitle={job.title}
                    open={job.status === 'published'}
                  />
                </Suspense>
              ) : !profile ? (
                <Stack gap="xs">
                  <Button component={Link} to={paths.signUp('candidate')}>
                    {t('view.createProfile')}
                  </Button>
                  <Button component={Link} to={paths.signIn('candidate')} variant="default">
                    {t('view.signIn')}
                  </Button>
                </Stack>
              ) : null}
            </Stack>
          </Paper>
        </Grid.Col>
      </Grid>
      <SimilarJobs id={job.id} />
    </Container>
  );
}
