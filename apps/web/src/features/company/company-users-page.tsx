import { useState } from 'react';
import { Anchor, Badge, Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { IconUserPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PAGES } from '@logicareers/shared/pages';
import {
  ZCompanyUserCreateRequest,
  type TCompanyUser,
  type TCompanyUserCreateRequest,
  type TCompanyUsers,
} from '@logicareers/shared/schemas/employer';
import { ConfirmButton } from '../../components/confirm-button';
import {
  EmployerContactFields,
  EMPTY_CONTACT,
} from '../../components/form/employer-contact-fields';
import { errorText } from '../../components/form/field-error';
import { SubmitRow } from '../../components/form/submit-row';
import {
  actionsColumn,
  ListEmpty,
  ListFailed,
  ListTable,
  type ListColumn,
} from '../../components/list-table';
import { PageShell } from '../../components/page-shell';
import { formatDateTime } from '../../lib/format';
import { useProfile } from '../../lib/session';
import {
  companyUsersQuery,
  useAddColleague,
  useChangeRole,
  useRemoveColleague,
  useUserStatus,
} from './company-api';
import { useRoleName } from '../../lib/role-name';

const DEFAULTS: TCompanyUserCreateRequest = {
  ...EMPTY_CONTACT,
  role_id: undefined,
};

/** The employer contact form in create mode, with one of the company's roles. */
export function AddColleagueForm({
  roles,
  onDone,
  onCancel,
}: {
  roles: TCompanyUsers['roles'];
  onDone: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('company');
  const roleName = useRoleName();
  const form = useForm<TCompanyUserCreateRequest>({
    resolver: zodResolver(ZCompanyUserCreateRequest),
    defaultValues: { ...DEFAULTS, role_id: roles.find((r) => r.builtin)?.id },
  });
  const add = useAddColleague(form);
  const onSubmit = form.handleSubmit((values) => add.mutate(values, { onSuccess: onDone }));
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack>
        <EmployerContactFields form={form} mode="create" />
        <Controller
          control={form.control}
          name="role_id"
          render={({ field }) => (
            <Select
              label={t('users.role')}
              required
              data={roles.map((r) => ({ value: String(r.id), label: roleName(r) }))}
              value={field.value ? String(field.value) : null}
              onChange={(v) => field.onChange(v ? Number(v) : undefined)}
              error={errorText(form.formState.errors.role_id)}
              allowDeselect={false}
            />
          )}
        />
        <SubmitRow
          loading={add.isPending}
          label={t('users.submit')}
          onCancel={onCancel}
          cancelLabel={t('users.cancel')}
        />
      </Stack>
    </form>
  );
}

const nameOf = (user: TCompanyUser) =>
  [user.pronoun, user.first_name, user.last_name].filter(Boolean).join(' ') || user.email;

/** A colleague's role, changed where it is shown. */
function RoleSelect({ user, roles }: { user: TCompanyUser; roles: TCompanyUsers['roles'] }) {
  const { t } = useTranslation('company');
  const roleName = useRoleName();
  const changeRole = useChangeRole();
  return (
    <Select
      aria-label={t('users.changeRole', { name: nameOf(user) })}
      size="xs"
      data={roles.map((r) => ({ value: String(r.id), label: roleName(r) }))}
      value={String(user.role_id)}
      allowDeselect={false}
      disabled={changeRole.isPending}
      onChange={(v) => v && changeRole.mutate({ id: user.id, roleId: Number(v) })}
      w={180}
    />
  );
}

/** Disable or enable a colleague, or remove them; each asks first where it cannot be undone. */
function UserActions({ user }: { user: TCompanyUser }) {
  const { t } = useTranslation('company');
  const status = useUserStatus();
  const remove = useRemoveColleague();
  const name = nameOf(user);
  /** An action that asks first, in the words of its key. */
  const asked = (
    action: 'disable' | 'remove',
    look: { variant: string; color: string },
    pending: boolean,
    act: (close: () => void) => void,
  ) => (
    <ConfirmButton
      size="compact-sm"
      {...look}
      title={t(`users.${action}Title`, { name })}
      message={t(`users.${action}Text`)}
      confirmLabel={t(`users.${action}`)}
      pending={pending}
      onConfirm={act}
    >
      {t(`users.${action}`)}
    </ConfirmButton>
  );
  return (
    <>
      {user.status === 'disabled' ? (
        <Button
          size="compact-sm"
          variant="light"
          loading={status.isPending}
          onClick={() => status.mutate({ id: user.id, status: 'active' })}
        >
          {t('users.enable')}
        </Button>
      ) : (
        asked('disable', { variant: 'light', color: 'orange' }, status.isPending, (close) =>
          status.mutate({ id: user.id, status: 'disabled' }, { onSettled: close }),
        )
      )}
      {asked('remove', { variant: 'subtle', color: 'red' }, remove.isPending, (close) =>
        remove.mutate(user.id, { onSettled: close }),
      )}
    </>
  );
}

/** The columns of the company's users; the signed-in user's own row offers no actions. */
function useColleagueColumns(
  roles: TCompanyUsers['roles'],
  selfId: string | undefined,
): ListColumn<TCompanyUser>[] {
  const { t } = useTranslation('company');
  return [
    {
      key: 'name',
      header: t('users.column.name'),
      cell: (user) => (
        <>
          <Text size="sm" fw={600}>
            {nameOf(user)}
          </Text>
          <Group gap={4}>
            {user.id === selfId && (
              <Badge size="xs" variant="light">
                {t('users.you')}
              </Badge>
            )}
            {user.manages_company && (
              <Badge size="xs" variant="light" color="grape">
                {t('users.manager')}
              </Badge>
            )}
          </Group>
        </>
      ),
    },
    { key: 'email', header: t('users.column.email'), cell: (user) => user.email },
    {
      key: 'role',
      header: t('users.column.role'),
      cell: (user) => <RoleSelect user={user} roles={roles} />,
    },
    {
      key: 'status',
      header: t('users.column.status'),
      cell: (user) => (
        <Badge variant="light" color={user.status === 'active' ? 'teal' : 'gray'}>
          {t(`users.status.${user.status}`)}
        </Badge>
      ),
    },
    {
      key: 'lastSignIn',
      header: t('users.column.lastSignIn'),
      cell: (user) => (user.last_login_at ? formatDateTime(user.last_login_at) : t('users.never')),
    },
    actionsColumn(t('users.column.actions'), (user) =>
      user.id === selfId ? null : <UserActions user={user} />,
    ),
  ];
}

/** The company's users: add a colleague, change roles, disable, enable and remove. */
export function CompanyUsersPage() {
  const { t } = useTranslation('company');
  const { profile } = useProfile();
  const [adding, setAdding] = useState(false);
  const { data, isPending, isError, error, refetch } = useQuery(companyUsersQuery);
  const columns = useColleagueColumns(data?.roles ?? [], profile?.id);
  return (
    <PageShell
      title={t('users.title')}
      description={t('users.description')}
      actions={
        <Group gap="md">
          <Anchor component={Link} to={PAGES.management.companyRoles} size="sm">
            {t('users.roles')}
          </Anchor>
          <Button
            leftSection={<IconUserPlus size={16} aria-hidden />}
            onClick={() => setAdding(true)}
            disabled={!data}
          >
            {t('users.add')}
          </Button>
        </Group>
      }
    >
      <ListTable
        rows={data?.users}
        rowKey={(user) => user.id}
        columns={columns}
        minWidth={860}
        label={t('users.title')}
        loading={isPending}
        skeleton={{ rows: 4 }}
        error={
          isError && (
            <ListFailed
              error={error}
              retry={{ label: t('users.retry'), onClick: () => void refetch() }}
            >
              {t('users.error')}
            </ListFailed>
          )
        }
        empty={<ListEmpty>{t('users.empty')}</ListEmpty>}
      />
      <Modal
        opened={adding && !!data}
        onClose={() => setAdding(false)}
        title={t('users.addTitle')}
        size="lg"
        centered
      >
        {data && (
          <AddColleagueForm
            roles={data.roles}
            onDone={() => setAdding(false)}
            onCancel={() => setAdding(false)}
          />
        )}
      </Modal>
    </PageShell>
  );
}
