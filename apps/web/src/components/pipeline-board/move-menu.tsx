import { ActionIcon, Button, Menu } from '@mantine/core';
import { IconArrowsExchange, IconChevronDown } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { BoardColumn } from './types';

/**
 * "Move to" a column, without dragging: on each card (an icon, named for the card) and over the
 * chosen cards (a button). Offers the columns cards may enter, less the one they are in.
 */
export function MoveMenu({
  columns,
  current,
  label,
  onMove,
  asButton = false,
  disabled = false,
}: {
  columns: BoardColumn[];
  current?: string;
  label: string;
  onMove: (to: string) => void;
  asButton?: boolean;
  disabled?: boolean;
}) {
  const { t } = useTranslation('pipeline');
  const targets = columns.filter((column) => !column.readOnly && column.id !== current);
  return (
    <Menu position="bottom-end" withinPortal shadow="md">
      <Menu.Target>
        {asButton ? (
          <Button
            size="xs"
            variant="light"
            disabled={disabled}
            rightSection={<IconChevronDown size={14} aria-hidden />}
          >
            {label}
          </Button>
        ) : (
          <ActionIcon variant="subtle" color="gray" aria-label={label} disabled={disabled}>
            <IconArrowsExchange size={18} aria-hidden />
          </ActionIcon>
        )}
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('board.moveTo')}</Menu.Label>
        {targets.map((column) => (
          <Menu.Item key={column.id} onClick={() => onMove(column.id)}>
            {column.title}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
