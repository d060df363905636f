import { Anchor, Badge, Code, Paper, Table, Text } from '@mantine/core';
import { Link, useLoaderData } from 'react-router';
import { API, type TDemoCredential } from '@logicareers/shared/api';
import { ROLE_LABELS } from '@logicareers/shared/roles';
import { PageShell } from '../../components/page-shell';
import { api, ApiError } from '../../lib/api-client';

/** In demo mode only: the API answers 404 otherwise, which becomes the route's 404 error. */
export async function usethisLoader() {
  try {
    return (await api<{ data: TDemoCredential[] }>(API.demoCredentials, { style: 'plain' })).data;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) {
      throw new Response('Not Found', { status: 404, statusText: '404 - Page Not Found' });
    }
    throw error;
  }
}

export function UsethisPage() {
  const credentials = useLoaderData() as TDemoCredential[];
  return (
    <PageShell
      title="Demo sign-ins"
      description="This is a demo: every role has an account. Click a sign-in page and use the e-mail and password shown."
    >
      <Paper withBorder radius="md" p="md">
        <Table.ScrollContainer minWidth={720}>
          <Table verticalSpacing="sm" striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Role</Table.Th>
                <Table.Th>Name</Table.Th>
                <Table.Th>Email</Table.Th>
                <Table.Th>Password</Table.Th>
                <Table.Th>Sign in at</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {credentials.map((c) => (
                <Table.Tr key={c.email}>
                  <Table.Td>
                    <Badge variant="light">{ROLE_LABELS[c.role]}</Badge>
                  </Table.Td>
                  <Table.Td>
                    {c.label}
                    {c.note && (
                      <Text size="xs" c="#9c3a0a">
                        {c.note}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>
                    <Code>{c.email}</Code>
                  </Table.Td>
                  <Table.Td>
                    <Code>{c.password}</Code>
                  </Table.Td>
                  <Table.Td>
                    <Anchor component={Link} to={c.sign_in_path}>
                      {c.sign_in_path}
                    </Anchor>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Paper>
    </PageShell>
  );
}
