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
import { api, ApiError } from '../../../lib/api-client';

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
    ? 'Too many attempts. Please wait a minute and open the link again.'
    : 'The link may be incomplete or out of date. Nothing has changed.';

/** `/unauth/job-alerts/unsubscribe?token=…`: the link at the bottom of every job-alert e-mail. */
export function UnsubscribePage() {
  const { token, data, error } = useLinkAction<TUnsubscribeResult>(API.alerts.unsubscribe);
  if (!token || error) {
    return (
      <LinkResult
        state="failed"
        title="This unsubscribe link does not work"
        actions={
          <Button component={Link} to={paths.candidate.jobAlerts}>
            Manage job alerts
          </Button>
        }
      >
        <Text c="dimmed">
          {token ? failure(error) : 'The link is incomplete.'} You can also stop job alerts after
          signing in, from your job alerts.
        </Text>
      </LinkResult>
    );
  }
  if (!data) return <LinkResult state="working" title="Unsubscribing…" />;
  if (data.kind === 'subscription') {
    return (
      <LinkResult
        state="done"
        title="You are unsubscribed"
        actions={
          <Button component={Link} to={paths.searchJobs()}>
            Browse jobs
          </Button>
        }
      >
        <Text>We will no longer send the weekly e-mail of new jobs to this address.</Text>
        <Text c="dimmed" size="sm">
          Changed your mind? Subscribe again at the bottom of any page.
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
            Manage job alerts
          </Button>
          <Button variant="default" component={Link} to={paths.searchJobs()}>
            Browse jobs
          </Button>
        </>
      }
    >
      <Text>
        You will no longer get e-mails for the job alert <strong>“{data.name}”</strong>.
      </Text>
      <Text c="dimmed" size="sm">
        The alert is paused, not deleted: turn its e-mails back on any time from your job alerts.
      </Text>
    </LinkResult>
  );
}

/** `/unauth/subscription/confirm?token=…`: the link in the e-mail sent when someone subscribes in the footer. */
export function ConfirmSubscriptionPage() {
  const { token, data, error } = useLinkAction<TConfirmSubscriptionResult>(
    API.alerts.confirmSubscription,
  );
  if (!token || error) {
    return (
      <LinkResult
        state="failed"
        title="This confirmation link does not work"
        actions={
          <Button component={Link} to={paths.home}>
            Go to the home page
          </Button>
        }
      >
        <Text c="dimmed">
          {token ? failure(error) : 'The link is incomplete.'} Confirmation links work for 7 days:
          subscribe again at the bottom of any page to get a new one.
        </Text>
      </LinkResult>
    );
  }
  if (!data) return <LinkResult state="working" title="Confirming your subscription…" />;
  return (
    <LinkResult
      state="done"
      title="Your subscription is confirmed"
      actions={
        <Button component={Link} to={paths.searchJobs()}>
          Browse jobs
        </Button>
      }
    >
      <Text>
        Every week we will e-mail <strong>{data.email}</strong> the new logistics jobs in the UAE.
      </Text>
      <Text c="dimmed" size="sm">
        Every e-mail has a link to stop them.
      </Text>
    </LinkResult>
  );
}
