import { Alert, Anchor, Paper, Stack, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@logicareers/shared/pages';
import { ListSkeleton, LoadError, usePhone } from '../../components/load-state';
import { PageShell } from '../../components/page-shell';
import { formatNumber } from '../../lib/format';
import { kindsQuery } from './master-api';

/** `/admin-pannel/master/list`: every list of master data with how many items it has. */
export function MasterListPage() {
  const { t } = useTranslation('masterAdmin');
  const kinds = useQuery(kindsQuery);
  const phone = usePhone();
  return (
    <PageShell title={t('list.title')} description={t('list.description')}>
      <Stack>
        <Paper withBorder radius="md" p="md">
          {kinds.isPending ? (
            <ListSkeleton rows={7} />
          ) : kinds.error ? (
            <LoadError onRetry={() => void kinds.refetch()} />
          ) : phone ? (
            <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
              {kinds.data.map((kind) => (
                <Paper key={kind.kind} component="li" withBorder radius="md" p="sm">
                  <Anchor component={Link} to={paths.admin.masterKind(kind.kind)} fw={600}>
                    {t(`kinds.${kind.kind}`)}
                  </Anchor>
                  <Text size="sm" c="dimmed">
                    {[
                      t('list.itemsCount', { count: kind.items }),
                      t('list.activeCount', { count: kind.active }),
                    ].join(' · ')}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {t(`usedBy.${kind.kind}`)}
                  </Text>
                </Paper>
              ))}
            </Stack>
          ) : (
            <Table striped verticalSpacing="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('list.column.list')}</Table.Th>
                  <Table.Th ta="end">{t('list.column.items')}</Table.Th>
                  <Table.Th ta="end">{t('list.column.active')}</Table.Th>
                  <Table.Th>{t('list.column.usedBy')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {kinds.data.map((kind) => (
                  <Table.Tr key={kind.kind}>
                    <Table.Td>
                      <Anchor component={Link} to={paths.admin.masterKind(kind.kind)} fw={600}>
                        {t(`kinds.${kind.kind}`)}
                      </Anchor>
                    </Table.Td>
                    <Table.Td ta="end">{formatNumber(kind.items)}</Table.Td>
                    <Table.Td ta="end">{formatNumber(kind.active)}</Table.Td>
                    <Table.Td>
                      <Text size="sm" c="dimmed">
                        {t(`usedBy.${kind.kind}`)}
                      </Text>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
        </Paper>
        <Alert variant="light" title={t('list.fixedTitle')}>
          {t('list.fixedText')}
        </Alert>
      </Stack>
    </PageShell>
  );
}
