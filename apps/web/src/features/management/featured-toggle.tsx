import { Switch, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TFeaturedSlots, TManagedJobsPage } from '@logicareers/shared/schemas/jobs';
import { useFeatureJob } from './management-api';

type ManagedJob = TManagedJobsPage['items'][number];

/** "2 of 3 featured slots used", over the list of the company's jobs (decision 045). */
export function FeaturedSlots({ slots }: { slots: TFeaturedSlots | null | undefined }) {
  const { t } = useTranslation('management');
  if (!slots) return null;
  return (
    <Text size="sm" c="dimmed" mb="sm" data-testid="featured-slots">
      {slots.limit === null
        ? t('jobs.featured.unlimited', { used: slots.used })
        : t('jobs.featured.slots', { used: slots.used, limit: slots.limit })}{' '}
      {t('jobs.featured.hint')}
    </Text>
  );
}

/** Features a live job or stops featuring it; the server counts the slots and refuses with 409. */
export function FeaturedSwitch({ job }: { job: ManagedJob }) {
  const { t } = useTranslation('management');
  const feature = useFeatureJob();
  const featured = job.featured === true;
  return (
    <Switch
      aria-label={t('jobs.featured.toggle', { title: job.title })}
      checked={featured}
      disabled={feature.isPending || (job.status !== 'published' && !featured)}
      onChange={() => feature.mutate({ id: job.id, featured: !featured })}
    />
  );
}
