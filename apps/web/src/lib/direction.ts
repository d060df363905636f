import { useDirection } from '@mantine/core';

/**
 * The physical sides where lines start and end in the app's reading direction, for the props that
 * know only left and right (drawers, tooltips, fixed corners).
 */
export function useSides() {
  const { dir } = useDirection();
  return dir === 'rtl'
    ? ({ start: 'right', end: 'left' } as const)
    : ({ start: 'left', end: 'right' } as const);
}
