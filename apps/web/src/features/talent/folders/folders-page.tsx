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
import { useDisclosure } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '@logicareers/shared/pages';
import type { TCvFolder } from '@logicareers/shared/schemas/talent';
import { ConfirmButton } from '../../../components/confirm-button';
import { Pager, PageShell } from '../../../components/page-shell';
import { formatNumber, formatNumericDate } from '../../../lib/format';
import { foldersQuery, useDeleteFolder } from '../search-api';
import { FolderNameDialog } from './folder-name-dialog';

/** The company's CV folders, shared by its colleagues: open, create, rename, delete. */
export function FoldersPage() {
  const { t } = useTranslation(['talent', 'common']);
  const [page, setPage] = useState(1);
  const { data, isPending, error } = useQuery(foldersQuery({ page }));
  const remove = useDeleteFolder();
  const [creating, create] = useDisclosure(false);
  const [renaming, setRenaming] = useState<TCvFolder | undefined>();
  return (
    <PageShell
      title={t('folders.title')}
      description={t('folders.description')}
      actions={
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={create.open}>
          {t('folders.new')}
        </Button>
      }
    >
      <Paper withBorder radius="md" p="md">
        {isPending ? (
          <Stack aria-busy="true">
            <Skeleton h={36} />
            <Skeleton h={36} />
          </Stack>
        ) : error ? (
          <Text c="red.9" role="alert">
            {t('folders.failed')}
          </Text>
        ) : !data?.items.length ? (
          <Stack align="center" py="xl">
            <Text c="dimmed">{t('folders.empty')}</Text>
            <Button component={Link} to={paths.workspace.cvSearch()}>
              {t('folders.searchCvs')}
            </Button>
          </Stack>
        ) : (
          <Table.ScrollContainer minWidth={640}>
            <Table verticalSpacing="sm" striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('folders.column.name')}</Table.Th>
                  <Table.Th>{t('folders.column.candidates')}</Table.Th>
                  <Table.Th>{t('folders.column.createdBy')}</Table.Th>
                  <Table.Th>{t('folders.column.updated')}</Table.Th>
                  {/* Positioned: the hidden label stays inside the scrolling table on phones. */}
                  <Table.Th pos="relative">
                    <VisuallyHidden>{t('folders.column.actions')}</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.items.map((folder) => (
                  <Table.Tr key={folder.id}>
                    <Table.Td>
                      <Anchor
                        component={Link}
                        to={paths.workspace.cvFolderView(folder.id)}
                        fw={600}
                      >
                        {folder.name}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>{formatNumber(folder.candidate_count)}</Table.Td>
                    <Table.Td>{folder.created_by ?? '—'}</Table.Td>
                    <Table.Td>{formatNumericDate(folder.updated_at)}</Table.Td>
                    <Table.Td>
                      <Group gap="xs" justify="flex-end" wrap="nowrap">
                        <Button
                          size="xs"
                          variant="default"
                          onClick={() => setRenaming(folder)}
                          aria-label={t('folders.renameLabel', { name: folder.name })}
                        >
                          {t('folders.rename')}
                        </Button>
                        <ConfirmButton
                          size="xs"
                          variant="outline"
                          color="red.9"
                          aria-label={t('folders.deleteLabel', { name: folder.name })}
                          title={t('folders.deleteTitle')}
                          message={t('folders.deleteText', {
                            name: folder.name,
                            count: folder.candidate_count,
                          })}
                          confirmLabel={t('folders.delete')}
                          pending={remove.isPending}
                          onConfirm={(close) => remove.mutate(folder.id, { onSuccess: close })}
                        >
                          {t('folders.delete')}
                        </ConfirmButton>
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
      <FolderNameDialog opened={creating} onClose={create.close} />
      <FolderNameDialog
        folder={renaming}
        opened={renaming !== undefined}
        onClose={() => setRenaming(undefined)}
      />
    </PageShell>
  );
}
