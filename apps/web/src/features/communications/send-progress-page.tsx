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
import { LoadError } from '../../components/load-state';
import { PageShell } from '../../components/page-shell';
import { ApiError } from '../../lib/api-client';
import { formatNumber } from '../../lib/format';
import { sendProgressQuery, useStopSend } from './communications-api';
import { useNextPage } from '../../lib/next-page';
import { LinkButton } from '../../components/link-button';

/** The way back to where the send was started, and Stop while it is sending. */
function ProgressActions({
  sending,
  stop,
}: {
  sending: boolean;
  stop: ReturnType<typeof useStopSend>;
}) {
  const { t } = useTranslation('communications');
  const next = useNextPage();
  return (
    <Group gap="sm">
      {next && (
        <LinkButton variant="default" to={next}>
          {t('progress.back')}
        </LinkButton>
      )}
      {sending && (
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
      )}
    </Group>
  );
}

/**
 * `email-template/send/{id}`: a bulk send's progress while the worker writes and sends its mails
 * (polled while it runs), its Stop, and its result.
 */
export function SendProgressPage() {
  const { t } = useTranslation('communications');
  const { id = '' } = useParams();
  const { data, isPending, error, refetch } = useQuery(sendProgressQuery(id));
  const stop = useStopSend(id);
  if (isPending) return <PageLoader />;
  if (!data) {
    return (
      <PageShell title={t('progress.label')}>
        {error instanceof ApiError && error.status === 404 ? (
          <Alert color="yellow" role="alert">
            {t('progress.notFound')}
          </Alert>
        ) : (
          <LoadError onRetry={() => void refetch()} />
        )}
      </PageShell>
    );
  }
  const handled = data.sent + data.failed + data.cancelled;
  const remaining = data.preparing + data.queued;
  const percent = data.recipients ? Math.round((handled / data.recipients) * 100) : 100;
  const figures = [
    ['recipients', data.recipients],
    ['sent', data.sent],
    ['remaining', remaining],
    ['failed', data.failed],
    ['cancelled', data.cancelled],
    ['skipped', data.skipped],
  ] as const;
  const summary = t('progress.summary', {
    done: formatNumber(handled),
    total: formatNumber(data.recipients),
  });
  return (
    <PageShell
      title={t('progress.title', { subject: data.subject })}
      actions={<ProgressActions sending={data.status === 'sending'} stop={stop} />}
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
                {summary}
              </Text>
            </Group>
            <Progress.Root size="lg">
              <Progress.Section
                value={percent}
                aria-label={t('progress.label')}
                animated={data.status === 'sending'}
              />
            </Progress.Root>
            {data.status === 'sending' && data.preparing > 0 && (
              <Text size="sm" c="dimmed">
                {t('progress.preparing', {
                  count: data.preparing,
                  n: formatNumber(data.preparing),
                })}
              </Text>
            )}
          </Stack>
        </Paper>
        {data.status !== 'sending' && (
          <Alert color={data.status === 'done' ? 'green' : 'gray'} role="status">
            {t(`progress.result.${data.status}`, {
              sent: formatNumber(data.sent),
              failed: formatNumber(data.failed),
              cancelled: formatNumber(data.cancelled),
            })}
          </Alert>
        )}
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
