import { useState } from 'react';
import { Anchor, Button } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '@logicareers/shared/pages';
import type { TCvFolder } from '@logicareers/shared/schemas/talent';
import {
  ListEmpty,
  ListFailed,
  ListTable,
  pagingOf,
  actionsColumn,
  DeleteRowButton,
  dateColumn,
} from '../../../components/list-table';
import { LinkButton } from '../../../components/link-button';
import { PageShell } from '../../../components/page-shell';
import { formatNumber } from '../../../lib/format';
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
      <ListTable
        rows={data?.items}
        rowKey={(folder) => folder.id}
        loading={isPending}
        skeleton={{ rows: 2, height: 36 }}
        error={error && <ListFailed error={error}>{t('folders.failed')}</ListFailed>}
        empty={
          <ListEmpty
            action={
              <LinkButton to={paths.workspace.cvSearch()}>{t('folders.searchCvs')}</LinkButton>
            }
          >
            {t('folders.empty')}
          </ListEmpty>
        }
        paging={pagingOf(data, page, setPage)}
        columns={[
          {
            key: 'name',
            header: t('folders.column.name'),
            cell: (folder) => (
              <Anchor component={Link} to={paths.workspace.cvFolderView(folder.id)} fw={600}>
                {folder.name}
              </Anchor>
            ),
          },
          {
            key: 'candidates',
            header: t('folders.column.candidates'),
            cell: (folder) => formatNumber(folder.candidate_count),
          },
          {
            key: 'createdBy',
            header: t('folders.column.createdBy'),
            cell: (folder) => folder.created_by ?? '—',
          },
          dateColumn(
            'updated',
            t('folders.column.updated'),
            (folder: TCvFolder) => folder.updated_at,
          ),
          actionsColumn(t('folders.column.actions'), (folder: TCvFolder) => (
            <>
              <Button
                size="xs"
                variant="default"
                onClick={() => setRenaming(folder)}
                aria-label={t('folders.renameLabel', { name: folder.name })}
              >
                {t('folders.rename')}
              </Button>
              <DeleteRowButton
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
              </DeleteRowButton>
            </>
          )),
        ]}
      />
      <FolderNameDialog opened={creating} onClose={create.close} />
      <FolderNameDialog
        folder={renaming}
        opened={renaming !== undefined}
        onClose={() => setRenaming(undefined)}
      />
    </PageShell>
  );
}
