import { type ReactNode, useState } from 'react';
import { Button, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { ConfirmButton } from '../../components/confirm-button';
import { actionsColumn, ListEmpty, ListTable } from '../../components/list-table';

/** What the buttons of one row say: edit, remove, and the question before removing. */
export interface PartRowTexts {
  edit: string;
  remove: string;
  removeText: string;
}

/**
 * A list a company keeps of itself (its contacts, its branches) as a table: add, edit in a modal,
 * remove after a question; read only for those who may not change the company.
 */
export function PartList<T extends { id: number }>({
  items,
  editable,
  add,
  empty,
  removeTitle,
  columns,
  rowTexts,
  removing,
  onRemove,
  modal,
}: {
  items: T[];
  editable: boolean;
  add: string;
  empty: string;
  removeTitle: string;
  columns: { header: string; cell: (item: T) => ReactNode }[];
  rowTexts: (item: T) => PartRowTexts;
  removing: boolean;
  onRemove: (item: T, close: () => void) => void;
  /** The form that adds ('new') or edits an item. */
  modal: (item: T | 'new', close: () => void) => ReactNode;
}) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<T | 'new' | null>(null);
  return (
    <Stack>
      {editable && (
        <Button
          style={{ alignSelf: 'flex-start' }}
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={() => setEditing('new')}
        >
          {add}
        </Button>
      )}
      <ListTable
        framed={false}
        rows={items}
        rowKey={(item) => item.id}
        columns={[
          ...columns.map((column) => ({ ...column, key: column.header })),
          ...(editable
            ? [
                actionsColumn<T>(t('action.actions'), (item) => {
                  const texts = rowTexts(item);
                  return (
                    <>
                      <Button
                        size="compact-sm"
                        variant="subtle"
                        aria-label={texts.edit}
                        onClick={() => setEditing(item)}
                      >
                        <IconPencil size={16} aria-hidden />
                      </Button>
                      <ConfirmButton
                        size="compact-sm"
                        variant="subtle"
                        color="red"
                        aria-label={texts.remove}
                        title={removeTitle}
                        message={texts.removeText}
                        confirmLabel={texts.remove}
                        pending={removing}
                        onConfirm={(close) => onRemove(item, close)}
                      >
                        <IconTrash size={16} aria-hidden />
                      </ConfirmButton>
                    </>
                  );
                }),
              ]
            : []),
        ]}
        minWidth={600}
        empty={<ListEmpty>{empty}</ListEmpty>}
      />
      {editing && modal(editing, () => setEditing(null))}
    </Stack>
  );
}
