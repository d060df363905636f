import { useState } from 'react';
import {
  Anchor,
  Button,
  Group,
  Paper,
  Skeleton,
  Stack,
  Table,
  Text,
  VisuallyHidden,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useRecruitingPaths } from '../../lib/recruiting-area';
import { Pager, PageShell } from '../../components/page-shell';
import { formatNumericDate } from '../../lib/format';
import { templatesQuery, useDeleteTemplate } from './management-api';

/** Job templates: start a job from one, or remove it. */
export function TemplatesPage() {
  const { t } = useTranslation('management');
  const recruiting = useRecruitingPaths();
  const [page, setPage] = useState(1);
  const { data, isPending } = useQuery(templatesQuery(page));
  const remove = useDeleteTemplate();
  return (
    <PageShell title={t('templates.title')} description={t('templates.description')}>
      <Paper withBorder radius="md" p="md">
        {isPending ? (
          <Stack>
            <Skeleton h={36} />
            <Skeleton h={36} />
          </Stack>
        ) : !data?.items.length ? (
          <Stack align="center" py="xl">
            <Text c="dimmed">{t('templates.empty')}</Text>
            <Button component={Link} to={recruiting.jobCreate}>
              {t('templates.postJob')}
            </Button>
          </Stack>
        ) : (
          <Table.ScrollContainer minWidth={560}>
            <Table verticalSpacing="sm" striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('templates.column.template')}</Table.Th>
                  <Table.Th>{t('templates.column.jobTitle')}</Table.Th>
                  <Table.Th>{t('templates.column.updated')}</Table.Th>
                  <Table.Th>
                    <VisuallyHidden>{t('templates.column.actions')}</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.items.map((template) => (
                  <Table.Tr key={template.id}>
                    <Table.Td>
                      <Anchor component={Link} to={recruiting.templateView(template.id)} fw={600}>
                        {template.name}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>{template.form.title ?? '—'}</Table.Td>
                    <Table.Td>{formatNumericDate(template.updated_at)}</Table.Td>
                    <Table.Td>
                      <Group gap="xs" justify="flex-end" wrap="nowrap">
                        <Button
                          size="xs"
                          component={Link}
                          to={`${recruiting.jobCreate}?template=${template.id}`}
                          aria-label={t('templates.useLabel', { name: template.name })}
                        >
                          {t('templates.use')}
                        </Button>
                        <Anchor
                          component="button"
                          type="button"
                          size="sm"
                          c="red.9"
                          onClick={() => remove.mutate(template.id)}
                          aria-label={t('templates.deleteLabel', { name: template.name })}
                        >
                          {t('templates.delete')}
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
