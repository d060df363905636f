import type { ReactNode, SyntheticEvent } from 'react';
import { ActionIcon, Box, Checkbox, Group, Paper } from '@mantine/core';
import { useDraggable } from '@dnd-kit/core';
import { IconGripVertical } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { MoveMenu } from './move-menu';
import type { BoardColumn, BoardItem } from './types';

/** What a press on these starts: their own action, not a drag of the card. */
const OWN_ACTION = 'input, textarea, select, a, button:not([data-drag-handle]), [role="menuitem"]';

/** Passes a pointer's press to the drag unless it was on a control of the card. */
type Listener = (event: SyntheticEvent) => void;

const unlessOnControl = (listener: Listener | undefined) => (event: SyntheticEvent) => {
  if (!listener || (event.target as HTMLElement).closest(OWN_ACTION)) return;
  listener(event);
};

/**
 * A card on the board: dragged by the mouse or a finger from anywhere on it, picked up from the
 * keyboard by its handle, moved without dragging by its "Move to" menu, and chosen by its box.
 */
export function BoardCard({
  item,
  columns,
  selectable,
  selected,
  onSelect,
  onMove,
  children,
}: {
  item: BoardItem;
  columns: BoardColumn[];
  selectable: boolean;
  selected: boolean;
  onSelect: (selected: boolean) => void;
  onMove: (to: string) => void;
  children: ReactNode;
}) {
  const { t } = useTranslation('pipeline');
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, isDragging } = useDraggable({
    id: item.id,
    disabled: item.locked,
  });
  // The sensors' handlers, by event: onMouseDown, onTouchStart and onKeyDown.
  const on = listeners as Record<string, Listener> | undefined;
  return (
    <Paper
      ref={setNodeRef}
      withBorder
      radius="md"
      p="xs"
      data-card={item.id}
      shadow={selected ? 'sm' : undefined}
      onMouseDown={unlessOnControl(on?.onMouseDown)}
      onTouchStart={unlessOnControl(on?.onTouchStart)}
      style={{
        opacity: isDragging ? 0.35 : 1,
        cursor: item.locked ? undefined : 'grab',
        borderColor: selected ? 'var(--mantine-primary-color-filled)' : undefined,
      }}
    >
      {!item.locked && (
        <Group justify="space-between" wrap="nowrap" gap={4} mb={4}>
          <Group wrap="nowrap" gap={4}>
            <ActionIcon
              ref={setActivatorNodeRef}
              variant="subtle"
              color="gray"
              size="sm"
              data-drag-handle
              {...attributes}
              onKeyDown={on?.onKeyDown}
              aria-label={t('board.handle', { name: item.name })}
              style={{ cursor: 'grab' }}
            >
              <IconGripVertical size={16} aria-hidden />
            </ActionIcon>
            {selectable && (
              <Checkbox
                size="xs"
                checked={selected}
                onChange={(event) => onSelect(event.currentTarget.checked)}
                aria-label={t('board.select', { name: item.name })}
              />
            )}
          </Group>
          <MoveMenu
            columns={columns}
            current={item.column}
            label={t('board.moveMenu', { name: item.name })}
            onMove={onMove}
          />
        </Group>
      )}
      <Box style={{ minWidth: 0 }}>{children}</Box>
    </Paper>
  );
}
