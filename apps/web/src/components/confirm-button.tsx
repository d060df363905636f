import { useState, type ReactNode } from 'react';
import { Button, Group, Modal, Stack, Text, type ButtonProps } from '@mantine/core';

/** A button that asks before it acts (withdraw, delete ...). `onConfirm` answers whether it worked. */
export function ConfirmButton({
  children,
  title,
  message,
  confirmLabel,
  cancelLabel = 'Cancel',
  onConfirm,
  ...buttonProps
}: ButtonProps & {
  children: ReactNode;
  title: string;
  message: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  onConfirm: () => Promise<boolean | void>;
}) {
  const [opened, setOpened] = useState(false);
  const [busy, setBusy] = useState(false);
  return (
    <>
      <Button {...buttonProps} onClick={() => setOpened(true)}>
        {children}
      </Button>
      <Modal opened={opened} onClose={() => setOpened(false)} title={title} centered>
        <Stack>
          <Text size="sm">{message}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setOpened(false)}>
              {cancelLabel}
            </Button>
            <Button
              color={buttonProps.color ?? 'red'}
              loading={busy}
              onClick={async () => {
                setBusy(true);
                try {
                  if ((await onConfirm()) !== false) setOpened(false);
                } finally {
                  setBusy(false);
                }
              }}
            >
              {confirmLabel}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
