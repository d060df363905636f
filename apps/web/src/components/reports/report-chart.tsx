import { BarChart, DonutChart, LineChart } from '@mantine/charts';
import { ColorSwatch, Group, Stack, Text, useDirection } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { MOBILE_BREAKPOINT_PX } from '@logicareers/shared/constants';
import type { ReportColumn, ReportDefinition } from '@logicareers/shared/reports';
import type { TReportRow } from '@logicareers/shared/schemas/reports';
import { formatNumber } from '../../lib/format';
import { CHART_ROWS_MAX, cellText, periodLabel } from './report-values';

/** The colours of a chart's series, in order. */
const COLORS = ['brand.6', 'teal.6', 'orange.6', 'grape.6', 'cyan.7', 'red.6', 'lime.7'];
/** A bar's room when bars run across the page. */
const BAR_ROW_PX = 34;

interface ChartProps {
  report: ReportDefinition;
  rows: TReportRow[];
  /** A column's heading, for the legend and the tooltip. */
  heading: (key: string) => string;
  height?: number;
}

/**
 * A report drawn as its definition says, for the eye only: the table beside it gives the same
 * figures to everyone. Time and bars run the way the page reads (right to left in Arabic).
 */
export function ReportChart({ report, rows, heading, height = 280 }: ChartProps) {
  const { dir } = useDirection();
  // Names beside bars across a phone get less room, so the bars keep theirs.
  const phone = useMediaQuery(`(max-width: ${MOBILE_BREAKPOINT_PX}px)`);
  const rtl = dir === 'rtl';
  const chart = report.chart!;
  const columnOf = (key: string) => report.columns.find((c) => c.key === key) as ReportColumn;
  const x = columnOf(chart.x);
  const across = chart.horizontal || chart.type === 'funnel';
  const drawn = across ? rows.slice(0, CHART_ROWS_MAX) : rows;
  const data = drawn.map((row) => ({
    ...row,
    [chart.x]: typeof row[chart.x] === 'string' ? periodLabel(x.kind, row[chart.x] as string) : '',
  }));
  const series = chart.series.map((key, i) => ({
    name: key,
    label: heading(key),
    color: COLORS[i % COLORS.length],
  }));
  const format = (value: number) => cellText(columnOf(chart.series[0]), value);
  // An axis reads round numbers: no currency or decimals beside it.
  const tick = (value: number) =>
    columnOf(chart.series[0]).kind === 'percent' ? `${formatNumber(value)}%` : formatNumber(value);

  if (chart.type === 'donut') {
    const [key] = chart.series;
    const slices = data
      .filter((row) => Number(row[key]) > 0)
      .map((row, i) => ({
        name: String(row[chart.x]),
        value: Number(row[key]),
        color: COLORS[i % COLORS.length],
      }));
    return (
      <Group gap="xl" wrap="wrap" justify="center">
        <DonutChart
          accessibilityLayer={false}
          // The pie would take the keyboard's focus inside a chart hidden from assistive technology.
          pieProps={{ rootTabIndex: -1 }}
          h={Math.min(height, 240)}
          data={slices}
          withLabelsLine
          withLabels
          valueFormatter={format}
          tooltipDataSource="segment"
          size={180}
          thickness={28}
        />
        <Stack gap={6}>
          {slices.map((slice) => (
            <Group key={slice.name} gap="xs" wrap="nowrap">
              <ColorSwatch
                color={`var(--mantine-color-${slice.color.replace('.', '-')})`}
                size={12}
              />
              <Text size="sm">
                {slice.name}: {format(slice.value)}
              </Text>
            </Group>
          ))}
        </Stack>
      </Group>
    );
  }
  // Axes are drawn left to right whatever the page's direction, and turned for Arabic by the
  // chart itself: its labels then sit beside their axis instead of across the bars.
  if (chart.type === 'line') {
    return (
      <LineChart
        dir="ltr"
        accessibilityLayer={false}
        h={height}
        data={data}
        dataKey={chart.x}
        series={series}
        curveType="monotone"
        withLegend
        legendProps={{ verticalAlign: 'bottom' }}
        valueFormatter={format}
        tooltipAnimationDuration={0}
        xAxisProps={{ reversed: rtl, minTickGap: 24 }}
        yAxisProps={{ orientation: rtl ? 'right' : 'left', width: 56, tickFormatter: tick }}
      />
    );
  }
  const barsPerRow = chart.stacked ? 1 : Math.min(series.length, 2);
  return (
    <BarChart
      dir="ltr"
      accessibilityLayer={false}
      h={across ? Math.max(160, drawn.length * BAR_ROW_PX * barsPerRow + 70) : height}
      data={data}
      dataKey={chart.x}
      series={series}
      type={chart.stacked ? 'stacked' : 'default'}
      orientation={across ? 'vertical' : 'horizontal'}
      withLegend={series.length > 1}
      legendProps={{ verticalAlign: 'bottom' }}
      valueFormatter={format}
      tooltipAnimationDuration={0}
      xAxisProps={{ reversed: rtl, minTickGap: 16, ...(across && { tickFormatter: tick }) }}
      yAxisProps={
        across
          ? { width: phone ? 96 : 150, orientation: rtl ? 'right' : 'left', tickLine: false }
          : { orientation: rtl ? 'right' : 'left', width: 56, tickFormatter: tick }
      }
    />
  );
}
