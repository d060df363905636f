import { useState } from 'react';
import { Badge, Button, Card, Group, Menu, Stack, Text, Title } from '@mantine/core';
import { IconDots, IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { TInterview } from '@logicareers/shared/schemas/interviews';
import {
  formatOwn,
  formatUae,
  viewerZoneDiffers,
} from '../../components/interviews/interview-time';
import { useDownloadCalendar } from './interviews-api';

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

export type Dialog =
  | { kind: 'edit'; interview: TInterview }
  | { kind: 'cancel'; interview: TInterview }
  | { kind: 'outcome'; interview: TInterview }
  | null;

/** One interview of the list, with what may be done with it. */
export function InterviewCard({
  interview,
  onAct,
}: {
  interview: TInterview;
  onAct: (d: Dialog) => void;
}) {
  const { t } = useTranslation('interviews');
  const download = useDownloadCalendar();
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
              <Menu.Item
                leftSection={<IconDownload size={14} aria-hidden />}
                onClick={() => download.mutate(interview)}
              >
                {t('downloadIcs')}
              </Menu.Item>
            </Menu.Dropdown>
          </Menu>
        )}
      </Group>
    </Card>
  );
}

/** A page of the company's interviews, with the pager. */
export function InterviewList({
  items,
  page,
  pages,
  set,
  onAct,
}: {
  items: TInterview[];
  page: number;
  pages: number;
  set: (changes: Record<string, string | null>) => void;
  onAct: (d: Dialog) => void;
}) {
  const { t } = useTranslation('interviews');
  return (
    <>
      <Stack component="ul" gap="sm" p={0} style={{ listStyle: 'none' }}>
        {items.map((interview) => (
          <InterviewCard key={interview.id} interview={interview} onAct={onAct} />
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
  );
}
