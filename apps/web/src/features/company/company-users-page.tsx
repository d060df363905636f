import { useState } from 'react';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  Modal,
  Paper,
  Select,
  Skeleton,
  Stack,
  Table,
  Text,
} from '@mantine/core';
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
              data={roles.map((r) => ({ value: String(r.id), label: r.name }))}
              value={field.value ? String(field.value) : null}
              onChange={(v) => field.onChange(v ? Number(v) : undefined)}
              error={errorText(form.formState.errors.role_id)}
              allowDeselect={false}
            />
          )}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t('users.cancel')}
          </Button>
          <Button type="submit" loading={add.isPending}>
            {t('users.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function UserRow({
  user,
  roles,
  self,
}: {
  user: TCompanyUser;
  roles: TCompanyUsers['roles'];
  self: boolean;
}) {
  const { t } = useTranslation('company');
  const changeRole = useChangeRole();
  const status = useUserStatus();
  const remove = useRemoveColleague();
  const name =
    [user.pronoun, user.first_name, user.last_name].filter(Boolean).join(' ') || user.email;
  return (
    <Table.Tr>
      <Table.Td>
        <Text size="sm" fw={600}>
          {name}
        </Text>
        <Group gap={4}>
          {self && (
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
      </Table.Td>
      <Table.Td>{user.email}</Table.Td>
      <Table.Td>
        <Select
          aria-label={t('users.changeRole', { name })}
          size="xs"
          data={roles.map((r) => ({ value: String(r.id), label: r.name }))}
          value={String(user.role_id)}
          allowDeselect={false}
          disabled={changeRole.isPending}
          onChange={(v) => v && changeRole.mutate({ id: user.id, roleId: Number(v) })}
          w={180}
        />
      </Table.Td>
      <Table.Td>
        <Badge variant="light" color={user.status === 'active' ? 'teal' : 'gray'}>
          {t(`users.status.${user.status}`)}
        </Badge>
      </Table.Td>
      <Table.Td>
        {user.last_login_at ? formatDateTime(user.last_login_at) : t('users.never')}
      </Table.Td>
      <Table.Td>
        {!self && (
          <Group gap={4} wrap="nowrap">
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
              <ConfirmButton
                size="compact-sm"
                variant="light"
                color="orange"
                title={t('users.disableTitle', { name })}
                message={t('users.disableText')}
                confirmLabel={t('users.disable')}
                pending={status.isPending}
                onConfirm={(close) =>
                  status.mutate({ id: user.id, status: 'disabled' }, { onSettled: close })
                }
              >
                {t('users.disable')}
              </ConfirmButton>
            )}
            <ConfirmButton
              size="compact-sm"
              variant="subtle"
              color="red"
              title={t('users.removeTitle', { name })}
              message={t('users.removeText')}
              confirmLabel={t('users.remove')}
              pending={remove.isPending}
              onConfirm={(close) => remove.mutate(user.id, { onSettled: close })}
            >
              {t('users.remove')}
            </ConfirmButton>
          </Group>
        )}
      </Table.Td>
    </Table.Tr>
  );
}

/** The company's users: add a colleague, change roles, disable, enable and remove. */
export function CompanyUsersPage() {
  const { t } = useTranslation('company');
  const { profile } = useProfile();
  const [adding, setAdding] = useState(false);
  const { data, isPending, isError, refetch } = useQuery(companyUsersQuery);
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
      <Paper withBorder radius="md" p="md">
        {isError ? (
          <Alert color="red" role="alert" title={t('users.error')}>
            <Button variant="light" color="red" mt="xs" onClick={() => void refetch()}>
              {t('users.retry')}
            </Button>
          </Alert>
        ) : isPending ? (
          <Stack aria-busy="true">
            {Array.from({ length: 4 }, (_, i) => (
              <Skeleton key={i} h={36} />
            ))}
          </Stack>
        ) : !data.users.length ? (
          <Text c="dimmed">{t('users.empty')}</Text>
        ) : (
          <Table.ScrollContainer minWidth={860}>
            <Table striped verticalSpacing="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('users.column.name')}</Table.Th>
                  <Table.Th>{t('users.column.email')}</Table.Th>
                  <Table.Th>{t('users.column.role')}</Table.Th>
                  <Table.Th>{t('users.column.status')}</Table.Th>
                  <Table.Th>{t('users.column.lastSignIn')}</Table.Th>
                  <Table.Th>{t('users.column.actions')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.users.map((user) => (
                  <UserRow
                    key={user.id}
                    user={user}
                    roles={data.roles}
                    self={user.id === profile?.id}
                  />
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Paper>
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
