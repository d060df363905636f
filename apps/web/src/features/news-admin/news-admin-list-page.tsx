import { useState } from 'react';
import { Anchor, Badge, Paper, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@logicareers/shared/pages';
import { NEWS_STATES, type NewsState } from '@logicareers/shared/schemas/news';
import { LinkButton } from '../../components/link-button';
import { ListEmpty, ListFailed, ListTable, pagingOf } from '../../components/list-table';
import { SearchField } from '../../components/paged-list';
import { PageShell } from '../../components/page-shell';
import { uaeLocalOf } from '@logicareers/shared/schemas/interviews';
import { formatNumericDate } from '../../lib/format';
import { newsAdminQuery } from './news-admin-api';

export const STATE_COLOR: Record<NewsState, string> = {
  draft: 'gray',
  scheduled: 'yellow',
  published: 'teal',
};

/** Every article for its editors: status, search and paging. */
export function NewsAdminListPage() {
  const { t } = useTranslation('news');
  const [draft, setDraft] = useState('');
  const [q, setQ] = useState('');
  const [state, setState] = useState<NewsState | null>(null);
  const [page, setPage] = useState(1);
  const query = useQuery(newsAdminQuery({ q, state, page }));
  return (
    <PageShell
      title={t('admin.title')}
      description={t('admin.description')}
      actions={
        <LinkButton to={paths.admin.newsCreate} leftSection={<IconPlus size={16} aria-hidden />}>
          {t('admin.add')}
        </LinkButton>
      }
    >
      <Stack>
        <Paper withBorder radius="md" p="md">
          <form
            role="search"
            onSubmit={(event) => {
              event.preventDefault();
              setQ(draft.trim());
              setPage(1);
            }}
          >
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <SearchField
                label={t('admin.search')}
                buttonLabel={t('admin.searchButton')}
                value={draft}
                onChange={setDraft}
              />
              <Select
                label={t('admin.state')}
                placeholder={t('admin.anyState')}
                clearable
                data={NEWS_STATES.map((s) => ({ value: s, label: t(`admin.states.${s}`) }))}
                value={state}
                onChange={(value) => {
                  setState(value as NewsState | null);
                  setPage(1);
                }}
              />
            </SimpleGrid>
          </form>
        </Paper>
        <ListTable
          rows={query.data?.items}
          rowKey={(article) => article.id}
          minWidth={720}
          loading={query.isPending}
          error={
            query.isError && (
              <ListFailed retry={{ label: t('admin.retry'), onClick: () => void query.refetch() }}>
                {t('admin.error')}
              </ListFailed>
            )
          }
          empty={<ListEmpty>{t('admin.empty')}</ListEmpty>}
          paging={pagingOf(query.data, page, setPage)}
          columns={[
            {
              key: 'title',
              header: t('admin.column.title'),
              cell: (article) => (
                <>
                  <Anchor component={Link} to={paths.admin.newsEdit(article.id)} fw={600}>
                    {article.title}
                  </Anchor>
                  <Text size="xs" c="dimmed">
                    {paths.newsArticle(article.slug)}
                  </Text>
                </>
              ),
            },
            {
              key: 'state',
              header: t('admin.column.state'),
              cell: (article) => (
                <Badge color={STATE_COLOR[article.state]} variant="light">
                  {t(`admin.states.${article.state}`)}
                </Badge>
              ),
            },
            {
              key: 'publishAt',
              header: t('admin.column.publishAt'),
              cell: (article) =>
                article.publish_at
                  ? uaeLocalOf(new Date(article.publish_at)).replace('T', ' ')
                  : t('admin.noDate'),
            },
            {
              key: 'author',
              header: t('admin.column.author'),
              cell: (article) => article.author_name ?? t('admin.noDate'),
            },
            {
              key: 'updated',
              header: t('admin.column.updated'),
              cell: (article) => formatNumericDate(article.updated_at),
            },
          ]}
        />
      </Stack>
    </PageShell>
  );
}
