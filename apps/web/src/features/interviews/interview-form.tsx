import { useEffect } from 'react';
import {
  Alert,
  Button,
  Checkbox,
  Group,
  Modal,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  INTERVIEW_DURATION_MAX,
  INTERVIEW_DURATION_MIN,
  INTERVIEW_MODES,
  uaeLocalOf,
  ZInterviewRequest,
  ZInterviewUpdateRequest,
  type InterviewMode,
  type TInterview,
} from '@logicareers/shared/schemas/interviews';
import { errorText } from '../../components/form/field-error';
import { JobPicker } from '../../components/jobs/job-picker';
import { useProfile } from '../../lib/session';
import { interviewersQuery, useScheduleInterview, useUpdateInterview } from './interviews-api';

/** What the interview is scheduled from: exactly one of these (from the page's query). */
export interface InterviewSource {
  candidate_id?: string;
  application_id?: string;
  submission_id?: string;
}

interface Values {
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
): Values => ({
  starts_at: interview ? uaeLocalOf(new Date(interview.starts_at)) : '',
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
  onDone,
}: {
  opened: boolean;
  onClose: () => void;
  /** The interview to edit; null to schedule a new one. */
  interview: TInterview | null;
  source: InterviewSource;
  onDone?: (interview: TInterview) => void;
}) {
  const { t } = useTranslation('interviews');
  const { profile } = useProfile();
  const me = profile?.id;
  const form = useForm<Values>({
    resolver: zodResolver(interview ? ZInterviewUpdateRequest : ZInterviewRequest) as never,
    defaultValues: valuesOf(interview, me, source),
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
          <Group grow align="flex-start">
            <TextInput
              type="datetime-local"
              label={t('form.startsAt')}
              description={t('form.startsAtHint')}
              required
              {...form.register('starts_at')}
              error={errorText(errors.starts_at)}
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
          </Group>
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
                  {(interviewers.data ?? []).map((person) => (
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
