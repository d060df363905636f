import { Anchor, Group, Paper, SimpleGrid, Skeleton, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { APPLICATION_STATUSES } from '@logicareers/shared/application-status';
import { useTranslation } from 'react-i18next';
import { APPLICATION_STATUS_COLOR } from '../../../components/applications/status-badge';
import { paths } from '@logicareers/shared/pages';
import { useStatusCounts } from '../../../components/applications/candidate-job-queries';

/** The candidate's applications by status, each linking to its list. */
export function ApplicationCounts() {
  const { t } = useTranslation(['candidate', 'common']);
  const { data, isPending } = useStatusCounts();
  return (
    <Paper withBorder radius="md" p="md" mb="lg" aria-labelledby="application-counts">
      <Group justify="space-between" mb="sm">
        <Title order={2} fz="lg" id="application-counts">
          {t('jobs.counts.title')}
        </Title>
        <Anchor component={Link} to={paths.candidate.applied} size="sm">
          {data ? t('jobs.counts.seeAllCount', { total: data.total }) : t('jobs.counts.seeAll')}
        </Anchor>
      </Group>
      <SimpleGrid cols={{ base: 2, xs: 4, md: 7 }} spacing="xs">
        {APPLICATION_STATUSES.map((status) =>
          isPending ? (
            <Skeleton key={status} h={64} />
          ) : (
            <Paper
              key={status}
              component={Link}
              to={paths.candidate.appliedByStatus(status)}
              withBorder
              p="xs"
              radius="sm"
              data-count={status}
              style={{ textDecoration: 'none' }}
            >
              <Text size="xs" c="dark.4">
                {t(`common:applicationStatus.${status}`)}
              </Text>
              <Text fz={24} fw={800} c={`${APPLICATION_STATUS_COLOR[status]}.9`}>
                {data?.[status] ?? 0}
              </Text>
            </Paper>
          ),
        )}
      </SimpleGrid>
    </Paper>
  );
}
