import {
  Button,
  Group,
  Modal,
  MultiSelect,
  NumberInput,
  Radio,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, type Control } from 'react-hook-form';
import { MOBILE_BREAKPOINT_PX } from '@logicareers/shared/constants';
import {
  ALERT_FREQUENCIES,
  ALERT_NAME_MAX,
  ZJobAlertRequest,
  type TJobAlert,
  type TJobAlertRequest,
  type TJobAlertValues,
} from '@logicareers/shared/schemas/alerts';
import { EMPLOYMENT_TYPE_LABELS, EMPLOYMENT_TYPES } from '@logicareers/shared/schemas/jobs';
import { applyServerErrors } from '../../../lib/form';
import { selectData, useMasterOptions, type MasterKind } from '../../../lib/master-data';
import { showErrorToasts } from '../../../lib/toasts';

type ListField = 'state' | 'functional_area' | 'designation' | 'industry' | 'employment_type';

export const emptyAlert = (): TJobAlertRequest => ({
  name: '',
  keywords: '',
  state: [],
  functional_area: [],
  designation: [],
  industry: [],
  employment_type: [],
  experience: null,
  salary_min: null,
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

const asStrings = (value: unknown): string[] =>
  Array.isArray(value) ? value.map(String) : value ? String(value).split(',') : [];

function ListSelect({
  control,
  name,
  label,
  kind,
  grouped = false,
  placeholder,
}: {
  control: Control<TJobAlertRequest, unknown, TJobAlertValues>;
  name: ListField;
  label: string;
  kind?: MasterKind;
  grouped?: boolean;
  placeholder: string;
}) {
  const options = useMasterOptions(kind ?? 'state');
  const data = kind
    ? selectData(options, grouped)
    : EMPLOYMENT_TYPES.map((type) => ({ value: type, label: EMPLOYMENT_TYPE_LABELS[type] }));
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <MultiSelect
          label={label}
          placeholder={asStrings(field.value).length ? undefined : placeholder}
          data={data}
          searchable={!!kind}
          clearable
          hidePickedOptions
          maxValues={50}
          nothingFoundMessage="Nothing matches"
          value={asStrings(field.value)}
          onChange={field.onChange}
          onBlur={field.onBlur}
          error={fieldState.error?.message}
          comboboxProps={{ withinPortal: true }}
        />
      )}
    />
  );
}

function NumberField({
  control,
  name,
  label,
  description,
  max,
  step,
}: {
  control: Control<TJobAlertRequest, unknown, TJobAlertValues>;
  name: 'experience' | 'salary_min';
  label: string;
  description: string;
  max: number;
  step?: number;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <NumberInput
          label={label}
          description={description}
          placeholder="Any"
          min={0}
          max={max}
          step={step}
          allowDecimal={false}
          allowNegative={false}
          thousandSeparator=","
          value={field.value === null || field.value === undefined ? '' : Number(field.value)}
          onChange={(value) => field.onChange(value === '' ? null : Number(value))}
          onBlur={field.onBlur}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}

function AlertForm({
  initial,
  editing,
  onSubmit,
  onCancel,
}: {
  initial: TJobAlertRequest;
  editing: boolean;
  onSubmit: (values: TJobAlertValues) => Promise<void>;
  onCancel: () => void;
}) {
  const form = useForm<TJobAlertRequest, unknown, TJobAlertValues>({
    resolver: zodResolver(ZJobAlertRequest),
    defaultValues: initial,
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    try {
      await onSubmit(values);
    } catch (error) {
      if (!applyServerErrors(error, form.setError)) showErrorToasts(error);
    }
  });
  return (
    <form onSubmit={submit} noValidate aria-label={editing ? 'Edit job alert' : 'New job alert'}>
      <Stack gap="md">
        <TextInput
          label="Alert name"
          placeholder="e.g. Warehouse jobs in Dubai"
          required
          maxLength={ALERT_NAME_MAX}
          data-autofocus
          {...form.register('name')}
          error={errors.name?.message}
        />
        <TextInput
          label="Keywords"
          placeholder='e.g. "freight forwarding" -driver'
          description='Job titles or skills. Use "quotes" for a phrase, -word to leave a word out and OR for either word.'
          {...form.register('keywords')}
          error={errors.keywords?.message}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <ListSelect
            control={form.control}
            name="state"
            label="Locations"
            kind="state"
            grouped
            placeholder="Anywhere in the UAE"
          />
          <ListSelect
            control={form.control}
            name="functional_area"
            label="Functional areas"
            kind="functional_area"
            placeholder="Any field"
          />
          <ListSelect
            control={form.control}
            name="designation"
            label="Designations"
            kind="designation"
            placeholder="Any designation"
          />
          <ListSelect
            control={form.control}
            name="industry"
            label="Industries"
            kind="industry"
            placeholder="Any industry"
          />
          <NumberField
            control={form.control}
            name="experience"
            label="Your experience (years)"
            description="Only jobs open to this much experience"
            max={50}
          />
          <NumberField
            control={form.control}
            name="salary_min"
            label="Minimum salary (AED / month)"
            description="Jobs with a hidden salary are left out"
            max={1_000_000}
            step={500}
          />
          <ListSelect
            control={form.control}
            name="employment_type"
            label="Employment types"
            placeholder="Any type"
          />
          <Controller
            control={form.control}
            name="frequency"
            render={({ field, fieldState }) => (
              <Radio.Group
                label="E-mail me"
                value={field.value ?? 'daily'}
                onChange={field.onChange}
                error={fieldState.error?.message}
              >
                <Group gap="lg" mt={8}>
                  {ALERT_FREQUENCIES.map((frequency) => (
                    <Radio
                      key={frequency}
                      value={frequency}
                      label={frequency === 'daily' ? 'Every day' : 'Every week'}
                    />
                  ))}
                </Group>
              </Radio.Group>
            )}
          />
        </SimpleGrid>
        <Text size="sm" c="dimmed">
          Each e-mail lists the newest matching jobs and links to all of them. Leave a filter empty
          to include everything.
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" loading={isSubmitting}>
            {editing ? 'Save changes' : 'Create alert'}
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
  onSubmit,
}: {
  opened: boolean;
  /** The alert being edited; none for a new one. */
  editing: TJobAlert | null;
  initial: TJobAlertRequest;
  onClose: () => void;
  onSubmit: (values: TJobAlertValues) => Promise<void>;
}) {
  const mobile = useMediaQuery(`(max-width: ${MOBILE_BREAKPOINT_PX}px)`);
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={editing ? `Edit “${editing.name}”` : 'New job alert'}
      size="xl"
      fullScreen={!!mobile}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      {opened && (
        <AlertForm
          key={editing?.id ?? 'new'}
          initial={initial}
          editing={!!editing}
          onSubmit={onSubmit}
          onCancel={onClose}
        />
      )}
    </Modal>
  );
}
