import { useState } from 'react';
import { Badge, Paper, Select, Skeleton, Stack, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ROLES } from '@logicareers/shared/roles';
import { Pager, PageShell } from '../../components/page-shell';
import { formatNumericDate } from '../../lib/format';
import { usersQuery } from './admin-api';

const USER_STATUSES = ['pending', 'active', 'disabled'] as const;
const isKnownStatus = (status: string): status is (typeof USER_STATUSES)[number] =>
  (USER_STATUSES as readonly string[]).includes(status);

export function UsersPage() {
  const { t } = useTranslation(['admin', 'common']);
  const [page, setPage] = useState(1);
  const [role, setRole] = useState<string | null>(null);
  const { data, isPending } = useQuery(usersQuery(page, role));
  return (
    <PageShell
      title={t('users.title')}
      description={t('users.description')}
      actions={
        <Select
          label={t('users.role')}
          placeholder={t('users.allRoles')}
          clearable
          data={ROLES.map((r) => ({ value: r, label: t(`common:role.${r}`) }))}
          value={role}
          onChange={(value) => {
            setRole(value);
            setPage(1);
          }}
        />
      }
    >
      <Paper withBorder radius="md" p="md">
        {isPending ? (
          <Stack>
            {Array.from({ length: 6 }, (_, i) => (
              <Skeleton key={i} h={32} />
            ))}
          </Stack>
        ) : !data?.items.length ? (
          <Text c="dimmed">{t('users.empty')}</Text>
        ) : (
          <Table.ScrollContainer minWidth={720}>
            <Table striped verticalSpacing="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('users.column.name')}</Table.Th>
                  <Table.Th>{t('users.column.email')}</Table.Th>
                  <Table.Th>{t('users.column.role')}</Table.Th>
                  <Table.Th>{t('users.column.company')}</Table.Th>
                  <Table.Th>{t('users.column.status')}</Table.Th>
                  <Table.Th>{t('users.column.joined')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.items.map((user) => (
                  <Table.Tr key={user.id}>
                    <Table.Td>
                      {[user.first_name, user.last_name].filter(Boolean).join(' ') || '—'}
                    </Table.Td>
                    <Table.Td>{user.email}</Table.Td>
                    <Table.Td>{t(`common:role.${user.role}`)}</Table.Td>
                    <Table.Td>{user.company_name ?? '—'}</Table.Td>
                    <Table.Td>
                      <Badge color={user.status === 'active' ? 'teal' : 'gray'} variant="light">
                        {isKnownStatus(user.status)
                          ? t(`users.status.${user.status}`)
                          : user.status}
                      </Badge>
                    </Table.Td>
                    <Table.Td>{formatNumericDate(user.created_at)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        {data && (
          <Pager page={page} pageSize={data.page_size} total={data.total} onChange={setPage} />
        )}
      </Paper>
    </PageShell>
  );
}
