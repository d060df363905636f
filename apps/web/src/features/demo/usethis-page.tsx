import { Anchor, Badge, Code, Text } from '@mantine/core';
import { Link, useLoaderData } from 'react-router';
import { useTranslation } from 'react-i18next';
import { API, type TDemoCredential } from '@logicareers/shared/api';
import { ListTable } from '../../components/list-table';
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
      <ListTable
        rows={credentials}
        rowKey={(c) => c.email}
        minWidth={720}
        columns={[
          {
            key: 'role',
            header: t('usethis.role'),
            cell: (c) => <Badge variant="light">{t(`common:role.${c.role}`)}</Badge>,
          },
          {
            key: 'name',
            header: t('usethis.name'),
            cell: (c) => (
              <>
                {c.label}
                {c.note && (
                  <Text size="xs" c="#9c3a0a">
                    {c.note}
                  </Text>
                )}
              </>
            ),
          },
          { key: 'email', header: t('usethis.email'), cell: (c) => <Code>{c.email}</Code> },
          {
            key: 'password',
            header: t('usethis.password'),
            cell: (c) => <Code>{c.password}</Code>,
          },
          {
            key: 'signInAt',
            header: t('usethis.signInAt'),
            cell: (c) => (
              <Anchor component={Link} to={c.sign_in_path}>
                {c.sign_in_path}
              </Anchor>
            ),
          },
        ]}
      />
    </PageShell>
  );
}
