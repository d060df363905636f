import { SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { INTERVIEW_MODES, type InterviewMode } from '@logicareers/shared/schemas/interviews';
import { errorText } from '../../components/form/field-error';
import type { InterviewFormValues } from './interview-form';

/** How the interview happens (in person, by phone, by video) and the place, number or link it needs. */
export function InterviewModeFields({
  form,
  mode,
}: {
  form: UseFormReturn<InterviewFormValues>;
  mode: InterviewMode;
}) {
  const { t } = useTranslation('interviews');
  const errors = form.formState.errors;
  return (
    <>
      <Controller
        control={form.control}
        name="mode"
        render={({ field }) => (
          <Stack gap={4}>
            <Text size="sm" fw={500} id="interview-mode">
              {t('form.mode')}
            </Text>
            <SegmentedControl
              aria-labelledby="interview-mode"
              value={field.value}
              onChange={(value) => field.onChange(value as InterviewMode)}
              data={INTERVIEW_MODES.map((value) => ({ value, label: t(`mode.${value}`) }))}
            />
          </Stack>
        )}
      />
      {mode === 'in_person' && (
        <>
          <TextInput
            label={t('form.location')}
            required
            {...form.register('location')}
            error={errorText(errors.location)}
          />
          <TextInput
            label={t('form.mapLink')}
            placeholder="https://"
            {...form.register('map_link')}
            error={errorText(errors.map_link)}
          />
        </>
      )}
      {mode === 'phone' && (
        <TextInput
          type="tel"
          label={t('form.phone')}
          placeholder="+971"
          required
          {...form.register('phone')}
          error={errorText(errors.phone)}
        />
      )}
      {mode === 'video' && (
        <TextInput
          type="url"
          label={t('form.videoLink')}
          placeholder="https://"
          required
          {...form.register('video_link')}
          error={errorText(errors.video_link)}
        />
      )}
    </>
  );
}
