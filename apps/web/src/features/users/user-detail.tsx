import { useState } from 'react';
import {
  Alert,
  Anchor,
  Button,
  Divider,
  Group,
  Select,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@logicareers/shared/pages';
import {
  ZUserRoleRequest,
  type TUserDetail,
  type TUserRoleRequest,
} from '@logicareers/shared/schemas/users';
import { errorText } from '../../components/form/field-error';
import { formatNumericDate } from '../../lib/format';
import { DeleteUserButton, fullName, StatusBadge } from './user-parts';
import { useChangeRole, useSendResetCode, useSetStatus, userQuery } from './users-api';
import { FactsList } from '../../components/facts-list';
import { SubmitRow } from '../../components/form/submit-row';
import { UserDetailsForm } from './user-details-form';
import { useRoleName } from '../../lib/role-name';

/** One account: who, where, since when, and its role; what may be done to it. */
export function UserDetail({ id, onGone }: { id: string; onGone: () => void }) {
  const { t } = useTranslation(['users', 'common']);
  const { data: user, isPending, isError } = useQuery(userQuery(id));
  const setStatus = useSetStatus();
  const reset = useSendResetCode();
  const [editing, setEditing] = useState(false);
  if (isPending) return <Skeleton h={240} aria-busy />;
  if (isError)
    return (
      <Text c="red" role="alert">
        {t('list.error')}
      </Text>
    );
  const facts: [string, string][] = [
    [t('column.email'), user.email],
    [t('detail.mobile'), user.mobile_number ?? '—'],
    [t('detail.language'), t(`common:language.${user.language}`)],
    [t('column.role'), t(`common:role.${user.role}`)],
    [t('column.company'), user.company_name ?? '—'],
    [t('detail.joined'), formatNumericDate(user.created_at)],
    [
      t('column.lastSignIn'),
      user.last_login_at ? formatNumericDate(user.last_login_at) : t('lastSignIn.never'),
    ],
  ];
  if (user.created_by) facts.push([t('detail.createdBy'), user.created_by]);
  if (user.role === 'candidate')
    facts.push([
      t('detail.privacy'),
      user.privacy_accepted_at
        ? formatNumericDate(user.privacy_accepted_at)
        : t('detail.privacyNotYet'),
    ]);
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={2} fz="lg">
          {fullName(user)}
        </Title>
        <StatusBadge status={user.status} deletionDueAt={user.deletion_due_at} />
      </Group>
      {editing ? (
        <UserDetailsForm user={user} onDone={() => setEditing(false)} />
      ) : (
        <>
          <FactsList facts={facts} labelWidth={130} />
          <DetailsAction user={user} onEdit={() => setEditing(true)} />
        </>
      )}
      {user.status === 'pending' && <Alert color="orange">{t('detail.pendingHint')}</Alert>}
      <Divider />
      {/* The server refuses acting on an account above the administrator (decision 034). */}
      {user.manageable ? <RoleForm user={user} /> : <Alert>{t('detail.aboveYou')}</Alert>}
      {user.manageable && !user.is_self && user.status !== 'pending' && (
        <>
          <Divider />
          <Group>
            {user.status === 'active' ? (
              <Button
                variant="light"
                loading={setStatus.isPending}
                onClick={() => setStatus.mutate({ id, status: 'disabled' })}
              >
                {t('action.disable')}
              </Button>
            ) : (
              <Button
                variant="light"
                loading={setStatus.isPending}
                onClick={() => setStatus.mutate({ id, status: 'active' })}
              >
                {t('action.enable')}
              </Button>
            )}
            {user.status === 'active' && (
              <Button variant="default" loading={reset.isPending} onClick={() => reset.mutate(id)}>
                {t('action.reset')}
              </Button>
            )}
            <DeleteUserButton user={user} onDone={onGone} />
          </Group>
        </>
      )}
    </Stack>
  );
}

/** The way to change the account's details: here, or on one's own account page. */
function DetailsAction({ user, onEdit }: { user: TUserDetail; onEdit: () => void }) {
  const { t } = useTranslation('users');
  if (user.is_self)
    return (
      <Text size="sm" c="dimmed">
        {t('detail.ownDetails')}{' '}
        <Anchor component={Link} to={paths.account}>
          {t('detail.ownDetailsLink')}
        </Anchor>
      </Text>
    );
  if (!user.manageable) return null;
  return (
    <Group>
      <Button variant="light" leftSection={<IconPencil size={16} aria-hidden />} onClick={onEdit}>
        {t('detail.editDetails')}
      </Button>
    </Group>
  );
}

function RoleForm({ user }: { user: TUserDetail }) {
  const { t } = useTranslation('users');
  const form = useForm<TUserRoleRequest>({
    resolver: zodResolver(ZUserRoleRequest),
    defaultValues: { role_id: user.role_id, role_group_id: user.role_group_id },
  });
  const change = useChangeRole(user.id, form);
  const roleName = useRoleName();
  const options = (items: { id: number; name: string }[]) =>
    items.map((item) => ({ value: String(item.id), label: item.name }));
  const roleOptions = user.assignable_roles.map((role) => ({
    value: String(role.id),
    label: roleName({ ...role, kind: user.role }),
  }));
  return (
    <form onSubmit={form.handleSubmit((values) => change.mutate(values))} noValidate>
      <Stack gap="sm">
        <Title order={3} fz="md">
          {t('detail.roleTitle')}
        </Title>
        <Controller
          control={form.control}
          name="role_id"
          render={({ field, fieldState }) => (
            <Select
              label={t('detail.role')}
              required
              allowDeselect={false}
              data={roleOptions}
              value={field.value ? String(field.value) : null}
              onChange={(value) => field.onChange(value ? Number(value) : null)}
              error={errorText(fieldState.error)}
            />
          )}
        />
        <Controller
          control={form.control}
          name="role_group_id"
          render={({ field, fieldState }) => (
            <Select
              label={t('detail.group')}
              placeholder={t('detail.noGroup')}
              clearable
              data={options(user.assignable_groups)}
              value={field.value ? String(field.value) : null}
              onChange={(value) => field.onChange(value ? Number(value) : null)}
              error={errorText(fieldState.error)}
            />
          )}
        />
        <SubmitRow loading={change.isPending} label={t('detail.saveRole')} />
      </Stack>
    </form>
  );
}
