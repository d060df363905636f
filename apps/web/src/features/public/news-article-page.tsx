import {
  Anchor,
  Badge,
  Box,
  Container,
  Divider,
  Group,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '@logicareers/shared/pages';
import type { TNewsPublicArticle } from '@logicareers/shared/schemas/news';
import { ApiError } from '../../lib/api-client';
import { useDocumentTitle } from '../../lib/document-title';
import { i18n } from '../../lib/i18n';
import type { Prefetch } from '../../lib/prefetch';
import { CoverImage, NewsCard, newsDate } from './news-card';
import { fetchNewsArticle, latestNewsQuery } from './news-api';
import { WhenFeature } from '../../components/feature-switch';

/** Loads the article; a draft, a scheduled one or an unknown address becomes the 404 page. */
export async function newsArticleLoader({ params }: LoaderFunctionArgs) {
  try {
    return await fetchNewsArticle(params.slug ?? '');
  } catch (error) {
    if (error instanceof ApiError && error.status === 404)
      // The body is the text the error page shows (a status text could not carry every language).
      throw new Response(i18n.t('news:gone'), { status: 404 });
    throw error;
  }
}

/**
 * The editor's headings (h3, h4) one level up, so the article's sections are h2 under its title
 * and headings descend in order; the sanitised body has no attributes on them.
 */
const withPageHeadings = (html: string) =>
  html.replace(
    /<(\/?)h([34])>/g,
    (_, close: string, level: string) => `<${close}h${Number(level) - 1}>`,
  );

export const prefetchNewsArticlePage: Prefetch = (client) => client.prefetchQuery(latestNewsQuery);

function MoreNews({ slug }: { slug: string }) {
  const { t } = useTranslation('news');
  const { data } = useQuery(latestNewsQuery);
  const others = data?.items.filter((a) => a.slug !== slug).slice(0, 3) ?? [];
  if (!others.length) return null;
  return (
    <Stack component="section" aria-labelledby="more-news" mt="xl">
      <Title order={2} fz="xl" id="more-news">
        {t('article.more')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        {others.map((article) => (
          <NewsCard key={article.slug} article={article} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}

/** One published article: title, date and author, cover, summary, text and topics. */
export function NewsArticlePage() {
  return (
    <WhenFeature module="logistics_news">
      <NewsArticleScreen />
    </WhenFeature>
  );
}

function NewsArticleScreen() {
  const { t } = useTranslation('news');
  const article = useLoaderData() as TNewsPublicArticle;
  useDocumentTitle(article.title);
  return (
    <Container size="lg" py="xl">
      <Box maw={820} mx="auto">
        <Anchor component={Link} to={paths.news()} size="sm">
          <Group gap={4} component="span">
            <IconArrowLeft size={16} aria-hidden className="mirror-rtl" />
            {t('article.back')}
          </Group>
        </Anchor>
        <Stack component="article" gap="md" mt="md">
          <Title order={1} fz={{ base: 26, sm: 38 }} lh={1.2}>
            {article.title}
          </Title>
          <Text size="sm" c="dark.4">
            <time dateTime={article.published_at}>
              {t('article.published', { date: newsDate(article.published_at) })}
            </time>
            {article.author_name && ` · ${t('article.by', { name: article.author_name })}`}
          </Text>
          <CoverImage article={article} priority radius />
          <Text fz="lg" fw={500}>
            {article.summary}
          </Text>
          <Box
            className="rich-text"
            dangerouslySetInnerHTML={{ __html: withPageHeadings(article.body) }}
          />
          {article.tags.length > 0 && (
            <Group
              component="ul"
              gap={6}
              aria-label={t('article.tags')}
              style={{ listStyle: 'none', margin: 0, padding: 0 }}
            >
              {article.tags.map((tag) => (
                <li key={tag}>
                  <Badge
                    component={Link}
                    to={paths.news(new URLSearchParams({ tag }))}
                    variant="light"
                    tt="none"
                    style={{ cursor: 'pointer' }}
                  >
                    {tag}
                  </Badge>
                </li>
              ))}
            </Group>
          )}
        </Stack>
        <Divider mt="xl" />
        <MoreNews slug={article.slug} />
      </Box>
    </Container>
  );
}
