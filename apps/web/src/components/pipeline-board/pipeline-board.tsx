import { useMemo, useRef, useState } from 'react';
import { Box, Button, Group, Paper, Text } from '@mantine/core';
import {
  type Announcements,
  type CollisionDetection,
  DndContext,
  DragOverlay,
  KeyboardSensor,
  MouseSensor,
  pointerWithin,
  rectIntersection,
  TouchSensor,
  type UniqueIdentifier,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { BoardCard } from './board-card';
import { BoardColumn } from './board-column';
import { columnKeyboardCoordinates } from './keyboard';
import { MoveMenu } from './move-menu';
import type { BoardItem, PipelineBoardProps } from './types';

/** The column under the pointer; from the keyboard (no pointer), the one the card overlaps most. */
const columnCollision: CollisionDetection = (args) => {
  const under = args.pointerCoordinates ? pointerWithin(args) : [];
  return under.length ? under : rectIntersection(args);
};

/** What a screen reader hears as a card is picked up, carried and dropped, in the user's language. */
function useAnnouncements<T extends BoardItem>(
  columns: PipelineBoardProps<T>['columns'],
  byId: Map<string, T>,
): Announcements {
  const { t } = useTranslation('pipeline');
  const title = (id: UniqueIdentifier | undefined) =>
    columns.find((column) => column.id === id)?.title ?? '';
  const item = (id: UniqueIdentifier) => byId.get(String(id));
  const name = (id: UniqueIdentifier) => item(id)?.name ?? '';
  // Over its own column as it is picked up: that is said by "picked up", not talked over.
  const justPicked = useRef(false);
  return {
    onDragStart: ({ active }) => {
      justPicked.current = true;
      return t('board.pickedUp', { name: name(active.id), column: title(item(active.id)?.column) });
    },
    onDragOver: ({ active, over }) => {
      const first = justPicked.current;
      justPicked.current = false;
      if (first && over?.id === item(active.id)?.column) return undefined;
      return over
        ? t('board.over', { name: name(active.id), column: title(over.id) })
        : t('board.notOver', { name: name(active.id) });
    },
    onDragEnd: ({ active, over }) =>
      over && over.id !== item(active.id)?.column
        ? t('board.dropped', { name: name(active.id), column: title(over.id) })
        : t('board.droppedBack', { name: name(active.id) }),
    onDragCancel: ({ active }) =>
      t('board.cancelled', { name: name(active.id), column: title(item(active.id)?.column) }),
  };
}

/** Over the board while cards are chosen: how many, move them all, or choose none. */
function SelectionBar({
  count,
  columns,
  onMove,
  onClear,
}: {
  count: number;
  columns: PipelineBoardProps<BoardItem>['columns'];
  onMove: (to: string) => void;
  onClear: () => void;
}) {
  const { t } = useTranslation('pipeline');
  return (
    <Paper withBorder radius="md" p="xs" mb="sm" pos="sticky" top={64} style={{ zIndex: 3 }}>
      <Group justify="space-between" gap="xs">
        <Text size="sm" fw={600} role="status">
          {t('board.selected', { count })}
        </Text>
        <Group gap="xs">
          <MoveMenu columns={columns} label={t('board.moveSelected')} onMove={onMove} asButton />
          <Button size="xs" variant="default" onClick={onClear}>
            {t('board.clearSelection')}
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}

/**
 * A board of stages (issue 39): one column per stage with its count, cards dragged between them
 * with the mouse, a finger or the keyboard (space, arrows, space) and read out to screen readers,
 * moved by a "Move to" menu on each card, and chosen to move together. It moves nothing itself:
 * `onMove` asks its owner, who may confirm, move and refresh `items`; when that answers true,
 * the choice is cleared. On a narrow screen the columns scroll sideways, one at a time.
 */
export function PipelineBoard<T extends BoardItem>({
  label,
  columns,
  items,
  renderCard,
  onMove,
  selectable = false,
}: Omit<PipelineBoardProps<T>, 'onMove'> & {
  onMove: (ids: string[], to: string) => void | boolean | Promise<boolean>;
}) {
  const { t } = useTranslation('pipeline');
  const [activeId, setActiveId] = useState<string | null>(null);
  const [chosen, setChosen] = useState<string[]>([]);
  const byId = useMemo(() => new Map(items.map((item) => [item.id, item])), [items]);
  const selected = chosen.filter((id) => byId.has(id) && !byId.get(id)!.locked);
  const announcements = useAnnouncements(columns, byId);
  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 6 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 250, tolerance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter: columnKeyboardCoordinates }),
  );
  const move = async (ids: string[], to: string) => {
    if (await onMove(ids, to)) setChosen((now) => now.filter((id) => !ids.includes(id)));
  };
  const active = activeId ? byId.get(activeId) : undefined;
  // On a phone a column takes most of the width, the next one peeking in.
  const narrow = useMediaQuery('(max-width: 48em)');
  return (
    <Box role="region" aria-label={t('board.label', { label })} data-pipeline-board>
      {selectable && selected.length > 0 && (
        <SelectionBar
          count={selected.length}
          columns={columns}
          onMove={(to) => void move(selected, to)}
          onClear={() => setChosen([])}
        />
      )}
      <DndContext
        sensors={sensors}
        collisionDetection={columnCollision}
        accessibility={{
          announcements,
          screenReaderInstructions: { draggable: t('board.instructions') },
        }}
        onDragStart={({ active: dragged }) => setActiveId(String(dragged.id))}
        onDragCancel={() => setActiveId(null)}
        onDragEnd={({ active: dragged, over }) => {
          setActiveId(null);
          const item = byId.get(String(dragged.id));
          const target = columns.find((column) => column.id === over?.id);
          if (item && target && !target.readOnly && target.id !== item.column)
            void move([item.id], target.id);
        }}
      >
        <Box
          data-board-columns
          style={{
            display: 'grid',
            gridAutoFlow: 'column',
            gridAutoColumns: narrow ? '80vw' : 'minmax(168px, 1fr)',
            gap: 'var(--mantine-spacing-sm)',
            overflowX: 'auto',
            scrollSnapType: 'x proximity',
            paddingBottom: 'var(--mantine-spacing-xs)',
            alignItems: 'stretch',
          }}
        >
          {columns.map((column) => {
            const cards = items.filter((item) => item.column === column.id);
            return (
              <Box key={column.id} style={{ scrollSnapAlign: 'start', minWidth: 0 }}>
                <BoardColumn column={column} shown={cards.length}>
                  {cards.map((item) => (
                    <li key={item.id}>
                      <BoardCard
                        item={item}
                        columns={columns}
                        selectable={selectable}
                        selected={selected.includes(item.id)}
                        onSelect={(on) =>
                          setChosen((now) =>
                            on ? [...now, item.id] : now.filter((id) => id !== item.id),
                          )
                        }
                        onMove={(to) => void move([item.id], to)}
                      >
                        {renderCard(item)}
                      </BoardCard>
                    </li>
                  ))}
                </BoardColumn>
              </Box>
            );
          })}
        </Box>
        <DragOverlay>
          {active ? (
            <Paper
              withBorder
              radius="md"
              p="xs"
              shadow="lg"
              style={{ cursor: 'grabbing' }}
              data-drag-overlay
            >
              {renderCard(active)}
            </Paper>
          ) : null}
        </DragOverlay>
      </DndContext>
    </Box>
  );
}
