import { useState } from 'react';
import {
  Alert,
  Badge,
  Button,
  Grid,
  Group,
  Paper,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { IconCalendarEvent, IconEye, IconThumbDown, IconThumbUp } from '@tabler/icons-react';
import type { UseMutationResult } from '@tanstack/react-query';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  SUBMISSION_ANSWERS,
  ZClientCvAnswerRequest,
  type SubmissionAnswer,
  type TClientCv,
  type TClientCvAnswerRequest,
} from '@logicareers/shared/schemas/talent';
import { errorText } from '../form/field-error';
import { SubmitRow } from '../form/submit-row';
import { formatCalendarDate } from '../../lib/format';
import type { ServerErrorTarget } from '../../lib/form';
import { ContactDetails, ProfileHeader, ProfileSections } from './candidate-profile';
import { CvFrame } from './cv-frame';

/*
 * A candidate a consultancy sent to a client, as the client sees them: from the e-mailed link,
 * in the client's own employer account, and in the consultancy's preview (read only). One view,
 * so that none of the three shows more or less than the others.
 */

/** The client's answer, sent from the link or from the account. */
export type UseClientAnswer = <T extends FieldValues>(
  form: ServerErrorTarget<T>,
) => UseMutationResult<unknown, Error, TClientCvAnswerRequest>;

/** How the view takes an answer: sent through the hook, or not at all (the consultancy's preview). */
export type ClientAnswering = { useAnswer: UseClientAnswer } | { preview: true };

const ICONS = {
  interested: IconThumbUp,
  interview_requested: IconCalendarEvent,
  rejected: IconThumbDown,
} as const;
const BUTTON_COLOR = { interested: 'teal', interview_requested: 'brand', rejected: 'red' } as const;
const BUTTON_LABEL = {
  interested: 'interested',
  interview_requested: 'interview',
  rejected: 'reject',
} as const;

const isAnswer = (status: string): status is SubmissionAnswer =>
  (SUBMISSION_ANSWERS as readonly string[]).includes(status);

/** The answer buttons; in a preview they are shown as the client sees them, and do nothing. */
function AnswerButtons({
  answer,
  onPick,
  disabled = false,
}: {
  answer: SubmissionAnswer | '';
  onPick?: (value: SubmissionAnswer) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation('clientCv');
  return (
    <Group gap="xs" wrap="wrap">
      {SUBMISSION_ANSWERS.map((value) => {
        const Icon = ICONS[value];
        return (
          <Button
            key={value}
            color={BUTTON_COLOR[value]}
            variant={answer === value ? 'filled' : 'light'}
            aria-pressed={disabled ? undefined : answer === value}
            disabled={disabled}
            leftSection={<Icon size={16} aria-hidden />}
            onClick={() => onPick?.(value)}
          >
            {t(BUTTON_LABEL[value])}
          </Button>
        );
      })}
    </Group>
  );
}

/** The answer given so far: what, by whom (from the account) and the client's note. */
function AnswerGiven({ cv, onChange }: { cv: TClientCv; onChange?: () => void }) {
  const { t } = useTranslation('clientCv');
  const answered = cv.status as SubmissionAnswer;
  return (
    <Stack gap="xs" role="status">
      <Title order={2} fz="lg" id="answer-title">
        {t('answered', { answer: t(`answer.${answered}`) })}
      </Title>
      {cv.answered_at && (
        <Text size="sm" c="dimmed">
          {cv.answered_by
            ? t('answeredBy', { name: cv.answered_by, date: formatCalendarDate(cv.answered_at) })
            : t('answeredOn', { date: formatCalendarDate(cv.answered_at) })}
        </Text>
      )}
      <Text size="sm">{t('answeredText', { consultancy: cv.consultancy })}</Text>
      {cv.client_note && <Text size="sm">{t('yourNote', { note: cv.client_note })}</Text>}
      {onChange && (
        <Group>
          <Button variant="subtle" onClick={onChange} px={0}>
            {t('change')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}

function AnswerPanel({ cv, useAnswer }: { cv: TClientCv; useAnswer: UseClientAnswer }) {
  const { t } = useTranslation('clientCv');
  const answered = isAnswer(cv.status) ? cv.status : null;
  const [changing, setChanging] = useState(false);
  const form = useForm<{ answer: SubmissionAnswer | ''; note: string }>({
    resolver: zodResolver(ZClientCvAnswerRequest) as never,
    defaultValues: { answer: '', note: '' },
  });
  const answer = useWatch({ control: form.control, name: 'answer' });
  const send = useAnswer(form);
  const onSubmit = form.handleSubmit((values) =>
    send.mutate(values as { answer: SubmissionAnswer; note: string }, {
      onSuccess: () => {
        form.reset({ answer: '', note: '' });
        setChanging(false);
      },
    }),
  );
  const consultancy = cv.consultancy;

  if (answered && !changing) {
    return (
      <Paper withBorder p="md" radius="md" component="section" aria-labelledby="answer-title">
        <AnswerGiven cv={cv} onChange={() => setChanging(true)} />
      </Paper>
    );
  }
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="answer-title">
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="sm">
          <Title order={2} fz="lg" id="answer-title">
            {t('answerTitle')}
          </Title>
          <Text size="sm">{t('answerHint', { consultancy })}</Text>
          <AnswerButtons
            answer={answer}
            onPick={(value) => form.setValue('answer', value, { shouldValidate: false })}
          />
          {form.formState.errors.answer && (
            <Text size="sm" c="red" role="alert">
              {errorText(form.formState.errors.answer)}
            </Text>
          )}
          {answer && (
            <>
              <Textarea
                label={answer === 'rejected' ? t('rejectNoteLabel') : t('noteLabel')}
                description={t('noteHint', { consultancy })}
                required={answer === 'rejected'}
                autosize
                minRows={3}
                {...form.register('note')}
                error={errorText(form.formState.errors.note)}
              />
              <SubmitRow loading={send.isPending} label={t('send')}>
                {answered && (
                  <Button variant="default" onClick={() => setChanging(false)}>
                    {t('cancel')}
                  </Button>
                )}
              </SubmitRow>
            </>
          )}
        </Stack>
      </form>
    </Paper>
  );
}

/** The answer panel as the client sees it, in the consultancy's preview: nothing can be sent. */
function PreviewAnswerPanel({ cv }: { cv: TClientCv }) {
  const { t } = useTranslation('clientCv');
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="answer-title">
      {isAnswer(cv.status) ? (
        <AnswerGiven cv={cv} />
      ) : (
        <Stack gap="sm">
          <Title order={2} fz="lg" id="answer-title">
            {t('answerTitle')}
          </Title>
          <Text size="sm">{t('answerHint', { consultancy: cv.consultancy })}</Text>
          <AnswerButtons answer="" disabled />
          <Text size="sm" c="dimmed">
            {t('preview.buttons')}
          </Text>
        </Stack>
      )}
    </Paper>
  );
}

/**
 * The candidate as presented to the client: who sent them and for which job, the consultancy's
 * note, the answer, the CV (when the contact details are shared) and the profile.
 */
export function ClientCvView({
  cv,
  cvPath,
  answering,
}: {
  cv: TClientCv;
  /** Where the CV file is read from, for whoever is looking. */
  cvPath: string;
  answering: ClientAnswering;
}) {
  const { t } = useTranslation('clientCv');
  const preview = 'preview' in answering;
  const shared = cv.candidate.email !== null || cv.candidate.mobile_number !== null;
  return (
    <Stack gap="lg" data-testid="client-cv">
      {preview && (
        <Alert
          color="yellow"
          variant="light"
          icon={<IconEye size={18} aria-hidden />}
          title={t('preview.title')}
          data-testid="client-preview"
        >
          {t('preview.text', { client: cv.client })}
        </Alert>
      )}
      <Stack gap={4}>
        <Text size="sm" c="dimmed">
          {t('presentedBy', { consultancy: cv.consultancy, client: cv.client })}
        </Text>
        {cv.job && (
          <Badge variant="light" tt="none" size="lg" maw="100%">
            {t('forJob', { title: cv.job.title })}
          </Badge>
        )}
      </Stack>
      <ProfileHeader profile={cv.candidate} />
      {cv.note && (
        <Paper withBorder p="md" radius="md" bg="gray.0" component="section">
          <Title order={2} fz="md" mb={4}>
            {t('noteTitle', { consultancy: cv.consultancy })}
          </Title>
          <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
            <bdi>{cv.note}</bdi>
          </Text>
        </Paper>
      )}
      {'useAnswer' in answering ? (
        <AnswerPanel cv={cv} useAnswer={answering.useAnswer} />
      ) : (
        <PreviewAnswerPanel cv={cv} />
      )}
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="md">
            {cv.cv && <CvFrame file={cv.cv} path={cvPath} />}
            {shared && <ContactDetails profile={cv.candidate} />}
            {!shared && (
              <Text size="sm" c="dimmed">
                {t('onRequest', { consultancy: cv.consultancy })}
              </Text>
            )}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <ProfileSections profile={cv.candidate} />
        </Grid.Col>
      </Grid>
      <Text size="xs" c="dimmed">
        {t('sentOn', {
          date: formatCalendarDate(cv.sent_at),
          expires: formatCalendarDate(cv.expires_at),
        })}
      </Text>
    </Stack>
  );
}
