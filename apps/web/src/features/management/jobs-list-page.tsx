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
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconDots } from '@tabler/icons-react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import type { JobStatus, TJobCard } from '@logicareers/shared/schemas/jobs';
import { Pager, PageShell } from '../../components/page-shell';
import { paths } from '@logicareers/shared/pages';
import { api } from '../../lib/api-client';
import { showErrorToasts, successToast } from '../../lib/toasts';

type ManagedJob = TJobCard & { status: JobStatus };
interface ManagedPage {
  items: ManagedJob[];
  total: number;
  page: number;
  page_size: number;
  counts: Record<JobStatus, number>;
}

export const STATUS_COLOR: Record<JobStatus, string> = {
  draft: 'gray',
  published: 'teal',
  closed: 'red',
  expired: 'orange',
};
const TABS: { value: JobStatus | 'all'; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'published', label: 'Published' },
  { value: 'draft', label: 'Drafts' },
  { value: 'closed', label: 'Closed' },
  { value: 'expired', label: 'Expired' },
];

/** The actions a job offers in its current status. */
export function useJobActions() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const act = async (path: string, method: 'POST' | 'DELETE' = 'POST') => {
    try {
      const answer = await api<{ message: string; data: { id: number } | null }>(path, { method });
      successToast(answer.message);
      await queryClient.invalidateQueries({ queryKey: ['jobs'] });
      return answer.data;
    } catch (error) {
      showErrorToasts(error);
      return null;
    }
  };
  return {
    publish: (id: number) => act(`/api/jobs/${id}/publish`),
    close: (id: number) => act(`/api/jobs/${id}/close`),
    reopen: (id: number) => act(`/api/jobs/${id}/reopen`),
    duplicate: async (id: number) => {
      const copy = await act(`/api/jobs/${id}/duplicate`);
      if (copy) navigate(paths.management.jobEdit(copy.id));
    },
    remove: async (id: number) => {
      if (await act(`/api/jobs/${id}`, 'DELETE').then(() => true)) navigate(paths.management.jobs);
    },
  };
}

function JobMenu({ job }: { job: ManagedJob }) {
  const actions = useJobActions();
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" aria-label={`Actions for ${job.title}`}>
          <IconDots size={18} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item component={Link} to={paths.management.jobView(job.id)}>
          View
        </Menu.Item>
        <Menu.Item component={Link} to={paths.management.jobEdit(job.id)}>
          Edit
        </Menu.Item>
        {job.status === 'draft' && (
          <Menu.Item onClick={() => void actions.publish(job.id)}>Publish</Menu.Item>
        )}
        {job.status === 'published' && (
          <Menu.Item onClick={() => void actions.close(job.id)}>Close</Menu.Item>
        )}
        {job.status === 'closed' && (
          <Menu.Item onClick={() => void actions.reopen(job.id)}>Reopen</Menu.Item>
        )}
        <Menu.Item onClick={() => void actions.duplicate(job.id)}>Duplicate</Menu.Item>
        {job.status === 'draft' && (
          <Menu.Item color="red" onClick={() => void actions.remove(job.id)}>
            Delete draft
          </Menu.Item>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}

export function JobsListPage() {
  const [status, setStatus] = useState<JobStatus | 'all'>('all');
  const [page, setPage] = useState(1);
  const [q, setQ] = useState('');
  const [search] = useDebouncedValue(q, 300);
  const { data, isPending } = useQuery({
    queryKey: ['jobs', 'managed', status, page, search],
    queryFn: () =>
      api<{ data: ManagedPage }>('/api/jobs/', {
        query: { status: status === 'all' ? undefined : status, page, q: search },
      }).then((r) => r.data),
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });
  const total = data ? Object.values(data.counts).reduce((a, b) => a + b, 0) : 0;
  return (
    <PageShell
      title="Jobs"
      description="Your company's jobs: drafts, live, closed and expired"
      actions={
        <Group>
          <Button component={Link} to={paths.management.templates} variant="default">
            Templates
          </Button>
          <Button component={Link} to={paths.management.jobCreate}>
            Post a job
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
                <Tabs.Tab key={tab.value} value={tab.value}>
                  {tab.label} ({tab.value === 'all' ? total : (data?.counts[tab.value] ?? 0)})
                </Tabs.Tab>
              ))}
            </Tabs.List>
          </Tabs>
          <TextInput
            aria-label="Search my jobs"
            placeholder="Search by title"
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
            <Text c="dimmed">No jobs here yet.</Text>
            <Button component={Link} to={paths.management.jobCreate}>
              Post your first job
            </Button>
          </Stack>
        ) : (
          <Table.ScrollContainer minWidth={760}>
            <Table verticalSpacing="sm" striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Title</Table.Th>
                  <Table.Th>Location</Table.Th>
                  <Table.Th>Status</Table.Th>
                  <Table.Th>Published</Table.Th>
                  <Table.Th>Valid through</Table.Th>
                  <Table.Th>
                    <span
                      style={{
                        position: 'absolute',
                        width: 1,
                        height: 1,
                        overflow: 'hidden',
                        clip: 'rect(0 0 0 0)',
                      }}
                    >
                      Actions
                    </span>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.items.map((job) => (
                  <Table.Tr key={job.id}>
                    <Table.Td>
                      <Anchor component={Link} to={paths.management.jobView(job.id)} fw={600}>
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
                        {job.status}
                      </Badge>
                    </Table.Td>
                    <Table.Td>
                      {job.published_at
                        ? new Date(job.published_at).toLocaleDateString('en-GB')
                        : '—'}
                    </Table.Td>
                    <Table.Td>{new Date(job.valid_through).toLocaleDateString('en-GB')}</Table.Td>
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
