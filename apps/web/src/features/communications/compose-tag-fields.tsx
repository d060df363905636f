import { Alert, Select } from '@mantine/core';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../components/form/field-error';
import { JobPicker } from '../../components/jobs/job-picker';
import type { ComposeValues } from './use-compose-send';

interface ComposeTagFieldsProps {
  form: UseFormReturn<ComposeValues>;
  groups: Set<string>;
  single: boolean;
  applicantsJobId: string;
  interviews: { id: string; label: string }[] | undefined;
}

/** The job and the interview the template's merge tags are filled from, asked only when it uses them. */
export function ComposeTagFields({
  form,
  groups,
  single,
  applicantsJobId,
  interviews,
}: ComposeTagFieldsProps) {
  const { t } = useTranslation('communications');
  const { errors } = form.formState;
  return (
    <>
      {(groups.has('job') || applicantsJobId) && (
        <Controller
          control={form.control}
          name="job_id"
          render={({ field }) => (
            <JobPicker
              label={t('compose.job')}
              placeholder={t('compose.jobPlaceholder')}
              required={groups.has('job')}
              filter={{ status: 'all' }}
              value={field.value}
              onChange={field.onChange}
              clearable
              error={errorText(errors.job_id)}
            />
          )}
        />
      )}
      {groups.has('interview') && single && (
        <Controller
          control={form.control}
          name="interview_id"
          render={({ field }) => (
            <Select
              label={t('compose.interview')}
              placeholder={t('compose.interviewPlaceholder')}
              required
              data={(interviews ?? []).map((i) => ({ value: i.id, label: i.label }))}
              value={field.value || null}
              onChange={(value) => field.onChange(value ?? '')}
              error={
                errorText(errors.interview_id) ??
                (interviews?.length === 0 ? t('compose.noInterviews') : undefined)
              }
            />
          )}
        />
      )}
      {groups.has('interview') && !single && errors.interview_id && (
        <Alert color="yellow" role="alert">
          {errorText(errors.interview_id)}
        </Alert>
      )}
    </>
  );
}
