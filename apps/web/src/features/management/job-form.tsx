import {
  Button,
  Checkbox,
  Group,
  MultiSelect,
  NumberInput,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  TextInput,
  Title,
} from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, type Control, type FieldPath } from 'react-hook-form';
import {
  EMPLOYMENT_TYPE_LABELS,
  EMPLOYMENT_TYPES,
  ZJobForm,
  type TJobForm,
} from '@logicareers/shared/schemas/jobs';
import { RichTextField } from '../../components/rich-text-field';
import { applyServerErrors } from '../../lib/form';
import { selectData, useMasterOptions, type MasterKind } from '../../lib/master-data';

export type JobFormValues = TJobForm;

const inDays = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

export const emptyJob = (): JobFormValues => ({
  title: '',
  designation_id: undefined as unknown as number,
  functional_area_id: undefined as unknown as number,
  industry_id: undefined as unknown as number,
  state_id: undefined as unknown as number,
  employment_type: 'full_time',
  experience_min: 0,
  experience_max: null,
  salary_min: null,
  salary_max: null,
  salary_hidden: false,
  vacancies: 1,
  skill_ids: [],
  description: '',
  requirements: '',
  benefits: '',
  valid_through: inDays(30),
  confidential: false,
});

function MasterSelect({
  control,
  name,
  kind,
  label,
  grouped = false,
}: {
  control: Control<JobFormValues>;
  name: FieldPath<JobFormValues>;
  kind: MasterKind;
  label: string;
  grouped?: boolean;
}) {
  const options = useMasterOptions(kind);
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Select
          label={label}
          required
          searchable
          data={selectData(options, grouped)}
          value={field.value ? String(field.value) : null}
          onChange={(v) => field.onChange(v ? Number(v) : undefined)}
          onBlur={field.onBlur}
          error={fieldState.error?.message}
          nothingFoundMessage="Nothing matches"
        />
      )}
    />
  );
}

function NumberField({
  control,
  name,
  label,
  min = 0,
  max,
}: {
  control: Control<JobFormValues>;
  name: FieldPath<JobFormValues>;
  label: string;
  min?: number;
  max?: number;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <NumberInput
          label={label}
          min={min}
          max={max}
          thousandSeparator=","
          value={field.value === null || field.value === undefined ? '' : (field.value as number)}
          onChange={(v) => field.onChange(v === '' ? null : Number(v))}
          onBlur={field.onBlur}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}

export interface JobFormAction {
  label: string;
  /** Whether the form must pass the job rules (saving a template does not need a future date). */
  validate: boolean;
  variant?: 'filled' | 'default' | 'light';
  run: (values: JobFormValues) => Promise<unknown>;
}

/** The job form of create, edit and templates: every field of a logistics job. */
export function JobForm({
  initial,
  actions,
  withDate = true,
}: {
  initial: JobFormValues;
  actions: JobFormAction[];
  withDate?: boolean;
}) {
  const form = useForm<JobFormValues>({ resolver: zodResolver(ZJobForm), defaultValues: initial });
  const skills = useMasterOptions('skill');
  const { errors, isSubmitting } = form.formState;
  const runAction = async (action: JobFormAction) => {
    const submit = async (values: JobFormValues) => {
      try {
        await action.run(values);
      } catch (error) {
        applyServerErrors(error, form.setError);
      }
    };
    if (action.validate) await form.handleSubmit(submit)();
    else await submit(form.getValues());
  };
  return (
    <form onSubmit={(e) => e.preventDefault()} noValidate>
      <Stack gap="lg">
        <Paper withBorder p="lg" radius="md">
          <Title order={2} fz="lg" mb="md">
            The role
          </Title>
          <Stack>
            <TextInput
              label="Job title"
              required
              {...form.register('title')}
              error={errors.title?.message}
            />
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <MasterSelect
                control={form.control}
                name="designation_id"
                kind="designation"
                label="Designation"
              />
              <MasterSelect
                control={form.control}
                name="functional_area_id"
                kind="functional_area"
                label="Functional area"
              />
              <MasterSelect
                control={form.control}
                name="industry_id"
                kind="industry"
                label="Industry"
              />
              <MasterSelect
                control={form.control}
                name="state_id"
                kind="state"
                label="Location"
                grouped
              />
            </SimpleGrid>
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              <Controller
                control={form.control}
                name="employment_type"
                render={({ field, fieldState }) => (
                  <Select
                    label="Employment type"
                    required
                    data={EMPLOYMENT_TYPES.map((t) => ({
                      value: t,
                      label: EMPLOYMENT_TYPE_LABELS[t],
                    }))}
                    value={field.value ?? null}
                    onChange={(v) => field.onChange(v ?? undefined)}
                    error={fieldState.error?.message}
                    allowDeselect={false}
                  />
                )}
              />
              <NumberField
                control={form.control}
                name="vacancies"
                label="Vacancies"
                min={1}
                max={500}
              />
              {withDate && (
                <TextInput
                  label="Valid through"
                  type="date"
                  required
                  {...form.register('valid_through')}
                  error={errors.valid_through?.message}
                />
              )}
            </SimpleGrid>
          </Stack>
        </Paper>
        <Paper withBorder p="lg" radius="md">
          <Title order={2} fz="lg" mb="md">
            Experience and pay
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }}>
            <NumberField
              control={form.control}
              name="experience_min"
              label="Experience from (years)"
              max={50}
            />
            <NumberField
              control={form.control}
              name="experience_max"
              label="Experience to (years)"
              max={50}
            />
            <NumberField
              control={form.control}
              name="salary_min"
              label="Salary from (AED / month)"
            />
            <NumberField control={form.control} name="salary_max" label="Salary to (AED / month)" />
          </SimpleGrid>
          <Group mt="md">
            <Checkbox label="Hide the salary from candidates" {...form.register('salary_hidden')} />
            <Checkbox
              label="Confidential: hide the employer's name"
              {...form.register('confidential')}
            />
          </Group>
        </Paper>
        <Paper withBorder p="lg" radius="md">
          <Title order={2} fz="lg" mb="md">
            Description
          </Title>
          <Stack>
            <Controller
              control={form.control}
              name="skill_ids"
              render={({ field, fieldState }) => (
                <MultiSelect
                  label="Skills"
                  searchable
                  data={selectData(skills)}
                  value={(field.value ?? []).map(String)}
                  onChange={(v) => field.onChange(v.map(Number))}
                  error={fieldState.error?.message}
                  maxValues={30}
                />
              )}
            />
            {(
              [
                ['description', 'Job description', 'What the job is and where it is done', 200],
                ['requirements', 'Requirements', undefined, 140],
                ['benefits', 'Benefits', undefined, 100],
              ] as const
            ).map(([name, label, description, minHeight]) => (
              <Controller
                key={name}
                control={form.control}
                name={name}
                render={({ field, fieldState }) => (
                  <RichTextField
                    label={label}
                    description={description}
                    required={name === 'description'}
                    minHeight={minHeight}
                    value={field.value ?? ''}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    error={fieldState.error?.message}
                  />
                )}
              />
            ))}
          </Stack>
        </Paper>
        <Group justify="flex-end">
          {actions.map((action) => (
            <Button
              key={action.label}
              variant={action.variant ?? 'filled'}
              loading={isSubmitting}
              onClick={() => void runAction(action)}
            >
              {action.label}
            </Button>
          ))}
        </Group>
      </Stack>
    </form>
  );
}
