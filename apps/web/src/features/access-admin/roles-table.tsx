import { Badge, Button, Group, Paper, Stack, Table, Text, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { usePhone } from '../../components/load-state';
import type { TRole } from '@logicareers/shared/schemas/roles';
import { ConfirmButton } from '../../components/confirm-button';
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
        aria-label={`${t('edit')}: ${role.name}`}
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
            aria-label={`${t('delete')}: ${role.name}. ${lockedBy}`}
          >
            {t('delete')}
          </Button>
        </Tooltip>
      ) : (
        <ConfirmButton
          size="xs"
          variant="subtle"
          color="red"
          aria-label={`${t('delete')}: ${role.name}`}
          title={t('roles.deleteTitle', { name: role.name })}
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
  return (
    <>
      <Group gap="xs">
        <Text fw={600} size="sm">
          {role.name}
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
  const phone = usePhone();
  if (phone)
    return (
      <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
        {roles.map((role) => (
          <Paper key={role.id} component="li" withBorder radius="md" p="sm">
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
              <RoleActions scope={scope} role={role} onEdit={onEdit} />
            </Stack>
          </Paper>
        ))}
      </Stack>
    );
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table striped verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('roles.column.name')}</Table.Th>
            <Table.Th>{t('roles.column.kind')}</Table.Th>
            <Table.Th>{t('roles.column.permissions')}</Table.Th>
            <Table.Th>{t('roles.column.users')}</Table.Th>
            <Table.Th>{t('roles.column.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {roles.map((role) => (
            <Table.Tr key={role.id}>
              <Table.Td>
                <RoleName role={role} />
              </Table.Td>
              <Table.Td>{t(`common:role.${role.kind}`)}</Table.Td>
              <Table.Td>{t('permissionsCount', { count: role.permissions.length })}</Table.Td>
              <Table.Td>{t('usersCount', { count: role.users })}</Table.Td>
              <Table.Td>
                <RoleActions scope={scope} role={role} onEdit={onEdit} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
