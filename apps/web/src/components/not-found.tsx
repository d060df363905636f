import { Button, Container, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconMapSearch, IconSearch } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { paths } from '@logicareers/shared/pages';
import type { Prefetch } from '../lib/prefetch';

/**
 * What an unknown address shows, and a job, employer or page that does not exist: said plainly,
 * inside the site's frame, with a job search and the ways on. The server answers it with 404.
 */
export function NotFound({ reason }: { reason?: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [q, setQ] = useState('');
  const search = (event: FormEvent) => {
    event.preventDefault();
    const words = q.trim();
    void navigate(paths.searchJobs(words ? new URLSearchParams({ q: words }) : ''));
  };
  return (
    <Container size="sm" py={{ base: 'xl', sm: 64 }}>
      <Stack align="center" ta="center" gap="md">
        <IconMapSearch size={56} stroke={1.5} aria-hidden color="var(--mantine-color-brand-7)" />
        <Title order={1} fz={{ base: 26, sm: 32 }}>
          {t('routeError.missing.title')}
        </Title>
        {/* What is missing, when the page said (an article that is not available, say). */}
        {reason && (
          <Text fw={600} data-testid="route-error-text">
            {reason}
          </Text>
        )}
        <Text c="dimmed" maw={480}>
          {t('routeError.missing.text')}
        </Text>
        <form onSubmit={search} role="search" style={{ width: '100%', maxWidth: 480 }}>
          <Group gap="xs" wrap="nowrap" align="flex-end">
            <TextInput
              flex={1}
              label={t('routeError.missing.search')}
              placeholder={t('routeError.missing.searchPlaceholder')}
              value={q}
              onChange={(event) => setQ(event.currentTarget.value)}
              leftSection={<IconSearch size={16} aria-hidden />}
              ta="start"
            />
            <Button type="submit">{t('routeError.missing.submit')}</Button>
          </Group>
        </form>
        <Group justify="center" gap="sm" mt="sm">
          <Button component={Link} to={paths.home} variant="default">
            {t('routeError.missing.home')}
          </Button>
          <Button component={Link} to={paths.searchJobs()} variant="subtle">
            {t('routeError.missing.jobs')}
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}

/** The not-found page as a route of its own, rendered on the server like the other public pages. */
export const NotFoundPage = () => <NotFound />;

/** It reads nothing but the site's settings, which every rendered page has. */
export const prefetchNotFoundPage: Prefetch = async () => {};
