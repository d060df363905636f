import { useState } from 'react';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Paper,
  SegmentedControl,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import type { ClientKind, ClientStatus } from '@logicareers/shared/schemas/employer';
import { LinkButton } from '../../components/link-button';
import { Pager, PageShell } from '../../components/page-shell';
import { formatNumber, formatNumericDate } from '../../lib/format';
import { selectData, useMasterOptions } from '../../lib/master-data';
import { clientsQuery } from './clients-api';
import { isClientKind, useClientPaths } from './client-paths';

const STATUSES: ClientStatus[] = ['active', 'pending', 'disabled'];
export const STATUS_COLOR: Record<ClientStatus, string> = {
  active: 'teal',
  pending: 'yellow',
  disabled: 'gray',
};

/** Client companies of a kind, with search, filters and paging. */
export function ClientListPage() {
  const { t } = useTranslation('clients');
  const params = useParams();
  const links = useClientPaths();
  const navigate = useNavigate();
  // The consultancy administrator's page has no kind in its address: it switches in the page.
  const [ownKind, setOwnKind] = useState<ClientKind>('employer');
  const kind: ClientKind | null = links.consultancy
    ? ownKind
    : isClientKind(params.client)
      ? params.client
      : null;
  const [draft, setDraft] = useState('');
  const [q, setQ] = useState('');
  const [status, setStatus] = useState<string | null>(null);
  const [stateId, setStateId] = useState<number | null>(null);
  const [industryId, setIndustryId] = useState<number | null>(null);
  const [page, setPage] = useState(1);
  const emirates = useMasterOptions('state').filter((o) => o.parent_id === null);
  const industries = useMasterOptions('industry');
  const query = useQuery({
    ...clientsQuery({
      kind: kind ?? 'employer',
      q,
      status,
      state_id: stateId,
      industry_id: industryId,
      page,
    }),
    enabled: kind !== null,
  });
  if (!kind) return <Navigate to={links.list('employer')} replace />;
  const { data, isPending, isError, refetch } = query;
  const filter =
    <V,>(set: (value: V) => void) =>
    (value: V) => {
      set(value);
      setPage(1);
    };
  return (
    <PageShell
      title={
        links.consultancy
          ? t('list.consultancyTitle')
          : t('list.title', { kind: t(`kind.${kind}`) })
      }
      description={t('list.description')}
      actions={
        <LinkButton to={links.create(kind)} leftSection={<IconPlus size={16} aria-hidden />}>
          {t('list.add', { kind: t(`kindOne.${links.consultancy ? 'employer' : kind}`) })}
        </LinkButton>
      }
    >
      <Stack>
        {links.consultancy && (
          <SegmentedControl
            value={kind}
            onChange={(value) => {
              setOwnKind(value as ClientKind);
              setPage(1);
            }}
            data={(['employer', 'consultancy'] as const).map((k) => ({
              value: k,
              label: t(`kind.${k}`),
            }))}
            aria-label={t('list.kindLabel')}
            w={{ base: '100%', sm: 'auto' }}
            style={{ alignSelf: 'flex-start' }}
          />
        )}
        <Paper withBorder radius="md" p="md">
          <form
            role="search"
            onSubmit={(event) => {
              event.preventDefault();
              setQ(draft.trim());
              setPage(1);
            }}
          >
            <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }}>
              <TextInput
                label={t('list.search')}
                value={draft}
                onChange={(event) => setDraft(event.currentTarget.value)}
                rightSection={
                  <Button
                    type="submit"
                    variant="subtle"
                    size="compact-sm"
                    aria-label={t('list.searchButton')}
                  >
                    <IconSearch size={16} aria-hidden />
                  </Button>
                }
                rightSectionWidth={44}
              />
              <Select
                label={t('list.status')}
                placeholder={t('list.anyStatus')}
                clearable
                data={STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }))}
                value={status}
                onChange={filter(setStatus)}
              />
              <Select
                label={t('list.emirate')}
                placeholder={t('list.anyEmirate')}
                clearable
                searchable
                data={selectData(emirates)}
                value={stateId === null ? null : String(stateId)}
                onChange={filter((v: string | null) => setStateId(v ? Number(v) : null))}
              />
              <Select
                label={t('list.industry')}
                placeholder={t('list.anyIndustry')}
                clearable
                searchable
                data={selectData(industries)}
                value={industryId === null ? null : String(industryId)}
                onChange={filter((v: string | null) => setIndustryId(v ? Number(v) : null))}
              />
            </SimpleGrid>
          </form>
          <Text size="xs" c="dimmed" mt="xs">
            {t('list.planNote')}
          </Text>
        </Paper>
        <Paper withBorder radius="md" p="md">
          {isError ? (
            <Alert color="red" role="alert" title={t('list.error')}>
              <Button variant="light" color="red" mt="xs" onClick={() => void refetch()}>
                {t('list.retry')}
              </Button>
            </Alert>
          ) : isPending ? (
            <Stack aria-busy="true">
              {Array.from({ length: 6 }, (_, i) => (
                <Skeleton key={i} h={32} />
              ))}
            </Stack>
          ) : !data.items.length ? (
            <Text c="dimmed">{t('list.empty')}</Text>
          ) : (
            <Table.ScrollContainer minWidth={760}>
              <Table striped verticalSpacing="sm">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('list.column.name')}</Table.Th>
                    <Table.Th>{t('list.column.email')}</Table.Th>
                    <Table.Th>{t('list.column.industry')}</Table.Th>
                    <Table.Th ta="end">{t('list.column.users')}</Table.Th>
                    <Table.Th ta="end">{t('list.column.jobs')}</Table.Th>
                    <Table.Th>{t('list.column.status')}</Table.Th>
                    <Table.Th>{t('list.column.created')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.items.map((client) => (
                    <Table.Tr
                      key={client.id}
                      style={{ cursor: 'pointer' }}
                      onClick={() => void navigate(links.view(kind, client.id))}
                    >
                      <Table.Td>
                        <Anchor
                          component={Link}
                          to={links.view(kind, client.id)}
                          fw={600}
                          onClick={(event) => event.stopPropagation()}
                        >
                          {client.name}
                        </Anchor>
                        {client.managed_by && (
                          <Text size="xs" c="dimmed">
                            {client.managed_by}
                          </Text>
                        )}
                      </Table.Td>
                      <Table.Td>
                        <Text size="sm">{client.primary_email}</Text>
                        <Text size="xs" c="dimmed">
                          {client.primary_mobile}
                        </Text>
                      </Table.Td>
                      <Table.Td>{client.industry ?? '—'}</Table.Td>
                      <Table.Td ta="end">{formatNumber(client.users_count)}</Table.Td>
                      <Table.Td ta="end">{formatNumber(client.jobs_count)}</Table.Td>
                      <Table.Td>
                        <Badge color={STATUS_COLOR[client.status]} variant="light">
                          {t(`status.${client.status}`)}
                        </Badge>
                      </Table.Td>
                      <Table.Td>{formatNumericDate(client.created_at)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
          {data && (
            <Pager page={page} pageSize={data.page_size} total={data.total} onChange={setPage} />
          )}
        </Paper>
      </Stack>
    </PageShell>
  );
}
