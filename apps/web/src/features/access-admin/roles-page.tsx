import { useState } from 'react';
import { Button, Group, Paper, Select, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { paths } from '@logicareers/shared/pages';
import { ROLES, type Role } from '@logicareers/shared/roles';
import { PageShell } from '../../components/page-shell';
import { rolesQuery } from './access-api';
import { ListSkeleton, LoadError } from '../../components/load-state';
import { RolesTable } from './roles-table';

/** `/admin-pannel/roles`: the site's roles, filtered by kind of account. */
export function RolesPage() {
  const { t } = useTranslation(['accessAdmin', 'common']);
  const navigate = useNavigate();
  const [kind, setKind] = useState<Role | null>(null);
  const roles = useQuery(rolesQuery('site', kind));
  return (
    <PageShell
      title={t('roles.title')}
      description={t('roles.description')}
      actions={
        <Group align="flex-end">
          <Select
            label={t('kinds')}
            placeholder={t('allKinds')}
            clearable
            data={ROLES.map((r) => ({ value: r, label: t(`common:role.${r}`) }))}
            value={kind}
            onChange={(value) => setKind(value as Role | null)}
          />
          <Button component={Link} to={paths.admin.roleCreate}>
            {t('roles.create')}
          </Button>
        </Group>
      }
    >
      <Paper withBorder radius="md" p="md">
        {roles.isPending ? (
          <ListSkeleton />
        ) : roles.error ? (
          <LoadError onRetry={() => void roles.refetch()} />
        ) : !roles.data.length ? (
          <Text c="dimmed">{t('roles.empty')}</Text>
        ) : (
          <RolesTable
            scope="site"
            roles={roles.data}
            onEdit={(role) => navigate(paths.admin.roleEdit(role.id))}
          />
        )}
      </Paper>
    </PageShell>
  );
}
