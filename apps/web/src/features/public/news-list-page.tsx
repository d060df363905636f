import { Button, Container, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '@logicareers/shared/pages';
import type { Prefetch } from '../../lib/prefetch';
import { formatNumber } from '../../lib/format';
import { NewsCard } from './news-card';
import { newsListQuery, pageParam } from './news-api';
import { WhenFeature } from '../../components/feature-switch';

const filtersOf = (search: URLSearchParams) => ({
  page: pageParam(search),
  tag: search.get('tag')?.trim() ?? '',
});

export const prefetchNewsListPage: Prefetch = (client, { search }) =>
  client.prefetchQuery(newsListQuery(filtersOf(search)));

/** The list's address for a topic and a page (links, so the pages work without scripts too). */
const listHref = (tag: string, page = 1) => {
  const query = new URLSearchParams();
  if (tag) query.set('tag', tag);
  if (page > 1) query.set('page', String(page));
  return paths.news(query);
};

/** Logistics news for visitors: newest first, a topic at a time if they like, a page at a time. */
export function NewsListPage() {
  return (
    <WhenFeature module="logistics_news">
      <NewsListScreen />
    </WhenFeature>
  );
}

function NewsListScreen() {
  const { t } = useTranslation('news');
  const [search] = useSearchParams();
  const { page, tag } = filtersOf(search);
  const { data, isPending } = useQuery(newsListQuery({ page, tag }));
  const pages = data ? Math.max(1, Math.ceil(data.total / data.page_size)) : 1;
  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Stack gap={6} maw={760}>
          <Title order={1} fz={{ base: 28, sm: 36 }}>
            {t('list.title')}
          </Title>
          <Text c="dark.4">{t('list.lead')}</Text>
        </Stack>
        {data && data.tags.length > 0 && (
          <Group gap={6} component="nav" aria-label={t('list.tags')}>
            {['', ...data.tags].map((topic) => {
              const current = topic.toLowerCase() === tag.toLowerCase();
              return (
                <Button
                  key={topic || 'all'}
                  component={Link}
                  to={listHref(topic)}
                  size="compact-sm"
                  radius="xl"
                  variant={current ? 'filled' : 'default'}
                  aria-current={current ? 'page' : undefined}
                >
                  {topic || t('list.allTopics')}
                </Button>
              );
            })}
          </Group>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
          {isPending
            ? Array.from({ length: 6 }, (_, i) => <Skeleton key={i} h={360} radius="md" />)
            : data?.items.map((article) => (
                <NewsCard key={article.slug} article={article} headingLevel={2} />
              ))}
        </SimpleGrid>
        {data && !data.items.length && (
          <Text c="dark.4">{tag ? t('list.emptyTag') : t('list.empty')}</Text>
        )}
        {pages > 1 && (
          <Group justify="space-between" component="nav" aria-label={t('list.pagination')}>
            {page > 1 ? (
              <Button component={Link} to={listHref(tag, page - 1)} variant="default">
                {t('list.previous')}
              </Button>
            ) : (
              <span />
            )}
            <Text size="sm" c="dark.4">
              {t('list.pageOf', { page: formatNumber(page), pages: formatNumber(pages) })}
            </Text>
            {page < pages ? (
              <Button component={Link} to={listHref(tag, page + 1)} variant="default">
                {t('list.next')}
              </Button>
            ) : (
              <span />
            )}
          </Group>
        )}
      </Stack>
    </Container>
  );
}
