import { Grid, Checkbox, MultiSelect, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import {
  NOTICE_PERIODS,
  ZCandidateSummary,
  ZDesiredJob,
  type TCandidateProfile,
  type TCandidateSummary,
  type TDesiredJob,
} from '@logicareers/shared/schemas/candidate';
import { EMPLOYMENT_TYPES } from '@logicareers/shared/schemas/jobs';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../components/form/field-error';
import { NumberField } from '../../../components/form/number-field';
import { MasterMultiSelect, SelectField } from '../../../components/form/select-field';
import { useSaveDesiredJob, useSaveSummary } from './profile-api';
import { ProfileFormActions } from './history-list';

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
  const { t } = useTranslation('candidate');
  const { errors } = form.formState;
  return (
    <Stack>
      <Grid>
        <Grid.Col span={{ base: 12, sm: 8 }}>
          <TextInput
            label={t('profile.summary.headline')}
            description={t('profile.summary.headlineHint')}
            placeholder={t('profile.summary.headlinePlaceholder')}
            {...form.register('headline')}
            error={errorText(errors.headline)}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 4 }}>
          <NumberField
            control={form.control}
            name="experience_years"
            label={t('profile.summary.experience')}
            description={t('profile.summary.experienceHint')}
            min={0}
            max={50}
          />
        </Grid.Col>
      </Grid>
      <Textarea
        label={t('profile.summary.summary')}
        description={t('profile.summary.summaryHint')}
        autosize
        minRows={4}
        maxRows={12}
        {...form.register('summary')}
        error={errorText(errors.summary)}
      />
      <MasterMultiSelect
        control={form.control}
        name="skill_ids"
        kind="skill"
        label={t('profile.summary.skills')}
        description={t('profile.summary.skillsHint')}
        placeholder={t('profile.summary.skillsPlaceholder')}
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
  willing_to_relocate: profile.desired_job.willing_to_relocate,
});

/** The job the candidate wants: titles, areas, places, type, pay and notice. */
export function useDesiredJobForm(profile: TCandidateProfile) {
  return useForm<TDesiredJob, unknown, z.output<typeof ZDesiredJob>>({
    resolver: zodResolver(ZDesiredJob),
    defaultValues: desiredJobValues(profile),
  });
}

export function DesiredJobFields({ form }: { form: ReturnType<typeof useDesiredJobForm> }) {
  const { t } = useTranslation(['candidate', 'common']);
  return (
    <Stack>
      <MasterMultiSelect
        control={form.control}
        name="designation_ids"
        kind="designation"
        label={t('profile.desired.designations')}
        required
        placeholder={t('profile.desired.designationsPlaceholder')}
        max={10}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <MasterMultiSelect
          control={form.control}
          name="functional_area_ids"
          kind="functional_area"
          label={t('profile.desired.functionalAreas')}
          placeholder={t('profile.desired.any')}
          max={10}
        />
        <MasterMultiSelect
          control={form.control}
          name="state_ids"
          kind="state"
          label={t('profile.desired.locations')}
          placeholder={t('profile.desired.locationsPlaceholder')}
          max={10}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <Controller
          control={form.control}
          name="employment_types"
          render={({ field, fieldState }) => (
            <MultiSelect
              label={t('profile.desired.employmentType')}
              description={t('profile.desired.employmentTypeHint')}
              placeholder={t('profile.desired.any')}
              data={EMPLOYMENT_TYPES.map((value) => ({
                value,
                label: t(`common:employmentType.${value}`),
              }))}
              value={(field.value as string[] | undefined) ?? []}
              onChange={field.onChange}
              onBlur={field.onBlur}
              ref={field.ref}
              error={errorText(fieldState.error)}
            />
          )}
        />
        <NumberField
          control={form.control}
          name="expected_salary"
          label={t('profile.desired.salary')}
          description={t('profile.desired.salaryHint')}
          min={0}
          max={1_000_000}
        />
        <SelectField
          control={form.control}
          name="notice_period"
          label={t('profile.desired.notice')}
          description={t('profile.desired.noticeHint')}
          clearable
          searchable={false}
          placeholder={t('profile.desired.noticePlaceholder')}
          data={NOTICE_PERIODS.map((value) => ({
            value,
            label: t(`common:noticePeriod.${value}`),
          }))}
        />
      </SimpleGrid>
      <Checkbox
        label={t('profile.desired.relocate')}
        description={t('profile.desired.relocateHint')}
        {...form.register('willing_to_relocate')}
      />
    </Stack>
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
  const { t } = useTranslation('candidate');
  const form = useSummaryForm(profile);
  const save = useSaveSummary(form);
  const onSubmit = form.handleSubmit((values) => save.mutate(values, { onSuccess: onDone }));
  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('profile.summary.formLabel')}>
      <SummaryFields form={form} />
      <ProfileFormActions onCancel={onDone} saving={save.isPending} mt="md" />
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
  const { t } = useTranslation('candidate');
  const form = useDesiredJobForm(profile);
  const save = useSaveDesiredJob(form);
  const onSubmit = form.handleSubmit((values) => save.mutate(values, { onSuccess: onDone }));
  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('profile.desired.formLabel')}>
      <DesiredJobFields form={form} />
      <ProfileFormActions onCancel={onDone} saving={save.isPending} mt="md" />
    </form>
  );
}
