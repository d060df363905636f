import { useState } from 'react';
import { Skeleton, Stack, Text } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import type { TJobSearchResult } from '@logicareers/shared/schemas/jobs';
import { JobCard } from '../../components/jobs/job-card';
import { Pager, PageShell } from '../../components/page-shell';
import { api, ApiError } from '../../lib/api-client';

export async function employerLoader({ params }: LoaderFunctionArgs) {
  if (!/^\d+$/.test(params.companyId ?? ''))
    throw new Response('Bad Request', {
      status: 400,
      statusText: 'This employer link is not valid',
    });
  try {
    return (
      await api<{ data: { id: number; name: string } }>(
        `/api/employers/${params.companyId}/public`,
        { style: 'plain' },
      )
    ).data;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404)
      throw new Response('Not Found', { status: 404, statusText: '404 - Page Not Found' });
    throw error;
  }
}

export function EmployerJobsPage() {
  const employer = useLoaderData() as { id: number; name: string };
  const [page, setPage] = useState(1);
  const { data, isPending } = useQuery({
    queryKey: ['jobs', 'employer', employer.id, page],
    queryFn: () =>
      api<{ data: TJobSearchResult }>('/api/jobs/search', {
        style: 'plain',
        query: { company: employer.id, page, sort: 'newest', facets: 'false' },
      }).then((r) => r.data),
    placeholderData: keepPreviousData,
  });
  return (
    <PageShell
      title={`Jobs at ${employer.name}`}
      description={data ? `${data.total} open ${data.total === 1 ? 'job' : 'jobs'}` : undefined}
      size="lg"
    >
      <Stack gap="sm">
        {isPending
          ? Array.from({ length: 4 }, (_, i) => <Skeleton key={i} h={140} />)
          : data?.items.map((job) => <JobCard key={job.id} job={job} />)}
        {data && !data.items.length && (
          <Text c="dimmed">This employer has no open jobs right now.</Text>
        )}
      </Stack>
      {data && (
        <Pager page={page} pageSize={data.page_size} total={data.total} onChange={setPage} />
      )}
    </PageShell>
  );
}
