import { Alert, Badge, Box, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { paths } from '@logicareers/shared/pages';
import { PageLoader } from '../../components/guards';
import { experienceText, salaryText } from '../../components/jobs/job-card';
import { PageShell } from '../../components/page-shell';
import { formatNumericDate } from '../../lib/format';
import { useRecruitingPaths } from '../../lib/recruiting-area';
import { STATUS_COLOR, useJobActions } from './jobs-list-page';
import { useProfile } from '../../lib/session';
import { JobNotesPanel } from './job-notes-panel';
import { jobQuery } from './management-api';

/** A job as its company sees it, with the actions of its status. */
export function ManagedJobPage() {
  const { t } = useTranslation('management');
  const recruiting = useRecruitingPaths();
  const { id } = useParams();
  const actions = useJobActions();
  const { profile } = useProfile();
  const { data: job, isPending, error } = useQuery(jobQuery(id));
  if (isPending) return <PageLoader />;
  if (error || !job) {
    return (
      <PageShell title={t('job.title')}>
        <Alert color="red" role="alert">
          {error?.message ?? t('job.notFound')}
        </Alert>
      </PageShell>
    );
  }
  return (
    <PageShell
      title={job.title}
      description={[job.company?.name, job.location, experienceText(job), salaryText(job)]
        .filter(Boolean)
        .join(' · ')}
      size="lg"
      actions={
        <Group>
          <Badge size="lg" color={STATUS_COLOR[job.status]} variant="light">
            {t(`jobStatus.${job.status}`)}
          </Badge>
          <Button component={Link} to={recruiting.applicants(job.id)}>
            {t('job.applicants')}
          </Button>
          <Button component={Link} to={recruiting.jobEdit(job.id)} variant="default">
            {t('jobs.action.edit')}
          </Button>
          {job.status === 'draft' && (
            <Button onClick={() => actions.publish(job.id)}>{t('jobs.action.publish')}</Button>
          )}
          {job.status === 'published' && (
            <Button color="red" variant="light" onClick={() => actions.close(job.id)}>
              {t('jobs.action.close')}
            </Button>
          )}
          {job.status === 'closed' && (
            <Button onClick={() => actions.reopen(job.id)}>{t('jobs.action.reopen')}</Button>
          )}
          <Button variant="default" onClick={() => actions.duplicate(job.id)}>
            {t('jobs.action.duplicate')}
          </Button>
        </Group>
      }
    >
      <Stack gap="lg">
        <Paper withBorder radius="md" p="lg">
          <Stack>
            {job.status === 'published' && (
              <Text size="sm">
                <Trans
                  t={t}
                  i18nKey="job.liveAt"
                  values={{
                    path: paths.jobView(job.id),
                    date: formatNumericDate(job.valid_through),
                  }}
                  components={{ link: <Link to={paths.jobView(job.id)} /> }}
                />
              </Text>
            )}
            {job.confidential && <Text size="sm">{t('job.confidential')}</Text>}
            <Title order={2} fz="lg">
              {t('job.description')}
            </Title>
            <Box className="rich-text" dangerouslySetInnerHTML={{ __html: job.description }} />
            {job.requirements && (
              <>
                <Title order={2} fz="lg">
                  {t('job.requirements')}
                </Title>
                <Box className="rich-text" dangerouslySetInnerHTML={{ __html: job.requirements }} />
              </>
            )}
          </Stack>
        </Paper>
        {/* Notes belong to a company: an account of none (a site administrator) keeps none. */}
        {job.can_manage && profile?.company && <JobNotesPanel jobId={job.id} />}
      </Stack>
    </PageShell>
  );
}
