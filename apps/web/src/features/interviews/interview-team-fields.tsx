import { Checkbox, Group } from '@mantine/core';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { JobPicker } from '../../components/jobs/job-picker';
import { errorText } from '../../components/form/field-error';
import type { InterviewFormValues } from './interview-form';

/** Who interviews, and the job the interview is for when the source does not fix it. */
export function InterviewTeamFields({
  form,
  interviewers,
  fixedJob,
}: {
  form: UseFormReturn<InterviewFormValues>;
  interviewers: { id: string; name: string }[] | undefined;
  fixedJob: boolean;
}) {
  const { t } = useTranslation('interviews');
  const errors = form.formState.errors;
  return (
    <>
      <Controller
        control={form.control}
        name="interviewer_ids"
        render={({ field }) => (
          <Checkbox.Group
            label={t('form.interviewers')}
            required
            value={field.value}
            onChange={field.onChange}
            error={errorText(errors.interviewer_ids)}
          >
            <Group gap="md" mt={4}>
              {(interviewers ?? []).map((person) => (
                <Checkbox key={person.id} value={person.id} label={person.name} />
              ))}
            </Group>
          </Checkbox.Group>
        )}
      />
      {!fixedJob && (
        <Controller
          control={form.control}
          name="job_id"
          render={({ field }) => (
            <JobPicker
              label={t('form.job')}
              placeholder={t('form.noJob')}
              filter={{ status: 'all' }}
              clearable
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              ref={field.ref}
              error={errorText(errors.job_id)}
            />
          )}
        />
      )}
    </>
  );
}
