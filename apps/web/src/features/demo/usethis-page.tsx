import { Anchor, Badge, Code, Paper, Table, Text } from '@mantine/core';
import { Link, useLoaderData } from 'react-router';
import { useTranslation } from 'react-i18next';
import { API, type TDemoCredential } from '@logicareers/shared/api';
import { PageShell } from '../../components/page-shell';
import { api, ApiError } from '../../lib/api-client';
import { i18n } from '../../lib/i18n';

/** In demo mode only: the API answers 404 otherwise, which becomes the route's 404 error. */
export async function usethisLoader() {
  try {
    return (await api<{ data: TDemoCredential[] }>(API.demoCredentials, { style: 'plain' })).data;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) {
      throw new Response(i18n.t('common:routeError.notFound'), { status: 404 });
    }
    throw error;
  }
}

export function UsethisPage() {
  const { t } = useTranslation(['demo', 'common']);
  const credentials = useLoaderData() as TDemoCredential[];
  return (
    <PageShell title={t('usethis.title')} description={t('usethis.description')}>
      <Paper withBorder radius="md" p="md">
        <Table.ScrollContainer minWidth={720}>
          <Table verticalSpacing="sm" striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('usethis.role')}</Table.Th>
                <Table.Th>{t('usethis.name')}</Table.Th>
                <Table.Th>{t('usethis.email')}</Table.Th>
                <Table.Th>{t('usethis.password')}</Table.Th>
                <Table.Th>{t('usethis.signInAt')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {credentials.map((c) => (
                <Table.Tr key={c.email}>
                  <Table.Td>
                    <Badge variant="light">{t(`common:role.${c.role}`)}</Badge>
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
