import type { ReactNode } from 'react';
import { Checkbox, Group, Paper, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { EMPLOYMENT_TYPES, type TJobForm } from '@logicareers/shared/schemas/jobs';
import { uaeDateInDays } from '@logicareers/shared/uae-date';
import { DateField } from '../../components/form/date-field';
import { errorText } from '../../components/form/field-error';
import { MasterSelect } from '../../components/form/master-select';
import { NumberField } from '../../components/form/number-field';
import { MasterMultiSelect, SelectField } from '../../components/form/select-field';
import { RichTextField } from '../../components/rich-text-field';

type JobFormApi = UseFormReturn<TJobForm>;

const TEXTS = [
  { name: 'description', minHeight: 200 },
  { name: 'requirements', minHeight: 140 },
  { name: 'benefits', minHeight: 100 },
] as const;

/** One bordered part of the job form under its heading. */
function FormPart({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder p="lg" radius="md">
      <Title order={2} fz="lg" mb="md">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

/** The role: title, what kind of job, where, how many and until when. */
export function RoleSection({ form, withDate }: { form: JobFormApi; withDate: boolean }) {
  const { t } = useTranslation(['management', 'common']);
  const { errors } = form.formState;
  return (
    <FormPart title={t('jobForm.role')}>
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
            <DateField
              control={form.control}
              name="valid_through"
              label={t('jobForm.validThrough')}
              required
              min={uaeDateInDays(1)}
              max={uaeDateInDays(366)}
            />
          )}
        </SimpleGrid>
      </Stack>
    </FormPart>
  );
}

/** Years of experience, the salary range and whether salary and company are shown. */
export function ExperienceAndPaySection({ form }: { form: JobFormApi }) {
  const { t } = useTranslation(['management', 'common']);
  return (
    <FormPart title={t('jobForm.experienceAndPay')}>
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
    </FormPart>
  );
}

/** Skills and the rich texts: description, requirements and benefits. */
export function DescriptionSection({ form }: { form: JobFormApi }) {
  const { t } = useTranslation(['management', 'common']);
  return (
    <FormPart title={t('jobForm.descriptionSection')}>
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
    </FormPart>
  );
}
