import { useState } from 'react';
import {
  ActionIcon,
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  Modal,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { paths } from '@logicareers/shared/pages';
import {
  MASTER_KINDS,
  MASTER_STATUSES,
  type MasterKind,
  type TMasterAdminItem,
} from '@logicareers/shared/schemas/master-data';
import { ConfirmButton } from '../../components/confirm-button';
import { ListEmpty, ListTable, pagingOf, type ListColumn } from '../../components/list-table';
import { LoadError } from '../../components/load-state';
import { PageShell } from '../../components/page-shell';
import { formatNumber } from '../../lib/format';
import { itemsQuery, useMoveItem, useSetActive } from './master-api';
import { AddItemForm, MergeItemForm, RenameItemForm } from './master-item-forms';

const PAGE_SIZE = 50;
type Status = (typeof MASTER_STATUSES)[number];
type Dialog = { kind: 'add' } | { kind: 'rename' | 'merge'; item: TMasterAdminItem } | null;

/** Up and down among the item's siblings (an area among its emirate's areas). */
function OrderButtons({
  item,
  canUp,
  canDown,
}: {
  item: TMasterAdminItem;
  canUp: boolean;
  canDown: boolean;
}) {
  const { t } = useTranslation('masterAdmin');
  const move = useMoveItem();
  const pending = move.isPending && move.variables?.id === item.id;
  return (
    <Group gap={4} wrap="nowrap">
      <ActionIcon
        variant="default"
        disabled={!canUp || pending}
        aria-label={t('action.up', { name: item.name })}
        onClick={() => move.mutate({ id: item.id, direction: 'up' })}
      >
        <span aria-hidden="true">↑</span>
      </ActionIcon>
      <ActionIcon
        variant="default"
        disabled={!canDown || pending}
        aria-label={t('action.down', { name: item.name })}
        onClick={() => move.mutate({ id: item.id, direction: 'down' })}
      >
        <span aria-hidden="true">↓</span>
      </ActionIcon>
    </Group>
  );
}

function ItemActions({ item, onOpen }: { item: TMasterAdminItem; onOpen: (d: Dialog) => void }) {
  const { t } = useTranslation('masterAdmin');
  const setActive = useSetActive();
  const label = (action: string) => `${action}: ${item.name}`;
  return (
    <Group gap="xs" wrap="nowrap">
      <Button
        size="xs"
        variant="light"
        aria-label={label(t('action.rename'))}
        onClick={() => onOpen({ kind: 'rename', item })}
      >
        {t('action.rename')}
      </Button>
      {item.active ? (
        <ConfirmButton
          size="xs"
          variant="subtle"
          color="orange"
          aria-label={label(t('action.deactivate'))}
          title={t('deactivate.title', { name: item.name })}
          message={t('deactivate.text', {
            jobs: formatNumber(item.usage.jobs),
            candidates: formatNumber(item.usage.candidates),
            alerts: formatNumber(item.usage.alerts),
          })}
          confirmLabel={t('action.deactivate')}
          pending={setActive.isPending}
          onConfirm={(done) =>
            setActive.mutate({ id: item.id, active: false }, { onSuccess: done })
          }
        >
          {t('action.deactivate')}
        </ConfirmButton>
      ) : (
        <Button
          size="xs"
          variant="subtle"
          aria-label={label(t('action.reactivate'))}
          loading={setActive.isPending}
          onClick={() => setActive.mutate({ id: item.id, active: true })}
        >
          {t('action.reactivate')}
        </Button>
      )}
      <Button
        size="xs"
        variant="subtle"
        color="red"
        aria-label={label(t('action.merge'))}
        onClick={() => onOpen({ kind: 'merge', item })}
      >
        {t('action.merge')}
      </Button>
    </Group>
  );
}

function ItemName({ item }: { item: TMasterAdminItem }) {
  const { t } = useTranslation('masterAdmin');
  return (
    <Group gap={6} wrap="wrap" pl={item.parent_id ? 'md' : 0}>
      <Text fw={item.parent_id ? 400 : 600} size="sm">
        {item.name}
      </Text>
      {item.name_ar ? (
        <Text
          size="sm"
          lang="ar"
          dir="rtl"
          aria-label={t('kind.arabicName', { name: item.name_ar })}
        >
          {item.name_ar}
        </Text>
      ) : (
        <Text size="xs" c="dimmed">
          {t('kind.noArabicName')}
        </Text>
      )}
      {item.parent_name && (
        <Text size="xs" c="dimmed">
          {t('kind.inEmirate', { emirate: item.parent_name })}
        </Text>
      )}
      {!item.active && (
        <Badge color="gray" variant="light" size="sm">
          {t('kind.inactive')}
        </Badge>
      )}
    </Group>
  );
}

/** The add, rename or merge form, in one dialog. */
function ItemDialog({
  kind,
  dialog,
  onClose,
}: {
  kind: MasterKind;
  dialog: Dialog;
  onClose: () => void;
}) {
  const { t } = useTranslation('masterAdmin');
  return (
    <Modal
      opened={dialog !== null}
      onClose={onClose}
      title={
        dialog?.kind === 'add'
          ? t('form.addTitle', { list: t(`kinds.${kind}`) })
          : dialog?.kind === 'rename'
            ? t('form.renameTitle', { name: dialog.item.name })
            : dialog?.kind === 'merge'
              ? t('merge.title', { name: dialog.item.name })
              : undefined
      }
    >
      {dialog?.kind === 'add' && <AddItemForm kind={kind} onDone={onClose} />}
      {dialog?.kind === 'rename' && (
        <RenameItemForm key={dialog.item.id} item={dialog.item} onDone={onClose} />
      )}
      {dialog?.kind === 'merge' && (
        <MergeItemForm key={dialog.item.id} item={dialog.item} onDone={onClose} />
      )}
    </Modal>
  );
}

type Move = (item: TMasterAdminItem) => { canUp: boolean; canDown: boolean };

/** The items' columns: their order (when the list may be reordered), name, usage and actions. */
function useItemColumns(
  reorderable: boolean,
  canMove: Move,
  onOpen: (d: Dialog) => void,
): ListColumn<TMasterAdminItem>[] {
  const { t } = useTranslation('masterAdmin');
  const used = (key: 'jobs' | 'candidates' | 'alerts'): ListColumn<TMasterAdminItem> => ({
    key,
    header: t(`kind.column.${key}`),
    align: 'end',
    cell: (item) => formatNumber(item.usage[key]),
  });
  return [
    ...(reorderable
      ? [
          {
            key: 'order',
            header: t('kind.column.order'),
            cell: (item: TMasterAdminItem) => <OrderButtons item={item} {...canMove(item)} />,
          },
        ]
      : []),
    { key: 'name', header: t('kind.column.name'), cell: (item) => <ItemName item={item} /> },
    used('jobs'),
    used('candidates'),
    used('alerts'),
    {
      key: 'actions',
      header: t('kind.column.actions'),
      cell: (item) => <ItemActions item={item} onOpen={onOpen} />,
    },
  ];
}

/** An item as a card on a phone: name and order, its usage in one line, its actions. */
function ItemCard({
  item,
  reorderable,
  canMove,
  onOpen,
}: {
  item: TMasterAdminItem;
  reorderable: boolean;
  canMove: Move;
  onOpen: (d: Dialog) => void;
}) {
  const { t } = useTranslation('masterAdmin');
  return (
    <Stack gap={6}>
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <ItemName item={item} />
        {reorderable && <OrderButtons item={item} {...canMove(item)} />}
      </Group>
      <Text size="sm" c="dimmed">
        {t('kind.usage', {
          jobs: formatNumber(item.usage.jobs),
          candidates: formatNumber(item.usage.candidates),
          alerts: formatNumber(item.usage.alerts),
        })}
      </Text>
      <ItemActions item={item} onOpen={onOpen} />
    </Stack>
  );
}

/** `/admin-pannel/master/:kind`: one list's items with what uses each, and every change to them. */
export function MasterKindPage() {
  const { t } = useTranslation('masterAdmin');
  const param = useParams().kind ?? '';
  const kind = (MASTER_KINDS as readonly string[]).includes(param) ? (param as MasterKind) : null;
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), 300);
  const [status, setStatus] = useState<Status>('all');
  const [page, setPage] = useState(1);
  const [dialog, setDialog] = useState<Dialog>(null);
  const items = useQuery({
    ...itemsQuery(kind ?? 'designation', {
      q: q || undefined,
      status,
      page: String(page),
      page_size: String(PAGE_SIZE),
    }),
    enabled: kind !== null,
  });
  // The order means something in the whole list only.
  const reorderable = !q && status === 'all';
  const list = items.data?.items ?? [];
  const lastPage = items.data ? Math.max(1, Math.ceil(items.data.total / PAGE_SIZE)) : 1;
  const siblings = (item: TMasterAdminItem) => list.filter((i) => i.parent_id === item.parent_id);
  const canMove = (item: TMasterAdminItem) => {
    const group = siblings(item);
    const at = group.indexOf(item);
    return { canUp: at > 0 || page > 1, canDown: at < group.length - 1 || page < lastPage };
  };
  const columns = useItemColumns(reorderable, canMove, setDialog);
  const back = (
    <Anchor component={Link} to={paths.admin.masterList} size="sm">
      {t('kind.back')}
    </Anchor>
  );
  if (!kind)
    return (
      <PageShell title={t('list.title')}>
        <Stack>
          <Alert color="red" role="alert">
            {t('kind.unknown')}
          </Alert>
          {back}
        </Stack>
      </PageShell>
    );

  const close = () => setDialog(null);

  return (
    <PageShell
      title={t(`kinds.${kind}`)}
      description={t('kind.description')}
      actions={<Button onClick={() => setDialog({ kind: 'add' })}>{t('kind.add')}</Button>}
    >
      <ItemDialog kind={kind} dialog={dialog} onClose={close} />
      <Stack>
        {back}
        <Group align="flex-end">
          <TextInput
            label={t('kind.search')}
            type="search"
            value={search}
            onChange={(event) => {
              setSearch(event.currentTarget.value);
              setPage(1);
            }}
            style={{ flex: '1 1 16rem' }}
          />
          <Stack gap={4}>
            <Text size="sm" fw={500} id="master-status-label">
              {t('kind.status')}
            </Text>
            <SegmentedControl
              aria-labelledby="master-status-label"
              value={status}
              onChange={(value) => {
                setStatus(value as Status);
                setPage(1);
              }}
              data={MASTER_STATUSES.map((s) => ({ value: s, label: t(`kind.statuses.${s}`) }))}
            />
          </Stack>
        </Group>
        {!reorderable && (
          <Text size="sm" c="dimmed">
            {t('kind.reorderHint')}
          </Text>
        )}
        <ListTable
          rows={items.data && list}
          rowKey={(item) => item.id}
          columns={columns}
          minWidth={760}
          label={t(`kinds.${kind}`)}
          loading={items.isPending}
          error={items.isError && <LoadError onRetry={() => void items.refetch()} />}
          empty={<ListEmpty>{t('kind.empty')}</ListEmpty>}
          paging={pagingOf(
            items.data && { page_size: PAGE_SIZE, total: items.data.total },
            page,
            setPage,
          )}
          cards={{
            card: (item) => (
              <ItemCard
                item={item}
                reorderable={reorderable}
                canMove={canMove}
                onOpen={setDialog}
              />
            ),
          }}
        />
      </Stack>
    </PageShell>
  );
}
