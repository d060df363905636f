import { useState } from 'react';
import { Anchor, Button, Group, Paper, Skeleton, Stack, Table, Text } from '@mantine/core';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { TPage } from '@logicareers/shared/api';
import type { TJobTemplate } from '@logicareers/shared/schemas/jobs';
import { Pager, PageShell } from '../../components/page-shell';
import { paths } from '@logicareers/shared/pages';
import { api } from '../../lib/api-client';
import { showErrorToasts, successToast } from '../../lib/toasts';

/** Job templates: start a job from one, or remove it. */
export function TemplatesPage() {
  const [page, setPage] = useState(1);
  const queryClient = useQueryClient();
  const { data, isPending } = useQuery({
    queryKey: ['templates', 'list', page],
    queryFn: () =>
      api<{ data: TPage<TJobTemplate> }>('/api/template/job-templates', { query: { page } }).then(
        (r) => r.data,
      ),
    placeholderData: keepPreviousData,
  });
  const remove = async (id: number) => {
    try {
      successToast(
        (await api<{ message: string }>(`/api/template/job-templates/${id}`, { method: 'DELETE' }))
          .message,
      );
      await queryClient.invalidateQueries({ queryKey: ['templates'] });
    } catch (error) {
      showErrorToasts(error);
    }
  };
  return (
    <PageShell
      title="Job templates"
      description="Save a job once, post it again in seconds. Save one from the job form with “Save as template”."
    >
      <Paper withBorder radius="md" p="md">
        {isPending ? (
          <Stack>
            <Skeleton h={36} />
            <Skeleton h={36} />
          </Stack>
        ) : !data?.items.length ? (
          <Stack align="center" py="xl">
            <Text c="dimmed">No templates yet. Fill in a job and choose “Save as template”.</Text>
            <Button component={Link} to={paths.management.jobCreate}>
              Post a job
            </Button>
          </Stack>
        ) : (
          <Table.ScrollContainer minWidth={560}>
            <Table verticalSpacing="sm" striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Template</Table.Th>
                  <Table.Th>Job title</Table.Th>
                  <Table.Th>Updated</Table.Th>
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
                {data.items.map((template) => (
                  <Table.Tr key={template.id}>
                    <Table.Td>
                      <Anchor
                        component={Link}
                        to={paths.management.templateView(template.id)}
                        fw={600}
                      >
                        {template.name}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>{template.form.title ?? '—'}</Table.Td>
                    <Table.Td>{new Date(template.updated_at).toLocaleDateString('en-GB')}</Table.Td>
                    <Table.Td>
                      <Group gap="xs" justify="flex-end" wrap="nowrap">
                        <Button
                          size="xs"
                          component={Link}
                          to={`${paths.management.jobCreate}?template=${template.id}`}
                          aria-label={`Use template ${template.name}`}
                        >
                          Use
                        </Button>
                        <Anchor
                          component="button"
                          type="button"
                          size="sm"
                          c="red.9"
                          onClick={() => void remove(template.id)}
                          aria-label={`Delete template ${template.name}`}
                        >
                          Delete
                        </Anchor>
                      </Group>
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
