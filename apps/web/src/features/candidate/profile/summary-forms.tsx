import {
  Button,
  Grid,
  Group,
  MultiSelect,
  NumberInput,
  SimpleGrid,
  Stack,
  Textarea,
  TextInput,
} from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Controller,
  useForm,
  type Control,
  type FieldPath,
  type FieldValues,
} from 'react-hook-form';
import type { z } from 'zod';
import {
  NOTICE_PERIOD_LABELS,
  NOTICE_PERIODS,
  ZCandidateSummary,
  ZDesiredJob,
  type TCandidateProfile,
  type TCandidateSummary,
  type TDesiredJob,
} from '@logicareers/shared/schemas/candidate';
import { EMPLOYMENT_TYPE_LABELS, EMPLOYMENT_TYPES } from '@logicareers/shared/schemas/jobs';
import { showErrorToasts } from '../../../lib/toasts';
import { MasterMultiSelect, SelectField } from '../../../components/form/select-field';
import { applyFieldErrors, useProfileActions } from './profile-api';

function NumberField<T extends FieldValues, O extends FieldValues>({
  control,
  name,
  label,
  min,
  max,
  description,
  suffix,
}: {
  control: Control<T, unknown, O>;
  name: FieldPath<T>;
  label: string;
  min: number;
  max: number;
  description?: string;
  suffix?: string;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <NumberInput
          label={label}
          description={description}
          min={min}
          max={max}
          suffix={suffix}
          thousandSeparator=","
          allowDecimal={false}
          allowNegative={false}
          value={field.value === null || field.value === undefined ? '' : (field.value as number)}
          onChange={(value) => field.onChange(value === '' ? null : Number(value))}
          onBlur={field.onBlur}
          ref={field.ref}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}

export const summaryValues = (profile: TCandidateProfile): TCandidateSummary => ({
  headline: profile.headline,
  summary: profile.summary,
  experience_years: profile.experience_years,
  skill_ids: profile.skills.map((s) => s.id),
});

/** Headline, years of experience, summary and skills, as recruiters search them. */
export function useSummaryForm(profile: TCandidateProfile) {
  return useForm<TCandidateSummary, unknown, z.output<typeof ZCandidateSummary>>({
    resolver: zodResolver(ZCandidateSummary),
    defaultValues: summaryValues(profile),
  });
}

export function SummaryFields({ form }: { form: ReturnType<typeof useSummaryForm> }) {
  const { errors } = form.formState;
  return (
    <Stack>
      <Grid>
        <Grid.Col span={{ base: 12, sm: 8 }}>
          <TextInput
            label="Headline"
            description="One line recruiters see first"
            placeholder="Warehouse Supervisor | 8 years in 3PL"
            {...form.register('headline')}
            error={errors.headline?.message}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 4 }}>
          <NumberField
            control={form.control}
            name="experience_years"
            label="Years of experience"
            description="In logistics and supply chain"
            min={0}
            max={50}
          />
        </Grid.Col>
      </Grid>
      <Textarea
        label="Summary"
        description="What you do best, where, and what you are looking for"
        autosize
        minRows={4}
        maxRows={12}
        {...form.register('summary')}
        error={errors.summary?.message}
      />
      <MasterMultiSelect
        control={form.control}
        name="skill_ids"
        kind="skill"
        label="Skills"
        description="Systems, certifications and languages; up to 40"
        placeholder="Search skills"
        max={40}
      />
    </Stack>
  );
}

export const desiredJobValues = (profile: TCandidateProfile): TDesiredJob => ({
  designation_ids: profile.desired_job.designations.map((d) => d.id),
  functional_area_ids: profile.desired_job.functional_areas.map((d) => d.id),
  state_ids: profile.desired_job.states.map((d) => d.id),
  employment_types: profile.desired_job.employment_types,
  expected_salary: profile.desired_job.expected_salary,
  notice_period: profile.desired_job.notice_period,
});

/** The job the candidate wants: titles, areas, places, type, pay and notice. */
export function useDesiredJobForm(profile: TCandidateProfile) {
  return useForm<TDesiredJob, unknown, z.output<typeof ZDesiredJob>>({
    resolver: zodResolver(ZDesiredJob),
    defaultValues: desiredJobValues(profile),
  });
}

export function DesiredJobFields({ form }: { form: ReturnType<typeof useDesiredJobForm> }) {
  return (
    <Stack>
      <MasterMultiSelect
        control={form.control}
        name="designation_ids"
        kind="designation"
        label="Job titles you want"
        required
        placeholder="Search designations"
        max={10}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <MasterMultiSelect
          control={form.control}
          name="functional_area_ids"
          kind="functional_area"
          label="Functional areas"
          placeholder="Any"
          max={10}
        />
        <MasterMultiSelect
          control={form.control}
          name="state_ids"
          kind="state"
          label="Preferred locations"
          placeholder="Anywhere in the UAE"
          max={10}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <Controller
          control={form.control}
          name="employment_types"
          render={({ field, fieldState }) => (
            <MultiSelect
              label="Employment type"
              description="Any, if none chosen"
              placeholder="Any"
              data={EMPLOYMENT_TYPES.map((value) => ({
                value,
                label: EMPLOYMENT_TYPE_LABELS[value],
              }))}
              value={(field.value as string[] | undefined) ?? []}
              onChange={field.onChange}
              onBlur={field.onBlur}
              ref={field.ref}
              error={fieldState.error?.message}
            />
          )}
        />
        <NumberField
          control={form.control}
          name="expected_salary"
          label="Expected salary"
          description="AED per month"
          min={0}
          max={1_000_000}
        />
        <SelectField
          control={form.control}
          name="notice_period"
          label="Notice period"
          description="When you can start"
          clearable
          searchable={false}
          placeholder="Choose"
          data={NOTICE_PERIODS.map((value) => ({ value, label: NOTICE_PERIOD_LABELS[value] }))}
        />
      </SimpleGrid>
    </Stack>
  );
}

/** A section form of the profile page: fields, then Cancel and Save. */
export function SectionFormActions({
  onCancel,
  saving,
}: {
  onCancel: () => void;
  saving: boolean;
}) {
  return (
    <Group justify="flex-end" mt="md">
      <Button variant="default" onClick={onCancel}>
        Cancel
      </Button>
      <Button type="submit" loading={saving}>
        Save
      </Button>
    </Group>
  );
}

/** The summary section's edit form on the profile page. */
export function SummaryEditor({
  profile,
  onDone,
}: {
  profile: TCandidateProfile;
  onDone: () => void;
}) {
  const actions = useProfileActions();
  const form = useSummaryForm(profile);
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await actions.saveSummary(values);
      onDone();
    } catch (error) {
      if (!applyFieldErrors(error, form.setError)) showErrorToasts(error);
    }
  });
  return (
    <form onSubmit={onSubmit} noValidate aria-label="Headline, summary and skills">
      <SummaryFields form={form} />
      <SectionFormActions onCancel={onDone} saving={form.formState.isSubmitting} />
    </form>
  );
}

export function DesiredJobEditor({
  profile,
  onDone,
}: {
  profile: TCandidateProfile;
  onDone: () => void;
}) {
  const actions = useProfileActions();
  const form = useDesiredJobForm(profile);
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await actions.saveDesiredJob(values);
      onDone();
    } catch (error) {
      if (!applyFieldErrors(error, form.setError)) showErrorToasts(error);
    }
  });
  return (
    <form onSubmit={onSubmit} noValidate aria-label="Desired job">
      <DesiredJobFields form={form} />
      <SectionFormActions onCancel={onDone} saving={form.formState.isSubmitting} />
    </form>
  );
}
