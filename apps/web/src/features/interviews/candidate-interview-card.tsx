import { useId, useState } from 'react';
import { Anchor, Badge, Button, Card, Group, Stack, Text, Textarea, Title } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { IconCalendarPlus } from '@tabler/icons-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  ZInterviewAnswerRequest,
  type InterviewAnswer,
  type TCandidateInterview,
} from '@logicareers/shared/schemas/interviews';
import { errorText } from '../../components/form/field-error';
import { InterviewTime } from './interview-card';
import { AnswerBadge } from '../../components/interviews/answer-badge';
import { formatUae } from '../../components/interviews/interview-time';
import { useAnswerMyInterview, useDownloadMyCalendar } from './interviews-api';

const STATUS_COLORS = { scheduled: 'brand', cancelled: 'gray', completed: 'teal' } as const;

/** Where the interview takes place: the address and map, the video call or the number. */
function InterviewPlace({ interview }: { interview: TCandidateInterview }) {
  const { t } = useTranslation('interviews');
  if (interview.mode === 'in_person')
    return (
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {interview.location}
        {interview.map_link && (
          <>
            {' · '}
            <Anchor href={interview.map_link} target="_blank" rel="noopener noreferrer">
              {t('response.map')}
            </Anchor>
          </>
        )}
      </Text>
    );
  if (interview.mode === 'phone')
    return interview.phone ? (
      <Text size="sm">{t('response.phone', { phone: interview.phone })}</Text>
    ) : null;
  return interview.video_link ? (
    <Anchor href={interview.video_link} target="_blank" rel="noopener noreferrer" size="sm">
      {t('response.video')}
    </Anchor>
  ) : null;
}

/** Asking for another time: the days and times that suit, checked by the shared rule. */
function NewTimeForm({
  interview,
  onClose,
}: {
  interview: TCandidateInterview;
  onClose: () => void;
}) {
  const { t } = useTranslation('interviews');
  const form = useForm<{ answer: InterviewAnswer; note: string }>({
    resolver: zodResolver(ZInterviewAnswerRequest) as never,
    defaultValues: {
      answer: 'new_time',
      note: interview.candidate_answer === 'new_time' ? interview.candidate_note : '',
    },
  });
  const send = useAnswerMyInterview(interview.id, form);
  const onSubmit = form.handleSubmit((values) => send.mutate(values, { onSuccess: onClose }));
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="xs">
        <Textarea
          label={t('mine.newTimeNote')}
          required
          autosize
          minRows={2}
          data-autofocus
          {...form.register('note')}
          error={errorText(form.formState.errors.note)}
        />
        <Group gap="xs">
          <Button type="submit" size="sm" loading={send.isPending}>
            {t('mine.sendNewTime')}
          </Button>
          <Button variant="default" size="sm" onClick={onClose}>
            {t('mine.close')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Accept, decline or ask for another time, with the answer given so far pressed. */
function AnswerButtons({
  interview,
  asking,
  onAsk,
}: {
  interview: TCandidateInterview;
  asking: boolean;
  onAsk: () => void;
}) {
  const { t } = useTranslation('interviews');
  const send = useAnswerMyInterview(interview.id);
  const current = interview.candidate_answer;
  const answer = (value: 'accepted' | 'declined') => send.mutate({ answer: value, note: '' });
  return (
    <Group gap="xs" role="group" aria-label={t('mine.actions', { company: interview.company })}>
      <Button
        size="sm"
        color="teal"
        variant={current === 'accepted' ? 'filled' : 'light'}
        aria-pressed={current === 'accepted'}
        loading={send.isPending && send.variables?.answer === 'accepted'}
        disabled={send.isPending}
        onClick={() => answer('accepted')}
      >
        {t('mine.accept')}
      </Button>
      <Button
        size="sm"
        color="red"
        variant={current === 'declined' ? 'filled' : 'light'}
        aria-pressed={current === 'declined'}
        loading={send.isPending && send.variables?.answer === 'declined'}
        disabled={send.isPending}
        onClick={() => answer('declined')}
      >
        {t('mine.decline')}
      </Button>
      <Button
        size="sm"
        variant={current === 'new_time' ? 'filled' : 'light'}
        aria-pressed={current === 'new_time'}
        aria-expanded={asking}
        disabled={send.isPending}
        onClick={onAsk}
      >
        {t('mine.newTime')}
      </Button>
    </Group>
  );
}

/** One of the candidate's interviews: what, when, where, their answer and what they may do. */
export function CandidateInterviewCard({
  interview,
  upcoming,
}: {
  interview: TCandidateInterview;
  /** Listed among the upcoming interviews: not yet ended. */
  upcoming: boolean;
}) {
  const { t } = useTranslation('interviews');
  const titleId = useId();
  const [asking, setAsking] = useState(false);
  const download = useDownloadMyCalendar();
  const { company } = interview;
  // Added to a calendar while it is still to come; a cancelled one is not.
  const addable = upcoming && interview.status === 'scheduled';
  return (
    <Card withBorder radius="md" component="li" aria-labelledby={titleId}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Stack gap={2} miw={0}>
            <Title order={3} fz="md" id={titleId} style={{ overflowWrap: 'anywhere' }}>
              {interview.job_title ?? t('mine.interviewWith', { company })}
            </Title>
            {interview.job_title && (
              <Text size="sm" c="dimmed">
                {t('mine.jobAt', { company })}
              </Text>
            )}
          </Stack>
          <Group gap="xs">
            {/* Scheduled goes without saying; a cancelled or completed one is marked. */}
            {interview.status !== 'scheduled' && (
              <Badge variant="light" color={STATUS_COLORS[interview.status]}>
                {t(`status.${interview.status}`)}
              </Badge>
            )}
            {/* No answer is awaited any more from a cancelled or past interview. */}
            {interview.status !== 'cancelled' &&
              (interview.can_answer || interview.candidate_answer !== 'pending') && (
                <AnswerBadge answer={interview.candidate_answer} />
              )}
          </Group>
        </Group>
        <InterviewTime iso={interview.starts_at} />
        <Text size="sm">
          {t(`mode.${interview.mode}`)} ·{' '}
          {t('response.duration', { count: interview.duration_minutes })}
        </Text>
        <InterviewPlace interview={interview} />
        {interview.notes && (
          <Text
            size="sm"
            c="dimmed"
            dir="auto"
            style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
          >
            {interview.notes}
          </Text>
        )}
        {interview.candidate_note && interview.status !== 'cancelled' && (
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {t('mine.yourNote', { note: interview.candidate_note })}
          </Text>
        )}
        {interview.status === 'cancelled' && (
          <Text size="sm" c="dimmed">
            {t('mine.cancelled')}
          </Text>
        )}
        {(interview.can_answer || addable) && (
          <Group justify="space-between" gap="xs">
            {interview.can_answer ? (
              <AnswerButtons
                interview={interview}
                asking={asking}
                onAsk={() => setAsking((open) => !open)}
              />
            ) : (
              <span />
            )}
            {addable && (
              <Button
                size="sm"
                variant="default"
                leftSection={<IconCalendarPlus size={16} aria-hidden />}
                loading={download.isPending}
                aria-label={t('mine.addToCalendarLabel', {
                  company,
                  date: formatUae(interview.starts_at),
                })}
                onClick={() => download.mutate(interview)}
              >
                {t('mine.addToCalendar')}
              </Button>
            )}
          </Group>
        )}
        {asking && interview.can_answer && (
          <NewTimeForm interview={interview} onClose={() => setAsking(false)} />
        )}
      </Stack>
    </Card>
  );
}
