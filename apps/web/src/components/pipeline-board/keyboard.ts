import type { KeyboardCoordinateGetter } from '@dnd-kit/core';

const NEXT = ['ArrowRight', 'ArrowDown'];
const PREVIOUS = ['ArrowLeft', 'ArrowUp'];

/**
 * Arrow keys take a picked-up card from column to column, as the columns are laid out on screen
 * (so right is right in Arabic too, and down is the next stage when the columns are stacked):
 * the card's new place is the top of the next column's drop area.
 */
export const columnKeyboardCoordinates: KeyboardCoordinateGetter = (
  event,
  { context: { active, collisionRect, droppableRects, droppableContainers, over } },
) => {
  const forward = NEXT.includes(event.code);
  if (!forward && !PREVIOUS.includes(event.code)) return undefined;
  event.preventDefault();
  if (!active || !collisionRect) return undefined;
  const columns = droppableContainers
    .getEnabled()
    .flatMap((container) => {
      const rect = droppableRects.get(container.id);
      return rect ? [{ id: container.id, rect }] : [];
    })
    .sort((a, b) => a.rect.top - b.rect.top || a.rect.left - b.rect.left);
  if (!columns.length) return undefined;
  const horizontal = event.code === 'ArrowRight' || event.code === 'ArrowLeft';
  const ordered = horizontal ? [...columns].sort((a, b) => a.rect.left - b.rect.left) : columns;
  const here = ordered.findIndex((column) => column.id === over?.id);
  const next = here === -1 ? (forward ? 0 : ordered.length - 1) : here + (forward ? 1 : -1);
  const target = ordered[Math.max(0, Math.min(ordered.length - 1, next))];
  return {
    x: target.rect.left + Math.max(0, (target.rect.width - collisionRect.width) / 2),
    y: target.rect.top + 8,
  };
};
