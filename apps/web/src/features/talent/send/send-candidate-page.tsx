import { useMemo, useState } from 'react';
import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  Group,
  List,
  Paper,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { useQueries } from '@tanstack/react-query';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { paths } from '@logicareers/shared/pages';
import { ZSubmissionRequest, TALENT_BATCH_MAX } from '@logicareers/shared/schemas/talent';
import { errorText } from '../../../components/form/field-error';
import { PageShell } from '../../../components/page-shell';
import { can, useProfile } from '../../../lib/session';
import { candidateNameQuery, useSendCandidates } from '../workspace-api';
import {
  ChosenCandidates,
  ClientField,
  JobField,
  useClientChoice,
  type SendValues,
} from './send-form-fields';
import { SentCandidates } from './sent-candidates';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The candidates named in `?candidates=`, as ids the API can read (unknown text is left out). */
const candidateIdsOf = (value: string | null) =>
  [
    ...new Set(
      (value ?? '')
        .split(',')
        .map((id) => id.trim())
        .filter((id) => UUID.test(id)),
    ),
  ].slice(0, TALENT_BATCH_MAX);

const ZSendForm = ZSubmissionRequest.omit({ candidate_ids: true });

type Sent = { client: string; names: string[]; single?: { id: string; name: string } };

function SendForm({ ids, onSent }: { ids: string[]; onSent: (sent: Sent) => void }) {
  const { t } = useTranslation('talentView');
  const [params] = useSearchParams();
  const names = useQueries({ queries: ids.map((id) => candidateNameQuery(id)) });
  const form = useForm<SendValues>({
    resolver: zodResolver(ZSendForm) as never,
    defaultValues: {
      client_id: params.get('client') ?? '',
      job_id: params.get('job') ?? '',
      note: '',
      share_contact: false,
    },
  });
  const clientId = useWatch({ control: form.control, name: 'client_id' });
  const choice = useClientChoice(clientId);
  const { client } = choice;
  const send = useSendCandidates(form);
  const onSubmit = form.handleSubmit((values) =>
    send.mutate(
      {
        candidate_ids: ids,
        client_id: Number(values.client_id),
        job_id: values.job_id ? Number(values.job_id) : null,
        note: values.note,
        share_contact: values.share_contact,
      },
      {
        onSuccess: () => {
          const sentNames = ids.map((id, index) => names[index].data ?? id);
          onSent({
            client: client?.name ?? '',
            names: sentNames,
            single: ids.length === 1 ? { id: ids[0], name: sentNames[0] } : undefined,
          });
        },
      },
    ),
  );
  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('send.title')}>
      <Stack gap="md">
        <ChosenCandidates ids={ids} />
        <ClientField form={form} choice={choice} />
        <JobField control={form.control} clientId={clientId} />
        <Textarea
          label={t('send.note')}
          description={t('send.noteHint')}
          autosize
          minRows={3}
          {...form.register('note')}
          error={errorText(form.formState.errors.note)}
        />
        <Checkbox label={t('send.shareContact')} {...form.register('share_contact')} />
        <Group justify="flex-end">
          <Button
            type="submit"
            loading={send.isPending}
            leftSection={<IconSend size={16} aria-hidden />}
          >
            {t('send.submit', { count: ids.length })}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function SentPanel({ sent, onMore }: { sent: Sent; onMore: () => void }) {
  const { t } = useTranslation('talentView');
  return (
    <Alert color="teal" title={t('send.doneTitle', { client: sent.client })} role="status">
      <Stack gap="sm">
        <Text size="sm">{t('send.doneText')}</Text>
        <List size="sm">
          {sent.names.map((name) => (
            <List.Item key={name}>{name}</List.Item>
          ))}
        </List>
        <Group gap="md">
          {sent.single && (
            <Anchor component={Link} to={paths.workspace.candidateView(sent.single.id)}>
              {t('send.backToCandidate', { name: sent.single.name })}
            </Anchor>
          )}
          <Anchor component="button" type="button" onClick={onMore}>
            {t('send.sendMore')}
          </Anchor>
        </Group>
      </Stack>
    </Alert>
  );
}

/**
 * `/management/send-candidate?candidates=id1,id2[&client=..&job=..]`: a consultancy user sends
 * candidates to a client employer with a note; below, every candidate sent and where they stand.
 */
export function SendCandidatePage() {
  const { t } = useTranslation('talentView');
  const { profile } = useProfile();
  const [params, setParams] = useSearchParams();
  const ids = useMemo(() => candidateIdsOf(params.get('candidates')), [params]);
  const [sent, setSent] = useState<Sent | null>(null);
  if (!can(profile, 'candidates.submit')) {
    return (
      <PageShell title={t('send.title')} size="lg">
        <Alert color="yellow">{t('send.notAllowed')}</Alert>
      </PageShell>
    );
  }
  return (
    <PageShell title={t('send.title')} description={t('send.description')} size="lg">
      <Stack gap="xl">
        <Paper withBorder p="md" radius="md">
          {sent ? (
            <SentPanel
              sent={sent}
              onMore={() => {
                setSent(null);
                setParams({});
              }}
            />
          ) : ids.length ? (
            <SendForm key={ids.join(',')} ids={ids} onSent={setSent} />
          ) : (
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{t('send.noCandidates')}</Text>
              <Anchor component={Link} to={paths.workspace.cvSearch()}>
                {t('send.findCandidates')}
              </Anchor>
            </Stack>
          )}
        </Paper>
        <Stack gap="sm" component="section" aria-labelledby="submissions-title">
          <Title order={2} fz="lg" id="submissions-title">
            {t('submissions.title')}
          </Title>
          <SentCandidates />
        </Stack>
      </Stack>
    </PageShell>
  );
}
