import { useState } from 'react';
import {
  Anchor,
  Button,
  Drawer,
  Group,
  Menu,
  Paper,
  Select,
  SimpleGrid,
  Text,
  TextInput,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { BUILTIN_ROLES, ROLES, type Role } from '@logicareers/shared/roles';
import {
  LAST_SIGN_IN_FILTERS,
  USER_STATUSES,
  type TUserListItem,
  type UserStatus,
} from '@logicareers/shared/schemas/users';
import { useSides } from '../../lib/direction';
import { PageShell } from '../../components/page-shell';
import {
  actionsColumn,
  ListEmpty,
  ListFailed,
  ListTable,
  pagingOf,
  type ListColumn,
  RowMenu,
} from '../../components/list-table';
import { formatNumericDate } from '../../lib/format';
import { UserDetail } from './user-detail';
import { fullName, StatusBadge } from './user-parts';
import { useSendResetCode, useSetStatus, usersQuery } from './users-api';

/** The list's columns: who, their role and company, where their account stands, what to do. */
function useUserColumns(
  onOpen: (id: string) => void,
  onCompany: (company: { id: number; name: string }) => void,
): ListColumn<TUserListItem>[] {
  const { t } = useTranslation(['users', 'common']);
  return [
    {
      key: 'name',
      header: t('column.name'),
      cell: (user) => (
        <Button variant="subtle" size="compact-sm" onClick={() => onOpen(user.id)}>
          {fullName(user)}
        </Button>
      ),
    },
    { key: 'email', header: t('column.email'), cell: (user) => user.email },
    {
      key: 'role',
      header: t('column.role'),
      cell: (user) => (
        <>
          {t(`common:role.${user.role}`)}
          {user.role_name && user.role_name !== BUILTIN_ROLES[user.role].name && (
            <Text size="xs" c="dimmed">
              {user.role_name}
            </Text>
          )}
        </>
      ),
    },
    {
      key: 'company',
      header: t('column.company'),
      cell: (user) =>
        user.company_id && user.company_name ? (
          <Anchor
            component="button"
            type="button"
            size="sm"
            title={t('list.onlyCompany', { company: user.company_name })}
            onClick={() => onCompany({ id: user.company_id!, name: user.company_name! })}
          >
            {user.company_name}
          </Anchor>
        ) : (
          '—'
        ),
    },
    {
      key: 'status',
      header: t('column.status'),
      cell: (user) => <StatusBadge status={user.status} deletionDueAt={user.deletion_due_at} />,
    },
    {
      key: 'lastSignIn',
      header: t('column.lastSignIn'),
      cell: (user) =>
        user.last_login_at ? formatNumericDate(user.last_login_at) : t('lastSignIn.never'),
    },
    actionsColumn(t('column.actions'), (user) => (
      <UserActions user={user} onOpen={() => onOpen(user.id)} />
    )),
  ];
}

/** The company the list is narrowed to, and the way back to every company. */
function CompanyFilter({ name, onClear }: { name: string; onClear: () => void }) {
  const { t } = useTranslation(['users', 'common']);
  return (
    <Group mb="md" gap="xs">
      <Text size="sm">{t('list.companyFilter', { company: name })}</Text>
      <Button size="compact-sm" variant="light" onClick={onClear}>
        {t('list.allCompanies')}
      </Button>
    </Group>
  );
}

/** Every account the signed-in administrator reaches, with filters and what may be done to each. */
export function UsersPage() {
  const sides = useSides();
  const { t } = useTranslation(['users', 'common']);
  const [page, setPage] = useState(1);
  const [role, setRole] = useState<Role | undefined>();
  const [status, setStatus] = useState<UserStatus | undefined>();
  const [lastSignIn, setLastSignIn] = useState<(typeof LAST_SIGN_IN_FILTERS)[number] | undefined>();
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), 300);
  const [openId, setOpenId] = useState<string | null>(null);
  const [company, setCompany] = useState<{ id: number; name: string } | null>(null);
  const columns = useUserColumns(setOpenId, (chosen) => {
    setCompany(chosen);
    setPage(1);
  });
  const { data, isPending, isError, error, refetch } = useQuery(
    usersQuery({
      page: String(page),
      company: company?.id,
      role,
      status,
      last_sign_in: lastSignIn,
      q: q || undefined,
    }),
  );
  const filter =
    <T,>(set: (value: T | undefined) => void) =>
    (value: string | null) => {
      set((value ?? undefined) as T | undefined);
      setPage(1);
    };
  return (
    <PageShell title={t('list.title')} description={t('list.description')}>
      <Paper withBorder radius="md" p="md">
        <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} mb="md">
          <TextInput
            label={t('list.search')}
            placeholder={t('list.searchPlaceholder')}
            leftSection={<IconSearch size={16} aria-hidden />}
            value={search}
            onChange={(event) => {
              setSearch(event.currentTarget.value);
              setPage(1);
            }}
          />
          <Select
            label={t('list.role')}
            placeholder={t('list.all')}
            clearable
            data={ROLES.map((r) => ({ value: r, label: t(`common:role.${r}`) }))}
            value={role ?? null}
            onChange={filter<Role>(setRole)}
          />
          <Select
            label={t('list.status')}
            placeholder={t('list.all')}
            clearable
            data={USER_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }))}
            value={status ?? null}
            onChange={filter<UserStatus>(setStatus)}
          />
          <Select
            label={t('list.lastSignIn')}
            placeholder={t('list.any')}
            clearable
            data={LAST_SIGN_IN_FILTERS.map((f) => ({ value: f, label: t(`lastSignIn.${f}`) }))}
            value={lastSignIn ?? null}
            onChange={filter<(typeof LAST_SIGN_IN_FILTERS)[number]>(setLastSignIn)}
          />
        </SimpleGrid>
        {company && (
          <CompanyFilter
            name={company.name}
            onClear={() => {
              setCompany(null);
              setPage(1);
            }}
          />
        )}
        <ListTable
          framed={false}
          rows={data?.items}
          rowKey={(user) => user.id}
          columns={columns}
          minWidth={860}
          label={t('list.title')}
          loading={isPending}
          error={
            isError && (
              <ListFailed
                error={error}
                retry={{ label: t('list.retry'), onClick: () => void refetch() }}
              >
                {t('list.error')}
              </ListFailed>
            )
          }
          empty={<ListEmpty>{t('list.empty')}</ListEmpty>}
          paging={pagingOf(data, page, setPage)}
        />
      </Paper>
      <Drawer
        opened={openId !== null}
        onClose={() => setOpenId(null)}
        position={sides.end}
        size="md"
        title={t('detail.title')}
      >
        {openId && <UserDetail id={openId} onGone={() => setOpenId(null)} />}
      </Drawer>
    </PageShell>
  );
}

/** What may be done to an account from its row: open it, disable or enable it, send a reset code. */
function UserActions({ user, onOpen }: { user: TUserListItem; onOpen: () => void }) {
  const { t } = useTranslation(['users', 'common']);
  const setStatus = useSetStatus();
  const reset = useSendResetCode();
  return (
    <RowMenu label={t('list.actionsFor', { name: fullName(user) })}>
      <Menu.Item onClick={onOpen}>{t('action.open')}</Menu.Item>
      {user.status === 'active' && (
        <>
          <Menu.Item onClick={() => setStatus.mutate({ id: user.id, status: 'disabled' })}>
            {t('action.disable')}
          </Menu.Item>
          <Menu.Item onClick={() => reset.mutate(user.id)}>{t('action.reset')}</Menu.Item>
        </>
      )}
      {user.status === 'disabled' && (
        <Menu.Item onClick={() => setStatus.mutate({ id: user.id, status: 'active' })}>
          {t('action.enable')}
        </Menu.Item>
      )}
    </RowMenu>
  );
}
