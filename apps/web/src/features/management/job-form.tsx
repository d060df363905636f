import { Button, Checkbox, Group, Paper, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { EMPLOYMENT_TYPES, ZJobForm, type TJobForm } from '@logicareers/shared/schemas/jobs';
import { errorText } from '../../components/form/field-error';
import { MasterSelect } from '../../components/form/master-select';
import { NumberField } from '../../components/form/number-field';
import { MasterMultiSelect, SelectField } from '../../components/form/select-field';
import { RichTextField } from '../../components/rich-text-field';

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

/** The job form's state, checked by the shared job rules. */
export const useJobForm = (initial: JobFormValues) =>
  useForm<JobFormValues>({ resolver: zodResolver(ZJobForm), defaultValues: initial });

export interface JobFormAction {
  label: string;
  /** Whether the form must pass the job rules (saving a template does not need a future date). */
  validate: boolean;
  variant?: 'filled' | 'default' | 'light';
  run: (values: JobFormValues) => void;
}

const TEXTS = [
  { name: 'description', minHeight: 200 },
  { name: 'requirements', minHeight: 140 },
  { name: 'benefits', minHeight: 100 },
] as const;

/** The job form of create, edit and templates: every field of a logistics job. */
export function JobForm({
  form,
  actions,
  pending = false,
  withDate = true,
}: {
  form: UseFormReturn<JobFormValues>;
  actions: JobFormAction[];
  /** A save is under way: the buttons wait. */
  pending?: boolean;
  withDate?: boolean;
}) {
  const { t } = useTranslation(['management', 'common']);
  const { errors } = form.formState;
  const runAction = (action: JobFormAction) => {
    if (action.validate) void form.handleSubmit(action.run)();
    else action.run(form.getValues());
  };
  return (
    <form onSubmit={(e) => e.preventDefault()} noValidate>
      <Stack gap="lg">
        <Paper withBorder p="lg" radius="md">
          <Title order={2} fz="lg" mb="md">
            {t('jobForm.role')}
          </Title>
          <Stack>
            <TextInput
              label={t('jobForm.title')}
              required
              {...form.register('title')}
              error={errorText(errors.title)}
            />
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <MasterSelect
                control={form.control}
                name="designation_id"
                kind="designation"
                label={t('jobForm.designation')}
                required
              />
              <MasterSelect
                control={form.control}
                name="functional_area_id"
                kind="functional_area"
                label={t('jobForm.functionalArea')}
                required
              />
              <MasterSelect
                control={form.control}
                name="industry_id"
                kind="industry"
                label={t('jobForm.industry')}
                required
              />
              <MasterSelect
                control={form.control}
                name="state_id"
                kind="state"
                label={t('jobForm.location')}
                required
                grouped
              />
            </SimpleGrid>
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              <SelectField
                control={form.control}
                name="employment_type"
                label={t('jobForm.employmentType')}
                required
                searchable={false}
                data={EMPLOYMENT_TYPES.map((type) => ({
                  value: type,
                  label: t(`common:employmentType.${type}`),
                }))}
              />
              <NumberField
                control={form.control}
                name="vacancies"
                label={t('jobForm.vacancies')}
                min={1}
                max={500}
              />
              {withDate && (
                <TextInput
                  label={t('jobForm.validThrough')}
                  type="date"
                  required
                  {...form.register('valid_through')}
                  error={errorText(errors.valid_through)}
                />
              )}
            </SimpleGrid>
          </Stack>
        </Paper>
        <Paper withBorder p="lg" radius="md">
          <Title order={2} fz="lg" mb="md">
            {t('jobForm.experienceAndPay')}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }}>
            <NumberField
              control={form.control}
              name="experience_min"
              label={t('jobForm.experienceFrom')}
              max={50}
            />
            <NumberField
              control={form.control}
              name="experience_max"
              label={t('jobForm.experienceTo')}
              max={50}
            />
            <NumberField control={form.control} name="salary_min" label={t('jobForm.salaryFrom')} />
            <NumberField control={form.control} name="salary_max" label={t('jobForm.salaryTo')} />
          </SimpleGrid>
          <Group mt="md">
            <Checkbox label={t('jobForm.salaryHidden')} {...form.register('salary_hidden')} />
            <Checkbox label={t('jobForm.confidential')} {...form.register('confidential')} />
          </Group>
        </Paper>
        <Paper withBorder p="lg" radius="md">
          <Title order={2} fz="lg" mb="md">
            {t('jobForm.descriptionSection')}
          </Title>
          <Stack>
            <MasterMultiSelect
              control={form.control}
              name="skill_ids"
              kind="skill"
              label={t('jobForm.skills')}
              max={30}
            />
            {TEXTS.map(({ name, minHeight }) => (
              <Controller
                key={name}
                control={form.control}
                name={name}
                render={({ field, fieldState }) => (
                  <RichTextField
                    label={t(`jobForm.${name}`)}
                    description={name === 'description' ? t('jobForm.descriptionHint') : undefined}
                    required={name === 'description'}
                    minHeight={minHeight}
                    value={field.value ?? ''}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    error={errorText(fieldState.error)}
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
              loading={pending}
              onClick={() => runAction(action)}
            >
              {action.label}
            </Button>
          ))}
        </Group>
      </Stack>
    </form>
  );
}
