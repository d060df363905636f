import { useState } from 'react';
import {
  Alert,
  Badge,
  Button,
  Group,
  List,
  Paper,
  SimpleGrid,
  Skeleton,
  Switch,
  Text,
  Title,
} from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { API } from '@logicareers/shared/api';
import type { TRecommendedPage } from '@logicareers/shared/schemas/applications';
import { JobCard } from '../../../components/jobs/job-card';
import { Pager, PageShell } from '../../../components/page-shell';
import { paths } from '@logicareers/shared/pages';
import { api } from '../../../lib/api-client';
import { candidateJobKeys } from '../../../components/applications/candidate-job-queries';

const PAGE_SIZE = 20;

/** `/candidate/job/recommended`: open jobs ranked by fit with the desired job, with the reasons. */
export function RecommendedJobsPage() {
  const [page, setPage] = useState(1);
  const [hideApplied, setHideApplied] = useState(true);
  const { data, isPending, error } = useQuery({
    queryKey: candidateJobKeys.recommended(hideApplied, page),
    queryFn: () =>
      api<{ data: TRecommendedPage }>(
        hideApplied ? API.applications.notApplied : API.applications.recommended,
        { query: { page, page_size: PAGE_SIZE } },
      ).then((r) => r.data),
    placeholderData: keepPreviousData,
  });
  return (
    <PageShell
      title="Recommended jobs"
      description="Open jobs that fit the job you want, best fit first."
      actions={
        <Switch
          label="Hide jobs I applied for"
          checked={hideApplied}
          onChange={(event) => {
            setPage(1);
            setHideApplied(event.currentTarget.checked);
          }}
        />
      }
    >
      {error && (
        <Alert color="red" role="alert" mb="md">
          Recommendations could not be loaded. {error.message}
        </Alert>
      )}
      {data && !data.profile_ready && (
        <Alert color="blue" mb="md" title="Tell us the job you want">
          Choose your desired designations, functional areas and locations in your profile and we
          will recommend the jobs that fit.{' '}
          <Button
            component={Link}
            to={paths.candidate.profile}
            size="compact-sm"
            variant="light"
            ms="xs"
          >
            Complete your desired job
          </Button>
        </Alert>
      )}
      {isPending ? (
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} h={190} radius="md" />
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
                  <Group justify="space-between" align="flex-end" mt={4} wrap="nowrap">
                    <List size="sm" spacing={2} c="teal.9" aria-label="Why it fits">
                      {item.reasons.map((reason) => (
                        <List.Item key={reason}>{reason}</List.Item>
                      ))}
                    </List>
                    {item.applied && (
                      <Badge variant="light" color="gray" style={{ flexShrink: 0 }}>
                        Applied
                      </Badge>
                    )}
                  </Group>
                }
              />
            ))}
          </SimpleGrid>
          <Pager page={page} pageSize={PAGE_SIZE} total={data.total} onChange={setPage} />
        </>
      ) : data?.profile_ready ? (
        <Paper withBorder radius="md" p="xl" ta="center">
          <Title order={2} fz="lg">
            No open jobs fit your desired job right now
          </Title>
          <Text c="dimmed" mt="xs">
            Widen your desired designations or locations, or set a job alert to hear about new jobs.
          </Text>
          <Group justify="center" mt="md">
            <Button component={Link} to={paths.candidate.jobAlerts}>
              Set a job alert
            </Button>
            <Button component={Link} to={paths.candidate.searchJobs} variant="default">
              Search all jobs
            </Button>
          </Group>
        </Paper>
      ) : null}
    </PageShell>
  );
}
