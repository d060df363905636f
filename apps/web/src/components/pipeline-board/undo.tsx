import { Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';

/** How long an undo is offered after a move. */
export const UNDO_SECONDS = 10;

/**
 * Tells what was done, with an Undo button for `UNDO_SECONDS`; the notification closes on undo.
 * Answers its id.
 */
export function showUndo({
  message,
  undoLabel,
  onUndo,
}: {
  message: string;
  undoLabel: string;
  onUndo: () => void;
}) {
  const id = `undo-${Date.now()}-${Math.random().toString(36).slice(2)}`;
  notifications.show({
    id,
    autoClose: UNDO_SECONDS * 1000,
    withCloseButton: true,
    message: (
      <Group justify="space-between" wrap="nowrap" gap="sm" data-undo-notice>
        <Text size="sm" style={{ flex: 1, minWidth: 0 }}>
          {message}
        </Text>
        <Button
          size="compact-sm"
          variant="light"
          style={{ flexShrink: 0 }}
          onClick={() => {
            notifications.hide(id);
            onUndo();
          }}
        >
          {undoLabel}
        </Button>
      </Group>
    ),
  });
  return id;
}
