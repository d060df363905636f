import { useState } from 'react';
import { Anchor, Badge, Paper, Select, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@logicareers/shared/pages';
import { NEWS_STATES, type NewsState } from '@logicareers/shared/schemas/news';
import { LinkButton } from '../../components/link-button';
import { PagedList, SearchField } from '../../components/paged-list';
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
        <PagedList
          query={query}
          page={page}
          onPage={setPage}
          texts={{ error: t('admin.error'), retry: t('admin.retry'), empty: t('admin.empty') }}
        >
          {(items) => (
            <Table.ScrollContainer minWidth={720}>
              <Table striped verticalSpacing="sm">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('admin.column.title')}</Table.Th>
                    <Table.Th>{t('admin.column.state')}</Table.Th>
                    <Table.Th>{t('admin.column.publishAt')}</Table.Th>
                    <Table.Th>{t('admin.column.author')}</Table.Th>
                    <Table.Th>{t('admin.column.updated')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {items.map((article) => (
                    <Table.Tr key={article.id}>
                      <Table.Td>
                        <Anchor component={Link} to={paths.admin.newsEdit(article.id)} fw={600}>
                          {article.title}
                        </Anchor>
                        <Text size="xs" c="dimmed">
                          {paths.newsArticle(article.slug)}
                        </Text>
                      </Table.Td>
                      <Table.Td>
                        <Badge color={STATE_COLOR[article.state]} variant="light">
                          {t(`admin.states.${article.state}`)}
                        </Badge>
                      </Table.Td>
                      <Table.Td>
                        {article.publish_at
                          ? uaeLocalOf(new Date(article.publish_at)).replace('T', ' ')
                          : t('admin.noDate')}
                      </Table.Td>
                      <Table.Td>{article.author_name ?? t('admin.noDate')}</Table.Td>
                      <Table.Td>{formatNumericDate(article.updated_at)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </PagedList>
      </Stack>
    </PageShell>
  );
}
