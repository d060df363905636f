import { useState } from 'react';
import { Alert, Badge, Button, Group, List, Switch } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageShell } from '../../../components/page-shell';
import { paths } from '@logicareers/shared/pages';
import { useRecommendedJobs } from './jobs-api';
import { JobCardGrid } from './job-card-grid';
import { EmptyPanel } from '../../../components/empty-panel';

/** `/candidate/job/recommended`: open jobs ranked by fit with the desired job, with the reasons. */
export function RecommendedJobsPage() {
  const [page, setPage] = useState(1);
  const [hideApplied, setHideApplied] = useState(true);
  const { t } = useTranslation('candidate');
  const { data, isPending, error } = useRecommendedJobs(hideApplied, page);
  return (
    <PageShell
      title={t('jobs.recommended.title')}
      description={t('jobs.recommended.description')}
      actions={
        <Switch
          label={t('jobs.recommended.hideApplied')}
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
          {t('jobs.recommended.loadError', { message: error.message })}
        </Alert>
      )}
      {data && !data.profile_ready && (
        <Alert color="blue" mb="md" title={t('jobs.recommended.profileTitle')}>
          {t('jobs.recommended.profileText')}{' '}
          <Button
            component={Link}
            to={paths.candidate.profile}
            size="compact-sm"
            variant="light"
            ms="xs"
          >
            {t('jobs.recommended.profileAction')}
          </Button>
        </Alert>
      )}
      <JobCardGrid
        loading={isPending}
        skeletonHeight={190}
        // The site found these jobs for the candidate, as its search does.
        from="search"
        data={data}
        page={page}
        onPage={setPage}
        footer={(item) => (
          <Group justify="space-between" align="flex-end" mt={4} wrap="nowrap">
            <List size="sm" spacing={2} c="teal.9" aria-label={t('jobs.recommended.whyFits')}>
              {item.reasons.map((reason) => (
                <List.Item key={reason}>{reason}</List.Item>
              ))}
            </List>
            {item.applied && (
              <Badge variant="light" color="gray" style={{ flexShrink: 0 }}>
                {t('jobs.recommended.applied')}
              </Badge>
            )}
          </Group>
        )}
        empty={
          data?.profile_ready ? (
            <EmptyPanel
              title={t('jobs.recommended.emptyTitle')}
              hint={t('jobs.recommended.emptyText')}
            >
              <Group justify="center" mt="md">
                <Button component={Link} to={paths.candidate.jobAlerts}>
                  {t('jobs.recommended.setAlert')}
                </Button>
                <Button component={Link} to={paths.candidate.searchJobs} variant="default">
                  {t('jobs.recommended.searchAll')}
                </Button>
              </Group>
            </EmptyPanel>
          ) : null
        }
      />
    </PageShell>
  );
}
