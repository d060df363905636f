import { useState } from 'react';
import { Anchor, Badge, Button, Group, Menu, Paper, Tabs, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { JobStatus, TManagedJobsPage } from '@logicareers/shared/schemas/jobs';
import { useRecruitingPaths } from '../../lib/recruiting-area';
import {
  ListEmpty,
  ListTable,
  type ListColumn,
  pagingOf,
  dateColumn,
  RowMenu,
} from '../../components/list-table';
import { PageShell } from '../../components/page-shell';
import { formatNumericDate } from '../../lib/format';
import { managedJobsQuery, useDeleteDraft, useJobAction } from './management-api';
import { FeaturedSlots, FeaturedSwitch } from './featured-toggle';

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
    <RowMenu label={t('jobs.actionsFor', { title: job.title })}>
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
      <Menu.Item onClick={() => actions.duplicate(job.id)}>{t('jobs.action.duplicate')}</Menu.Item>
      {job.status === 'draft' && (
        <Menu.Item color="red" onClick={() => actions.remove(job.id)}>
          {t('jobs.action.deleteDraft')}
        </Menu.Item>
      )}
    </RowMenu>
  );
}

/** How many applied, linked to the job's applicants, with those still to review. */
function ApplicantsCell({ job }: { job: ManagedJob }) {
  const { t } = useTranslation('management');
  const recruiting = useRecruitingPaths();
  const { total, to_review: toReview } = job.applicants;
  if (!total) return <Text c="dimmed">{t('jobs.applicants.none')}</Text>;
  return (
    <>
      <Anchor component={Link} to={recruiting.applicants(job.id)}>
        {t('jobs.applicants.total', { count: total })}
      </Anchor>
      {toReview > 0 && (
        <Text size="xs" c="orange.8" fw={600}>
          {t('jobs.applicants.toReview', { count: toReview })}
        </Text>
      )}
    </>
  );
}

/** A job's title, place, applicants, status, dates and its menu of actions. */
function useJobColumns(): ListColumn<ManagedJob>[] {
  const { t } = useTranslation('management');
  const recruiting = useRecruitingPaths();
  return [
    {
      key: 'title',
      header: t('jobs.column.title'),
      cell: (job) => (
        <>
          <Anchor component={Link} to={recruiting.jobView(job.id)} fw={600}>
            {job.title}
          </Anchor>
          {job.company && (
            <Text size="xs" c="dimmed">
              {job.company.name}
            </Text>
          )}
        </>
      ),
    },
    { key: 'location', header: t('jobs.column.location'), cell: (job) => job.location },
    {
      key: 'applicants',
      header: t('jobs.column.applicants'),
      cell: (job) => <ApplicantsCell job={job} />,
    },
    {
      key: 'status',
      header: t('jobs.column.status'),
      cell: (job) => (
        <Badge color={STATUS_COLOR[job.status]} variant="light">
          {t(`jobStatus.${job.status}`)}
        </Badge>
      ),
    },
    {
      key: 'published',
      header: t('jobs.column.published'),
      cell: (job) => (job.published_at ? formatNumericDate(job.published_at) : '—'),
    },
    dateColumn('validThrough', t('jobs.column.validThrough'), (job) => job.valid_through),
    {
      key: 'featured',
      header: t('jobs.featured.column'),
      cell: (job) => <FeaturedSwitch job={job} />,
    },
    {
      key: 'actions',
      header: t('jobs.column.actions'),
      hideHeader: true,
      cell: (job) => <JobMenu job={job} />,
    },
  ];
}

export function JobsListPage() {
  const { t } = useTranslation('management');
  const recruiting = useRecruitingPaths();
  const [status, setStatus] = useState<JobStatus | 'all'>('all');
  const [page, setPage] = useState(1);
  const [q, setQ] = useState('');
  const [search] = useDebouncedValue(q, 300);
  const { data, isPending } = useQuery(managedJobsQuery({ status, page, q: search }));
  const columns = useJobColumns();
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
        <FeaturedSlots slots={data?.featured_slots} />
        <ListTable
          framed={false}
          rows={data?.items}
          rowKey={(job) => job.id}
          minWidth={760}
          loading={isPending}
          skeleton={{ height: 36 }}
          empty={
            <ListEmpty
              action={
                <Button component={Link} to={recruiting.jobCreate}>
                  {t('jobs.postFirst')}
                </Button>
              }
            >
              {t('jobs.empty')}
            </ListEmpty>
          }
          paging={pagingOf(data, page, setPage)}
          columns={columns}
        />
      </Paper>
    </PageShell>
  );
}
