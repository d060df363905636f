import { useState } from 'react';
import {
  Anchor,
  Badge,
  Paper,
  SegmentedControl,
  Select,
  type SelectProps,
  SimpleGrid,
  Stack,
  Text,
} from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import type {
  ClientKind,
  ClientStatus,
  TClientListItem,
} from '@logicareers/shared/schemas/employer';
import { LinkButton } from '../../components/link-button';
import {
  ListEmpty,
  ListFailed,
  ListTable,
  type ListColumn,
  pagingOf,
  dateColumn,
} from '../../components/list-table';
import { SearchField } from '../../components/paged-list';
import { PageShell } from '../../components/page-shell';
import { formatNumber } from '../../lib/format';
import { selectData, useMasterOptions } from '../../lib/master-data';
import { can, useProfile } from '../../lib/session';
import { plansQuery } from '../../lib/plans';
import { clientsQuery } from './clients-api';
import { isClientKind, useClientPaths } from './client-paths';

const STATUSES: ClientStatus[] = ['active', 'pending', 'disabled'];
export const STATUS_COLOR: Record<ClientStatus, string> = {
  active: 'teal',
  pending: 'yellow',
  disabled: 'gray',
};

/** A filter that keeps one item, by its id, or none. */
function IdSelect({
  value,
  onChange,
  ...props
}: Omit<SelectProps, 'value' | 'onChange'> & {
  value: number | null;
  onChange: (id: number | null) => void;
}) {
  return (
    <Select
      clearable
      {...props}
      value={value === null ? null : String(value)}
      onChange={(v) => onChange(v ? Number(v) : null)}
    />
  );
}

/** The search box and the filters over the client list. */
function ClientFilters({
  filters,
  onSearch,
  onStatus,
  onState,
  onIndustry,
  onPlan,
}: {
  filters: {
    status: string | null;
    stateId: number | null;
    industryId: number | null;
    planId: number | null;
  };
  onSearch: (q: string) => void;
  onStatus: (status: string | null) => void;
  onState: (id: number | null) => void;
  onIndustry: (id: number | null) => void;
  /** Given to those who manage plans: the list narrowed to the clients on one plan today. */
  onPlan?: (id: number | null) => void;
}) {
  const { t } = useTranslation('clients');
  const [draft, setDraft] = useState('');
  const emirates = useMasterOptions('state').filter((o) => o.parent_id === null);
  const industries = useMasterOptions('industry');
  const { status, stateId, industryId, planId } = filters;
  const plans = useQuery({ ...plansQuery, enabled: !!onPlan });
  return (
    <Paper withBorder radius="md" p="md">
      <form
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          onSearch(draft.trim());
        }}
      >
        <SimpleGrid cols={{ base: 1, sm: 2, md: onPlan ? 5 : 4 }}>
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
            onChange={onStatus}
          />
          <IdSelect
            label={t('list.emirate')}
            placeholder={t('list.anyEmirate')}
            searchable
            data={selectData(emirates)}
            value={stateId}
            onChange={onState}
          />
          <IdSelect
            label={t('list.industry')}
            placeholder={t('list.anyIndustry')}
            searchable
            data={selectData(industries)}
            value={industryId}
            onChange={onIndustry}
          />
          {onPlan && (
            <IdSelect
              label={t('list.plan')}
              placeholder={t('list.anyPlan')}
              data={(plans.data ?? []).map((plan) => ({
                value: String(plan.id),
                label: plan.name,
              }))}
              value={planId}
              onChange={onPlan}
            />
          )}
        </SimpleGrid>
      </form>
    </Paper>
  );
}

/** A client's name, contact, industry, figures, status and date; the name opens it. */
function useClientColumns(kind: ClientKind, withPlan: boolean): ListColumn<TClientListItem>[] {
  const { t } = useTranslation('clients');
  const links = useClientPaths();
  return [
    {
      key: 'name',
      header: t('list.column.name'),
      cell: (client) => (
        <>
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
        </>
      ),
    },
    {
      key: 'email',
      header: t('list.column.email'),
      cell: (client) => (
        <>
          <Text size="sm">{client.primary_email}</Text>
          <Text size="xs" c="dimmed">
            {client.primary_mobile}
          </Text>
        </>
      ),
    },
    {
      key: 'industry',
      header: t('list.column.industry'),
      cell: (client) => client.industry ?? '—',
    },
    ...(withPlan && kind === 'employer'
      ? [
          {
            key: 'plan',
            header: t('list.column.plan'),
            cell: (client: TClientListItem) => client.plan ?? '—',
          },
        ]
      : []),
    {
      key: 'users',
      header: t('list.column.users'),
      align: 'end',
      cell: (client) => formatNumber(client.users_count),
    },
    {
      key: 'jobs',
      header: t('list.column.jobs'),
      align: 'end',
      cell: (client) => formatNumber(client.jobs_count),
    },
    {
      key: 'status',
      header: t('list.column.status'),
      cell: (client) => (
        <Badge color={STATUS_COLOR[client.status]} variant="light">
          {t(`status.${client.status}`)}
        </Badge>
      ),
    },
    dateColumn('created', t('list.column.created'), (client) => client.created_at),
  ];
}

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
  const [q, setQ] = useState('');
  const [status, setStatus] = useState<string | null>(null);
  const [stateId, setStateId] = useState<number | null>(null);
  const [industryId, setIndustryId] = useState<number | null>(null);
  const [planId, setPlanId] = useState<number | null>(null);
  const [page, setPage] = useState(1);
  const { profile } = useProfile();
  const plansShown = can(profile, 'plans.manage');
  const query = useQuery({
    ...clientsQuery({
      kind: kind ?? 'employer',
      q,
      status,
      state_id: stateId,
      industry_id: industryId,
      plan_id: kind === 'employer' ? planId : null,
      page,
    }),
    enabled: kind !== null,
  });
  const columns = useClientColumns(kind ?? 'employer', plansShown);
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
        <ClientFilters
          filters={{ status, stateId, industryId, planId }}
          onSearch={(value) => {
            setQ(value);
            setPage(1);
          }}
          onStatus={filter(setStatus)}
          onState={filter(setStateId)}
          onIndustry={filter(setIndustryId)}
          onPlan={plansShown && kind === 'employer' ? filter(setPlanId) : undefined}
        />
        <ListTable
          rows={query.data?.items}
          rowKey={(client) => client.id}
          minWidth={760}
          loading={query.isPending}
          error={
            query.isError && (
              <ListFailed retry={{ label: t('list.retry'), onClick: () => void query.refetch() }}>
                {t('list.error')}
              </ListFailed>
            )
          }
          empty={<ListEmpty>{t('list.empty')}</ListEmpty>}
          paging={pagingOf(query.data, page, setPage)}
          onRowClick={(client) => void navigate(links.view(kind, client.id))}
          columns={columns}
        />
      </Stack>
    </PageShell>
  );
}
