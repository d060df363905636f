import { Group, Paper, Select, Stack, Tabs, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { Navigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { MOBILE_BREAKPOINT_PX } from '@logicareers/shared/constants';
import { paths } from '@logicareers/shared/pages';
import {
  REPORT_FILTERS,
  REPORT_PRESETS,
  REPORTS,
  type ReportAudience,
  type ReportDefinition,
  type ReportFilter,
  type ReportPreset,
} from '@logicareers/shared/reports';
import { DownloadButton } from '../../components/download-button';
import { ListSkeleton, LoadError } from '../../components/load-state';
import { PageShell } from '../../components/page-shell';
import { ApiError } from '../../lib/api-client';
import { translateMessage } from '../../lib/i18n';
import { roleOf, useProfile } from '../../lib/session';
import { useUrlSearch } from '../../lib/url-search';
import { type ControlState, ReportControls } from './report-controls';
import { ReportView } from '../../components/reports/report-view';
import {
  reportCsvPath,
  reportQuery,
  type ReportQuestion,
} from '../../components/reports/reports-api';

const reportsOf = (audience: ReportAudience): readonly ReportDefinition[] => REPORTS[audience];
const isPreset = (value: string | null): value is ReportPreset =>
  (REPORT_PRESETS as readonly string[]).includes(value ?? '');

/** The fields a refused question names, translated, for the range's inputs. */
function rangeErrors(error: unknown): ControlState['errors'] {
  if (!(error instanceof ApiError) || error.status !== 400) return {};
  const message = (error.data as { message?: unknown } | null)?.message;
  if (!message || typeof message !== 'object') return {};
  const fields = message as Record<string, string>;
  return { from: translateMessage(fields.from), to: translateMessage(fields.to) };
}

/** The report chosen, its range and filters, as the page's address holds them. */
function useReportState(audience: ReportAudience) {
  const { params, replace } = useUrlSearch();
  const reports = reportsOf(audience);
  const report = reports.find((r) => r.key === params.get('report')) ?? reports[0];
  const preset = isPreset(params.get('preset')) ? (params.get('preset') as ReportPreset) : '90d';
  const filters = Object.fromEntries(
    REPORT_FILTERS.filter((f) => report.filters.includes(f) && params.get(f)).map((f) => [
      f,
      params.get(f)!,
    ]),
  ) as Partial<Record<ReportFilter, string>>;
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  const custom = preset === 'custom';
  const question: ReportQuestion = {
    preset,
    ...(custom && { from: from || undefined, to: to || undefined }),
    ...filters,
  };
  // A custom range is asked once both days are there.
  const ready = !report.ranged || !custom || Boolean(from && to);
  return { report, preset, from, to, filters, question, ready, replace };
}

/** The report picker: tabs on a wide screen, a list on a phone. */
function ReportPicker({
  audience,
  value,
  onChange,
}: {
  audience: ReportAudience;
  value: string;
  onChange: (key: string) => void;
}) {
  const { t } = useTranslation('reports');
  const phone = useMediaQuery(`(max-width: ${MOBILE_BREAKPOINT_PX}px)`);
  const data = reportsOf(audience).map((r) => ({
    value: r.key,
    label: t(`reports.${r.key}.title` as 'reports.funnel.title'),
  }));
  if (phone)
    return (
      <Select
        label={t('page.report')}
        data={data}
        value={value}
        allowDeselect={false}
        onChange={(key) => key && onChange(key)}
        comboboxProps={{ withinPortal: true }}
      />
    );
  return (
    <Tabs
      value={value}
      onChange={(key) => key && onChange(key)}
      variant="pills"
      keepMounted={false}
    >
      <Tabs.List aria-label={t('page.report')}>
        {data.map((item) => (
          <Tabs.Tab key={item.value} value={item.value}>
            {item.label}
          </Tabs.Tab>
        ))}
      </Tabs.List>
    </Tabs>
  );
}

/** One audience's reports: pick one, its dates and filters, its chart and table, its CSV. */
export function AudienceReports({ audience }: { audience: ReportAudience }) {
  const { t } = useTranslation('reports');
  const state = useReportState(audience);
  const { report, question, ready } = state;
  const answer = useQuery({ ...reportQuery(audience, report.key, question), enabled: ready });
  const title = t(`reports.${report.key}.title` as 'reports.funnel.title');
  const controls: ControlState = {
    preset: state.preset,
    from: state.from,
    to: state.to,
    filters: state.filters,
    errors: rangeErrors(answer.error),
    set: (changes) => state.replace(changes),
  };
  return (
    <Stack gap="md">
      <ReportPicker
        audience={audience}
        value={report.key}
        onChange={(key) =>
          state.replace({
            report: key,
            ...Object.fromEntries(REPORT_FILTERS.map((f) => [f, null])),
          })
        }
      />
      <Paper
        withBorder
        radius="md"
        p={{ base: 'sm', sm: 'lg' }}
        component="section"
        aria-labelledby="report-title"
      >
        <Stack gap="md">
          <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
            <Stack gap={2} maw={640}>
              <Title order={2} fz="lg" id="report-title">
                {title}
              </Title>
              <Text size="sm" c="dimmed">
                {t(`reports.${report.key}.description` as 'reports.funnel.description')}
                {!report.ranged && ` ${t('page.asOfToday')}.`}
              </Text>
            </Stack>
            <DownloadButton
              variant="light"
              size="sm"
              path={reportCsvPath(audience, report.key, question)}
              filename={`${title}.csv`}
              disabled={!ready}
            >
              {t('page.download')}
            </DownloadButton>
          </Group>
          <ReportControls audience={audience} report={report} state={controls} />
          {answer.isPending && ready ? (
            <ListSkeleton rows={6} label={t('page.loading')} />
          ) : answer.isError && !Object.keys(controls.errors).length ? (
            <LoadError onRetry={() => void answer.refetch()} />
          ) : answer.data && answer.data.report === report.key ? (
            <div aria-busy={answer.isFetching}>
              <ReportView report={report} answer={answer.data} title={title} />
            </div>
          ) : null}
        </Stack>
      </Paper>
    </Stack>
  );
}

/** A page of reports: one audience, or several under tabs (a master administrator's). */
export function ReportsPage({ audiences }: { audiences: ReportAudience[] }) {
  const { t } = useTranslation('reports');
  const { params, replace } = useUrlSearch();
  const audience =
    audiences.find((a) => a === params.get('of')) ?? (audiences[0] as ReportAudience);
  return (
    <PageShell title={t('title')} description={t(`audiences.${audience}`)}>
      {audiences.length > 1 && (
        <Tabs
          value={audience}
          onChange={(of) => of && replace({ of, report: null, preset: params.get('preset') })}
          mb="md"
        >
          <Tabs.List>
            {audiences.map((a) => (
              <Tabs.Tab key={a} value={a}>
                {t(`audiences.${a}`)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
        </Tabs>
      )}
      <AudienceReports key={audience} audience={audience} />
    </PageShell>
  );
}

export const EmployerReportsPage = () => <ReportsPage audiences={['employer']} />;
/** The consultancy's reports; an employer who opens them is shown their own company's. */
export function ConsultancyReportsPage() {
  const { profile } = useProfile();
  if (profile && roleOf(profile) === 'employer')
    return <Navigate to={paths.employer.reports} replace />;
  return <ReportsPage audiences={['consultancy']} />;
}
export const SiteReportsPage = () => <ReportsPage audiences={['site', 'consultancy']} />;
export const CandidateActivityPage = () => <ReportsPage audiences={['candidate']} />;
