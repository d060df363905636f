import type { ComponentProps, ReactNode } from 'react';
import { ActionIcon, Group, Menu } from '@mantine/core';
import { IconDots } from '@tabler/icons-react';
import { ConfirmButton } from '../confirm-button';
import type { ListColumn } from './list-columns';

/** The last column of a list: a row's buttons side by side at its end, the header for screen readers. */
export const actionsColumn = <T,>(header: string, cell: (row: T) => ReactNode): ListColumn<T> => ({
  key: 'actions',
  header,
  hideHeader: true,
  cell: (row) => (
    <Group gap="xs" justify="flex-end" wrap="nowrap">
      {cell(row)}
    </Group>
  ),
});

/** A list's small red delete button, which asks before it removes. */
export const DeleteRowButton = (props: ComponentProps<typeof ConfirmButton>) => (
  <ConfirmButton size="xs" variant="outline" color="red.9" {...props} />
);

/** A row's menu of actions behind a button of three dots, named for screen readers. */
export function RowMenu({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" aria-label={label}>
          <IconDots size={18} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>{children}</Menu.Dropdown>
    </Menu>
  );
}
