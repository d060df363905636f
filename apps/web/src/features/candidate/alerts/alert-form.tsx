import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { MOBILE_BREAKPOINT_PX } from '@logicareers/shared/constants';
import {
  ALERT_NAME_MAX,
  noCriteria,
  ZJobAlertRequest,
  type TJobAlert,
  type TJobAlertRequest,
  type TJobAlertValues,
} from '@logicareers/shared/schemas/alerts';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../components/form/field-error';
import { AlertFilterFields } from './alert-filter-fields';
import { useSaveAlert } from './alerts-api';

export const emptyAlert = (): TJobAlertRequest => ({
  name: '',
  ...noCriteria(),
  frequency: 'daily',
});

/** The form's values for a saved alert. */
export const formValuesOf = (alert: TJobAlert): TJobAlertRequest => ({
  name: alert.name,
  keywords: alert.keywords,
  state: alert.state.map(String),
  functional_area: alert.functional_area.map(String),
  designation: alert.designation.map(String),
  industry: alert.industry.map(String),
  employment_type: alert.employment_type,
  experience: alert.experience,
  salary_min: alert.salary_min,
  frequency: alert.frequency,
});

/** A new alert from a job search's URL parameters (q and the filters), as on the search page. */
export function alertFromSearch(params: URLSearchParams): TJobAlertRequest | null {
  const list = (key: string) => (params.get(key) ?? '').split(',').filter(Boolean);
  const alert: TJobAlertRequest = {
    ...emptyAlert(),
    keywords: params.get('q') ?? '',
    state: list('state'),
    functional_area: list('functional_area'),
    designation: list('designation'),
    industry: list('industry'),
    employment_type: list('employment_type'),
    experience: params.get('experience') || null,
    salary_min: params.get('salary_min') || null,
  };
  const anything =
    alert.keywords ||
    ['state', 'functional_area', 'designation', 'industry', 'employment_type'].some(
      (key) => list(key).length,
    ) ||
    alert.experience ||
    alert.salary_min;
  return anything ? alert : null;
}

function AlertForm({
  initial,
  editing,
  onDone,
}: {
  initial: TJobAlertRequest;
  /** The id of the alert being changed; none for a new one. */
  editing?: string;
  onDone: () => void;
}) {
  const { t } = useTranslation('candidate');
  const form = useForm<TJobAlertRequest, unknown, TJobAlertValues>({
    resolver: zodResolver(ZJobAlertRequest),
    defaultValues: initial,
  });
  const save = useSaveAlert(form);
  const { errors } = form.formState;
  const submit = form.handleSubmit((values) =>
    save.mutate({ values, id: editing }, { onSuccess: onDone }),
  );
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={editing ? t('alerts.form.editLabel') : t('alerts.form.newTitle')}
    >
      <Stack gap="md">
        <TextInput
          label={t('alerts.form.name')}
          placeholder={t('alerts.form.namePlaceholder')}
          required
          maxLength={ALERT_NAME_MAX}
          data-autofocus
          {...form.register('name')}
          error={errorText(errors.name)}
        />
        <TextInput
          label={t('alerts.form.keywords')}
          placeholder={t('alerts.form.keywordsPlaceholder')}
          description={t('alerts.form.keywordsHint')}
          {...form.register('keywords')}
          error={errorText(errors.keywords)}
        />
        <AlertFilterFields control={form.control} />
        <Text size="sm" c="dimmed">
          {t('alerts.form.hint')}
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone}>
            {t('alerts.form.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {editing ? t('alerts.form.save') : t('alerts.form.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The create and edit form of an alert, in a dialog (full screen on phones). */
export function AlertFormModal({
  opened,
  editing,
  initial,
  onClose,
}: {
  opened: boolean;
  /** The alert being edited; none for a new one. */
  editing: TJobAlert | null;
  initial: TJobAlertRequest;
  onClose: () => void;
}) {
  const { t } = useTranslation('candidate');
  const mobile = useMediaQuery(`(max-width: ${MOBILE_BREAKPOINT_PX}px)`);
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={
        editing ? t('alerts.form.editTitle', { name: editing.name }) : t('alerts.form.newTitle')
      }
      size="xl"
      fullScreen={!!mobile}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      {opened && (
        <AlertForm
          key={editing?.id ?? 'new'}
          initial={initial}
          editing={editing?.id}
          onDone={onClose}
        />
      )}
    </Modal>
  );
}
