import { AreaChart } from '@mantine/charts';
import { useDirection } from '@mantine/core';
import { formatNumber } from '../lib/format';

/** One week of a trend as the chart draws it: its label and its count. */
export type TrendPoint = { label: string; value: number };

/**
 * A trend's small chart, for the eye only (its card gives the same figures as a table). Time runs
 * the way the page reads: left to right in English, right to left in Arabic.
 */
export function TrendChart({ points, label }: { points: TrendPoint[]; label: string }) {
  const { dir } = useDirection();
  const first = points[0]?.label;
  const last = points.at(-1)?.label;
  return (
    <AreaChart
      h={96}
      data={points}
      dataKey="label"
      series={[{ name: 'value', label, color: 'brand.6' }]}
      curveType="monotone"
      withDots={false}
      withYAxis={false}
      gridAxis="none"
      tickLine="none"
      fillOpacity={0.25}
      strokeWidth={2}
      accessibilityLayer={false}
      tooltipAnimationDuration={0}
      valueFormatter={formatNumber}
      xAxisProps={{
        reversed: dir === 'rtl',
        ticks: first && last ? [first, last] : [],
        interval: 0,
        fontSize: 11,
        padding: { left: 16, right: 16 },
      }}
    />
  );
}
