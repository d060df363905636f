import { lazy, Suspense, useId } from 'react';
import { Box, Paper, Skeleton, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ReportDefinition } from '@logicareers/shared/reports';
import type { TReport } from '@logicareers/shared/schemas/reports';
import { formatDate } from '../../lib/format';
import { CHART_ROWS_MAX, cellText, isNumeric } from './report-values';

const ReportChart = lazy(() =>
  import('./report-chart').then((module) => ({ default: module.ReportChart })),
);

/** Whether a report found nothing to count: every number zero or empty. */
export const isEmptyReport = (report: ReportDefinition, answer: TReport) =>
  answer.rows.every((row) =>
    report.columns.filter(isNumeric).every((column) => !Number(row[column.key] ?? 0)),
  );

/** The headings of a report's columns, in the page's language. */
export function useHeadings() {
  const { t } = useTranslation('reports');
  return (key: string) => t(`columns.${key}` as 'columns.client');
}

/** A report's chart (for the eye) and its table (for everyone), or a word when it is empty. */
export function ReportView({
  report,
  answer,
  title,
  chartOnly = false,
}: {
  report: ReportDefinition;
  answer: TReport;
  title: string;
  /** A dashboard's card: the chart alone, its table behind a link to the report. */
  chartOnly?: boolean;
}) {
  const { t } = useTranslation('reports');
  const heading = useHeadings();
  const captionId = useId();
  if (isEmptyReport(report, answer)) {
    return (
      <Text c="dimmed" py="lg" data-testid="report-empty">
        {t('page.empty')}
      </Text>
    );
  }
  return (
    <Stack gap="md">
      {report.chart && (
        <Box aria-hidden="true" data-testid="report-chart">
          <Suspense fallback={<Skeleton h={280} />}>
            <ReportChart report={report} rows={answer.rows} heading={heading} />
          </Suspense>
          {report.chart.horizontal && answer.rows.length > CHART_ROWS_MAX && (
            <Text size="xs" c="dimmed" ta="center">
              {t('page.chartTop', { count: CHART_ROWS_MAX })}
            </Text>
          )}
        </Box>
      )}
      {!chartOnly && (
        <Paper withBorder radius="md">
          <Table.ScrollContainer minWidth={report.columns.length * 90}>
            <Table
              striped
              highlightOnHover
              fz="sm"
              aria-labelledby={captionId}
              data-testid="report-table"
            >
              <Table.Caption id={captionId}>
                {t('page.caption', {
                  title,
                  from: formatDate(`${answer.from}T12:00:00Z`),
                  to: formatDate(`${answer.to}T12:00:00Z`),
                })}
              </Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  {report.columns.map((column) => (
                    <Table.Th key={column.key} scope="col" ta={isNumeric(column) ? 'end' : 'start'}>
                      {heading(column.key)}
                    </Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {answer.rows.map((row, i) => (
                  <Table.Tr key={i}>
                    {report.columns.map((column, c) =>
                      c === 0 ? (
                        <Table.Th key={column.key} scope="row" fw={500}>
                          {cellText(column, row[column.key])}
                        </Table.Th>
                      ) : (
                        <Table.Td key={column.key} ta={isNumeric(column) ? 'end' : 'start'}>
                          {cellText(column, row[column.key])}
                        </Table.Td>
                      ),
                    )}
                  </Table.Tr>
                ))}
              </Table.Tbody>
              {answer.totals && (
                <Table.Tfoot>
                  <Table.Tr fw={700}>
                    {report.columns.map((column, c) =>
                      c === 0 ? (
                        <Table.Th key={column.key} scope="row">
                          {String(answer.totals![column.key] ?? '')}
                        </Table.Th>
                      ) : (
                        <Table.Td key={column.key} ta="end">
                          {answer.totals![column.key] === null
                            ? ''
                            : cellText(column, answer.totals![column.key])}
                        </Table.Td>
                      ),
                    )}
                  </Table.Tr>
                </Table.Tfoot>
              )}
            </Table>
          </Table.ScrollContainer>
        </Paper>
      )}
    </Stack>
  );
}
