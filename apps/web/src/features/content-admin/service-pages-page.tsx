import { Anchor, Badge, Button, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '@logicareers/shared/pages';
import type { TContentPageAdmin } from '@logicareers/shared/schemas/content';
import { contentPagePath, type ContentPageKey } from '@logicareers/shared/service-pages';
import { actionsColumn, ListTable, type ListColumn } from '../../components/list-table';
import { LoadError } from '../../components/load-state';
import { PageShell } from '../../components/page-shell';
import { formatDateTime } from '../../lib/format';
import { contentPagesQuery } from './content-admin-api';

/** `/admin-pannel/service-pages`: every service and employer page, and whether it was changed. */
export function ServicePagesPage() {
  const { t } = useTranslation('contentAdmin');
  const pages = useQuery(contentPagesQuery);
  const columns: ListColumn<TContentPageAdmin>[] = [
    {
      key: 'page',
      header: t('pages.page'),
      cell: (page) => (
        <Stack gap={2}>
          <Text fw={600}>{page.title}</Text>
          <Badge variant="light" color="gray" tt="none" w="fit-content">
            {t(`sections.${page.section}`)}
          </Badge>
        </Stack>
      ),
    },
    {
      key: 'address',
      header: t('pages.address'),
      hideOnPhone: true,
      cell: (page) => {
        const address = contentPagePath(page.key as ContentPageKey);
        return (
          <Anchor component={Link} to={address} size="sm">
            {address}
          </Anchor>
        );
      },
    },
    {
      key: 'changed',
      header: t('pages.changed'),
      cell: (page) => (
        <Text size="sm" c={page.customised ? undefined : 'dimmed'}>
          {page.updated_at
            ? t('pages.changedBy', {
                when: formatDateTime(page.updated_at),
                who: page.updated_by ?? '—',
              })
            : t('pages.default')}
        </Text>
      ),
    },
    actionsColumn(t('pages.edit'), (page) => (
      <Button
        component={Link}
        to={paths.admin.servicePageEdit(page.key)}
        size="xs"
        variant="light"
        aria-label={t('pages.editPage', { page: page.title })}
      >
        {t('pages.edit')}
      </Button>
    )),
  ];
  return (
    <PageShell title={t('pages.title')} description={t('pages.description')}>
      <ListTable
        framed={false}
        rows={pages.data}
        rowKey={(page) => page.key}
        columns={columns}
        minWidth={420}
        label={t('pages.title')}
        loading={pages.isPending}
        skeleton={{ rows: 6 }}
        error={pages.isError && <LoadError onRetry={() => void pages.refetch()} />}
      />
    </PageShell>
  );
}
