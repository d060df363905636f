import { useState } from 'react';
import {
  Badge,
  Button,
  Checkbox,
  Group,
  Modal,
  Select,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ROLES, type Role } from '@logicareers/shared/roles';
import {
  type TRoleGroup,
  type TRoleGroupRequest,
  ZRoleGroupRequest,
} from '@logicareers/shared/schemas/roles';
import { ConfirmButton } from '../../components/confirm-button';
import { errorText } from '../../components/form/field-error';
import { PageShell } from '../../components/page-shell';
import { roleGroupsQuery, rolesQuery, useDeleteRoleGroup, useSaveRoleGroup } from './access-api';
import { ListSkeleton, LoadError } from '../../components/load-state';
import { ListEmpty, ListTable } from '../../components/list-table';
import { SubmitRow } from '../../components/form/submit-row';
import { useRoleName } from '../../lib/role-name';

/** A group's name, description, kind and the site's roles of that kind it bundles. */
export function RoleGroupForm({ group, onDone }: { group?: TRoleGroup; onDone: () => void }) {
  const { t } = useTranslation(['accessAdmin', 'common']);
  const roleName = useRoleName();
  const form = useForm<TRoleGroupRequest, unknown, z.output<typeof ZRoleGroupRequest>>({
    resolver: zodResolver(ZRoleGroupRequest),
    defaultValues: {
      name: group?.name ?? '',
      description: group?.description ?? '',
      kind: group?.kind ?? ('' as Role),
      role_ids: group?.roles.map((r) => r.id) ?? [],
    },
  });
  const save = useSaveRoleGroup(form, group?.id);
  const kind = useWatch({ control: form.control, name: 'kind' }) as Role | '';
  const roles = useQuery({ ...rolesQuery('site', kind || undefined), enabled: !!kind });
  const { errors } = form.formState;
  return (
    <form
      noValidate
      onSubmit={form.handleSubmit((values) => save.mutate(values, { onSuccess: onDone }))}
    >
      <Stack>
        <TextInput
          label={t('groups.name')}
          required
          data-autofocus
          {...form.register('name')}
          error={errorText(errors.name)}
        />
        <Textarea
          label={t('groups.description_label')}
          autosize
          minRows={2}
          {...form.register('description')}
          error={errorText(errors.description)}
        />
        <Controller
          control={form.control}
          name="kind"
          render={({ field }) => (
            <Select
              label={t('groups.kind')}
              required
              allowDeselect={false}
              data={ROLES.map((r) => ({ value: r, label: t(`common:role.${r}`) }))}
              value={field.value || null}
              onChange={(value) => {
                field.onChange(value ?? '');
                if (value !== field.value) form.setValue('role_ids', []);
              }}
              error={errorText(errors.kind)}
              comboboxProps={{ withinPortal: true }}
            />
          )}
        />
        {kind && (
          <Controller
            control={form.control}
            name="role_ids"
            render={({ field }) => (
              <Checkbox.Group
                label={t('groups.roles')}
                description={t('groups.rolesHint')}
                value={(field.value as number[]).map(String)}
                onChange={(values) => field.onChange(values.map(Number))}
                error={errorText(errors.role_ids as { message?: string } | undefined)}
              >
                <Stack gap="xs" mt="xs">
                  {roles.isPending ? (
                    <ListSkeleton rows={2} />
                  ) : !roles.data?.length ? (
                    <Text size="sm" c="dimmed">
                      {t('groups.noRoles')}
                    </Text>
                  ) : (
                    roles.data.map((role) => (
                      <Checkbox
                        key={role.id}
                        value={String(role.id)}
                        label={roleName(role)}
                        description={t('permissionsCount', { count: role.permissions.length })}
                      />
                    ))
                  )}
                </Stack>
              </Checkbox.Group>
            )}
          />
        )}
        <SubmitRow
          loading={save.isPending}
          label={t('groups.save')}
          onCancel={onDone}
          cancelLabel={t('cancel')}
        />
      </Stack>
    </form>
  );
}

function GroupActions({
  group,
  onEdit,
}: {
  group: TRoleGroup;
  onEdit: (group: TRoleGroup) => void;
}) {
  const { t } = useTranslation('accessAdmin');
  const remove = useDeleteRoleGroup();
  return (
    <Group gap="xs" wrap="nowrap">
      <Button
        size="xs"
        variant="light"
        onClick={() => onEdit(group)}
        aria-label={`${t('edit')}: ${group.name}`}
      >
        {t('edit')}
      </Button>
      <ConfirmButton
        size="xs"
        variant="subtle"
        color="red"
        aria-label={`${t('delete')}: ${group.name}`}
        title={t('groups.deleteTitle', { name: group.name })}
        message={t('groups.deleteText', { count: group.users })}
        confirmLabel={t('delete')}
        pending={remove.isPending}
        onConfirm={(done) => remove.mutate(group.id, { onSuccess: done })}
      >
        {t('delete')}
      </ConfirmButton>
    </Group>
  );
}

/** The roles a group bundles, as badges. */
function GroupRoles({ group }: { group: TRoleGroup }) {
  const roleName = useRoleName();
  return (
    <Group gap={4}>
      {group.roles.map((role) => (
        <Badge key={role.id} variant="light" tt="none">
          {roleName({ ...role, kind: group.kind })}
        </Badge>
      ))}
    </Group>
  );
}

/** A group as a card on a phone. */
function GroupCard({ group, onEdit }: { group: TRoleGroup; onEdit: (group: TRoleGroup) => void }) {
  const { t } = useTranslation(['accessAdmin', 'common']);
  return (
    <Stack gap={6}>
      <Text fw={600} size="sm">
        {group.name}
      </Text>
      {group.description && (
        <Text size="xs" c="dimmed">
          {group.description}
        </Text>
      )}
      <Text size="sm" c="dimmed">
        {[t(`common:role.${group.kind}`), t('usersCount', { count: group.users })].join(' · ')}
      </Text>
      <GroupRoles group={group} />
      <GroupActions group={group} onEdit={onEdit} />
    </Stack>
  );
}

/** `/admin-pannel/role-groups`: the groups, created and changed in a dialog. */
export function RoleGroupsPage() {
  const { t } = useTranslation(['accessAdmin', 'common']);
  const groups = useQuery(roleGroupsQuery);
  const [editing, setEditing] = useState<TRoleGroup | 'new' | null>(null);
  const close = () => setEditing(null);
  return (
    <PageShell
      title={t('groups.title')}
      description={t('groups.description')}
      actions={<Button onClick={() => setEditing('new')}>{t('groups.create')}</Button>}
    >
      <Modal
        opened={editing !== null}
        onClose={close}
        title={editing === 'new' || editing === null ? t('groups.newTitle') : t('groups.editTitle')}
        size="lg"
      >
        {editing !== null && (
          <RoleGroupForm
            key={editing === 'new' ? 'new' : editing.id}
            group={editing === 'new' ? undefined : editing}
            onDone={close}
          />
        )}
      </Modal>
      <ListTable
        rows={groups.data}
        rowKey={(group) => group.id}
        loading={groups.isPending}
        error={groups.error && <LoadError onRetry={() => void groups.refetch()} />}
        empty={<ListEmpty>{t('groups.empty')}</ListEmpty>}
        layout="phone-cards"
        cards={{ card: (group) => <GroupCard group={group} onEdit={setEditing} /> }}
        columns={[
          {
            key: 'name',
            header: t('groups.column.name'),
            cell: (group) => (
              <>
                <Text fw={600} size="sm">
                  {group.name}
                </Text>
                {group.description && (
                  <Text size="xs" c="dimmed" lineClamp={2}>
                    {group.description}
                  </Text>
                )}
              </>
            ),
          },
          {
            key: 'kind',
            header: t('groups.column.kind'),
            cell: (group) => t(`common:role.${group.kind}`),
          },
          {
            key: 'roles',
            header: t('groups.column.roles'),
            cell: (group) => <GroupRoles group={group} />,
          },
          {
            key: 'users',
            header: t('groups.column.users'),
            cell: (group) => t('usersCount', { count: group.users }),
          },
          {
            key: 'actions',
            header: t('groups.column.actions'),
            cell: (group) => <GroupActions group={group} onEdit={setEditing} />,
          },
        ]}
      />
    </PageShell>
  );
}
