import { BarChart, DonutChart, LineChart } from '@mantine/charts';
import { useDirection } from '@mantine/core';
import type { ReportColumn, ReportDefinition } from '@logicareers/shared/reports';
import type { TReportRow } from '@logicareers/shared/schemas/reports';
import { cellText, periodLabel } from './report-values';

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
  const rtl = dir === 'rtl';
  const chart = report.chart!;
  const columnOf = (key: string) => report.columns.find((c) => c.key === key) as ReportColumn;
  const x = columnOf(chart.x);
  const data = rows.map((row) => ({
    ...row,
    [chart.x]: typeof row[chart.x] === 'string' ? periodLabel(x.kind, row[chart.x] as string) : '',
  }));
  const series = chart.series.map((key, i) => ({
    name: key,
    label: heading(key),
    color: COLORS[i % COLORS.length],
  }));
  const format = (value: number) => cellText(columnOf(chart.series[0]), value);

  if (chart.type === 'donut') {
    const [key] = chart.series;
    return (
      <DonutChart
        h={height}
        data={data
          .filter((row) => Number(row[key]) > 0)
          .map((row, i) => ({
            name: String(row[chart.x]),
            value: Number(row[key]),
            color: COLORS[i % COLORS.length],
          }))}
        withLabelsLine
        withLabels
        valueFormatter={format}
        tooltipDataSource="segment"
        size={Math.min(height - 60, 200)}
        thickness={28}
      />
    );
  }
  if (chart.type === 'line') {
    return (
      <LineChart
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
        yAxisProps={{ orientation: rtl ? 'right' : 'left', width: 48 }}
      />
    );
  }
  const across = chart.horizontal || chart.type === 'funnel';
  return (
    <BarChart
      h={
        across
          ? Math.max(
              160,
              rows.length * BAR_ROW_PX * (chart.stacked ? 1 : Math.min(series.length, 2)) + 70,
            )
          : height
      }
      data={data}
      dataKey={chart.x}
      series={series}
      type={chart.stacked ? 'stacked' : 'default'}
      orientation={across ? 'vertical' : 'horizontal'}
      withLegend={series.length > 1}
      legendProps={{ verticalAlign: 'bottom' }}
      valueFormatter={format}
      tooltipAnimationDuration={0}
      xAxisProps={{ reversed: rtl, minTickGap: 16 }}
      yAxisProps={
        across
          ? { width: 150, orientation: rtl ? 'right' : 'left', tickLine: false }
          : { orientation: rtl ? 'right' : 'left', width: 48 }
      }
    />
  );
}
