import { useState } from 'react';
import { Skeleton, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TCompanyPublicProfile } from '@logicareers/shared/schemas/employer';
import { CompanyProfileCard } from '../../components/company-profile-card';
import { JobCard } from '../../components/jobs/job-card';
import { Pager, PageShell } from '../../components/page-shell';
import { ApiError } from '../../lib/api-client';
import { i18n } from '../../lib/i18n';
import { employerJobsQuery, fetchPublicEmployer, fetchPublicProfile } from './jobs-api';

export async function employerLoader({ params }: LoaderFunctionArgs) {
  if (!/^\d+$/.test(params.companyId ?? ''))
    // The body is the text the error page shows (a status text could not carry every language).
    throw new Response(i18n.t('jobs:employerJobs.invalidLink'), { status: 400 });
  try {
    const [employer, profile] = await Promise.all([
      fetchPublicEmployer(params.companyId!),
      fetchPublicProfile(params.companyId!),
    ]);
    return { ...employer, profile };
  } catch (error) {
    if (error instanceof ApiError && error.status === 404)
      throw new Response(i18n.t('common:routeError.notFound'), { status: 404 });
    throw error;
  }
}

export function EmployerJobsPage() {
  const { t } = useTranslation('jobs');
  const employer = useLoaderData() as {
    id: number;
    name: string;
    profile: TCompanyPublicProfile | null;
  };
  const [page, setPage] = useState(1);
  const { data, isPending } = useQuery(employerJobsQuery(employer.id, page));
  return (
    <PageShell
      title={t('employerJobs.title', { name: employer.name })}
      description={data ? t('employerJobs.open', { count: data.total }) : undefined}
      size="lg"
    >
      {employer.profile && (
        <Stack mb="lg">
          <CompanyProfileCard profile={employer.profile} />
        </Stack>
      )}
      <Stack gap="sm">
        {isPending
          ? Array.from({ length: 4 }, (_, i) => <Skeleton key={i} h={140} />)
          : data?.items.map((job) => <JobCard key={job.id} job={job} />)}
        {data && !data.items.length && <Text c="dimmed">{t('employerJobs.empty')}</Text>}
      </Stack>
      {data && (
        <Pager page={page} pageSize={data.page_size} total={data.total} onChange={setPage} />
      )}
    </PageShell>
  );
}
