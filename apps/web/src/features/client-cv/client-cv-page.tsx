import { useState } from 'react';
import {
  Badge,
  Button,
  Container,
  Grid,
  Group,
  Paper,
  Skeleton,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { IconCalendarEvent, IconThumbDown, IconThumbUp } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { API } from '@logicareers/shared/api';
import {
  SUBMISSION_ANSWERS,
  ZClientCvAnswerRequest,
  type SubmissionAnswer,
  type TClientCv,
} from '@logicareers/shared/schemas/talent';
import { errorText } from '../../components/form/field-error';
import {
  ContactDetails,
  fullName,
  ProfileHeader,
  ProfileSections,
} from '../../components/talent/candidate-profile';
import { CvFrame } from '../../components/talent/cv-frame';
import { LinkProblem } from '../../components/link-problem';
import { useDocumentTitle, useNoIndex } from '../../lib/document-title';
import { formatCalendarDate } from '../../lib/format';
import { clientCvQuery, useAnswerClientCv } from './client-cv-api';
import { SubmitRow } from '../../components/form/submit-row';

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

function AnswerPanel({ token, cv }: { token: string; cv: TClientCv }) {
  const { t } = useTranslation('clientCv');
  const answered = isAnswer(cv.status) ? cv.status : null;
  const [changing, setChanging] = useState(false);
  const form = useForm<{ answer: SubmissionAnswer | ''; note: string }>({
    resolver: zodResolver(ZClientCvAnswerRequest) as never,
    defaultValues: { answer: '', note: '' },
  });
  const answer = useWatch({ control: form.control, name: 'answer' });
  const send = useAnswerClientCv(token, form);
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
        <Stack gap="xs" role="status">
          <Group gap="xs">
            <Title order={2} fz="lg" id="answer-title">
              {t('answered', { answer: t(`answer.${answered}`) })}
            </Title>
          </Group>
          <Text size="sm">{t('answeredText', { consultancy })}</Text>
          {cv.client_note && <Text size="sm">{t('yourNote', { note: cv.client_note })}</Text>}
          <Group>
            <Button variant="subtle" onClick={() => setChanging(true)} px={0}>
              {t('change')}
            </Button>
          </Group>
        </Stack>
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
          <Group gap="xs" wrap="wrap">
            {SUBMISSION_ANSWERS.map((value) => {
              const Icon = ICONS[value];
              return (
                <Button
                  key={value}
                  color={BUTTON_COLOR[value]}
                  variant={answer === value ? 'filled' : 'light'}
                  aria-pressed={answer === value}
                  leftSection={<Icon size={16} aria-hidden />}
                  onClick={() => form.setValue('answer', value, { shouldValidate: false })}
                >
                  {t(BUTTON_LABEL[value])}
                </Button>
              );
            })}
          </Group>
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

/**
 * `/client-cv/{token}`: the page a client opens from the consultancy's e-mail, without signing in
 * and without the site's header and footer: the candidate as presented, the CV, and the answer.
 */
export function ClientCvPage() {
  const { t } = useTranslation('clientCv');
  const { id: token = '' } = useParams();
  useNoIndex();
  const query = useQuery(clientCvQuery(token));
  const cv = query.data;
  useDocumentTitle(cv ? fullName(cv.candidate) : undefined);

  if (query.isError) {
    return (
      <LinkProblem
        error={query.error}
        refused={{ title: t('unknownTitle'), text: t('unknownText') }}
        failed={{ title: t('failedTitle'), text: t('failedText'), retry: t('retry') }}
        onRetry={() => void query.refetch()}
      />
    );
  }
  if (!cv) {
    return (
      <Container size="lg" py="xl">
        <Stack>
          <Skeleton h={60} />
          <Skeleton h={240} />
        </Stack>
      </Container>
    );
  }
  const shared = cv.candidate.email !== null || cv.candidate.mobile_number !== null;
  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Stack gap={4}>
          <Text size="sm" c="dimmed">
            {t('presentedBy', { consultancy: cv.consultancy, client: cv.client })}
          </Text>
          {cv.job && (
            <Badge variant="light" tt="none" size="lg">
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
              {cv.note}
            </Text>
          </Paper>
        )}
        <AnswerPanel token={token} cv={cv} />
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 7 }}>
            <Stack gap="md">
              {cv.cv && <CvFrame file={cv.cv} path={API.talent.clientCvFile(token)} />}
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
    </Container>
  );
}
