import { useState } from 'react';
import {
  Alert,
  Anchor,
  Button,
  Collapse,
  Group,
  Paper,
  Skeleton,
  Stack,
  Tabs,
  Text,
  Timeline,
} from '@mantine/core';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import { type TMyApplication } from '@logicareers/shared/schemas/candidate';
import {
  APPLICATION_STATUSES,
  type ApplicationStatus,
} from '@logicareers/shared/application-status';
import { useTranslation } from 'react-i18next';
import { ApplicationStatusBadge } from '../../../components/applications/status-badge';
import { ConfirmButton } from '../../../components/confirm-button';
import { Pager, PageShell } from '../../../components/page-shell';
import { paths } from '@logicareers/shared/pages';
import { formatDate } from '../../../lib/format';
import {
  useStatusCounts,
  useWithdraw,
} from '../../../components/applications/candidate-job-queries';
import { PAGE_SIZE, useMyApplications } from './jobs-api';
import { EmptyPanel } from '../../../components/empty-panel';
const CAN_WITHDRAW: ApplicationStatus[] = ['applied', 'shortlisted', 'interview', 'offered'];

function ApplicationItem({ application }: { application: TMyApplication }) {
  const [open, setOpen] = useState(false);
  const { t } = useTranslation(['candidate', 'common']);
  const withdraw = useWithdraw();
  const historyId = `history-${application.id}`;
  return (
    <Paper withBorder radius="md" p="md" component="li" data-application={application.job.id}>
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Anchor
            component={Link}
            to={paths.jobView(application.job.id)}
            fw={700}
            fz="lg"
            c="brand.9"
          >
            {application.job.title}
          </Anchor>
          <Text size="sm" c="dark.4">
            {[
              application.job.company_name ?? t('jobs.applied.confidential'),
              application.job.location,
            ]
              .filter(Boolean)
              .join(' · ')}
          </Text>
          <Text size="xs" c="dark.3">
            {t('jobs.applied.appliedOn', { date: formatDate(application.applied_at) })}
            {application.status_changed_at !== application.applied_at &&
              t('jobs.applied.updated', { date: formatDate(application.status_changed_at) })}
            {application.job.status !== 'published' &&
              t(`jobs.applied.jobStatus.${application.job.status}`)}
          </Text>
        </Stack>
        <ApplicationStatusBadge status={application.status} />
      </Group>
      <Group gap="xs" mt="sm">
        <Button
          variant="subtle"
          size="compact-sm"
          onClick={() => setOpen((value) => !value)}
          aria-expanded={open}
          aria-controls={historyId}
        >
          {open ? t('jobs.applied.hideHistory') : t('jobs.applied.showHistory')}
        </Button>
        {CAN_WITHDRAW.includes(application.status) && (
          <ConfirmButton
            variant="subtle"
            color="red"
            size="compact-sm"
            title={t('jobs.applied.withdrawTitle')}
            message={t('jobs.applied.withdrawText', { title: application.job.title })}
            confirmLabel={t('jobs.applied.withdraw')}
            cancelLabel={t('jobs.applied.keep')}
            onConfirm={() =>
              withdraw.mutateAsync(application.job.id).then(
                () => true,
                () => false,
              )
            }
          >
            {t('jobs.applied.withdraw')}
          </ConfirmButton>
        )}
      </Group>
      <Collapse expanded={open} id={historyId}>
        <Timeline active={application.history.length - 1} bulletSize={14} lineWidth={2} mt="sm">
          {application.history.map((event, i) => (
            <Timeline.Item key={i} title={t(`common:applicationStatus.${event.to_status}`)}>
              <Text size="xs" c="dark.3">
                {formatDate(event.at)}
                {event.by ? t('jobs.applied.by', { name: event.by }) : ''}
              </Text>
            </Timeline.Item>
          ))}
        </Timeline>
      </Collapse>
    </Paper>
  );
}

/** `/candidate/job/applied` and `/candidate/job/{status}`: the candidate's applications by status. */
export function AppliedJobsPage() {
  const { category = 'applied' } = useParams();
  const { t } = useTranslation(['candidate', 'common']);
  const navigate = useNavigate();
  const [page, setPage] = useState(1);
  const status: ApplicationStatus | 'all' =
    category === 'applied' ? 'all' : (category as ApplicationStatus);
  const known =
    category === 'applied' || (APPLICATION_STATUSES as readonly string[]).includes(category);
  const counts = useStatusCounts();
  const list = useMyApplications(status, page, known);
  if (!known) return <Navigate to={paths.candidate.applied} replace />;

  const tab = (value: string, label: string, count?: number) => (
    <Tabs.Tab value={value} key={value}>
      {count === undefined ? label : t('jobs.applied.tab', { label, count })}
    </Tabs.Tab>
  );
  return (
    <PageShell
      title={t('jobs.applied.title')}
      description={t('jobs.applied.description')}
      actions={
        <Button component={Link} to={paths.candidate.searchJobs} variant="default">
          {t('jobs.applied.findMore')}
        </Button>
      }
    >
      <Tabs
        value={status === 'all' ? 'applied' : status}
        onChange={(value) => {
          setPage(1);
          navigate(paths.candidate.appliedByStatus(value ?? 'applied'));
        }}
        mb="md"
      >
        <Tabs.List style={{ overflowX: 'auto', flexWrap: 'nowrap' }}>
          {tab('applied', t('jobs.applied.all'), counts.data?.total)}
          {APPLICATION_STATUSES.filter((s) => s !== 'applied').map((s) =>
            tab(s, t(`common:applicationStatus.${s}`), counts.data?.[s]),
          )}
        </Tabs.List>
      </Tabs>
      {list.error && (
        <Alert color="red" role="alert" mb="md">
          {t('jobs.applied.loadError', { message: list.error.message })}
        </Alert>
      )}
      {list.isPending ? (
        <Stack>
          {Array.from({ length: 3 }, (_, i) => (
            <Skeleton key={i} h={110} radius="md" />
          ))}
        </Stack>
      ) : list.data && list.data.items.length ? (
        <>
          <Stack
            component="ul"
            gap="sm"
            p={0}
            m={0}
            style={{ listStyle: 'none' }}
            aria-label={t('jobs.applied.listLabel')}
          >
            {list.data.items.map((application) => (
              <ApplicationItem key={application.id} application={application} />
            ))}
          </Stack>
          <Pager page={page} pageSize={PAGE_SIZE} total={list.data.total} onChange={setPage} />
        </>
      ) : (
        <EmptyPanel
          title={
            status === 'all'
              ? t('jobs.applied.emptyAll')
              : t('jobs.applied.emptyStatus', {
                  status: t(`common:applicationStatus.${status}`).toLowerCase(),
                })
          }
          hint={t('jobs.applied.emptyText')}
        >
          <Button component={Link} to={paths.candidate.recommended} mt="md">
            {t('jobs.applied.recommended')}
          </Button>
        </EmptyPanel>
      )}
    </PageShell>
  );
}
