import { Group, Select } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  REPORT_PRESETS,
  type ReportAudience,
  type ReportDefinition,
  type ReportFilter,
  type ReportPreset,
} from '@logicareers/shared/reports';
import { todayInUae } from '@logicareers/shared/uae-date';
import { DateValueInput } from '../../components/form/date-field';
import { reportOptionsQuery } from '../../components/reports/reports-api';

/** What the controls read from and write to: the page's address. */
export interface ControlState {
  preset: ReportPreset;
  from: string;
  to: string;
  filters: Partial<Record<ReportFilter, string>>;
  /** Errors of the custom range, by field, from the server. */
  errors: { from?: string; to?: string };
  set: (changes: Record<string, string | null>) => void;
}

const OPTION_LIST: Record<ReportFilter, 'clients' | 'jobs' | 'recruiters' | 'emirates'> = {
  client: 'clients',
  job: 'jobs',
  recruiter: 'recruiters',
  emirate: 'emirates',
};

/** A filter of a report: one of the choices within the reader's reach, or all. */
function FilterSelect({
  audience,
  filter,
  value,
  onChange,
}: {
  audience: ReportAudience;
  filter: ReportFilter;
  value: string | undefined;
  onChange: (value: string | null) => void;
}) {
  const { t } = useTranslation('reports');
  const options = useQuery(reportOptionsQuery(audience));
  const data = (options.data?.[OPTION_LIST[filter]] ?? []).map((option) => ({
    value: String(option.id),
    label: option.name,
  }));
  return (
    <Select
      label={t(`filters.${filter}`)}
      placeholder={t('filters.all')}
      data={data}
      value={value ?? null}
      onChange={onChange}
      searchable
      clearable
      nothingFoundMessage={t('page.noChoice')}
      w={{ base: '100%', sm: 220 }}
      comboboxProps={{ withinPortal: true }}
      disabled={options.isPending}
    />
  );
}

/** The range (a preset or two days) and the report's filters. */
export function ReportControls({
  audience,
  report,
  state,
}: {
  audience: ReportAudience;
  report: ReportDefinition;
  state: ControlState;
}) {
  const { t } = useTranslation('reports');
  const today = todayInUae();
  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      {report.ranged && (
        <Select
          label={t('page.range')}
          data={REPORT_PRESETS.map((preset) => ({ value: preset, label: t(`presets.${preset}`) }))}
          value={state.preset}
          allowDeselect={false}
          onChange={(preset) =>
            preset &&
            state.set(
              preset === 'custom'
                ? { preset, from: state.from, to: state.to }
                : { preset, from: null, to: null },
            )
          }
          w={{ base: '100%', sm: 200 }}
          comboboxProps={{ withinPortal: true }}
        />
      )}
      {report.ranged && state.preset === 'custom' && (
        <>
          <DateValueInput
            label={t('page.from')}
            value={state.from}
            onChange={(from) => state.set({ from })}
            max={state.to || today}
            error={state.errors.from}
            w={{ base: '100%', sm: 170 }}
          />
          <DateValueInput
            label={t('page.to')}
            value={state.to}
            onChange={(to) => state.set({ to })}
            min={state.from || undefined}
            max={today}
            error={state.errors.to}
            w={{ base: '100%', sm: 170 }}
          />
        </>
      )}
      {report.filters.map((filter) => (
        <FilterSelect
          key={filter}
          audience={audience}
          filter={filter}
          value={state.filters[filter]}
          onChange={(value) => state.set({ [filter]: value })}
        />
      ))}
    </Group>
  );
}
