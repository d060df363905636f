import { lazy, Suspense, useId } from 'react';
import { Box, Group, Paper, SimpleGrid, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TTrend } from '@logicareers/shared/schemas/common';
import { dateFormatter, formatNumber } from '../lib/format';

const TrendChart = lazy(() =>
  import('./dashboard-trend-chart').then((module) => ({ default: module.TrendChart })),
);

/** The weeks a card sums, and compares with as many weeks before them. */
const SPAN = 4;
const CHART_HEIGHT = 96;
/** A week by the day it starts: 3 Nov (٣ نوفمبر). */
const weekLabel = dateFormatter({ day: 'numeric', month: 'short', timeZone: 'UTC' });
const labelOf = (week: string) => weekLabel(new Date(`${week}T00:00:00Z`));
const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

/** How the last weeks compare with the weeks before them, in words, and its colour. */
function useChange(recent: number, before: number) {
  const { t } = useTranslation();
  const weeks = formatNumber(SPAN);
  if (recent === before) return { text: t('dashboard.trends.same', { weeks }), color: 'dimmed' };
  if (before === 0) return { text: t('dashboard.trends.fromNone', { weeks }), color: 'teal.9' };
  const percent = formatNumber(Math.abs(((recent - before) / before) * 100));
  return recent > before
    ? { text: t('dashboard.trends.up', { percent, weeks }), color: 'teal.9' }
    : { text: t('dashboard.trends.down', { percent, weeks }), color: 'red.9' };
}

/** One trend: its title, the last four weeks' total against the four before, a chart, a table. */
export function TrendCard({ trend }: { trend: TTrend }) {
  const { t } = useTranslation();
  const id = useId();
  const title = t(`dashboard.trends.keys.${trend.key}`);
  const values = trend.points.map((point) => point.value);
  const recent = sum(values.slice(-SPAN));
  const change = useChange(recent, sum(values.slice(-2 * SPAN, -SPAN)));
  const points = trend.points.map((point) => ({ label: labelOf(point.week), value: point.value }));
  return (
    <Paper
      component="section"
      withBorder
      p="md"
      radius="md"
      aria-labelledby={id}
      data-trend={trend.key}
    >
      <Title order={3} fz="sm" fw={600} c="dimmed" id={id}>
        {title}
      </Title>
      <Group gap={6} align="baseline" wrap="wrap">
        <Text fz={28} fw={800} c="brand.9" data-testid="trend-total">
          {formatNumber(recent)}
        </Text>
        <Text size="sm" c="dimmed">
          {t('dashboard.trends.lastWeeks', { weeks: formatNumber(SPAN) })}
        </Text>
      </Group>
      <Text size="sm" c={change.color} data-testid="trend-change">
        {change.text}
      </Text>
      <Box aria-hidden="true" h={CHART_HEIGHT} mt="xs">
        <Suspense fallback={null}>
          <TrendChart points={points} label={title} />
        </Suspense>
      </Box>
      <details>
        <summary>
          <Text component="span" size="sm">
            {t('dashboard.trends.showTable')}
          </Text>
        </summary>
        <Table striped fz="sm" mt="xs">
          <Table.Caption>{t('dashboard.trends.caption', { title })}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('dashboard.trends.week')}</Table.Th>
              <Table.Th scope="col">{t('dashboard.trends.count')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {points.map((point, i) => (
              <Table.Tr key={trend.points[i].week}>
                <Table.Th scope="row" fw={400}>
                  {point.label}
                </Table.Th>
                <Table.Td>{formatNumber(point.value)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </details>
    </Paper>
  );
}

/** A dashboard's trends, one card each: one a row on a phone, two or three on a wide screen. */
export function DashboardTrends({ trends }: { trends: TTrend[] }) {
  const { t } = useTranslation();
  const id = useId();
  if (!trends.length) return null;
  return (
    <Box component="section" aria-labelledby={id} mb="xl" data-testid="dashboard-trends">
      <Title order={2} fz="lg" mb="sm" id={id}>
        {t('dashboard.trends.title')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: trends.length === 2 ? 2 : 3 }}>
        {trends.map((trend) => (
          <TrendCard key={trend.key} trend={trend} />
        ))}
      </SimpleGrid>
    </Box>
  );
}
