import { PageShell } from '../../components/page-shell';
import { useState } from 'react';
import { Button, Skeleton, Stack, Text } from '@mantine/core';
import { IconCalendarPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { type INTERVIEW_WHEN } from '@logicareers/shared/schemas/interviews';
import { todayInUae } from '@logicareers/shared/uae-date';
import { type Dialog, InterviewList } from './interview-card';
import { CancelDialog, OutcomeDialog } from './interview-dialogs';
import { InterviewFilters } from './interview-filters';
import { InterviewFormDialog, type InterviewSource } from './interview-form';
import { interviewersQuery, interviewsQuery } from './interviews-api';
import { SlotScheduling } from './slot-dialog';
import { WeekCalendar, weekRange, weekStartOf } from './week-calendar';
import { useUrlSearch } from '../../lib/url-search';

const PAGE_SIZE = 20;

/**
 * `/management/schedule-interview`: the company's interviews as a list or a week calendar, with
 * filters; `?candidate=`, `?application=` or `?submission=` opens the form to schedule one.
 */
export function ScheduleInterviewPage() {
  const { t } = useTranslation('interviews');
  const { params, replace: set } = useUrlSearch();
  const source: InterviewSource = {
    candidate_id: params.get('candidate') ?? undefined,
    application_id: params.get('application') ?? undefined,
    submission_id: params.get('submission') ?? undefined,
  };
  const hasSource = !!(source.candidate_id || source.application_id || source.submission_id);
  const [formOpen, setFormOpen] = useState(hasSource);
  const [dialog, setDialog] = useState<Dialog>(null);
  // Scheduling from a free hour of the week calendar.
  const [slot, setSlot] = useState<string | null>(null);
  const view = params.get('view') === 'week' ? 'week' : 'list';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const weekStart = params.get('week') ?? weekStartOf(todayInUae());
  const filters = {
    interviewer_id: params.get('interviewer') || undefined,
    job_id: params.get('job') || undefined,
    status: params.get('status') || undefined,
  };
  const when = (params.get('when') as (typeof INTERVIEW_WHEN)[number] | null) ?? 'upcoming';
  const query =
    view === 'week'
      ? { ...filters, ...weekRange(weekStart), page: '1', page_size: '100' }
      : { ...filters, when, page: String(page), page_size: String(PAGE_SIZE) };
  const list = useQuery(interviewsQuery(query));
  const interviewers = useQuery(interviewersQuery());
  const closeForm = () => {
    setFormOpen(false);
    if (hasSource) set({ candidate: null, application: null, submission: null });
  };
  const items = list.data?.items ?? [];
  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / PAGE_SIZE)) : 1;

  return (
    <PageShell
      title={t('title')}
      description={hasSource ? t('intro') : `${t('intro')} ${t('howToSchedule')}`}
      actions={
        hasSource && (
          <Button
            leftSection={<IconCalendarPlus size={16} aria-hidden />}
            onClick={() => setFormOpen(true)}
          >
            {t('schedule')}
          </Button>
        )
      }
    >
      <Stack gap="md">
        <InterviewFilters
          view={view}
          filters={filters}
          when={when}
          interviewers={interviewers.data}
          set={set}
        />

        {list.isPending ? (
          <Stack aria-busy="true" aria-label={t('loading')}>
            <Skeleton h={90} />
            <Skeleton h={90} />
          </Stack>
        ) : view === 'week' ? (
          <WeekCalendar
            weekStart={weekStart}
            interviews={items}
            onWeekChange={(week) => set({ week })}
            onOpen={(interview) =>
              interview.status === 'scheduled' && setDialog({ kind: 'edit', interview })
            }
            onPickSlot={setSlot}
          />
        ) : items.length === 0 ? (
          <Text c="dimmed" role="status">
            {t('empty')}
          </Text>
        ) : (
          <InterviewList items={items} page={page} pages={pages} set={set} onAct={setDialog} />
        )}

        {formOpen && (
          <InterviewFormDialog opened onClose={closeForm} interview={null} source={source} />
        )}
        {slot && <SlotScheduling startsAt={slot} onClose={() => setSlot(null)} />}
        {dialog?.kind === 'edit' && (
          <InterviewFormDialog
            opened
            onClose={() => setDialog(null)}
            interview={dialog.interview}
            source={{}}
          />
        )}
        {dialog?.kind === 'cancel' && (
          <CancelDialog interview={dialog.interview} onClose={() => setDialog(null)} />
        )}
        {dialog?.kind === 'outcome' && (
          <OutcomeDialog interview={dialog.interview} onClose={() => setDialog(null)} />
        )}
      </Stack>
    </PageShell>
  );
}
