import { Alert, Text } from '@mantine/core';
import type { FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { TInterview } from '@logicareers/shared/schemas/interviews';
import { errorText } from '../../components/form/field-error';
import type { InterviewFormValues } from './interview-form';

/** What the dialog warns about first: rescheduling, whose interview it is, and a bad source. */
export function InterviewFormNotices({
  interview,
  errors,
  about,
}: {
  interview: TInterview | null;
  errors: FieldErrors<InterviewFormValues>;
  about?: { candidate: string; job?: string };
}) {
  const { t } = useTranslation('interviews');
  return (
    <>
      {interview && (
        <Alert color="yellow" variant="light">
          {t('form.editWarning')}
        </Alert>
      )}
      {interview && (
        <Text size="sm">
          {t('form.candidate')}: {interview.candidate.name}
        </Text>
      )}
      {!interview && about && (
        <Text size="sm" fw={500}>
          {about.job
            ? t('form.about', { name: about.candidate, job: about.job })
            : t('form.aboutCandidate', { name: about.candidate })}
        </Text>
      )}
      {errors.candidate_id && (
        <Text size="sm" c="red" role="alert">
          {errorText(errors.candidate_id)}
        </Text>
      )}
      {(errors.application_id || errors.submission_id) && (
        <Text size="sm" c="red" role="alert">
          {errorText(errors.application_id ?? errors.submission_id)}
        </Text>
      )}
    </>
  );
}
