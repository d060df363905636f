import { useState } from 'react';
import {
  Button,
  Container,
  Group,
  Paper,
  Radio,
  Skeleton,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import {
  ZEmailResponseRequest,
  type TEmailResponsePage,
  type TEmailResponseRequest,
} from '@logicareers/shared/schemas/email-responses';
import { errorText } from '../../../components/form/field-error';
import { LinkProblem } from '../../../components/link-problem';
import { useNoIndex } from '../../../lib/document-title';
import { formatCalendarDate } from '../../../lib/format';
import { responsePageQuery, useAnswerEmail } from './responses-api';
import { SubmitRow } from '../../../components/form/submit-row';

type Values = { answer: string; note: string; call_time: string };

function AnswerForm({
  token,
  page,
  onDone,
}: {
  token: string;
  page: TEmailResponsePage;
  onDone?: () => void;
}) {
  const { t } = useTranslation('emailResponses');
  const form = useForm<Values>({
    resolver: zodResolver(ZEmailResponseRequest) as never,
    defaultValues: {
      answer: page.answer?.answer ?? '',
      note: page.answer?.note ?? '',
      call_time: page.answer?.call_time ?? '',
    },
  });
  const send = useAnswerEmail(token, form);
  const onSubmit = form.handleSubmit((values) =>
    send.mutate(values as TEmailResponseRequest, { onSuccess: () => onDone?.() }),
  );
  const { errors } = form.formState;
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <Controller
          control={form.control}
          name="answer"
          render={({ field }) => (
            <Radio.Group
              label={t('page.answerLabel')}
              required
              value={field.value}
              onChange={field.onChange}
              error={errorText(errors.answer)}
            >
              <Stack gap="xs" mt="xs">
                {page.options.map((option) => (
                  <Radio key={option} value={option} label={option} />
                ))}
              </Stack>
            </Radio.Group>
          )}
        />
        <Textarea
          label={t('page.noteLabel')}
          description={t('page.noteHint', { company: page.company })}
          autosize
          minRows={3}
          maxLength={1_000}
          {...form.register('note')}
          error={errorText(errors.note)}
        />
        <TextInput
          label={t('page.callTimeLabel')}
          placeholder={t('page.callTimePlaceholder')}
          maxLength={100}
          {...form.register('call_time')}
          error={errorText(errors.call_time)}
        />
        <SubmitRow loading={send.isPending} label={t('page.send')}>
          {onDone && page.answer && (
            <Button variant="default" onClick={onDone}>
              {t('page.cancel')}
            </Button>
          )}
        </SubmitRow>
      </Stack>
    </form>
  );
}

/**
 * `/unauth/email-response/{token}`: a candidate answers a company's e-mail without signing in, and
 * without the site's header and footer: one of the company's answer options, a note and a good
 * time to call. The answer can be changed while the link works.
 */
export function EmailResponsePage() {
  const { t } = useTranslation('emailResponses');
  const { token = '' } = useParams();
  useNoIndex();
  const query = useQuery(responsePageQuery(token));
  const [changing, setChanging] = useState(false);
  const page = query.data;

  if (query.isError) {
    return (
      <LinkProblem
        error={query.error}
        refused={{ title: t('page.unknownTitle'), text: t('page.unknownText') }}
        failed={{
          title: t('page.failedTitle'),
          text: t('page.failedText'),
          retry: t('page.retry'),
        }}
        onRetry={() => void query.refetch()}
      />
    );
  }
  if (!page) {
    return (
      <Container size="sm" py="xl">
        <Stack aria-busy="true">
          <Skeleton h={40} />
          <Skeleton h={200} />
        </Stack>
      </Container>
    );
  }
  const answered = page.answer;
  return (
    <Container size="sm" py="xl">
      <Stack gap="lg">
        <Stack gap={4}>
          <Text size="sm" c="dimmed">
            {t('page.from', { company: page.company })}
          </Text>
          <Title order={1} fz={{ base: 22, sm: 28 }}>
            {t('page.greeting', { name: page.first_name })}
          </Title>
          <Text size="sm">{t('page.subject', { subject: page.subject })}</Text>
        </Stack>
        <Paper withBorder p="md" radius="md">
          {answered && !changing ? (
            <Stack gap="xs" role="status">
              <Title order={2} fz="lg">
                {t('page.answered', { answer: answered.answer })}
              </Title>
              <Text size="sm">
                {t('page.answeredText', {
                  company: page.company,
                  expires: formatCalendarDate(page.expires_at),
                })}
              </Text>
              {answered.note && (
                <Text size="sm">{t('page.yourNote', { note: answered.note })}</Text>
              )}
              {answered.call_time && (
                <Text size="sm">{t('page.yourCallTime', { time: answered.call_time })}</Text>
              )}
              <Group>
                <Button variant="subtle" px={0} onClick={() => setChanging(true)}>
                  {t('page.change')}
                </Button>
              </Group>
            </Stack>
          ) : (
            <AnswerForm
              token={token}
              page={page}
              onDone={answered ? () => setChanging(false) : undefined}
            />
          )}
        </Paper>
      </Stack>
    </Container>
  );
}
