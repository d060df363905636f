import { useState } from 'react';
import {
  Anchor,
  Badge,
  Paper,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
} from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import type { ClientKind, ClientStatus } from '@logicareers/shared/schemas/employer';
import { LinkButton } from '../../components/link-button';
import { PagedList, SearchField } from '../../components/paged-list';
import { PageShell } from '../../components/page-shell';
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
              <SearchField
                label={t('list.search')}
                buttonLabel={t('list.searchButton')}
                value={draft}
                onChange={setDraft}
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
        <PagedList
          query={query}
          page={page}
          onPage={setPage}
          texts={{ error: t('list.error'), retry: t('list.retry'), empty: t('list.empty') }}
        >
          {(items) => (
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
                  {items.map((client) => (
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
        </PagedList>
      </Stack>
    </PageShell>
  );
}
