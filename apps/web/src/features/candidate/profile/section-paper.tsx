import type { ReactNode } from 'react';
import { Paper } from '@mantine/core';

/**
 * One section of the profile: a card labelled by its title (the element `{id}-title`), kept clear
 * of the sticky header when the page scrolls to it.
 */
export function SectionPaper({ id, children }: { id: string; children: ReactNode }) {
  return (
    <Paper
      component="section"
      id={id}
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'lg' }}
      aria-labelledby={`${id}-title`}
      style={{ scrollMarginBlockStart: 90 }}
    >
      {children}
    </Paper>
  );
}
