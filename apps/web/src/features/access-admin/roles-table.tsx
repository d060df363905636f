import { Badge, Button, Group, Stack, Text, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TRole } from '@logicareers/shared/schemas/roles';
import { ConfirmButton } from '../../components/confirm-button';
import { ListTable, type ListColumn } from '../../components/list-table';
import { useRoleName } from '../../lib/role-name';
import { useDeleteRole, type RoleScope } from './access-api';

function RoleActions({
  scope,
  role,
  onEdit,
}: {
  scope: RoleScope;
  role: TRole;
  onEdit: (role: TRole) => void;
}) {
  const { t } = useTranslation('accessAdmin');
  const remove = useDeleteRole(scope);
  const name = useRoleName()(role);
  const lockedBy = role.builtin
    ? t('roles.builtinHint')
    : role.users > 0
      ? t('roles.heldHint')
      : null;
  return (
    <Group gap="xs" wrap="nowrap">
      <Button
        size="xs"
        variant="light"
        onClick={() => onEdit(role)}
        aria-label={`${t('edit')}: ${name}`}
      >
        {t('edit')}
      </Button>
      {lockedBy ? (
        <Tooltip label={lockedBy}>
          <Button
            size="xs"
            variant="subtle"
            color="red"
            data-disabled
            onClick={(event) => event.preventDefault()}
            aria-label={`${t('delete')}: ${name}. ${lockedBy}`}
          >
            {t('delete')}
          </Button>
        </Tooltip>
      ) : (
        <ConfirmButton
          size="xs"
          variant="subtle"
          color="red"
          aria-label={`${t('delete')}: ${name}`}
          title={t('roles.deleteTitle', { name })}
          message={t('roles.deleteText')}
          confirmLabel={t('delete')}
          pending={remove.isPending}
          onConfirm={(close) => remove.mutate(role.id, { onSuccess: close })}
        >
          {t('delete')}
        </ConfirmButton>
      )}
    </Group>
  );
}

function RoleName({ role }: { role: TRole }) {
  const { t } = useTranslation('accessAdmin');
  const roleName = useRoleName();
  return (
    <>
      <Group gap="xs">
        <Text fw={600} size="sm">
          {roleName(role)}
        </Text>
        {role.builtin && (
          <Badge size="xs" variant="light">
            {t('builtin')}
          </Badge>
        )}
      </Group>
      {role.description && (
        <Text size="xs" c="dimmed" lineClamp={2}>
          {role.description}
        </Text>
      )}
    </>
  );
}

/** Roles with their kind, permissions and users; edit and delete (when nobody holds them). */
export function RolesTable({
  scope,
  roles,
  onEdit,
}: {
  scope: RoleScope;
  roles: TRole[];
  onEdit: (role: TRole) => void;
}) {
  const { t } = useTranslation(['accessAdmin', 'common']);
  const actions = (role: TRole) => <RoleActions scope={scope} role={role} onEdit={onEdit} />;
  const columns: ListColumn<TRole>[] = [
    { key: 'name', header: t('roles.column.name'), cell: (role) => <RoleName role={role} /> },
    { key: 'kind', header: t('roles.column.kind'), cell: (role) => t(`common:role.${role.kind}`) },
    {
      key: 'permissions',
      header: t('roles.column.permissions'),
      cell: (role) => t('permissionsCount', { count: role.permissions.length }),
    },
    {
      key: 'users',
      header: t('roles.column.users'),
      cell: (role) => t('usersCount', { count: role.users }),
    },
    { key: 'actions', header: t('roles.column.actions'), cell: actions },
  ];
  return (
    <ListTable
      framed={false}
      rows={roles}
      rowKey={(role) => role.id}
      columns={columns}
      label={t('roles.title')}
      cards={{
        card: (role) => (
          <Stack gap={6}>
            <div>
              <RoleName role={role} />
            </div>
            <Text size="sm" c="dimmed">
              {[
                t(`common:role.${role.kind}`),
                t('permissionsCount', { count: role.permissions.length }),
                t('usersCount', { count: role.users }),
              ].join(' · ')}
            </Text>
            {actions(role)}
          </Stack>
        ),
      }}
    />
  );
}
