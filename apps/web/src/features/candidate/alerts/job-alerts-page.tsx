import { useEffect, useState } from 'react';
import {
  Alert,
  Button,
  Group,
  Modal,
  Paper,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconBell, IconPlus } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import {
  ALERT_MESSAGES,
  MAX_JOB_ALERTS,
  type TJobAlert,
  type TJobAlertRequest,
  type TJobAlertValues,
} from '@logicareers/shared/schemas/alerts';
import { PageShell } from '../../../components/page-shell';
import { paths } from '@logicareers/shared/pages';
import { can, useProfile } from '../../../lib/session';
import { showErrorToasts, successToast } from '../../../lib/toasts';
import { AlertCard } from './alert-card';
import { AlertFormModal, alertFromSearch, emptyAlert, formValuesOf } from './alert-form';
import { ALERTS_KEY, alertValues, deleteAlert, saveAlert, useJobAlerts } from './alerts-api';

interface FormState {
  open: boolean;
  editing: TJobAlert | null;
  initial: TJobAlertRequest;
}

function EmptyAlerts({ onCreate }: { onCreate: () => void }) {
  return (
    <Paper withBorder radius="md" p="xl">
      <Stack align="center" ta="center" gap="sm" maw={520} mx="auto" py="md">
        <ThemeIcon size={56} radius="xl" variant="light" aria-hidden>
          <IconBell size={30} />
        </ThemeIcon>
        <Title order={2} fz="lg">
          No job alerts yet
        </Title>
        <Text c="dimmed">
          Tell us what you are looking for, such as forklift jobs in Jebel Ali or freight forwarding
          in Abu Dhabi, and we will e-mail you new jobs as they are posted.
        </Text>
        <Group gap="sm" justify="center" mt="xs">
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={onCreate}>
            Create your first alert
          </Button>
          <Button variant="default" component={Link} to={paths.candidate.searchJobs}>
            Search jobs
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

function LoadingAlerts() {
  return (
    <Stack gap="md" aria-busy="true" aria-label="Loading your job alerts">
      {[0, 1, 2].map((i) => (
        <Skeleton key={i} h={150} radius="md" />
      ))}
    </Stack>
  );
}

/** `/candidate/job-alert`: a candidate's job alerts, created, edited, paused and deleted here. */
export function JobAlertsPage() {
  const { profile } = useProfile();
  const allowed = can(profile, 'alerts.manage');
  const alerts = useJobAlerts(allowed);
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  // Arriving from a job search ("Create an alert from this search"): the form opens filled in.
  const [fromSearch] = useState(() => alertFromSearch(params));
  const [form, setForm] = useState<FormState>(() => ({
    open: !!fromSearch,
    editing: null,
    initial: fromSearch
      ? { ...fromSearch, name: fromSearch.keywords ? `${fromSearch.keywords} jobs` : 'My search' }
      : emptyAlert(),
  }));
  const [deleting, setDeleting] = useState<TJobAlert | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  useEffect(() => {
    if (fromSearch) setParams({}, { replace: true });
  }, [fromSearch, setParams]);

  const refresh = () => queryClient.invalidateQueries({ queryKey: ALERTS_KEY });
  const count = alerts.data?.length ?? 0;
  const full = count >= MAX_JOB_ALERTS;
  const openNew = () => setForm({ open: true, editing: null, initial: emptyAlert() });
  const openEdit = (alert: TJobAlert) =>
    setForm({ open: true, editing: alert, initial: formValuesOf(alert) });
  const close = () => setForm((current) => ({ ...current, open: false }));

  const submit = async (values: TJobAlertValues) => {
    const answer = await saveAlert(values, form.editing?.id);
    successToast(answer.message);
    close();
    await refresh();
  };
  const togglePaused = async (alert: TJobAlert) => {
    setBusy(alert.id);
    try {
      await saveAlert(alertValues(alert, !alert.paused), alert.id);
      successToast(alert.paused ? ALERT_MESSAGES.resumed : ALERT_MESSAGES.paused);
      await refresh();
    } catch (error) {
      showErrorToasts(error);
    } finally {
      setBusy(null);
    }
  };
  const confirmDelete = async () => {
    if (!deleting) return;
    setBusy(deleting.id);
    try {
      successToast((await deleteAlert(deleting.id)).message);
      setDeleting(null);
      await refresh();
    } catch (error) {
      showErrorToasts(error);
    } finally {
      setBusy(null);
    }
  };

  let content;
  if (!allowed) {
    content = (
      <Alert color="blue" title="Job alerts are for candidate accounts">
        Sign in with a candidate account to have new jobs e-mailed to you.
      </Alert>
    );
  } else if (alerts.isPending) {
    content = <LoadingAlerts />;
  } else if (alerts.error) {
    content = (
      <Alert color="red" role="alert" title="Your job alerts could not be loaded">
        <Stack gap="sm" align="flex-start">
          <Text size="sm">Please check your connection and try again.</Text>
          <Button size="xs" variant="white" color="red" onClick={() => void alerts.refetch()}>
            Try again
          </Button>
        </Stack>
      </Alert>
    );
  } else if (!count) {
    content = <EmptyAlerts onCreate={openNew} />;
  } else {
    content = (
      <Stack gap="md">
        <Text size="sm" c="dimmed" aria-live="polite">
          {count} of {MAX_JOB_ALERTS} alerts
          {full ? ': delete one to add another' : ''}
        </Text>
        {alerts.data.map((alert) => (
          <AlertCard
            key={alert.id}
            alert={alert}
            busy={busy === alert.id}
            onTogglePaused={() => void togglePaused(alert)}
            onEdit={() => openEdit(alert)}
            onDelete={() => setDeleting(alert)}
          />
        ))}
      </Stack>
    );
  }

  return (
    <PageShell
      title="Job alerts"
      description="New jobs that match your searches, e-mailed to you every morning or every week."
      size="lg"
      actions={
        allowed && count > 0 ? (
          <Button
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={openNew}
            disabled={full}
          >
            New alert
          </Button>
        ) : undefined
      }
    >
      {content}
      <AlertFormModal
        opened={form.open}
        editing={form.editing}
        initial={form.initial}
        onClose={close}
        onSubmit={submit}
      />
      <Modal
        opened={!!deleting}
        onClose={() => setDeleting(null)}
        title="Delete this job alert?"
        centered
      >
        <Stack>
          <Text>
            “{deleting?.name}” will be deleted and its e-mails will stop. To stop the e-mails for a
            while instead, turn them off and keep the alert.
          </Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setDeleting(null)} data-autofocus>
              Keep it
            </Button>
            <Button
              color="red.8"
              loading={!!deleting && busy === deleting.id}
              onClick={() => void confirmDelete()}
            >
              Delete alert
            </Button>
          </Group>
        </Stack>
      </Modal>
    </PageShell>
  );
}
