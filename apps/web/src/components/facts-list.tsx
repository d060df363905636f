import type { ReactNode } from 'react';
import { Group, Stack, Text } from '@mantine/core';

/** Labelled facts about one thing (a user, an enquiry), as a description list. */
export function FactsList({
  facts,
  labelWidth = 120,
}: {
  facts: [label: string, value: ReactNode][];
  labelWidth?: number;
}) {
  return (
    <Stack gap={4} component="dl" m={0}>
      {facts.map(([label, value]) => (
        <Group key={label} gap="xs" wrap="nowrap" align="baseline">
          <Text component="dt" size="sm" c="dimmed" w={labelWidth} style={{ flexShrink: 0 }}>
            {label}
          </Text>
          <Text component="dd" size="sm" m={0} style={{ wordBreak: 'break-word' }}>
            {value}
          </Text>
        </Group>
      ))}
    </Stack>
  );
}
