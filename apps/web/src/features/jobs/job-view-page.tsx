import { Container, Grid, SimpleGrid, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TJobDetail } from '@logicareers/shared/schemas/jobs';
import type { Prefetch } from '../../lib/prefetch';
import { JobCard } from '../../components/jobs/job-card';
import { ApiError } from '../../lib/api-client';
import { i18n } from '../../lib/i18n';
import { useDocumentTitle } from '../../lib/document-title';
import { fetchJob, similarJobsQuery } from './jobs-api';
import { ended, JobArticle, JobEndedNotice, JobFacts } from './job-view-parts';
import { useJobView } from './use-job-view';

/**
 * Loads the job; a closed or expired one keeps its page (which says so), a bad link or a job that
 * does not exist becomes the not-found page.
 */
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

export const prefetchJobViewPage: Prefetch = (client, { params }) =>
  client.prefetchQuery(similarJobsQuery(params.id!));

function SimilarJobs({ id, ended }: { id: number; ended: boolean }) {
  const { t } = useTranslation(['jobs', 'common']);
  const { data } = useQuery(similarJobsQuery(id));
  if (!data?.length) return null;
  return (
    <Stack mt="xl">
      <Title order={2} fz="xl">
        {t(ended ? 'view.similarOpen' : 'view.similar')}
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
  const company = job.company?.name;
  const where = job.location;
  useJobView(ended(job) ? null : job.id);
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
      <JobEndedNotice job={job} />
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <JobArticle job={job} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          {/* Another job's page (a similar job) starts afresh: its own application form. */}
          <JobFacts key={job.id} job={job} />
        </Grid.Col>
      </Grid>
      <SimilarJobs id={job.id} ended={ended(job)} />
    </Container>
  );
}
