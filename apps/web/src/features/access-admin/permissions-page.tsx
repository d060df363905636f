import { Anchor, Badge, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@logicareers/shared/pages';
import type { Permission } from '@logicareers/shared/roles';
import { PageShell } from '../../components/page-shell';
import { permissionsQuery } from './access-api';
import { ListSkeleton, LoadError } from '../../components/load-state';
import { groupPermissions } from './permission-groups';
import { useRoleName } from '../../lib/role-name';

/** `/admin-pannel/permissions`: every permission, what it allows and the roles that hold it. */
export function PermissionsPage() {
  const { t } = useTranslation('accessAdmin');
  const roleName = useRoleName();
  const permissions = useQuery(permissionsQuery);
  const byKey = new Map(permissions.data?.map((p) => [p.key, p]));
  return (
    <PageShell title={t('permissions.title')} description={t('permissions.description')}>
      {permissions.isPending ? (
        <ListSkeleton rows={8} />
      ) : permissions.error ? (
        <LoadError onRetry={() => void permissions.refetch()} />
      ) : (
        <Stack gap="lg">
          {groupPermissions([...byKey.keys()] as Permission[]).map(({ group, keys }) => (
            <Paper key={group} withBorder radius="md" p="md">
              <Title order={2} size="h4" mb="sm">
                {t(`permissionGroup.${group}`)}
              </Title>
              <Stack gap={0} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
                {keys.map((key) => {
                  const permission = byKey.get(key)!;
                  return (
                    <SimpleGrid
                      key={key}
                      component="li"
                      cols={{ base: 1, sm: 2 }}
                      spacing="xs"
                      py="sm"
                      style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
                    >
                      <Stack gap={2}>
                        {/* What it allows, in words; its key (as roles and the log name it) under it. */}
                        <Anchor
                          component={Link}
                          to={paths.admin.permission(key)}
                          size="sm"
                          fw={600}
                        >
                          {t(`permission.${key}`, { defaultValue: permission.description })}
                        </Anchor>
                        <Text size="xs" c="dimmed" ff="monospace">
                          {key}
                        </Text>
                      </Stack>
                      {permission.roles.length ? (
                        <Group gap={4}>
                          {permission.roles.map((role) => (
                            <Badge
                              key={role.id}
                              variant={role.company_id === null ? 'light' : 'outline'}
                              tt="none"
                            >
                              {roleName(role)}
                            </Badge>
                          ))}
                        </Group>
                      ) : (
                        <Text size="sm" c="dimmed">
                          {t('permissions.none')}
                        </Text>
                      )}
                    </SimpleGrid>
                  );
                })}
              </Stack>
            </Paper>
          ))}
        </Stack>
      )}
    </PageShell>
  );
}
