import { Fragment, useState, type ReactNode } from 'react';
import {
  ActionIcon,
  Button,
  Group,
  Modal,
  Stack,
  Text,
  Tooltip,
  type MantineSpacing,
} from '@mantine/core';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useReadOnly } from './read-only';
import { useRemoveItem } from './profile-api';

/** Asks before an entry is removed. */
function ConfirmRemove({
  noun,
  opened,
  busy,
  onCancel,
  onConfirm,
}: {
  noun: string;
  opened: boolean;
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const { t } = useTranslation('candidate');
  return (
    <Modal
      opened={opened}
      onClose={onCancel}
      title={t('profile.list.removeTitle', { noun })}
      centered
    >
      <Text size="sm">{t('profile.list.removeText')}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onCancel}>
          {t('profile.list.keep')}
        </Button>
        <Button color="red" loading={busy} onClick={onConfirm}>
          {t('profile.list.remove')}
        </Button>
      </Group>
    </Modal>
  );
}

/** One entry of a list: what it is, then edit and remove buttons named after it. */
export function ItemRow({
  title,
  subtitle,
  details,
  badges,
  onEdit,
  onRemove,
}: {
  title: string;
  subtitle?: ReactNode;
  details?: ReactNode;
  badges?: ReactNode;
  onEdit: () => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation('candidate');
  const readOnly = useReadOnly();
  return (
    <Group
      component="li"
      justify="space-between"
      align="flex-start"
      wrap="nowrap"
      py="sm"
      style={{ borderBlockStart: '1px solid var(--mantine-color-gray-2)' }}
    >
      <Stack gap={2} style={{ minWidth: 0 }}>
        <Group gap="xs">
          <Text fw={600}>{title}</Text>
          {badges}
        </Group>
        {subtitle && (
          <Text size="sm" c="dimmed">
            {subtitle}
          </Text>
        )}
        {details && (
          <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
            {details}
          </Text>
        )}
      </Stack>
      {!readOnly && (
        <Group gap={4} wrap="nowrap">
          <Tooltip label={t('profile.list.edit')}>
            <ActionIcon
              variant="subtle"
              onClick={onEdit}
              aria-label={t('profile.list.editItem', { title })}
            >
              <IconPencil size={18} aria-hidden />
            </ActionIcon>
          </Tooltip>
          <Tooltip label={t('profile.list.remove')}>
            <ActionIcon
              variant="subtle"
              color="red"
              onClick={onRemove}
              aria-label={t('profile.list.removeItem', { title })}
            >
              <IconTrash size={18} aria-hidden />
            </ActionIcon>
          </Tooltip>
        </Group>
      )}
    </Group>
  );
}

type Editing<Item> = { item: Item | null } | null;

/**
 * A list section: the entries, an empty state, an add button, and a modal form to add or edit.
 * `form` renders the modal's form for an entry (null for a new one).
 */
export function ListSection<Item extends { id: string }>({
  items,
  noun,
  empty,
  row,
  form,
  itemPath,
}: {
  items: Item[];
  noun: string;
  empty: string;
  row: (item: Item, edit: () => void, remove: () => void) => ReactNode;
  form: (item: Item | null, close: () => void) => ReactNode;
  itemPath: (id: string) => string;
}) {
  const { t } = useTranslation('candidate');
  const readOnly = useReadOnly();
  const remove = useRemoveItem(itemPath);
  const [editing, setEditing] = useState<Editing<Item>>(null);
  const [removing, setRemoving] = useState<Item | null>(null);
  const close = () => setEditing(null);
  return (
    <Stack gap="xs">
      {items.length ? (
        <Stack component="ul" gap={0} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {items.map((item) => (
            <Fragment key={item.id}>
              {row(
                item,
                () => setEditing({ item }),
                () => setRemoving(item),
              )}
            </Fragment>
          ))}
        </Stack>
      ) : (
        <Text size="sm" c="dimmed">
          {empty}
        </Text>
      )}
      {!readOnly && (
        <Group>
          <Button
            variant="light"
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={() => setEditing({ item: null })}
          >
            {t('profile.list.add', { noun })}
          </Button>
        </Group>
      )}
      <Modal
        opened={!!editing}
        onClose={close}
        title={
          editing?.item
            ? t('profile.list.editTitle', { noun })
            : t('profile.list.addTitle', { noun })
        }
        size="lg"
        centered
      >
        {editing && form(editing.item, close)}
      </Modal>
      <ConfirmRemove
        noun={noun}
        opened={!!removing}
        busy={remove.isPending}
        onCancel={() => setRemoving(null)}
        onConfirm={() => {
          if (removing) remove.mutate(removing.id, { onSuccess: () => setRemoving(null) });
        }}
      />
    </Stack>
  );
}

/**
 * The cancel and save buttons of a profile form: an entry's modal (Add for a new entry) or a
 * section's form.
 */
export function ProfileFormActions({
  onCancel,
  saving,
  adding = false,
  mt = 'lg',
}: {
  onCancel: () => void;
  saving: boolean;
  adding?: boolean;
  mt?: MantineSpacing;
}) {
  const { t } = useTranslation('candidate');
  return (
    <Group justify="flex-end" mt={mt}>
      <Button variant="default" onClick={onCancel}>
        {t('profile.cancel')}
      </Button>
      <Button type="submit" loading={saving}>
        {adding ? t('profile.add') : t('profile.save')}
      </Button>
    </Group>
  );
}
