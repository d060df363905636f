import { useState } from 'react';
import {
  Anchor,
  Box,
  Button,
  Card,
  Container,
  Group,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CategoryTile } from '../../components/jobs/category-tile';
import { JobCard } from '../../components/jobs/job-card';
import type { JobCategory } from '@logicareers/shared/schemas/jobs';
import type { Prefetch } from '../../lib/prefetch';
import { paths } from '@logicareers/shared/pages';
import { formatNumber } from '../../lib/format';
import { categoriesQuery } from '../../lib/master-data';
import { JobKeywordsForm } from '../../components/jobs/job-keywords-form';
import { employersHiringQuery, latestJobsQuery } from './public-api';
import { latestNewsQuery } from './news-api';
import { NewsCard } from './news-card';
import { useFeature } from '../../components/feature-switch';
import { CompanyLogo } from '../../components/jobs/company-logo';

export const prefetchLandingPage: Prefetch = (client) =>
  Promise.all([
    client.prefetchQuery(categoriesQuery('functional_area')),
    client.prefetchQuery(latestJobsQuery),
    client.prefetchQuery(employersHiringQuery),
    client.prefetchQuery(latestNewsQuery),
  ]);

function Hero() {
  const { t } = useTranslation('public');
  const navigate = useNavigate();
  return (
    <Box
      py={{ base: 40, sm: 72 }}
      // Navy into the darkest shade of the site's colour: white text keeps AA contrast whatever
      // colour the administrator picks.
      style={{
        background:
          'linear-gradient(135deg, #0b2239 0%, color-mix(in srgb, var(--mantine-color-brand-9) 55%, #0b2239) 60%, var(--mantine-color-brand-9) 100%)',
      }}
      c="white"
    >
      <Container size="lg">
        <Stack gap="md" maw={760}>
          <Title order={1} fz={{ base: 30, sm: 46 }} lh={1.1}>
            {t('landing.title')}
          </Title>
          <Text fz={{ base: 'md', sm: 'lg' }} c="gray.3">
            {t('landing.lead')}
          </Text>
          <JobKeywordsForm
            label={t('landing.searchLabel')}
            placeholder={t('landing.searchPlaceholder')}
            submitLabel={t('landing.search')}
            onSearch={(keywords) =>
              navigate(paths.searchJobs(keywords ? `q=${encodeURIComponent(keywords)}` : ''))
            }
            size="lg"
            buttonColor="#b8400b"
          />
          <Group gap="xs">
            <Button component={Link} to={paths.signUp('candidate')} variant="white" color="dark">
              {t('landing.createProfile')}
            </Button>
            <Button component={Link} to={paths.signUp('employer')} variant="outline" color="gray.0">
              {t('landing.hire')}
            </Button>
          </Group>
        </Stack>
      </Container>
    </Box>
  );
}

function Categories() {
  const { t } = useTranslation('public');
  const [by, setBy] = useState<JobCategory>('functional_area');
  const { data, isPending } = useQuery(categoriesQuery(by));
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={2}>{t('landing.browse.title')}</Title>
        <Group gap={6} role="group" aria-label={t('landing.browse.by')}>
          {(['functional_area', 'state', 'designation'] as const).map((key) => (
            <Button
              key={key}
              size="xs"
              variant={by === key ? 'filled' : 'default'}
              onClick={() => setBy(key)}
              aria-pressed={by === key}
            >
              {t(`landing.browse.${key}`)}
            </Button>
          ))}
        </Group>
      </Group>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
        {isPending
          ? Array.from({ length: 8 }, (_, i) => <Skeleton key={i} h={58} />)
          : data
              ?.slice(0, 12)
              .map((c) => <CategoryTile key={c.id} category={c} by={by} size="sm" />)}
      </SimpleGrid>
      <Anchor component={Link} to={paths.jobCategory(by)} size="sm">
        {t('landing.browse.all')}
      </Anchor>
    </Stack>
  );
}

function LatestJobs() {
  const { t } = useTranslation('public');
  const { data, isPending } = useQuery(latestJobsQuery);
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={2}>{t('landing.latest.title')}</Title>
        <Anchor component={Link} to={paths.searchJobs('sort=newest')}>
          {data
            ? t('landing.latest.all', { count: data.total, total: formatNumber(data.total) })
            : t('landing.latest.allPending')}
        </Anchor>
      </Group>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        {isPending
          ? Array.from({ length: 4 }, (_, i) => <Skeleton key={i} h={150} />)
          : data?.items.slice(0, 8).map((job) => <JobCard key={job.id} job={job} />)}
      </SimpleGrid>
    </Stack>
  );
}

function EmployersHiring() {
  const { t } = useTranslation('public');
  const { data } = useQuery(employersHiringQuery);
  if (!data?.length) return null;
  return (
    <Stack>
      <Title order={2}>{t('landing.employers.title')}</Title>
      <SimpleGrid cols={{ base: 2, sm: 3, md: 6 }}>
        {data.slice(0, 6).map((e) => (
          <Card
            key={e.id}
            withBorder
            radius="md"
            padding="sm"
            component={Link}
            to={paths.employerJobs(e.id)}
          >
            <CompanyLogo name={e.name} url={e.logo_url} size={36} />
            <Text fw={600} size="sm" lineClamp={2} mt="xs">
              {e.name}
            </Text>
            <Text size="xs" c="dark.3">
              {t('landing.employers.openJobs', { count: e.open_jobs })}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
}

/** The three newest logistics news articles. */
function LatestNews() {
  const { t } = useTranslation('news');
  const on = useFeature('logistics_news');
  const { data } = useQuery({ ...latestNewsQuery, enabled: on });
  if (!on || !data?.items.length) return null;
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={2}>{t('landing.title')}</Title>
        <Anchor component={Link} to={paths.news()}>
          {t('landing.all')}
        </Anchor>
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        {data.items.slice(0, 3).map((article) => (
          <NewsCard key={article.slug} article={article} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}

export function LandingPage() {
  return (
    <>
      <Hero />
      <Container size="lg" py="xl">
        <Stack gap={48}>
          <Categories />
          <LatestJobs />
          <EmployersHiring />
          <LatestNews />
        </Stack>
      </Container>
    </>
  );
}
