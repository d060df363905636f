import type { ReactNode } from 'react';
import { SimpleGrid, Skeleton } from '@mantine/core';
import type { TJobCard } from '@logicareers/shared/schemas/jobs';
import type { CandidateSource } from '@logicareers/shared/application-status';
import { JobCard } from '../../../components/jobs/job-card';
import { Pager } from '../../../components/page-shell';
import { PAGE_SIZE } from './jobs-api';

/**
 * A page of the candidate's jobs as cards, two to a row on wide screens, each with its own lines
 * under it: grey cards while they load, the pager under them, and `empty` when there are none.
 */
export function JobCardGrid<T extends { job: TJobCard }>({
  loading,
  skeletonHeight,
  data,
  page,
  onPage,
  footer,
  empty,
  from,
}: {
  loading: boolean;
  skeletonHeight: number;
  data: { items: T[]; total: number } | undefined;
  page: number;
  onPage: (page: number) => void;
  footer: (item: T) => ReactNode;
  empty: ReactNode;
  /** How the candidate comes to a job from these cards, told with their application. */
  from?: CandidateSource;
}) {
  if (loading)
    return (
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} h={skeletonHeight} radius="md" />
        ))}
      </SimpleGrid>
    );
  if (!data?.items.length) return empty;
  return (
    <>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        {data.items.map((item) => (
          <JobCard key={item.job.id} job={item.job} from={from} footer={footer(item)} />
        ))}
      </SimpleGrid>
      <Pager page={page} pageSize={PAGE_SIZE} total={data.total} onChange={onPage} />
    </>
  );
}
