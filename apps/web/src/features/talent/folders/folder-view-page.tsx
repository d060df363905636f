import { useState } from 'react';
import { Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import {
  IconArrowsExchange,
  IconDownload,
  IconFileZip,
  IconMail,
  IconTrash,
} from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { LinkButton } from '../../../components/link-button';
import { Link, useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '@logicareers/shared/pages';
import { PAGE_SIZE_MAX } from '@logicareers/shared/schemas/common';
import { Pager, PageShell } from '../../../components/page-shell';
import { ApiError } from '../../../lib/api-client';
import { useDocumentTitle } from '../../../lib/document-title';
import { formatNumber, formatNumericDate } from '../../../lib/format';
import { can, useProfile } from '../../../lib/session';
import { BulkActions } from '../components/bulk-actions';
import type { ChosenCandidatesDialogProps } from '../components/chosen-candidates';
import { CandidateList, CandidateListSkeleton } from '../components/candidate-list';
import {
  folderQuery,
  foldersQuery,
  useDownloadFolder,
  useFolderCandidates,
  useMoveCandidates,
} from '../search-api';
import { EmptyPanel } from '../../../components/empty-panel';
import { DeleteRowButton } from '../../../components/list-table';
import { SubmitRow } from '../../../components/form/submit-row';

/** Moves the chosen candidates to another of the company's folders. */
function MoveDialog({
  from,
  candidateIds,
  opened,
  onClose,
  onMoved,
}: ChosenCandidatesDialogProps & { from: number; onMoved: () => void }) {
  const { t } = useTranslation(['talent', 'common']);
  const [to, setTo] = useState<string | null>(null);
  const [missing, setMissing] = useState(false);
  const folders = useQuery({ ...foldersQuery({ page_size: PAGE_SIZE_MAX }), enabled: opened });
  const move = useMoveCandidates();
  const close = () => {
    setTo(null);
    setMissing(false);
    onClose();
  };
  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t('folder.moveTitle', { count: candidateIds.length })}
      centered
    >
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          if (!to) return setMissing(true);
          move.mutate(
            { from_folder_id: from, to_folder_id: Number(to), candidate_ids: candidateIds },
            {
              onSuccess: () => {
                onMoved();
                close();
              },
            },
          );
        }}
      >
        <Stack>
          <Select
            label={t('folder.moveTo')}
            required
            searchable
            data={(folders.data?.items ?? [])
              .filter((folder) => folder.id !== from)
              .map((folder) => ({ value: String(folder.id), label: folder.name }))}
            value={to}
            onChange={(value) => {
              setTo(value);
              setMissing(false);
            }}
            error={missing ? t('folder.moveToRequired') : undefined}
            nothingFoundMessage={t('common:form.nothingMatches')}
            comboboxProps={{ withinPortal: true }}
          />
          <SubmitRow
            loading={move.isPending}
            label={t('folder.move')}
            onCancel={close}
            cancelLabel={t('common:action.cancel')}
          />
        </Stack>
      </form>
    </Modal>
  );
}

/** The folder's exports and its email to everyone in it. */
function FolderActions({
  folderId,
  name,
  count,
}: {
  folderId: number;
  name: string;
  count: number;
}) {
  const { t } = useTranslation(['talent', 'common']);
  const { profile } = useProfile();
  const download = useDownloadFolder();
  return (
    <Group gap="xs">
      <Button component={Link} to={paths.workspace.cvFolders} variant="default">
        {t('folder.allFolders')}
      </Button>
      <Button
        variant="default"
        leftSection={<IconDownload size={16} aria-hidden />}
        loading={download.isPending && download.variables?.kind === 'csv'}
        disabled={!count}
        onClick={() => download.mutate({ id: folderId, kind: 'csv', name })}
      >
        {t('folder.exportCsv')}
      </Button>
      {can(profile, 'communications.manage') && (
        <LinkButton
          variant="default"
          to={paths.workspace.emailCompose(new URLSearchParams({ folder: String(folderId) }))}
          disabled={!count}
          leftSection={<IconMail size={16} aria-hidden />}
        >
          {t('folder.emailAll')}
        </LinkButton>
      )}
      {can(profile, 'candidates.submit') && (
        <Button
          variant="default"
          leftSection={<IconFileZip size={16} aria-hidden />}
          loading={download.isPending && download.variables?.kind === 'zip'}
          disabled={!count}
          onClick={() => download.mutate({ id: folderId, kind: 'zip', name })}
        >
          {t('folder.cvsZip')}
        </Button>
      )}
    </Group>
  );
}

/** A folder with no candidates yet, and the way to find some. */
function FolderEmpty() {
  const { t } = useTranslation(['talent', 'common']);
  return (
    <EmptyPanel title={t('folder.empty')} hint={t('folder.emptyHint')}>
      <Button component={Link} to={paths.workspace.cvSearch()} mt="md">
        {t('folders.searchCvs')}
      </Button>
    </EmptyPanel>
  );
}

/** A CV folder's candidates, as the search lists them: take out, move, export. */
export function FolderViewPage() {
  const { t } = useTranslation(['talent', 'common']);
  const { id } = useParams();
  const [params, setParams] = useSearchParams();
  const page = Number(params.get('page') ?? '1') || 1;
  const { data, isPending, error } = useQuery(folderQuery(id, page));
  const [selected, setSelected] = useState<string[]>([]);
  const [moving, move] = useDisclosure(false);
  const remove = useFolderCandidates(true);
  useDocumentTitle(data?.folder.name);
  if (error instanceof ApiError && error.status === 404)
    return (
      <PageShell title={t('folder.notFound')}>
        <Button component={Link} to={paths.workspace.cvFolders}>
          {t('folder.backToList')}
        </Button>
      </PageShell>
    );
  const folder = data?.folder;
  const folderId = Number(id);
  return (
    <PageShell
      title={folder?.name ?? t('folder.loading')}
      description={
        folder &&
        t('folder.summary', {
          count: folder.candidate_count,
          n: formatNumber(folder.candidate_count),
          date: formatNumericDate(folder.updated_at),
        })
      }
      actions={
        folder && (
          <FolderActions folderId={folderId} name={folder.name} count={folder.candidate_count} />
        )
      }
    >
      {error ? (
        <Text c="red.9" role="alert">
          {t('folder.failed')}
        </Text>
      ) : isPending || !data ? (
        <CandidateListSkeleton />
      ) : !data.items.length ? (
        <FolderEmpty />
      ) : (
        <Stack gap="sm">
          <BulkActions selected={selected} onClear={() => setSelected([])} addToFolder={false}>
            <Button
              size="xs"
              variant="light"
              leftSection={<IconArrowsExchange size={14} aria-hidden />}
              onClick={move.open}
            >
              {t('folder.move')}
            </Button>
            <DeleteRowButton
              leftSection={<IconTrash size={14} aria-hidden />}
              title={t('folder.removeTitle', { count: selected.length })}
              message={t('folder.removeText', { count: selected.length, name: data.folder.name })}
              confirmLabel={t('folder.remove')}
              pending={remove.isPending}
              onConfirm={(close) =>
                remove.mutate(
                  { folderId, candidateIds: selected },
                  {
                    onSuccess: () => {
                      setSelected([]);
                      close();
                    },
                  },
                )
              }
            >
              {t('folder.remove')}
            </DeleteRowButton>
          </BulkActions>
          <CandidateList
            items={data.items}
            selected={selected}
            onSelect={setSelected}
            label={t('folder.candidates', { name: data.folder.name })}
            extra={(candidate) => (
              <Text size="xs" c="dimmed">
                {t('folder.addedOn', { date: formatNumericDate(candidate.added_at) })}
              </Text>
            )}
          />
          <Pager
            page={page}
            pageSize={data.page_size}
            total={data.total}
            onChange={(p) => setParams(p > 1 ? { page: String(p) } : {})}
          />
        </Stack>
      )}
      <MoveDialog
        from={folderId}
        candidateIds={selected}
        opened={moving}
        onClose={move.close}
        onMoved={() => setSelected([])}
      />
    </PageShell>
  );
}
