import {
  Button,
  Container,
  Group,
  Paper,
  Skeleton,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import {
  INTERVIEW_ANSWERS,
  ZInterviewAnswerRequest,
  type InterviewAnswer,
} from '@logicareers/shared/schemas/interviews';
import { errorText } from '../../components/form/field-error';
import { LinkProblem } from '../../components/link-problem';
import { useNoIndex } from '../../lib/document-title';
import { InvitationDetails } from './invitation-details';
import { invitationQuery, useAnswerInvitation } from './interviews-api';

const LABELS = { accepted: 'accept', declined: 'decline', new_time: 'newTime' } as const;
const COLORS = { accepted: 'teal', declined: 'red', new_time: 'brand' } as const;

/**
 * `/unauth/interview-response/{token}`: the candidate sees the interview and accepts, declines or
 * asks for another time, without signing in; they may answer again until it starts.
 */
export function InterviewResponsePage() {
  const { t } = useTranslation('interviews');
  const { token = '' } = useParams();
  const invitation = useQuery(invitationQuery(token));
  const form = useForm<{ answer: InterviewAnswer | ''; note: string }>({
    resolver: zodResolver(ZInterviewAnswerRequest) as never,
    defaultValues: { answer: '', note: '' },
  });
  const answer = useWatch({ control: form.control, name: 'answer' });
  const send = useAnswerInvitation(token, form);
  useNoIndex();

  if (invitation.isPending)
    return (
      <Container size="sm" py="xl" aria-busy="true">
        <Skeleton h={240} />
      </Container>
    );
  if (invitation.isError)
    return (
      <LinkProblem
        error={invitation.error}
        refused={{ title: t('response.refused') }}
        failed={{
          title: t('response.failedTitle'),
          text: t('response.failedText'),
          retry: t('response.retry'),
        }}
        onRetry={() => void invitation.refetch()}
      />
    );
  const data = invitation.data;
  const onSubmit = form.handleSubmit((values) =>
    send.mutate(values as { answer: InterviewAnswer; note: string }, {
      onSuccess: () => form.reset({ answer: '', note: '' }),
    }),
  );

  return (
    <Container size="sm" py="xl">
      <Stack gap="md">
        <Title order={1} fz="h2">
          {t('response.title', { company: data.company })}
        </Title>
        <Text>{t('response.greeting', { name: data.candidate_first_name })}</Text>
        {data.job && <Text>{t('response.job', { job: data.job })}</Text>}
        <InvitationDetails data={data} />
        <Paper withBorder p="md" radius="md" component="section" aria-labelledby="answer-title">
          <form onSubmit={onSubmit} noValidate>
            <Stack gap="sm">
              <Title order={2} fz="lg" id="answer-title">
                {t('response.answerTitle')}
              </Title>
              <Text size="sm" role="status">
                {t('response.current', { answer: t(`answer.${data.candidate_answer}`) })}
              </Text>
              <Group gap="xs">
                {INTERVIEW_ANSWERS.map((value) => (
                  <Button
                    key={value}
                    color={COLORS[value]}
                    variant={answer === value ? 'filled' : 'light'}
                    aria-pressed={answer === value}
                    onClick={() => form.setValue('answer', value)}
                  >
                    {t(`response.${LABELS[value]}`)}
                  </Button>
                ))}
              </Group>
              {form.formState.errors.answer && (
                <Text size="sm" c="red" role="alert">
                  {errorText(form.formState.errors.answer)}
                </Text>
              )}
              <Textarea
                label={answer === 'new_time' ? t('response.newTimeNote') : t('response.note')}
                required={answer === 'new_time'}
                autosize
                minRows={2}
                {...form.register('note')}
                error={errorText(form.formState.errors.note)}
              />
              <Group justify="flex-end">
                <Button type="submit" loading={send.isPending}>
                  {t('response.send')}
                </Button>
              </Group>
            </Stack>
          </form>
        </Paper>
      </Stack>
    </Container>
  );
}
