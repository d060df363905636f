import { useDirection } from '@mantine/core';

const LOGICAL = { start: 'left', end: 'right' } as const;

/**
 * The sides where lines start and end, for the props of Mantine's drawers, tooltips, popovers and
 * affixes. Mantine reads their 'left' as the start of the reading direction and 'right' as its end
 * (it turns them round itself in right-to-left pages), so these are the same in every language.
 */
export function useSides() {
  return LOGICAL;
}

/**
 * The physical sides where lines start and end in the app's reading direction, for the props that
 * Mantine does not turn round (the toasts' corner), read from Mantine's DirectionProvider.
 */
export function usePhysicalSides() {
  const { dir } = useDirection();
  return dir === 'rtl'
    ? ({ start: 'right', end: 'left' } as const)
    : ({ start: 'left', end: 'right' } as const);
}
