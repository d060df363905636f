import { Anchor, Badge, Card, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '@logicareers/shared/pages';
import type { TNewsCard } from '@logicareers/shared/schemas/news';
import { formatCalendarDate } from '../../lib/format';

/** The calendar day an article went out in the UAE (UTC + 4 all year), the same on server and browser. */
export const newsDate = (iso: string) =>
  formatCalendarDate(new Date(Date.parse(iso) + 4 * 3_600_000).toISOString());

/** An article's cover at its own shape, sized before it loads (no layout shift). */
export function CoverImage({
  article,
  priority,
  radius,
}: {
  article: Pick<TNewsCard, 'cover_url' | 'cover_alt'>;
  /** The page's main picture: fetched first, not lazily. */
  priority?: boolean;
  radius?: boolean;
}) {
  if (!article.cover_url) return null;
  return (
    <img
      src={article.cover_url}
      alt={article.cover_alt}
      width={1200}
      height={630}
      {...(priority ? { fetchPriority: 'high' } : { loading: 'lazy', decoding: 'async' })}
      style={{
        display: 'block',
        width: '100%',
        height: 'auto',
        aspectRatio: '1200 / 630',
        borderRadius: radius ? 'var(--mantine-radius-md)' : undefined,
      }}
    />
  );
}

/** An article in a list: cover, date, title (the link), summary and topics. */
export function NewsCard({
  article,
  headingLevel = 3,
}: {
  article: TNewsCard;
  headingLevel?: 2 | 3;
}) {
  const { t } = useTranslation('news');
  const Heading = `h${headingLevel}` as const;
  return (
    <Card withBorder radius="md" padding="md" component="article" h="100%">
      {article.cover_url && (
        <Card.Section>
          <CoverImage article={article} />
        </Card.Section>
      )}
      <Stack gap={6} mt="sm">
        <Text size="xs" c="dark.3">
          {newsDate(article.published_at)}
          {article.author_name && ` · ${t('card.by', { name: article.author_name })}`}
        </Text>
        <Heading style={{ margin: 0, fontSize: 'var(--mantine-font-size-lg)', lineHeight: 1.3 }}>
          <Anchor component={Link} to={paths.newsArticle(article.slug)} c="dark.8" fw={700}>
            {article.title}
          </Anchor>
        </Heading>
        <Text size="sm" c="dark.4" lineClamp={3}>
          {article.summary}
        </Text>
        {article.tags.length > 0 && (
          <Group gap={4}>
            {article.tags.map((tag) => (
              <Badge key={tag} variant="light" color="gray" size="sm" tt="none">
                {tag}
              </Badge>
            ))}
          </Group>
        )}
      </Stack>
    </Card>
  );
}
