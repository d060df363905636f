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
  Title,
} from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import { API, type TPage } from '@logicareers/shared/api';
import { type TMyApplication } from '@logicareers/shared/schemas/candidate';
import {
  APPLICATION_STATUS_LABELS,
  APPLICATION_STATUSES,
  type ApplicationStatus,
} from '@logicareers/shared/application-status';
import { ApplicationStatusBadge } from '../../../components/applications/status-badge';
import { ConfirmButton } from '../../../components/confirm-button';
import { Pager, PageShell } from '../../../components/page-shell';
import { paths } from '@logicareers/shared/pages';
import { api } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format';
import {
  candidateJobKeys,
  useCandidateJobActions,
  useStatusCounts,
} from '../../../components/applications/candidate-job-queries';

const PAGE_SIZE = 20;
const CAN_WITHDRAW: ApplicationStatus[] = ['applied', 'shortlisted', 'interview', 'offered'];

function ApplicationItem({ application }: { application: TMyApplication }) {
  const [open, setOpen] = useState(false);
  const { withdraw } = useCandidateJobActions();
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
            {[application.job.company_name ?? 'Confidential employer', application.job.location]
              .filter(Boolean)
              .join(' · ')}
          </Text>
          <Text size="xs" c="dark.3">
            Applied {formatDate(application.applied_at)}
            {application.status_changed_at !== application.applied_at &&
              ` · updated ${formatDate(application.status_changed_at)}`}
            {application.job.status !== 'published' && ` · job ${application.job.status}`}
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
          {open ? 'Hide history' : 'Show history'}
        </Button>
        {CAN_WITHDRAW.includes(application.status) && (
          <ConfirmButton
            variant="subtle"
            color="red"
            size="compact-sm"
            title="Withdraw your application?"
            message={`The recruiter will no longer consider you for ${application.job.title}. You can apply again while the job is open.`}
            confirmLabel="Withdraw"
            cancelLabel="Keep it"
            onConfirm={() => withdraw(application.job.id)}
          >
            Withdraw
          </ConfirmButton>
        )}
      </Group>
      <Collapse expanded={open} id={historyId}>
        <Timeline active={application.history.length - 1} bulletSize={14} lineWidth={2} mt="sm">
          {application.history.map((event, i) => (
            <Timeline.Item key={i} title={APPLICATION_STATUS_LABELS[event.to_status]}>
              <Text size="xs" c="dark.3">
                {formatDate(event.at)}
                {event.by ? ` · ${event.by}` : ''}
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
  const navigate = useNavigate();
  const [page, setPage] = useState(1);
  const status: ApplicationStatus | 'all' =
    category === 'applied' ? 'all' : (category as ApplicationStatus);
  const known =
    category === 'applied' || (APPLICATION_STATUSES as readonly string[]).includes(category);
  const counts = useStatusCounts();
  const list = useQuery({
    queryKey: candidateJobKeys.applied(status, page),
    queryFn: () =>
      api<{ data: TPage<TMyApplication> }>(API.applications.applied, {
        query: { status, page, page_size: PAGE_SIZE },
      }).then((r) => r.data),
    placeholderData: keepPreviousData,
    enabled: known,
  });
  if (!known) return <Navigate to={paths.candidate.applied} replace />;

  const tab = (value: string, label: string, count?: number) => (
    <Tabs.Tab value={value} key={value}>
      {label}
      {count !== undefined && ` (${count})`}
    </Tabs.Tab>
  );
  return (
    <PageShell
      title="My applications"
      description="Every job you applied for, with where it stands."
      actions={
        <Button component={Link} to={paths.candidate.searchJobs} variant="default">
          Find more jobs
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
          {tab('applied', 'All', counts.data?.total)}
          {APPLICATION_STATUSES.filter((s) => s !== 'applied').map((s) =>
            tab(s, APPLICATION_STATUS_LABELS[s], counts.data?.[s]),
          )}
        </Tabs.List>
      </Tabs>
      {list.error && (
        <Alert color="red" role="alert" mb="md">
          Your applications could not be loaded. {list.error.message}
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
            aria-label="Applications"
          >
            {list.data.items.map((application) => (
              <ApplicationItem key={application.id} application={application} />
            ))}
          </Stack>
          <Pager page={page} pageSize={PAGE_SIZE} total={list.data.total} onChange={setPage} />
        </>
      ) : (
        <Paper withBorder radius="md" p="xl" ta="center">
          <Title order={2} fz="lg">
            {status === 'all'
              ? 'No applications yet'
              : `No applications are ${APPLICATION_STATUS_LABELS[status].toLowerCase()}`}
          </Title>
          <Text c="dimmed" mt="xs">
            Jobs you apply for appear here with their status.
          </Text>
          <Button component={Link} to={paths.candidate.recommended} mt="md">
            See jobs recommended for you
          </Button>
        </Paper>
      )}
    </PageShell>
  );
}
