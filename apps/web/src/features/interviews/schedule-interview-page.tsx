import { PageShell } from '../../components/page-shell';
import { useState } from 'react';
import {
  Badge,
  Button,
  Card,
  Group,
  Menu,
  Modal,
  NativeSelect,
  SegmentedControl,
  Skeleton,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { IconCalendarPlus, IconDots } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import {
  INTERVIEW_OUTCOMES,
  INTERVIEW_STATUSES,
  INTERVIEW_WHEN,
  ZInterviewOutcomeRequest,
  type InterviewOutcome,
  type TInterview,
} from '@logicareers/shared/schemas/interviews';
import { todayInUae } from '@logicareers/shared/uae-date';
import { errorText } from '../../components/form/field-error';
import { JobPicker } from '../../components/jobs/job-picker';
import { InterviewFormDialog, type InterviewSource } from './interview-form';
import { formatOwn, formatUae, viewerZoneDiffers } from './interview-time';
import {
  interviewersQuery,
  interviewsQuery,
  useCancelInterview,
  useRecordOutcome,
} from './interviews-api';
import { WeekCalendar, weekRange, weekStartOf } from './week-calendar';

const PAGE_SIZE = 20;
const STATUS_COLORS = { scheduled: 'brand', cancelled: 'gray', completed: 'teal' } as const;

/** The time in UAE time and, when the viewer's clock differs, in theirs too. */
export function InterviewTime({ iso }: { iso: string }) {
  const { t } = useTranslation('interviews');
  return (
    <Text size="sm" component="span">
      {t('uaeTime', { time: formatUae(iso) })}
      {viewerZoneDiffers(iso) && (
        <Text span size="xs" c="dimmed">
          {' '}
          ({t('yourTime', { time: formatOwn(iso) })})
        </Text>
      )}
    </Text>
  );
}

function CancelDialog({ interview, onClose }: { interview: TInterview; onClose: () => void }) {
  const { t } = useTranslation('interviews');
  const [reason, setReason] = useState('');
  const cancel = useCancelInterview(interview.id);
  return (
    <Modal
      opened
      onClose={onClose}
      title={t('cancelDialog.title', { name: interview.candidate.name })}
    >
      <Stack>
        <Textarea
          label={t('cancelDialog.reason')}
          value={reason}
          onChange={(event) => setReason(event.currentTarget.value)}
          autosize
          minRows={2}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('cancelDialog.keep')}
          </Button>
          <Button
            color="red"
            loading={cancel.isPending}
            onClick={() => cancel.mutate({ reason }, { onSuccess: onClose })}
          >
            {t('cancelDialog.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

function OutcomeDialog({ interview, onClose }: { interview: TInterview; onClose: () => void }) {
  const { t } = useTranslation('interviews');
  const form = useForm<{ outcome: InterviewOutcome | ''; note: string }>({
    resolver: zodResolver(ZInterviewOutcomeRequest) as never,
    defaultValues: { outcome: interview.outcome ?? '', note: interview.outcome_note },
  });
  const save = useRecordOutcome(interview.id, form);
  const onSubmit = form.handleSubmit((values) =>
    save.mutate(values as { outcome: InterviewOutcome; note: string }, { onSuccess: onClose }),
  );
  return (
    <Modal
      opened
      onClose={onClose}
      title={t('outcomeDialog.title', { name: interview.candidate.name })}
    >
      <form onSubmit={onSubmit} noValidate>
        <Stack>
          <NativeSelect
            label={t('outcomeDialog.outcome')}
            required
            {...form.register('outcome')}
            data={[
              { value: '', label: '—' },
              ...INTERVIEW_OUTCOMES.map((value) => ({ value, label: t(`outcome.${value}`) })),
            ]}
            error={errorText(form.formState.errors.outcome)}
          />
          <Textarea
            label={t('outcomeDialog.note')}
            autosize
            minRows={2}
            {...form.register('note')}
            error={errorText(form.formState.errors.note)}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={save.isPending}>
              {t('outcomeDialog.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

type Dialog =
  | { kind: 'edit'; interview: TInterview }
  | { kind: 'cancel'; interview: TInterview }
  | { kind: 'outcome'; interview: TInterview }
  | null;

function InterviewCard({
  interview,
  onAct,
}: {
  interview: TInterview;
  onAct: (d: Dialog) => void;
}) {
  const { t } = useTranslation('interviews');
  // The time the card was first shown: an outcome may be recorded once the interview started.
  const [shownAt] = useState(Date.now);
  const started = new Date(interview.starts_at).getTime() <= shownAt;
  const where =
    interview.mode === 'in_person'
      ? interview.location
      : interview.mode === 'phone'
        ? interview.phone
        : interview.video_link;
  return (
    <Card withBorder radius="md" component="li" aria-labelledby={`interview-${interview.id}`}>
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Stack gap={4}>
          <Group gap="xs">
            <Title order={3} fz="md" id={`interview-${interview.id}`}>
              {t('with', { name: interview.candidate.name })}
            </Title>
            <Badge variant="light" color={STATUS_COLORS[interview.status]}>
              {t(`status.${interview.status}`)}
            </Badge>
            {interview.status === 'scheduled' && (
              <Badge variant="outline">{t(`answer.${interview.candidate_answer}`)}</Badge>
            )}
          </Group>
          <InterviewTime iso={interview.starts_at} />
          <Text size="sm">
            {t(`mode.${interview.mode}`)} · {t('minutes', { count: interview.duration_minutes })}
            {where ? ` · ${where}` : ''}
          </Text>
          {interview.job && <Text size="sm">{t('forJob', { job: interview.job.title })}</Text>}
          <Text size="sm" c="dimmed">
            {t('interviewers', { names: interview.interviewers.map((p) => p.name).join(', ') })}
          </Text>
          {interview.candidate_note && (
            <Text size="sm">{t('candidateNote', { note: interview.candidate_note })}</Text>
          )}
          {interview.outcome && (
            <Text size="sm">
              {t('outcomeLine', { outcome: t(`outcome.${interview.outcome}`) })}
            </Text>
          )}
        </Stack>
        {interview.status !== 'cancelled' && (
          <Menu position="bottom-end">
            <Menu.Target>
              <Button
                variant="subtle"
                aria-label={t('actions.label', { name: interview.candidate.name })}
                px="xs"
              >
                <IconDots size={18} aria-hidden />
              </Button>
            </Menu.Target>
            <Menu.Dropdown>
              {interview.status === 'scheduled' && (
                <>
                  <Menu.Item onClick={() => onAct({ kind: 'edit', interview })}>
                    {t('actions.reschedule')}
                  </Menu.Item>
                  <Menu.Item color="red" onClick={() => onAct({ kind: 'cancel', interview })}>
                    {t('actions.cancel')}
                  </Menu.Item>
                </>
              )}
              {started && (
                <Menu.Item onClick={() => onAct({ kind: 'outcome', interview })}>
                  {t('actions.outcome')}
                </Menu.Item>
              )}
            </Menu.Dropdown>
          </Menu>
        )}
      </Group>
    </Card>
  );
}

/**
 * `/management/schedule-interview`: the company's interviews as a list or a week calendar, with
 * filters; `?candidate=`, `?application=` or `?submission=` opens the form to schedule one.
 */
export function ScheduleInterviewPage() {
  const { t } = useTranslation('interviews');
  const [params, setParams] = useSearchParams();
  const source: InterviewSource = {
    candidate_id: params.get('candidate') ?? undefined,
    application_id: params.get('application') ?? undefined,
    submission_id: params.get('submission') ?? undefined,
  };
  const hasSource = !!(source.candidate_id || source.application_id || source.submission_id);
  const [formOpen, setFormOpen] = useState(hasSource);
  const [dialog, setDialog] = useState<Dialog>(null);
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
  const set = (changes: Record<string, string | null>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        if (!('page' in changes)) next.delete('page');
        return next;
      },
      { replace: true },
    );
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
              ...(interviewers.data ?? []).map((p) => ({ value: p.id, label: p.name })),
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
          />
        ) : items.length === 0 ? (
          <Text c="dimmed" role="status">
            {t('empty')}
          </Text>
        ) : (
          <>
            <Stack component="ul" gap="sm" p={0} style={{ listStyle: 'none' }}>
              {items.map((interview) => (
                <InterviewCard key={interview.id} interview={interview} onAct={setDialog} />
              ))}
            </Stack>
            {pages > 1 && (
              <Group justify="center" component="nav" aria-label={t('pager.page', { page, pages })}>
                <Button
                  variant="default"
                  disabled={page <= 1}
                  onClick={() => set({ page: String(page - 1) })}
                >
                  {t('pager.previous')}
                </Button>
                <Text size="sm">{t('pager.page', { page, pages })}</Text>
                <Button
                  variant="default"
                  disabled={page >= pages}
                  onClick={() => set({ page: String(page + 1) })}
                >
                  {t('pager.next')}
                </Button>
              </Group>
            )}
          </>
        )}

        {formOpen && (
          <InterviewFormDialog opened onClose={closeForm} interview={null} source={source} />
        )}
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
