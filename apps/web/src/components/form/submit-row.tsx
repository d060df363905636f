import type { ReactNode } from 'react';
import { Button, Group } from '@mantine/core';

/**
 * A form's last row: its submit button at the end, any other way out before it: a cancel button
 * (`onCancel`, named by `cancelLabel`) or what `children` holds.
 */
export function SubmitRow({
  loading,
  label,
  onCancel,
  cancelLabel,
  children,
}: {
  loading: boolean;
  label: ReactNode;
  onCancel?: () => void;
  cancelLabel?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <Group justify="flex-end">
      {onCancel && (
        <Button variant="default" onClick={onCancel}>
          {cancelLabel}
        </Button>
      )}
      {children}
      <Button type="submit" loading={loading}>
        {label}
      </Button>
    </Group>
  );
}
