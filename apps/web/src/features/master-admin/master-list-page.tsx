import { Alert, Anchor, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TMasterKindSummary } from '@logicareers/shared/schemas/master-data';
import { paths } from '@logicareers/shared/pages';
import { ListTable, type ListColumn } from '../../components/list-table';
import { LoadError } from '../../components/load-state';
import { PageShell } from '../../components/page-shell';
import { formatNumber } from '../../lib/format';
import { kindsQuery } from './master-api';

/** `/admin-pannel/master/list`: every list of master data with how many items it has. */
export function MasterListPage() {
  const { t } = useTranslation('masterAdmin');
  const kinds = useQuery(kindsQuery);
  const name = (kind: TMasterKindSummary) => (
    <Anchor component={Link} to={paths.admin.masterKind(kind.kind)} fw={600}>
      {t(`kinds.${kind.kind}`)}
    </Anchor>
  );
  const usedBy = (kind: TMasterKindSummary) => (
    <Text size="sm" c="dimmed">
      {t(`usedBy.${kind.kind}`)}
    </Text>
  );
  const columns: ListColumn<TMasterKindSummary>[] = [
    { key: 'list', header: t('list.column.list'), cell: name },
    {
      key: 'items',
      header: t('list.column.items'),
      align: 'end',
      cell: (kind) => formatNumber(kind.items),
    },
    {
      key: 'active',
      header: t('list.column.active'),
      align: 'end',
      cell: (kind) => formatNumber(kind.active),
    },
    { key: 'usedBy', header: t('list.column.usedBy'), cell: usedBy },
  ];
  return (
    <PageShell title={t('list.title')} description={t('list.description')}>
      <Stack>
        <ListTable
          rows={kinds.data}
          rowKey={(kind) => kind.kind}
          columns={columns}
          label={t('list.title')}
          loading={kinds.isPending}
          skeleton={{ rows: 7 }}
          error={kinds.isError && <LoadError onRetry={() => void kinds.refetch()} />}
          cards={{
            card: (kind) => (
              <>
                {name(kind)}
                <Text size="sm" c="dimmed">
                  {[
                    t('list.itemsCount', { count: kind.items }),
                    t('list.activeCount', { count: kind.active }),
                  ].join(' · ')}
                </Text>
                <Text size="xs" c="dimmed">
                  {t(`usedBy.${kind.kind}`)}
                </Text>
              </>
            ),
          }}
        />
        <Alert variant="light" title={t('list.fixedTitle')}>
          {t('list.fixedText')}
        </Alert>
      </Stack>
    </PageShell>
  );
}
