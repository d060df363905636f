import { Alert, Button, Group, Skeleton, Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { MOBILE_BREAKPOINT_PX } from '@logicareers/shared/constants';

/** Rows that stand in for a list while it loads. */
export function ListSkeleton({
  rows = 5,
  height = 32,
  label,
}: {
  rows?: number;
  height?: number;
  /** What is loading, for screen readers. */
  label?: string;
}) {
  return (
    <Stack aria-busy="true" aria-label={label}>
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} h={height} />
      ))}
    </Stack>
  );
}

/** Something that could not be read, with a way to try again. */
export function LoadError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
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

/** Whether the screen is a phone's (SPEC.md section 9): lists become cards. */
export const usePhone = () =>
  useMediaQuery(`(max-width: ${MOBILE_BREAKPOINT_PX}px)`, undefined, {
    getInitialValueInEffect: false,
  });
