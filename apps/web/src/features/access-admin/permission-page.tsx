import { Alert, Anchor, Badge, Group, Paper, Stack, Switch, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { paths } from '@logicareers/shared/pages';
import { permissionAllowed, type Permission, ROLES } from '@logicareers/shared/roles';
import { PageLoader } from '../../components/guards';
import { PageShell } from '../../components/page-shell';
import { permissionQuery, rolesQuery, useSetPermissionHeld } from './access-api';
import { ListSkeleton, LoadError } from '../../components/load-state';
import { useRoleName } from '../../lib/role-name';

/** `/admin-pannel/permissions/{key}`: grant one permission to the site's roles or take it away. */
export function PermissionPage() {
  const { t } = useTranslation(['accessAdmin', 'common']);
  const key = useParams().key ?? '';
  const permission = useQuery(permissionQuery(key));
  const roles = useQuery(rolesQuery('site'));
  const setHeld = useSetPermissionHeld(key);
  const roleName = useRoleName();
  const back = (
    <Anchor component={Link} to={paths.admin.permissions} size="sm">
      ← {t('permissions.back')}
    </Anchor>
  );
  if (permission.isPending) return <PageLoader />;
  if (permission.error)
    return (
      <PageShell title={t('permissions.title')}>
        <Stack>
          <Alert color="yellow" role="alert">
            {t('permissions.notFound')}
          </Alert>
          {back}
        </Stack>
      </PageShell>
    );
  const info = permission.data;
  const holders = new Set(info.roles.map((r) => r.id));
  const companyHolders = info.roles.filter((r) => r.company_id !== null);
  const bound = info.kinds.length < ROLES.length;
  return (
    <PageShell
      size="lg"
      title={t('permissions.viewTitle', { key: info.key })}
      description={t(`permission.${info.key}`, { defaultValue: info.description })}
    >
      <Stack>
        {back}
        <Text size="sm">
          {bound
            ? t('permissions.onlyKinds', {
                kinds: info.kinds.map((k) => t(`common:role.${k}`)).join(t('listSeparator')),
              })
            : t('permissions.anyKind')}
        </Text>
        <Paper withBorder radius="md" p="md">
          <Title order={2} size="h4">
            {t('permissions.siteRoles')}
          </Title>
          <Text size="sm" c="dimmed" mb="md">
            {t('permissions.siteRolesHint')}
          </Text>
          {roles.isPending ? (
            <ListSkeleton />
          ) : roles.error ? (
            <LoadError onRetry={() => void roles.refetch()} />
          ) : (
            <Stack gap="sm">
              {roles.data.map((role) => {
                const allowed = permissionAllowed(role.kind, key as Permission);
                return (
                  <Switch
                    key={role.id}
                    checked={holders.has(role.id)}
                    disabled={!allowed || setHeld.isPending}
                    onChange={(event) =>
                      setHeld.mutate({ role_id: role.id, held: event.currentTarget.checked })
                    }
                    label={
                      <Group gap="xs">
                        <span>{roleName(role)}</span>
                        <Badge size="xs" variant="default" tt="none">
                          {t(`common:role.${role.kind}`)}
                        </Badge>
                      </Group>
                    }
                    description={allowed ? undefined : t('permissions.notAllowed')}
                  />
                );
              })}
            </Stack>
          )}
        </Paper>
        {companyHolders.length > 0 && (
          <Paper withBorder radius="md" p="md">
            <Title order={2} size="h4" mb="sm">
              {t('permissions.companyRoles')}
            </Title>
            <Group gap={4}>
              {companyHolders.map((role) => (
                <Badge key={role.id} variant="outline" tt="none">
                  {roleName(role)}
                </Badge>
              ))}
            </Group>
          </Paper>
        )}
      </Stack>
    </PageShell>
  );
}
