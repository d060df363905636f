import type { ReactNode } from 'react';
import {
  Button,
  Container,
  Group,
  Loader,
  Paper,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { API } from '@logicareers/shared/api';
import type {
  TConfirmSubscriptionResult,
  TUnsubscribeResult,
} from '@logicareers/shared/schemas/alerts';
import { paths } from '@logicareers/shared/pages';
import { Trans, useTranslation } from 'react-i18next';
import { api, ApiError } from '../../../lib/api-client';
import { i18n } from '../../../lib/i18n';

/** The token of an e-mail link, used once: the answer is the same however often it is opened. */
function useLinkAction<T>(path: string) {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const query = useQuery({
    queryKey: ['mail-link', path, token],
    queryFn: () =>
      api<{ message: string; data: T }>(path, { style: 'plain', query: { token } }).then(
        (r) => r.data,
      ),
    enabled: !!token,
    retry: false,
    staleTime: Infinity,
  });
  return { token, ...query };
}

function LinkResult({
  state,
  title,
  children,
  actions,
}: {
  state: 'working' | 'done' | 'failed';
  title: string;
  children?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <Container size="sm" py={{ base: 'xl', sm: 64 }}>
      <Paper withBorder radius="md" p={{ base: 'lg', sm: 'xl' }}>
        <Stack
          align="center"
          ta="center"
          gap="md"
          aria-live="polite"
          aria-busy={state === 'working'}
        >
          {state === 'working' ? (
            <Loader aria-hidden />
          ) : (
            <ThemeIcon
              size={56}
              radius="xl"
              variant="light"
              color={state === 'done' ? 'teal' : 'orange'}
              aria-hidden
            >
              {state === 'done' ? <IconCircleCheck size={32} /> : <IconAlertTriangle size={32} />}
            </ThemeIcon>
          )}
          <Title order={1} fz={{ base: 22, sm: 26 }}>
            {title}
          </Title>
          {children}
          {actions && (
            <Group gap="sm" justify="center" mt="xs">
              {actions}
            </Group>
          )}
        </Stack>
      </Paper>
    </Container>
  );
}

const failure = (error: unknown) =>
  error instanceof ApiError && error.status === 429
    ? i18n.t('candidate:alerts.links.tooMany')
    : i18n.t('candidate:alerts.links.outOfDate');

/** `/unauth/job-alerts/unsubscribe?token=…`: the link at the bottom of every job-alert e-mail. */
export function UnsubscribePage() {
  const { t } = useTranslation('candidate');
  const { token, data, error } = useLinkAction<TUnsubscribeResult>(API.alerts.unsubscribe);
  if (!token || error) {
    return (
      <LinkResult
        state="failed"
        title={t('alerts.links.unsubscribeFailed')}
        actions={
          <Button component={Link} to={paths.candidate.jobAlerts}>
            {t('alerts.links.manage')}
          </Button>
        }
      >
        <Text c="dimmed">
          {t('alerts.links.unsubscribeFailedHint', {
            reason: token ? failure(error) : t('alerts.links.incomplete'),
          })}
        </Text>
      </LinkResult>
    );
  }
  if (!data) return <LinkResult state="working" title={t('alerts.links.unsubscribing')} />;
  if (data.kind === 'subscription') {
    return (
      <LinkResult
        state="done"
        title="You are unsubscribed"
        actions={
          <Button component={Link} to={paths.searchJobs()}>
            {t('alerts.links.browse')}
          </Button>
        }
      >
        <Text>{t('alerts.links.subscriptionStopped')}</Text>
        <Text c="dimmed" size="sm">
          {t('alerts.links.subscribeAgain')}
        </Text>
      </LinkResult>
    );
  }
  return (
    <LinkResult
      state="done"
      title="You are unsubscribed"
      actions={
        <>
          <Button component={Link} to={paths.candidate.jobAlerts}>
            {t('alerts.links.manage')}
          </Button>
          <Button variant="default" component={Link} to={paths.searchJobs()}>
            {t('alerts.links.browse')}
          </Button>
        </>
      }
    >
      <Text>
        <Trans
          t={t}
          i18nKey="alerts.links.alertStopped"
          values={{ name: data.name }}
          components={{ strong: <strong /> }}
        />
      </Text>
      <Text c="dimmed" size="sm">
        {t('alerts.links.alertPaused')}
      </Text>
    </LinkResult>
  );
}

/** `/unauth/subscription/confirm?token=…`: the link in the e-mail sent when someone subscribes in the footer. */
export function ConfirmSubscriptionPage() {
  const { t } = useTranslation('candidate');
  const { token, data, error } = useLinkAction<TConfirmSubscriptionResult>(
    API.alerts.confirmSubscription,
  );
  if (!token || error) {
    return (
      <LinkResult
        state="failed"
        title={t('alerts.links.confirmFailed')}
        actions={
          <Button component={Link} to={paths.home}>
            {t('alerts.links.home')}
          </Button>
        }
      >
        <Text c="dimmed">
          {t('alerts.links.confirmFailedHint', {
            reason: token ? failure(error) : t('alerts.links.incomplete'),
          })}
        </Text>
      </LinkResult>
    );
  }
  if (!data) return <LinkResult state="working" title={t('alerts.links.confirming')} />;
  return (
    <LinkResult
      state="done"
      title={t('alerts.links.confirmed')}
      actions={
        <Button component={Link} to={paths.searchJobs()}>
          {t('alerts.links.browse')}
        </Button>
      }
    >
      <Text>
        <Trans
          t={t}
          i18nKey="alerts.links.weekly"
          values={{ email: data.email }}
          components={{ strong: <strong /> }}
        />
      </Text>
      <Text c="dimmed" size="sm">
        {t('alerts.links.stopLink')}
      </Text>
    </LinkResult>
  );
}
