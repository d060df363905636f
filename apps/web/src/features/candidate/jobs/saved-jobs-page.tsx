import { useState } from 'react';
import {
  Alert,
  Badge,
  Button,
  Group,
  Paper,
  SimpleGrid,
  Skeleton,
  Text,
  Title,
} from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { API, type TPage } from '@logicareers/shared/api';
import type { TSavedJob } from '@logicareers/shared/schemas/applications';
import { ApplicationStatusBadge } from '../../../components/applications/status-badge';
import { JobCard } from '../../../components/jobs/job-card';
import { Pager, PageShell } from '../../../components/page-shell';
import { paths } from '@logicareers/shared/pages';
import { api } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format';
import {
  candidateJobKeys,
  useCandidateJobActions,
} from '../../../components/applications/candidate-job-queries';

const PAGE_SIZE = 20;

/** `/candidate/job/saved`: jobs the candidate kept for later. */
export function SavedJobsPage() {
  const [page, setPage] = useState(1);
  const { unsave } = useCandidateJobActions();
  const { data, isPending, error } = useQuery({
    queryKey: candidateJobKeys.saved(page),
    queryFn: () =>
      api<{ data: TPage<TSavedJob> }>(API.applications.saved, {
        query: { page, page_size: PAGE_SIZE },
      }).then((r) => r.data),
    placeholderData: keepPreviousData,
  });
  return (
    <PageShell title="Saved jobs" description="Jobs you saved to look at again or apply for later.">
      {error && (
        <Alert color="red" role="alert" mb="md">
          Your saved jobs could not be loaded. {error.message}
        </Alert>
      )}
      {isPending ? (
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} h={170} radius="md" />
          ))}
        </SimpleGrid>
      ) : data && data.items.length ? (
        <>
          <SimpleGrid cols={{ base: 1, md: 2 }}>
            {data.items.map((item) => (
              <JobCard
                key={item.job.id}
                job={item.job}
                footer={
                  <Group justify="space-between" mt={4}>
                    <Group gap="xs">
                      <Text size="xs" c="dark.3">
                        Saved {formatDate(item.saved_at)}
                      </Text>
                      {item.job.status !== 'published' && (
                        <Badge color="orange" variant="light">
                          {item.job.status === 'expired' ? 'Expired' : 'Closed'}
                        </Badge>
                      )}
                      {item.application_status && (
                        <ApplicationStatusBadge status={item.application_status} />
                      )}
                    </Group>
                    <Button
                      variant="subtle"
                      size="compact-sm"
                      onClick={() => void unsave(item.job.id)}
                      aria-label={`Remove ${item.job.title} from saved jobs`}
                    >
                      Remove
                    </Button>
                  </Group>
                }
              />
            ))}
          </SimpleGrid>
          <Pager page={page} pageSize={PAGE_SIZE} total={data.total} onChange={setPage} />
        </>
      ) : (
        <Paper withBorder radius="md" p="xl" ta="center">
          <Title order={2} fz="lg">
            No saved jobs yet
          </Title>
          <Text c="dimmed" mt="xs">
            Use “Save job” on any job page to keep it here.
          </Text>
          <Button component={Link} to={paths.candidate.searchJobs} mt="md">
            Find jobs
          </Button>
        </Paper>
      )}
    </PageShell>
  );
}
