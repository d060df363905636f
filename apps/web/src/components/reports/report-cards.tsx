import { Anchor, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { reportOf, type ReportAudience, type ReportPreset } from '@logicareers/shared/reports';
import { ReportView } from './report-view';
import { reportQuery } from './reports-api';

/** A report a dashboard shows: whose, which, over what range, and the page that has it whole. */
export interface ReportCardSpec {
  audience: ReportAudience;
  report: string;
  preset: ReportPreset;
  /** The reports page of the reader's area. */
  page: string;
}

/** One report as a dashboard's card: its chart, and a link to the report with its table. */
function ReportCard({ spec }: { spec: ReportCardSpec }) {
  const { t } = useTranslation('reports');
  const definition = reportOf(spec.audience, spec.report)!;
  const answer = useQuery(reportQuery(spec.audience, spec.report, { preset: spec.preset }));
  const title = t(`reports.${spec.report}.title` as 'reports.funnel.title');
  const query = new URLSearchParams({ report: spec.report, preset: spec.preset });
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      component="section"
      aria-label={title}
      data-report-card={spec.report}
    >
      <Stack gap="xs">
        <div>
          <Title order={2} fz="md">
            {title}
          </Title>
          <Text size="xs" c="dimmed">
            {t(`presets.${spec.preset}`)}
          </Text>
        </div>
        {answer.data ? (
          <ReportView report={definition} answer={answer.data} title={title} chartOnly />
        ) : answer.isError ? null : (
          <Skeleton h={220} />
        )}
        <Anchor component={Link} to={`${spec.page}?${query}`} size="sm">
          {t('page.openReport')}
        </Anchor>
      </Stack>
    </Paper>
  );
}

/** The two or three reports that matter most on a role's dashboard. */
export function ReportCards({ cards }: { cards: ReportCardSpec[] }) {
  return (
    <SimpleGrid cols={{ base: 1, md: cards.length >= 2 ? 2 : 1 }} my="lg">
      {cards.map((spec) => (
        <ReportCard key={`${spec.audience}-${spec.report}`} spec={spec} />
      ))}
    </SimpleGrid>
  );
}
