import { useState } from 'react';
import { Alert, Badge, Button, Group, SimpleGrid, Skeleton, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ApplicationStatusBadge } from '../../../components/applications/status-badge';
import { JobCard } from '../../../components/jobs/job-card';
import { Pager, PageShell } from '../../../components/page-shell';
import { paths } from '@logicareers/shared/pages';
import { formatDate } from '../../../lib/format';
import { useToggleSaved } from '../../../components/applications/candidate-job-queries';
import { PAGE_SIZE, useSavedJobs } from './jobs-api';
import { EmptyPanel } from '../../../components/empty-panel';

/** `/candidate/job/saved`: jobs the candidate kept for later. */
export function SavedJobsPage() {
  const [page, setPage] = useState(1);
  const { t } = useTranslation('candidate');
  const toggleSaved = useToggleSaved();
  const { data, isPending, error } = useSavedJobs(page);
  return (
    <PageShell title={t('jobs.saved.title')} description={t('jobs.saved.description')}>
      {error && (
        <Alert color="red" role="alert" mb="md">
          {t('jobs.saved.loadError', { message: error.message })}
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
                        {t('jobs.saved.savedOn', { date: formatDate(item.saved_at) })}
                      </Text>
                      {item.job.status !== 'published' && (
                        <Badge color="orange" variant="light">
                          {item.job.status === 'expired'
                            ? t('jobs.saved.expired')
                            : t('jobs.saved.closed')}
                        </Badge>
                      )}
                      {item.application_status && (
                        <ApplicationStatusBadge status={item.application_status} />
                      )}
                    </Group>
                    <Button
                      variant="subtle"
                      size="compact-sm"
                      onClick={() => toggleSaved.mutate({ jobId: item.job.id, saved: true })}
                      aria-label={t('jobs.saved.removeNamed', { title: item.job.title })}
                    >
                      {t('jobs.saved.remove')}
                    </Button>
                  </Group>
                }
              />
            ))}
          </SimpleGrid>
          <Pager page={page} pageSize={PAGE_SIZE} total={data.total} onChange={setPage} />
        </>
      ) : (
        <EmptyPanel title={t('jobs.saved.emptyTitle')} hint={t('jobs.saved.emptyText')}>
          <Button component={Link} to={paths.candidate.searchJobs} mt="md">
            {t('jobs.saved.find')}
          </Button>
        </EmptyPanel>
      )}
    </PageShell>
  );
}
