import { Group, NativeSelect, SegmentedControl } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  INTERVIEW_STATUSES,
  INTERVIEW_WHEN,
  type TPerson,
} from '@logicareers/shared/schemas/interviews';
import { JobPicker } from '../../components/jobs/job-picker';

export interface InterviewFilterValues {
  interviewer_id?: string;
  job_id?: string;
  status?: string;
}

/** The view (list or week) and the filters of the company's interviews, kept in the address. */
export function InterviewFilters({
  view,
  filters,
  when,
  interviewers,
  set,
}: {
  view: 'list' | 'week';
  filters: InterviewFilterValues;
  when: string;
  interviewers: TPerson[] | undefined;
  set: (changes: Record<string, string | null>) => void;
}) {
  const { t } = useTranslation('interviews');
  return (
    <Group gap="sm" align="flex-end" role="group" aria-label={t('filters.label')}>
      <SegmentedControl
        aria-label={t('title')}
        value={view}
        onChange={(value) => set({ view: value === 'week' ? 'week' : null })}
        data={[
          { value: 'list', label: t('views.list') },
          { value: 'week', label: t('views.week') },
        ]}
      />
      <NativeSelect
        label={t('filters.interviewer')}
        value={filters.interviewer_id ?? ''}
        onChange={(event) => set({ interviewer: event.currentTarget.value })}
        data={[
          { value: '', label: t('filters.any') },
          ...(interviewers ?? []).map((p) => ({ value: p.id, label: p.name })),
        ]}
      />
      <JobPicker
        label={t('filters.job')}
        placeholder={t('filters.any')}
        filter={{ status: 'all' }}
        clearable
        value={filters.job_id ?? ''}
        onChange={(job) => set({ job })}
      />
      <NativeSelect
        label={t('filters.status')}
        value={filters.status ?? ''}
        onChange={(event) => set({ status: event.currentTarget.value })}
        data={[
          { value: '', label: t('filters.any') },
          ...INTERVIEW_STATUSES.map((value) => ({ value, label: t(`status.${value}`) })),
        ]}
      />
      {view === 'list' && (
        <NativeSelect
          label={t('filters.when')}
          value={when}
          onChange={(event) => set({ when: event.currentTarget.value })}
          data={INTERVIEW_WHEN.map((value) => ({ value, label: t(`when.${value}`) }))}
        />
      )}
    </Group>
  );
}
