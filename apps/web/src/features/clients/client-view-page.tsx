import {
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Tabs,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { IconArrowLeft, IconUserPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ListEmpty, ListTable } from '../../components/list-table';
import {
  SOCIAL_NETWORKS,
  ZCompanyCommentRequest,
  type TClientView,
  type TCompanyCommentRequest,
} from '@logicareers/shared/schemas/employer';
import { ConfirmButton } from '../../components/confirm-button';
import { errorText } from '../../components/form/field-error';
import { LinkButton } from '../../components/link-button';
import { PageShell } from '../../components/page-shell';
import { ApiError } from '../../lib/api-client';
import { formatDateTime, formatNumber, formatNumericDate } from '../../lib/format';
import { clientCommentsQuery, clientQuery, useAddComment, useClientStatus } from './clients-api';
import { STATUS_COLOR } from './client-list-page';
import { isClientKind, useClientPaths } from './client-paths';
import { SubmitRow } from '../../components/form/submit-row';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" fw={600} tt="uppercase">
        {label}
      </Text>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Stack>
  );
}

function ProfileTab({ client }: { client: TClientView }) {
  const { t } = useTranslation('clients');
  const p = client.profile;
  const none = t('view.profile.none');
  const social = SOCIAL_NETWORKS.filter((n) => p.social_links[n]);
  return (
    <Stack>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
        <Fact label={t('view.profile.email')}>{p.primary_email}</Fact>
        <Fact label={t('view.profile.mobile')}>{p.primary_mobile}</Fact>
        <Fact label={t('view.profile.industry')}>{p.industry ?? none}</Fact>
        <Fact label={t('view.profile.size')}>{p.size ?? none}</Fact>
        <Fact label={t('view.profile.licence')}>{p.trade_licence || none}</Fact>
        <Fact label={t('view.profile.trn')}>{p.trn || none}</Fact>
        <Fact label={t('view.profile.website')}>{p.website || none}</Fact>
      </SimpleGrid>
      <Fact label={t('view.profile.about')}>{p.about || none}</Fact>
      <Title order={3} fz="md">
        {t('view.profile.contacts')}
      </Title>
      <ListTable
        framed={false}
        striped={false}
        rows={p.contacts}
        rowKey={(c) => c.id}
        minWidth={560}
        label={t('view.profile.contacts')}
        empty={<ListEmpty>{t('view.profile.noContacts')}</ListEmpty>}
        columns={[
          { key: 'name', header: t('view.contact.name'), cell: (c) => c.name },
          {
            key: 'designation',
            header: t('view.contact.designation'),
            cell: (c) => c.designation || '—',
          },
          { key: 'email', header: t('view.contact.email'), cell: (c) => c.email || '—' },
          { key: 'phone', header: t('view.contact.phone'), cell: (c) => c.phone || '—' },
        ]}
      />
      <Title order={3} fz="md">
        {t('view.profile.branches')}
      </Title>
      <ListTable
        framed={false}
        striped={false}
        rows={p.branches}
        rowKey={(b) => b.id}
        minWidth={560}
        label={t('view.profile.branches')}
        empty={<ListEmpty>{t('view.profile.noBranches')}</ListEmpty>}
        columns={[
          { key: 'emirate', header: t('view.branch.emirate'), cell: (b) => b.state ?? '—' },
          { key: 'area', header: t('view.branch.area'), cell: (b) => b.area || '—' },
          { key: 'address', header: t('view.branch.address'), cell: (b) => b.address },
          { key: 'phone', header: t('view.branch.phone'), cell: (b) => b.phone || '—' },
        ]}
      />
      <Title order={3} fz="md">
        {t('view.profile.social')}
      </Title>
      {social.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('view.profile.noSocial')}
        </Text>
      ) : (
        <Stack gap={4}>
          {social.map((n) => (
            <Text key={n} size="sm" style={{ overflowWrap: 'anywhere' }}>
              {t(`view.social.${n}`)}: {p.social_links[n]}
            </Text>
          ))}
        </Stack>
      )}
    </Stack>
  );
}

function UsersTab({ client }: { client: TClientView }) {
  const { t } = useTranslation('clients');
  return (
    <ListTable
      framed={false}
      rows={client.users}
      rowKey={(u) => u.id}
      minWidth={640}
      label={t('view.tabs.users')}
      empty={<ListEmpty>{t('view.users.empty')}</ListEmpty>}
      columns={[
        {
          key: 'name',
          header: t('view.users.name'),
          cell: (u) => [u.pronoun, u.first_name, u.last_name].filter(Boolean).join(' '),
        },
        { key: 'email', header: t('view.users.email'), cell: (u) => u.email },
        { key: 'role', header: t('view.users.role'), cell: (u) => u.role_name },
        {
          key: 'status',
          header: t('view.users.status'),
          cell: (u) => (
            <Badge variant="light" color={u.status === 'active' ? 'teal' : 'gray'}>
              {t(`view.users.status_${u.status}`)}
            </Badge>
          ),
        },
        {
          key: 'lastSignIn',
          header: t('view.users.lastSignIn'),
          cell: (u) => (u.last_login_at ? formatDateTime(u.last_login_at) : t('view.users.never')),
        },
      ]}
    />
  );
}

function JobsTab({ client }: { client: TClientView }) {
  const { t } = useTranslation('clients');
  return (
    <Stack>
      <Group gap="xl">
        <Text fw={700}>{t('view.jobs.count', { count: client.jobs.count })}</Text>
        <Text fw={700}>{t('view.jobs.applications', { count: client.applications_count })}</Text>
      </Group>
      <Title order={3} fz="md">
        {t('view.jobs.latest')}
      </Title>
      {client.jobs.latest.length === 0 ? (
        <Text c="dimmed">{t('view.jobs.empty')}</Text>
      ) : (
        <Stack gap="xs">
          {client.jobs.latest.map((job) => (
            <Group key={job.id} justify="space-between" wrap="nowrap">
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {job.title}
              </Text>
              <Group gap="xs" wrap="nowrap">
                <Badge variant="light">{job.status}</Badge>
                <Text size="xs" c="dimmed">
                  {formatNumericDate(job.created_at)}
                </Text>
              </Group>
            </Group>
          ))}
        </Stack>
      )}
    </Stack>
  );
}

function CommentsTab({ id }: { id: number }) {
  const { t } = useTranslation('clients');
  const { data, isPending } = useQuery(clientCommentsQuery(id));
  const form = useForm<TCompanyCommentRequest>({
    resolver: zodResolver(ZCompanyCommentRequest),
    defaultValues: { body: '' },
  });
  const add = useAddComment(id, form);
  const onSubmit = form.handleSubmit((values) =>
    add.mutate(values, { onSuccess: () => form.reset({ body: '' }) }),
  );
  return (
    <Stack>
      <Alert color="blue" variant="light">
        {t('view.comments.note')}
      </Alert>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="xs">
          <Textarea
            label={t('view.comments.label')}
            autosize
            minRows={2}
            {...form.register('body')}
            error={errorText(form.formState.errors.body)}
          />
          <SubmitRow loading={add.isPending} label={t('view.comments.add')} />
        </Stack>
      </form>
      {isPending ? (
        <Skeleton h={60} />
      ) : !data?.length ? (
        <Text c="dimmed">{t('view.comments.empty')}</Text>
      ) : (
        <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {data.map((c) => (
            <Paper key={c.id} component="li" withBorder p="sm" radius="sm">
              <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                {c.body}
              </Text>
              <Text size="xs" c="dimmed" mt={4}>
                {t('view.comments.by', { author: c.author, date: formatDateTime(c.created_at) })}
              </Text>
            </Paper>
          ))}
        </Stack>
      )}
    </Stack>
  );
}

function HistoryTab({ client }: { client: TClientView }) {
  const { t } = useTranslation('clients');
  if (!client.history.length) return <Text c="dimmed">{t('view.history.empty')}</Text>;
  return (
    <Stack gap="xs" component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {client.history.map((h) => (
        <Paper key={h.id} component="li" withBorder p="sm" radius="sm">
          <Group justify="space-between" wrap="wrap" gap="xs">
            <Badge variant="outline">{h.action}</Badge>
            <Text size="xs" c="dimmed">
              {t('view.history.by', {
                actor: h.actor || t('view.history.system'),
                date: formatDateTime(h.created_at),
              })}
            </Text>
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}

/** One client: its profile, users, jobs, internal comments and history, and its access. */
export function ClientViewPage() {
  const { t } = useTranslation('clients');
  const params = useParams();
  const links = useClientPaths();
  const id = Number(params.id);
  const valid = Number.isInteger(id) && id > 0;
  const { data, isPending, error } = useQuery({ ...clientQuery(id), enabled: valid });
  const status = useClientStatus(id);
  const kind = isClientKind(params.client) ? params.client : (data?.profile.kind ?? 'employer');
  const back = (
    <Anchor component={Link} to={links.list(kind)} size="sm">
      <Group gap={4} component="span">
        <IconArrowLeft size={14} aria-hidden className="mirror-rtl" />
        {t('view.back')}
      </Group>
    </Anchor>
  );
  if (!valid || (error instanceof ApiError && error.status === 404))
    return (
      <PageShell title={t('view.notFound')}>
        <Stack>{back}</Stack>
      </PageShell>
    );
  if (isPending || !data)
    return (
      <PageShell title="…">
        <Stack aria-busy="true">
          <Skeleton h={40} />
          <Skeleton h={240} />
        </Stack>
      </PageShell>
    );
  const p = data.profile;
  return (
    <PageShell
      title={p.company_name}
      description={
        <Group gap="xs" component="span">
          <Badge color={STATUS_COLOR[p.status]} variant="light">
            {t(`status.${p.status}`)}
          </Badge>
          {data.managed_by && (
            <Text component="span" size="sm" c="dimmed">
              {t('view.managedBy', { name: data.managed_by })}
            </Text>
          )}
        </Group>
      }
      actions={
        <Group gap="xs">
          <LinkButton
            to={links.createUser(id)}
            variant="light"
            leftSection={<IconUserPlus size={16} aria-hidden />}
          >
            {t('view.addUser')}
          </LinkButton>
          {p.status === 'pending' && (
            <Button loading={status.isPending} onClick={() => status.mutate('active')}>
              {t('view.activate')}
            </Button>
          )}
          {p.status === 'disabled' && (
            <Button loading={status.isPending} onClick={() => status.mutate('active')}>
              {t('view.enable')}
            </Button>
          )}
          {p.status === 'active' && (
            <ConfirmButton
              color="red"
              variant="light"
              title={t('view.disableTitle', { name: p.company_name })}
              message={t('view.disableText')}
              confirmLabel={t('view.confirmDisable')}
              pending={status.isPending}
              onConfirm={(close) => status.mutate('disabled', { onSuccess: close })}
            >
              {t('view.disable')}
            </ConfirmButton>
          )}
        </Group>
      }
    >
      <Stack>
        {back}
        <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
          <Tabs defaultValue="profile" keepMounted={false}>
            <Tabs.List mb="md">
              <Tabs.Tab value="profile">{t('view.tabs.profile')}</Tabs.Tab>
              <Tabs.Tab value="users">
                {t('view.tabs.users')} ({formatNumber(data.users.length)})
              </Tabs.Tab>
              <Tabs.Tab value="jobs">{t('view.tabs.jobs')}</Tabs.Tab>
              <Tabs.Tab value="comments">{t('view.tabs.comments')}</Tabs.Tab>
              <Tabs.Tab value="history">{t('view.tabs.history')}</Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="profile">
              <ProfileTab client={data} />
            </Tabs.Panel>
            <Tabs.Panel value="users">
              <UsersTab client={data} />
            </Tabs.Panel>
            <Tabs.Panel value="jobs">
              <JobsTab client={data} />
            </Tabs.Panel>
            <Tabs.Panel value="comments">
              <CommentsTab id={id} />
            </Tabs.Panel>
            <Tabs.Panel value="history">
              <HistoryTab client={data} />
            </Tabs.Panel>
          </Tabs>
        </Paper>
      </Stack>
    </PageShell>
  );
}
