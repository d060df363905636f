import {
  Alert,
  Anchor,
  Badge,
  Button,
  Grid,
  Group,
  Paper,
  Select,
  Skeleton,
  Stack,
  TagsInput,
  Text,
  Title,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@logicareers/shared/pages';
import {
  RESPONSE_OPTIONS_MAX,
  RESPONSE_OPTION_MAX_LENGTH,
  ZResponseOptionsRequest,
  type TEmailResponseItem,
  type TResponseOptions,
} from '@logicareers/shared/schemas/email-responses';
import { DateValueInput } from '../../../components/form/date-field';
import { errorText } from '../../../components/form/field-error';
import { PageShell, Pager } from '../../../components/page-shell';
import { formatDateTime } from '../../../lib/format';
import {
  RESPONSES_PAGE_SIZE,
  responseOptionsQuery,
  responsesQuery,
  useSaveResponseOptions,
} from './responses-api';
import { SubmitRow } from '../../../components/form/submit-row';
import { useUrlSearch } from '../../../lib/url-search';

/** The company's answer options, edited as a list of words (settings/email-responses). */
function OptionsPanel({ current }: { current: TResponseOptions }) {
  const { t } = useTranslation('emailResponses');
  const form = useForm<{ options: string[] }>({
    resolver: zodResolver(ZResponseOptionsRequest) as never,
    values: { options: current.options },
  });
  const save = useSaveResponseOptions(form);
  const { errors } = form.formState;
  const message =
    errorText(errors.options) ??
    errorText((errors.options as unknown as { root?: { message?: string } })?.root) ??
    (Array.isArray(errors.options) ? errorText(errors.options.find(Boolean)) : undefined);
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="options-title">
      <form onSubmit={form.handleSubmit((values) => save.mutate(values))} noValidate>
        <Stack gap="sm">
          <Title order={2} fz="lg" id="options-title">
            {t('options.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('options.description')}
          </Text>
          {current.is_default && (
            <Text size="sm" c="dimmed">
              {t('options.defaults')}
            </Text>
          )}
          <Controller
            control={form.control}
            name="options"
            render={({ field }) => (
              <TagsInput
                label={t('options.label')}
                description={t('options.hint')}
                value={field.value}
                onChange={field.onChange}
                maxTags={RESPONSE_OPTIONS_MAX}
                maxLength={RESPONSE_OPTION_MAX_LENGTH}
                allowDuplicates={false}
                clearable
                error={message}
              />
            )}
          />
          <SubmitRow loading={save.isPending} label={t('options.save')}>
            <Button
              variant="default"
              onClick={() => form.reset({ options: current.options })}
              disabled={!form.formState.isDirty}
            >
              {t('options.reset')}
            </Button>
          </SubmitRow>
        </Stack>
      </form>
    </Paper>
  );
}

function ResponseCard({ item }: { item: TEmailResponseItem }) {
  const { t } = useTranslation('emailResponses');
  const changed = item.updated_at !== item.answered_at;
  return (
    <Paper component="li" withBorder p="sm" radius="md">
      <Stack gap={4}>
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
          <Anchor
            component={Link}
            to={paths.workspace.candidateView(item.candidate.id)}
            fw={600}
            aria-label={t('list.openCandidate', { name: item.candidate.name })}
          >
            {item.candidate.name}
          </Anchor>
          <Badge variant="light" tt="none" size="lg">
            {item.answer}
          </Badge>
        </Group>
        <Text size="sm">{t('list.mail', { subject: item.subject })}</Text>
        {item.note && (
          <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
            {t('list.note', { note: item.note })}
          </Text>
        )}
        {item.call_time && <Text size="sm">{t('list.callTime', { time: item.call_time })}</Text>}
        <Text size="xs" c="dimmed">
          {changed
            ? t('list.changedAt', {
                date: formatDateTime(item.answered_at),
                changed: formatDateTime(item.updated_at),
              })
            : t('list.answeredAt', { date: formatDateTime(item.answered_at) })}
          {' · '}
          {item.sent_by
            ? t('list.sent', { date: formatDateTime(item.sent_at), sender: item.sent_by })
            : t('list.sentNoSender', { date: formatDateTime(item.sent_at) })}
        </Text>
      </Stack>
    </Paper>
  );
}

/**
 * `/management/email-responses`: candidates' answers to the company's e-mails, filtered by answer
 * and date (kept in the address, so a filtered list can be shared), and the answer options.
 */
export function EmailResponsesPage() {
  const { t } = useTranslation('emailResponses');
  const { params, replace: set } = useUrlSearch();
  const filter = {
    answer: params.get('answer'),
    from: params.get('from') ?? '',
    to: params.get('to') ?? '',
    page: Math.max(1, Number(params.get('page')) || 1),
  };
  const options = useQuery(responseOptionsQuery());
  const list = useQuery(responsesQuery(filter));
  const filtered = Boolean(filter.answer || filter.from || filter.to);

  return (
    <PageShell title={t('list.title')} description={t('list.description')}>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="sm">
            <Group align="flex-end" gap="sm" wrap="wrap">
              <Select
                label={t('list.answer')}
                placeholder={t('list.allAnswers')}
                data={options.data?.options ?? []}
                value={filter.answer}
                onChange={(value) => set({ answer: value })}
                clearable
                w={220}
              />
              <DateValueInput
                label={t('list.from')}
                value={filter.from}
                onChange={(from) => set({ from: from || null })}
                max={filter.to || undefined}
                w={180}
              />
              <DateValueInput
                label={t('list.to')}
                value={filter.to}
                onChange={(to) => set({ to: to || null })}
                min={filter.from || undefined}
                w={180}
              />
              {filtered && (
                <Button
                  variant="subtle"
                  onClick={() => set({ answer: null, from: null, to: null })}
                >
                  {t('list.clear')}
                </Button>
              )}
            </Group>
            {list.isError ? (
              <Alert color="red" role="alert">
                <Stack gap="xs" align="flex-start">
                  <Text size="sm">{t('list.failed')}</Text>
                  <Button variant="light" onClick={() => void list.refetch()}>
                    {t('list.retry')}
                  </Button>
                </Stack>
              </Alert>
            ) : !list.data ? (
              <Stack aria-busy="true">
                <Skeleton h={90} />
                <Skeleton h={90} />
              </Stack>
            ) : list.data.items.length === 0 ? (
              <Text size="sm" c="dimmed">
                {filtered ? t('list.emptyFiltered') : t('list.empty', { tag: '{{response.link}}' })}
              </Text>
            ) : (
              <>
                <Stack
                  gap="xs"
                  component="ul"
                  style={{ listStyle: 'none', padding: 0, margin: 0 }}
                  aria-label={t('list.title')}
                >
                  {list.data.items.map((item) => (
                    <ResponseCard key={item.id} item={item} />
                  ))}
                </Stack>
                <Pager
                  page={filter.page}
                  pageSize={RESPONSES_PAGE_SIZE}
                  total={list.data.total}
                  onChange={(page) => set({ page: String(page) })}
                />
              </>
            )}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          {options.data ? <OptionsPanel current={options.data} /> : <Skeleton h={200} />}
        </Grid.Col>
      </Grid>
    </PageShell>
  );
}
