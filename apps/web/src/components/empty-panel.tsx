import type { ReactNode } from 'react';
import { Paper, Text, Title } from '@mantine/core';

/**
 * An empty result in a bordered panel of its own: what there is none of, a sentence on why or
 * what to do, and the ways on (buttons) under them.
 */
export function EmptyPanel({
  title,
  hint,
  children,
}: {
  title: ReactNode;
  hint: ReactNode;
  children?: ReactNode;
}) {
  return (
    <Paper withBorder radius="md" p="xl" ta="center">
      <Title order={2} fz="lg">
        {title}
      </Title>
      <Text c="dimmed" mt="xs">
        {hint}
      </Text>
      {children}
    </Paper>
  );
}
