import { useState } from 'react';
import { Alert, Button, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Role } from '@logicareers/shared/roles';
import type { TRole } from '@logicareers/shared/schemas/roles';
import { PageShell } from '../../components/page-shell';
import { useProfile } from '../../lib/session';
import { useRoleName } from '../../lib/role-name';
import { rolesQuery } from './access-api';
import { ListSkeleton, LoadError } from '../../components/load-state';
import { RoleForm } from './role-form';
import { RolesTable } from './roles-table';

/**
 * `/management/my-profile/roles`: a company administrator's roles for the company's users, of
 * their own kind of account, with only the permissions they hold themselves.
 */
export function CompanyRolesPage() {
  const { t } = useTranslation('accessAdmin');
  const { profile } = useProfile();
  const roleName = useRoleName();
  const roles = useQuery(rolesQuery('company'));
  const [editing, setEditing] = useState<TRole | 'new' | null>(null);
  const close = () => setEditing(null);
  if (profile && !profile.company)
    return (
      <PageShell title={t('companyRoles.title')}>
        <Alert color="yellow">{t('companyRoles.noCompany')}</Alert>
      </PageShell>
    );
  return (
    <PageShell
      title={t('companyRoles.title')}
      description={t('companyRoles.description')}
      actions={
        editing === null && (
          <Button onClick={() => setEditing('new')}>{t('companyRoles.create')}</Button>
        )
      }
    >
      <Stack>
        {editing !== null && profile && (
          <section aria-labelledby="company-role-form">
            <Title order={2} size="h3" mb="sm" id="company-role-form">
              {editing === 'new'
                ? t('form.newTitle')
                : t('form.editTitle', { name: roleName(editing) })}
            </Title>
            <RoleForm
              key={editing === 'new' ? 'new' : editing.id}
              scope="company"
              role={editing === 'new' ? undefined : editing}
              companyKind={profile.role as Role}
              held={profile.permissions}
              onSaved={close}
              onCancel={close}
            />
          </section>
        )}
        <Paper withBorder radius="md" p="md">
          {roles.isPending ? (
            <ListSkeleton rows={3} />
          ) : roles.error ? (
            <LoadError onRetry={() => void roles.refetch()} />
          ) : !roles.data.length ? (
            <Text c="dimmed">{t('companyRoles.empty')}</Text>
          ) : (
            <RolesTable scope="company" roles={roles.data} onEdit={setEditing} />
          )}
        </Paper>
      </Stack>
    </PageShell>
  );
}
