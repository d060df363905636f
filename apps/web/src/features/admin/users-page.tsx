import { useState } from 'react';
import { Badge, Paper, Select, Skeleton, Stack, Table, Text } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { API, type TPage } from '@logicareers/shared/api';
import { ROLE_LABELS, ROLES, type Role } from '@logicareers/shared/roles';
import { Pager, PageShell } from '../../components/page-shell';
import { api } from '../../lib/api-client';

interface UserRow {
  id: string;
  email: string;
  role: Role;
  first_name: string;
  last_name: string;
  status: string;
  company_name: string | null;
  created_at: string;
}

export function UsersPage() {
  const [page, setPage] = useState(1);
  const [role, setRole] = useState<string | null>(null);
  const { data, isPending } = useQuery({
    queryKey: ['users', page, role],
    queryFn: () =>
      api<{ data: TPage<UserRow> }>(API.userList, { query: { page, role } }).then((r) => r.data),
    placeholderData: keepPreviousData,
  });
  return (
    <PageShell
      title="Users"
      description="Everyone who can sign in"
      actions={
        <Select
          label="Role"
          placeholder="All roles"
          clearable
          data={ROLES.map((r) => ({ value: r, label: ROLE_LABELS[r] }))}
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
          <Text c="dimmed">No users match.</Text>
        ) : (
          <Table.ScrollContainer minWidth={720}>
            <Table striped verticalSpacing="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Name</Table.Th>
                  <Table.Th>Email</Table.Th>
                  <Table.Th>Role</Table.Th>
                  <Table.Th>Company</Table.Th>
                  <Table.Th>Status</Table.Th>
                  <Table.Th>Joined</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.items.map((user) => (
                  <Table.Tr key={user.id}>
                    <Table.Td>
                      {[user.first_name, user.last_name].filter(Boolean).join(' ') || '—'}
                    </Table.Td>
                    <Table.Td>{user.email}</Table.Td>
                    <Table.Td>{ROLE_LABELS[user.role] ?? user.role}</Table.Td>
                    <Table.Td>{user.company_name ?? '—'}</Table.Td>
                    <Table.Td>
                      <Badge color={user.status === 'active' ? 'teal' : 'gray'} variant="light">
                        {user.status}
                      </Badge>
                    </Table.Td>
                    <Table.Td>{new Date(user.created_at).toLocaleDateString('en-GB')}</Table.Td>
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
