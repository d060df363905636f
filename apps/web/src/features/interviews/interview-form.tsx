import { useEffect } from 'react';
import { Button, Group, Modal, SimpleGrid, Stack, TextInput, Textarea } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  INTERVIEW_DURATION_MAX,
  INTERVIEW_DURATION_MIN,
  uaeLocalOf,
  ZInterviewRequest,
  ZInterviewUpdateRequest,
  type InterviewMode,
  type TInterview,
} from '@logicareers/shared/schemas/interviews';
import { todayInUae } from '@logicareers/shared/uae-date';
import { DateField } from '../../components/form/date-field';
import { errorText } from '../../components/form/field-error';
import { useProfile } from '../../lib/session';
import { InterviewFormNotices } from './interview-form-notices';
import { InterviewModeFields } from './interview-mode-fields';
import { InterviewTeamFields } from './interview-team-fields';
import { interviewersQuery, useScheduleInterview, useUpdateInterview } from './interviews-api';

/** What the interview is scheduled from: exactly one of these (from the page's query). */
export interface InterviewSource {
  candidate_id?: string;
  application_id?: string;
  submission_id?: string;
}

export interface InterviewFormValues {
  starts_at: string;
  duration_minutes: string;
  mode: InterviewMode;
  location: string;
  map_link: string;
  phone: string;
  video_link: string;
  interviewer_ids: string[];
  job_id: string;
  notes: string;
  candidate_id: string;
  application_id: string;
  submission_id: string;
}

const valuesOf = (
  interview: TInterview | null,
  me: string | undefined,
  source: InterviewSource,
  startsAt = '',
): InterviewFormValues => ({
  starts_at: interview ? uaeLocalOf(new Date(interview.starts_at)) : startsAt,
  duration_minutes: String(interview?.duration_minutes ?? 45),
  mode: interview?.mode ?? 'in_person',
  location: interview?.location ?? '',
  map_link: interview?.map_link ?? '',
  phone: interview?.phone ?? '',
  video_link: interview?.video_link ?? '',
  interviewer_ids: interview ? interview.interviewers.map((p) => p.id) : me ? [me] : [],
  job_id: interview?.job ? String(interview.job.id) : '',
  notes: interview?.notes ?? '',
  candidate_id: source.candidate_id ?? '',
  application_id: source.application_id ?? '',
  submission_id: source.submission_id ?? '',
});

/**
 * Scheduling a new interview (from a candidate, an application or a client's request) or
 * rescheduling one, in a dialog. The shared schema checks every field before anything is sent;
 * the server's field errors land on the same fields.
 */
export function InterviewFormDialog({
  opened,
  onClose,
  interview,
  source,
  startsAt,
  about,
  onDone,
}: {
  opened: boolean;
  onClose: () => void;
  /** The interview to edit; null to schedule a new one. */
  interview: TInterview | null;
  source: InterviewSource;
  /** A new interview's time to start from (YYYY-MM-DDTHH:mm, UAE), as chosen on the calendar. */
  startsAt?: string;
  /** Whom and for which job a new interview is, when the page around does not say it. */
  about?: { candidate: string; job?: string };
  onDone?: (interview: TInterview) => void;
}) {
  const { t } = useTranslation('interviews');
  const { profile } = useProfile();
  const me = profile?.id;
  const form = useForm<InterviewFormValues>({
    resolver: zodResolver(interview ? ZInterviewUpdateRequest : ZInterviewRequest) as never,
    defaultValues: valuesOf(interview, me, source, startsAt),
  });
  const mode = useWatch({ control: form.control, name: 'mode' });
  // The scheduler interviews unless chosen otherwise, once their profile is known.
  useEffect(() => {
    if (!interview && me && !form.getValues('interviewer_ids').length)
      form.setValue('interviewer_ids', [me]);
  }, [interview, me, form]);
  const interviewers = useQuery({ ...interviewersQuery(), enabled: opened });
  const create = useScheduleInterview(form);
  const update = useUpdateInterview(interview?.id ?? '', form);
  const pending = create.isPending || update.isPending;
  const errors = form.formState.errors;
  const fixedJob = interview
    ? interview.application_id || interview.submission_id
    : !source.candidate_id;

  const onSubmit = form.handleSubmit((values) => {
    const body = {
      ...values,
      duration_minutes: Number(values.duration_minutes),
      job_id: values.job_id || null,
    };
    const done = (answer: { data: TInterview }) => {
      onDone?.(answer.data);
      onClose();
    };
    if (interview) update.mutate(body, { onSuccess: done });
    else create.mutate(body, { onSuccess: done });
  });

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={interview ? t('form.titleEdit') : t('form.titleNew')}
      size="lg"
    >
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="sm">
          <InterviewFormNotices interview={interview} errors={errors} about={about} />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <DateField
              control={form.control}
              name="starts_at"
              withTime
              label={t('form.startsAt')}
              description={t('form.startsAtHint')}
              required
              min={todayInUae()}
            />
            <TextInput
              type="number"
              label={t('form.duration')}
              min={INTERVIEW_DURATION_MIN}
              max={INTERVIEW_DURATION_MAX}
              step={15}
              required
              {...form.register('duration_minutes')}
              error={errorText(errors.duration_minutes)}
            />
          </SimpleGrid>
          <InterviewModeFields form={form} mode={mode} />
          <InterviewTeamFields
            form={form}
            interviewers={interviewers.data}
            fixedJob={Boolean(fixedJob)}
          />
          <Textarea
            label={t('form.notes')}
            autosize
            minRows={2}
            {...form.register('notes')}
            error={errorText(errors.notes)}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('form.cancel')}
            </Button>
            <Button type="submit" loading={pending}>
              {interview ? t('form.save') : t('form.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
