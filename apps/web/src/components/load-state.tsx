import { Alert, Button, Group, Skeleton, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Rows that stand in for a list while it loads. */
export function ListSkeleton({ rows = 5 }: { rows?: number }) {
  return (
    <Stack aria-busy="true">
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} h={32} />
      ))}
    </Stack>
  );
}

/** A list that could not be read, with a way to try again. */
export function LoadError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('common');
  return (
    <Alert color="red" role="alert">
      <Group justify="space-between">
        {t('loadState.error')}
        <Button size="xs" variant="light" onClick={onRetry}>
          {t('loadState.retry')}
        </Button>
      </Group>
    </Alert>
  );
}
