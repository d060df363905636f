import { Alert, Button, Group, Modal, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { UNDO_WINDOW_SECONDS } from '@logicareers/shared/schemas/candidate';
import { statusMailQuery } from './board-api';

/** A move waiting for the recruiter's answer: the applications, where to, the first one's name. */
export type PendingMove = { ids: string[]; status: string; name: string };

/** The e-mail the move would send the first candidate, as it would be sent. */
function MailPreview({ applicationId, status }: { applicationId: string; status: string }) {
  const { t } = useTranslation('pipeline');
  const { data, isPending, error } = useQuery(statusMailQuery(applicationId, status));
  if (isPending) return <Skeleton height={160} radius="md" />;
  if (error)
    return (
      <Alert color="yellow" role="status">
        {t('notify.previewError')}
      </Alert>
    );
  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      bg="gray.0"
      role="document"
      aria-label={t('notify.previewLabel')}
      data-mail-preview
    >
      <Text size="xs" c="dark.3">
        {t('notify.to', { to: data.to })}
      </Text>
      <Text size="sm" fw={600} mb="xs">
        {t('notify.subject', { subject: data.subject })}
      </Text>
      <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} dir="auto">
        {data.text}
      </Text>
    </Paper>
  );
}

/**
 * "Notify the candidate?" before a move: the e-mail they would get, then "Move and notify",
 * "Move without e-mail" or cancel. For several candidates, the first one's e-mail stands for all.
 */
export function NotifyPrompt({
  move,
  statusName,
  busy,
  onAnswer,
}: {
  move: PendingMove | null;
  statusName: string;
  busy: boolean;
  onAnswer: (answer: 'notify' | 'quiet' | 'cancel') => void;
}) {
  const { t } = useTranslation('pipeline');
  const many = (move?.ids.length ?? 0) > 1;
  return (
    <Modal
      opened={move !== null}
      onClose={() => onAnswer('cancel')}
      size="lg"
      title={
        many
          ? t('notify.titleMany', { count: move!.ids.length, status: statusName })
          : t('notify.title', { status: statusName })
      }
    >
      {move && (
        <Stack gap="sm">
          <Text size="sm">
            {many ? t('notify.introMany', { name: move.name }) : t('notify.intro')}
          </Text>
          <MailPreview applicationId={move.ids[0]} status={move.status} />
          <Text size="xs" c="dark.3">
            {t('notify.held', { seconds: UNDO_WINDOW_SECONDS })}
          </Text>
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={() => onAnswer('cancel')} disabled={busy}>
              {t('notify.cancel')}
            </Button>
            <Button variant="light" onClick={() => onAnswer('quiet')} loading={busy}>
              {t('notify.moveQuietly')}
            </Button>
            <Button onClick={() => onAnswer('notify')} loading={busy} data-autofocus>
              {t('notify.moveAndNotify')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
