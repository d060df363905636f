import { useState, type ReactNode } from 'react';
import { Button, Group, Modal, Stack, Text, type ButtonProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * A button that asks before it acts (withdraw, delete ...). `onConfirm` gets a function that closes
 * the dialog, to call once the action worked (`mutation.mutate(x, { onSuccess: close })`); while
 * `pending`, the confirm button waits. An `onConfirm` that returns a promise closes the dialog when
 * the promise settles with anything but false.
 */
export function ConfirmButton({
  children,
  title,
  message,
  confirmLabel,
  cancelLabel,
  onConfirm,
  pending = false,
  ...buttonProps
}: ButtonProps & {
  children: ReactNode;
  title: string;
  message: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  onConfirm: (close: () => void) => unknown;
  pending?: boolean;
}) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const close = () => setOpened(false);
  return (
    <>
      <Button {...buttonProps} onClick={() => setOpened(true)}>
        {children}
      </Button>
      <Modal opened={opened} onClose={close} title={title} centered>
        <Stack>
          <Text size="sm">{message}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {cancelLabel ?? t('action.cancel')}
            </Button>
            <Button
              color={buttonProps.color ?? 'red'}
              loading={pending}
              onClick={() => {
                const result = onConfirm(close);
                if (result instanceof Promise)
                  void result.then(
                    (done) => done !== false && close(),
                    () => undefined,
                  );
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
