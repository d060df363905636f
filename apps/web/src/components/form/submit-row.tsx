import type { ReactNode } from 'react';
import { Button, Group } from '@mantine/core';

/** A form's last row: its submit button at the end, any other way out (cancel) before it. */
export function SubmitRow({
  loading,
  label,
  children,
}: {
  loading: boolean;
  label: ReactNode;
  children?: ReactNode;
}) {
  return (
    <Group justify="flex-end">
      {children}
      <Button type="submit" loading={loading}>
        {label}
      </Button>
    </Group>
  );
}
