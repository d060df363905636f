import { useState } from 'react';
import {
  ActionIcon,
  Anchor,
  Badge,
  Button,
  Group,
  Menu,
  Paper,
  Skeleton,
  Stack,
  Table,
  Tabs,
  Text,
  TextInput,
  VisuallyHidden,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconDots } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { JobStatus, TManagedJobsPage } from '@logicareers/shared/schemas/jobs';
import { useRecruitingPaths } from '../../lib/recruiting-area';
import { Pager, PageShell } from '../../components/page-shell';
import { formatNumericDate } from '../../lib/format';
import { managedJobsQuery, useDeleteDraft, useJobAction } from './management-api';

type ManagedJob = TManagedJobsPage['items'][number];

export const STATUS_COLOR: Record<JobStatus, string> = {
  draft: 'gray',
  published: 'teal',
  closed: 'red',
  expired: 'orange',
};
const TABS = ['all', 'published', 'draft', 'closed', 'expired'] as const;

/** The actions a job offers in its current status. */
export function useJobActions() {
  const navigate = useNavigate();
  const recruiting = useRecruitingPaths();
  const action = useJobAction();
  const deleteDraft = useDeleteDraft();
  return {
    pending: action.isPending || deleteDraft.isPending,
    publish: (id: number) => action.mutate({ id, action: 'publish' }),
    close: (id: number) => action.mutate({ id, action: 'close' }),
    reopen: (id: number) => action.mutate({ id, action: 'reopen' }),
    duplicate: (id: number) =>
      action.mutate(
        { id, action: 'duplicate' },
        { onSuccess: (answer) => navigate(recruiting.jobEdit(answer.data.id)) },
      ),
    remove: (id: number) => deleteDraft.mutate(id, { onSuccess: () => navigate(recruiting.jobs) }),
  };
}

function JobMenu({ job }: { job: ManagedJob }) {
  const { t } = useTranslation('management');
  const recruiting = useRecruitingPaths();
  const actions = useJobActions();
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon
          variant="subtle"
          color="gray"
          aria-label={t('jobs.actionsFor', { title: job.title })}
        >
          <IconDots size={18} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item component={Link} to={recruiting.jobView(job.id)}>
          {t('jobs.action.view')}
        </Menu.Item>
        <Menu.Item component={Link} to={recruiting.jobEdit(job.id)}>
          {t('jobs.action.edit')}
        </Menu.Item>
        {job.status === 'draft' && (
          <Menu.Item onClick={() => actions.publish(job.id)}>{t('jobs.action.publish')}</Menu.Item>
        )}
        {job.status === 'published' && (
          <Menu.Item onClick={() => actions.close(job.id)}>{t('jobs.action.close')}</Menu.Item>
        )}
        {job.status === 'closed' && (
          <Menu.Item onClick={() => actions.reopen(job.id)}>{t('jobs.action.reopen')}</Menu.Item>
        )}
        <Menu.Item onClick={() => actions.duplicate(job.id)}>
          {t('jobs.action.duplicate')}
        </Menu.Item>
        {job.status === 'draft' && (
          <Menu.Item color="red" onClick={() => actions.remove(job.id)}>
            {t('jobs.action.deleteDraft')}
          </Menu.Item>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}

export function JobsListPage() {
  const { t } = useTranslation('management');
  const recruiting = useRecruitingPaths();
  const [status, setStatus] = useState<JobStatus | 'all'>('all');
  const [page, setPage] = useState(1);
  const [q, setQ] = useState('');
  const [search] = useDebouncedValue(q, 300);
  const { data, isPending } = useQuery(managedJobsQuery({ status, page, q: search }));
  const total = data ? Object.values(data.counts).reduce((a, b) => a + b, 0) : 0;
  return (
    <PageShell
      title={t('jobs.title')}
      description={t('jobs.description')}
      actions={
        <Group>
          <Button component={Link} to={recruiting.templates} variant="default">
            {t('jobs.templates')}
          </Button>
          <Button component={Link} to={recruiting.jobCreate}>
            {t('jobs.postJob')}
          </Button>
        </Group>
      }
    >
      <Paper withBorder radius="md" p="md">
        <Group justify="space-between" mb="md" wrap="wrap">
          <Tabs
            value={status}
            onChange={(v) => {
              setStatus((v as JobStatus | 'all') ?? 'all');
              setPage(1);
            }}
          >
            <Tabs.List>
              {TABS.map((tab) => (
                <Tabs.Tab key={tab} value={tab}>
                  {t('jobs.tabCount', {
                    label: t(`jobs.tab.${tab}`),
                    count: tab === 'all' ? total : (data?.counts[tab] ?? 0),
                  })}
                </Tabs.Tab>
              ))}
            </Tabs.List>
          </Tabs>
          <TextInput
            aria-label={t('jobs.search')}
            placeholder={t('jobs.searchPlaceholder')}
            value={q}
            onChange={(e) => {
              setQ(e.currentTarget.value);
              setPage(1);
            }}
          />
        </Group>
        {isPending ? (
          <Stack>
            {Array.from({ length: 5 }, (_, i) => (
              <Skeleton key={i} h={36} />
            ))}
          </Stack>
        ) : !data?.items.length ? (
          <Stack align="center" py="xl">
            <Text c="dimmed">{t('jobs.empty')}</Text>
            <Button component={Link} to={recruiting.jobCreate}>
              {t('jobs.postFirst')}
            </Button>
          </Stack>
        ) : (
          <Table.ScrollContainer minWidth={760}>
            <Table verticalSpacing="sm" striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('jobs.column.title')}</Table.Th>
                  <Table.Th>{t('jobs.column.location')}</Table.Th>
                  <Table.Th>{t('jobs.column.status')}</Table.Th>
                  <Table.Th>{t('jobs.column.published')}</Table.Th>
                  <Table.Th>{t('jobs.column.validThrough')}</Table.Th>
                  <Table.Th>
                    <VisuallyHidden>{t('jobs.column.actions')}</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.items.map((job) => (
                  <Table.Tr key={job.id}>
                    <Table.Td>
                      <Anchor component={Link} to={recruiting.jobView(job.id)} fw={600}>
                        {job.title}
                      </Anchor>
                      {job.company && (
                        <Text size="xs" c="dimmed">
                          {job.company.name}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>{job.location}</Table.Td>
                    <Table.Td>
                      <Badge color={STATUS_COLOR[job.status]} variant="light">
                        {t(`jobStatus.${job.status}`)}
                      </Badge>
                    </Table.Td>
                    <Table.Td>
                      {job.published_at ? formatNumericDate(job.published_at) : '—'}
                    </Table.Td>
                    <Table.Td>{formatNumericDate(job.valid_through)}</Table.Td>
                    <Table.Td>
                      <JobMenu job={job} />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        {data && (
          <Pager page={page} pageSize={data.page_size} total={data.total} onChange={setPage} />
        )}
      </Paper>
    </PageShell>
  );
}
