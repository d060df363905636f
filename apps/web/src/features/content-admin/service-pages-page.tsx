import { Anchor, Badge, Button, Stack, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '@logicareers/shared/pages';
import { contentPagePath, type ContentPageKey } from '@logicareers/shared/service-pages';
import { ListSkeleton, LoadError } from '../../components/load-state';
import { PageShell } from '../../components/page-shell';
import { formatDateTime } from '../../lib/format';
import { contentPagesQuery } from './content-admin-api';

/** `/admin-pannel/service-pages`: every service and employer page, and whether it was changed. */
export function ServicePagesPage() {
  const { t } = useTranslation('contentAdmin');
  const pages = useQuery(contentPagesQuery);
  return (
    <PageShell title={t('pages.title')} description={t('pages.description')}>
      {pages.isPending ? (
        <ListSkeleton rows={6} />
      ) : pages.error ? (
        <LoadError onRetry={() => void pages.refetch()} />
      ) : (
        <Table.ScrollContainer minWidth={420}>
          <Table striped highlightOnHover verticalSpacing="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('pages.page')}</Table.Th>
                <Table.Th visibleFrom="sm">{t('pages.address')}</Table.Th>
                <Table.Th>{t('pages.changed')}</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {pages.data.map((page) => {
                const address = contentPagePath(page.key as ContentPageKey);
                return (
                  <Table.Tr key={page.key}>
                    <Table.Td>
                      <Stack gap={2}>
                        <Text fw={600}>{page.title}</Text>
                        <Badge variant="light" color="gray" tt="none" w="fit-content">
                          {t(`sections.${page.section}`)}
                        </Badge>
                      </Stack>
                    </Table.Td>
                    <Table.Td visibleFrom="sm">
                      <Anchor component={Link} to={address} size="sm">
                        {address}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm" c={page.customised ? undefined : 'dimmed'}>
                        {page.updated_at
                          ? t('pages.changedBy', {
                              when: formatDateTime(page.updated_at),
                              who: page.updated_by ?? '—',
                            })
                          : t('pages.default')}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Button
                        component={Link}
                        to={paths.admin.servicePageEdit(page.key)}
                        size="xs"
                        variant="light"
                        aria-label={t('pages.editPage', { page: page.title })}
                      >
                        {t('pages.edit')}
                      </Button>
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </PageShell>
  );
}
