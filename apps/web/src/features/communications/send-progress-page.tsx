import {
  Alert,
  Anchor,
  Badge,
  Group,
  Paper,
  Progress,
  SimpleGrid,
  Stack,
  Text,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { paths } from '@logicareers/shared/pages';
import { ConfirmButton } from '../../components/confirm-button';
import { PageLoader } from '../../components/guards';
import { PageShell } from '../../components/page-shell';
import { formatNumber } from '../../lib/format';
import { sendProgressQuery, useStopSend } from './communications-api';

/** `email-template/send/{id}`: a bulk send's progress, polled while mails wait, and its Stop. */
export function SendProgressPage() {
  const { t } = useTranslation('communications');
  const { id = '' } = useParams();
  const { data, isPending } = useQuery(sendProgressQuery(id));
  const stop = useStopSend(id);
  if (isPending) return <PageLoader />;
  if (!data) {
    return (
      <PageShell title={t('progress.label')}>
        <Alert color="yellow" role="alert">
          {t('progress.notFound')}
        </Alert>
      </PageShell>
    );
  }
  const handled = data.sent + data.failed + data.cancelled;
  const percent = data.recipients ? Math.round((handled / data.recipients) * 100) : 100;
  const figures = [
    ['recipients', data.recipients],
    ['sent', data.sent],
    ['queued', data.queued],
    ['failed', data.failed],
    ['cancelled', data.cancelled],
    ['skipped', data.skipped],
  ] as const;
  return (
    <PageShell
      title={t('progress.title', { subject: data.subject })}
      actions={
        data.status === 'sending' && (
          <ConfirmButton
            color="red.9"
            variant="outline"
            title={t('progress.stopTitle')}
            message={t('progress.stopText')}
            confirmLabel={t('progress.stop')}
            pending={stop.isPending}
            onConfirm={(close) => stop.mutate(undefined, { onSuccess: close })}
          >
            {t('progress.stop')}
          </ConfirmButton>
        )
      }
    >
      <Stack gap="lg">
        <Paper withBorder radius="md" p="md">
          <Stack gap="sm">
            <Group justify="space-between">
              <Badge
                color={
                  data.status === 'done' ? 'green' : data.status === 'stopped' ? 'gray' : 'blue'
                }
                variant="light"
              >
                {t(`progress.status.${data.status}`)}
              </Badge>
              <Text size="sm" aria-live="polite">
                {t('progress.summary', {
                  done: formatNumber(handled),
                  total: formatNumber(data.recipients),
                })}
              </Text>
            </Group>
            <Progress
              value={percent}
              size="lg"
              aria-label={t('progress.label')}
              animated={data.status === 'sending'}
            />
          </Stack>
        </Paper>
        <SimpleGrid cols={{ base: 2, sm: 3, md: 6 }} component="dl">
          {figures.map(([key, value]) => (
            <Paper key={key} withBorder radius="md" p="sm">
              <Text component="dt" size="sm" c="dimmed">
                {t(`progress.${key}`)}
              </Text>
              <Text component="dd" fw={700} fz="xl" m={0}>
                {formatNumber(value)}
              </Text>
            </Paper>
          ))}
        </SimpleGrid>
        <Anchor component={Link} to={paths.workspace.emailTemplates}>
          {t('progress.templates')}
        </Anchor>
      </Stack>
    </PageShell>
  );
}
