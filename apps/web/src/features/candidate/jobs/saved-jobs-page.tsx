import { useState } from 'react';
import { Alert, Badge, Button, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ApplicationStatusBadge } from '../../../components/applications/status-badge';
import { PageShell } from '../../../components/page-shell';
import { paths } from '@logicareers/shared/pages';
import { formatDate } from '../../../lib/format';
import { useToggleSaved } from '../../../components/applications/candidate-job-queries';
import { useSavedJobs } from './jobs-api';
import { JobCardGrid } from './job-card-grid';
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
      <JobCardGrid
        loading={isPending}
        skeletonHeight={170}
        data={data}
        page={page}
        onPage={setPage}
        footer={(item) => (
          <Group justify="space-between" mt={4}>
            <Group gap="xs">
              <Text size="xs" c="dark.3">
                {t('jobs.saved.savedOn', { date: formatDate(item.saved_at) })}
              </Text>
              {item.job.status !== 'published' && (
                <Badge color="orange" variant="light">
                  {item.job.status === 'expired' ? t('jobs.saved.expired') : t('jobs.saved.closed')}
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
        )}
        empty={
          <EmptyPanel title={t('jobs.saved.emptyTitle')} hint={t('jobs.saved.emptyText')}>
            <Button component={Link} to={paths.candidate.searchJobs} mt="md">
              {t('jobs.saved.find')}
            </Button>
          </EmptyPanel>
        }
      />
    </PageShell>
  );
}
