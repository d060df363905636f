import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Badge, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useDroppable } from '@dnd-kit/core';
import { useTranslation } from 'react-i18next';
import type { BoardColumn as Column } from './types';

/**
 * A column of the board: its title and count, its cards, "Show more" while it holds more than are
 * loaded. Cards are dropped anywhere on it, unless it is read-only.
 */
export function BoardColumn({
  column,
  shown,
  children,
}: {
  column: Column;
  shown: number;
  children: ReactNode;
}) {
  const { t } = useTranslation('pipeline');
  const { setNodeRef, isOver } = useDroppable({ id: column.id, disabled: column.readOnly });
  const headingId = `board-column-${column.id}`;
  const list = useRef<HTMLDivElement>(null);
  // After "Show more": how many cards were shown when it was pressed, to take the keyboard to the
  // first card it brought once they are in (the button itself goes when nothing more is left).
  const [before, setBefore] = useState<number | null>(null);
  useEffect(() => {
    if (before === null || column.loading) return;
    if (shown > before)
      list.current?.children[before]?.querySelector<HTMLElement>('a, button, [tabindex]')?.focus();
    setBefore(null);
  }, [before, shown, column.loading]);
  return (
    <Paper
      ref={setNodeRef}
      component="section"
      aria-labelledby={headingId}
      data-column={column.id}
      radius="md"
      p="xs"
      bg={isOver ? 'brand.0' : 'gray.0'}
      withBorder
      style={{
        display: 'flex',
        flexDirection: 'column',
        borderStyle: isOver ? 'dashed' : undefined,
        borderColor: isOver ? 'var(--mantine-primary-color-filled)' : undefined,
      }}
    >
      <Group justify="space-between" wrap="nowrap" gap={4} mb="xs">
        <Title order={2} fz="sm" id={headingId}>
          {column.title}
        </Title>
        <Badge variant="light" color="gray" aria-label={t('board.count', { count: column.count })}>
          {column.count}
        </Badge>
      </Group>
      {column.note}
      {column.readOnly && (
        <Text size="xs" c="dark.3" mb="xs">
          {t('board.readOnly')}
        </Text>
      )}
      <Stack ref={list} component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none', flex: 1 }}>
        {children}
      </Stack>
      {column.loading && !column.hasMore && <Loader size="sm" mx="auto" my="xs" aria-hidden />}
      {!column.loading && shown === 0 && (
        <Text size="sm" c="dark.3" ta="center" py="md">
          {t('board.empty')}
        </Text>
      )}
      {column.hasMore && (
        <Button
          variant="subtle"
          size="xs"
          mt="xs"
          loading={column.loading}
          onClick={() => {
            setBefore(shown);
            column.onShowMore?.();
          }}
        >
          {t('board.showMore', { shown, count: column.count })}
        </Button>
      )}
    </Paper>
  );
}
