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
import { Link, useSearchParams } from 'react-router';
import {
  MAX_JOB_ALERTS,
  type TJobAlert,
  type TJobAlertRequest,
} from '@logicareers/shared/schemas/alerts';
import { PageShell } from '../../../components/page-shell';
import { paths } from '@logicareers/shared/pages';
import { can, useProfile } from '../../../lib/session';
import { useTranslation } from 'react-i18next';
import { AlertCard } from './alert-card';
import { AlertFormModal, alertFromSearch, emptyAlert, formValuesOf } from './alert-form';
import { useDeleteAlert, useJobAlerts, useTogglePaused } from './alerts-api';
import { WhenFeature } from '../../../components/feature-switch';

interface FormState {
  open: boolean;
  editing: TJobAlert | null;
  initial: TJobAlertRequest;
}

function EmptyAlerts({ onCreate }: { onCreate: () => void }) {
  const { t } = useTranslation('candidate');
  return (
    <Paper withBorder radius="md" p="xl">
      <Stack align="center" ta="center" gap="sm" maw={520} mx="auto" py="md">
        <ThemeIcon size={56} radius="xl" variant="light" aria-hidden>
          <IconBell size={30} />
        </ThemeIcon>
        <Title order={2} fz="lg">
          {t('alerts.empty.title')}
        </Title>
        <Text c="dimmed">{t('alerts.empty.text')}</Text>
        <Group gap="sm" justify="center" mt="xs">
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={onCreate}>
            {t('alerts.empty.create')}
          </Button>
          <Button variant="default" component={Link} to={paths.candidate.searchJobs}>
            {t('alerts.empty.search')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

function LoadingAlerts() {
  const { t } = useTranslation('candidate');
  return (
    <Stack gap="md" aria-busy="true" aria-label={t('alerts.loading')}>
      {[0, 1, 2].map((i) => (
        <Skeleton key={i} h={150} radius="md" />
      ))}
    </Stack>
  );
}

/** The question before an alert is deleted, with the way to keep it. */
function DeleteAlertModal({
  alert,
  pending,
  onClose,
  onConfirm,
}: {
  alert: TJobAlert | null;
  pending: boolean;
  onClose: () => void;
  onConfirm: () => void;
}) {
  const { t } = useTranslation('candidate');
  return (
    <Modal opened={!!alert} onClose={onClose} title={t('alerts.delete.title')} centered>
      <Stack>
        <Text>{t('alerts.delete.text', { name: alert?.name ?? '' })}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} data-autofocus>
            {t('alerts.delete.keep')}
          </Button>
          <Button color="red.8" loading={pending} onClick={onConfirm}>
            {t('alerts.delete.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** The alerts did not load: say so, with a way to try again. */
function AlertsLoadError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('candidate');
  return (
    <Alert color="red" role="alert" title={t('alerts.loadErrorTitle')}>
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{t('alerts.loadError')}</Text>
        <Button size="xs" variant="white" color="red" onClick={onRetry}>
          {t('alerts.tryAgain')}
        </Button>
      </Stack>
    </Alert>
  );
}

/** `/candidate/job-alert`: a candidate's job alerts, created, edited, paused and deleted here. */
export function JobAlertsPage() {
  return (
    <WhenFeature module="job_alerts">
      <JobAlertsScreen />
    </WhenFeature>
  );
}

function JobAlertsScreen() {
  const { profile } = useProfile();
  const allowed = can(profile, 'alerts.manage');
  const alerts = useJobAlerts(allowed);
  const { t } = useTranslation('candidate');
  const toggle = useTogglePaused();
  const remove = useDeleteAlert();
  const [params, setParams] = useSearchParams();
  // Arriving from a job search ("Create an alert from this search"): the form opens filled in.
  const [fromSearch] = useState(() => alertFromSearch(params));
  const [form, setForm] = useState<FormState>(() => ({
    open: !!fromSearch,
    editing: null,
    initial: fromSearch
      ? {
          ...fromSearch,
          name: fromSearch.keywords
            ? t('alerts.fromSearchName', { keywords: fromSearch.keywords })
            : t('alerts.fromSearchDefault'),
        }
      : emptyAlert(),
  }));
  const [deleting, setDeleting] = useState<TJobAlert | null>(null);
  useEffect(() => {
    if (fromSearch) setParams({}, { replace: true });
  }, [fromSearch, setParams]);

  const count = alerts.data?.length ?? 0;
  const full = count >= MAX_JOB_ALERTS;
  const openNew = () => setForm({ open: true, editing: null, initial: emptyAlert() });
  const openEdit = (alert: TJobAlert) =>
    setForm({ open: true, editing: alert, initial: formValuesOf(alert) });
  const close = () => setForm((current) => ({ ...current, open: false }));

  const confirmDelete = () => {
    if (deleting) remove.mutate(deleting.id, { onSuccess: () => setDeleting(null) });
  };
  const busyWith = (id: string) =>
    (toggle.isPending && toggle.variables?.id === id) ||
    (remove.isPending && remove.variables === id);

  let content;
  if (!allowed) {
    content = (
      <Alert color="blue" title={t('alerts.notCandidateTitle')}>
        {t('alerts.notCandidate')}
      </Alert>
    );
  } else if (alerts.isPending) {
    content = <LoadingAlerts />;
  } else if (alerts.error) {
    content = <AlertsLoadError onRetry={() => void alerts.refetch()} />;
  } else if (!count) {
    content = <EmptyAlerts onCreate={openNew} />;
  } else {
    content = (
      <Stack gap="md">
        <Text size="sm" c="dimmed" aria-live="polite">
          {t('alerts.count', { count, max: MAX_JOB_ALERTS })}
          {full ? t('alerts.full') : ''}
        </Text>
        {alerts.data.map((alert) => (
          <AlertCard
            key={alert.id}
            alert={alert}
            busy={busyWith(alert.id)}
            onTogglePaused={() => toggle.mutate(alert)}
            onEdit={() => openEdit(alert)}
            onDelete={() => setDeleting(alert)}
          />
        ))}
      </Stack>
    );
  }

  return (
    <PageShell
      title={t('alerts.title')}
      description={t('alerts.description')}
      size="lg"
      actions={
        allowed && count > 0 ? (
          <Button
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={openNew}
            disabled={full}
          >
            {t('alerts.newAlert')}
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
      />
      <DeleteAlertModal
        alert={deleting}
        pending={remove.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={confirmDelete}
      />
    </PageShell>
  );
}
