import {
  ActionIcon,
  Badge,
  Button,
  Group,
  Paper,
  Table,
  Text,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { SlotButton, useSlots } from './week-slots';
import { useTranslation } from 'react-i18next';
import { uaeLocalOf, type TInterview } from '@logicareers/shared/schemas/interviews';
import { todayInUae, UAE_UTC_OFFSET } from '@logicareers/shared/uae-date';
import { formatUaeClock } from '../../components/interviews/interview-time';
import { dateFormatter } from '../../lib/format';

/** The Monday of the UAE week holding `day` (YYYY-MM-DD). */
export function weekStartOf(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - ((date.getUTCDay() + 6) % 7));
  return date.toISOString().slice(0, 10);
}

/** The day `days` after `day` (YYYY-MM-DD). */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The instants a UAE week starts and ends at, for the list's `from` and `to`. */
export const weekRange = (weekStart: string) => ({
  from: new Date(`${weekStart}T00:00:00${UAE_UTC_OFFSET}`).toISOString(),
  to: new Date(`${addDays(weekStart, 7)}T00:00:00${UAE_UTC_OFFSET}`).toISOString(),
});

const dayName = dateFormatter({
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
});
const dayLabel = (day: string) => dayName(new Date(`${day}T00:00:00Z`));

const COLORS = { scheduled: 'brand', cancelled: 'gray', completed: 'teal' } as const;

/** The week's title, and the way to the week before, this week and the week after. */
function WeekHeader({
  title,
  weekStart,
  today,
  onWeekChange,
}: {
  title: string;
  weekStart: string;
  today: string;
  onWeekChange: (weekStart: string) => void;
}) {
  const { t } = useTranslation('interviews');
  return (
    <Group justify="space-between" mb="sm">
      <Title order={2} fz="lg" id="week-title" aria-live="polite">
        {title}
      </Title>
      <Group gap="xs">
        <ActionIcon
          variant="default"
          aria-label={t('week.previous')}
          onClick={() => onWeekChange(addDays(weekStart, -7))}
        >
          <IconChevronLeft size={16} aria-hidden className="mirror-rtl" />
        </ActionIcon>
        <Button variant="default" size="xs" onClick={() => onWeekChange(weekStartOf(today))}>
          {t('week.today')}
        </Button>
        <ActionIcon
          variant="default"
          aria-label={t('week.next')}
          onClick={() => onWeekChange(addDays(weekStart, 7))}
        >
          <IconChevronRight size={16} aria-hidden className="mirror-rtl" />
        </ActionIcon>
      </Group>
    </Group>
  );
}

/**
 * One week of interviews in UAE time: seven day columns and a row per hour (at least 08:00 to
 * 18:00, more when an interview falls outside). A table, so a screen reader reads day and hour.
 */
export function WeekCalendar({
  weekStart,
  interviews,
  onWeekChange,
  onOpen,
  onPickSlot,
}: {
  weekStart: string;
  interviews: TInterview[];
  onWeekChange: (weekStart: string) => void;
  onOpen: (interview: TInterview) => void;
  /** Scheduling at a free hour: its start, YYYY-MM-DDTHH:mm in UAE time; none offers no slots. */
  onPickSlot?: (startsAt: string) => void;
}) {
  const { t } = useTranslation('interviews');
  const days = Array.from({ length: 7 }, (_, i) => addDays(weekStart, i));
  const today = todayInUae();
  const placed = interviews.map((interview) => {
    const local = uaeLocalOf(new Date(interview.starts_at));
    return { interview, day: local.slice(0, 10), hour: Number(local.slice(11, 13)) };
  });
  const hoursUsed = placed.map((p) => p.hour);
  const first = Math.min(8, ...hoursUsed);
  const last = Math.max(18, ...hoursUsed);
  const hours = Array.from({ length: last - first + 1 }, (_, i) => first + i);
  const title = t('week.label', { date: dayLabel(weekStart) });
  const slots = useSlots(days, hours);

  return (
    <Paper withBorder radius="md" p="sm" component="section" aria-labelledby="week-title">
      <WeekHeader title={title} weekStart={weekStart} today={today} onWeekChange={onWeekChange} />
      {!interviews.length && (
        <Text size="sm" c="dimmed" mb="xs">
          {t('week.none')}
        </Text>
      )}
      {onPickSlot && slots.any && (
        <Text size="sm" c="dimmed" mb="xs" id="week-slots-hint">
          {t('week.slotsHint')}
        </Text>
      )}
      <Table.ScrollContainer minWidth={840}>
        <Table withColumnBorders layout="fixed" aria-labelledby="week-title">
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={64} />
              {days.map((day) => (
                <Table.Th
                  key={day}
                  scope="col"
                  aria-current={day === today ? 'date' : undefined}
                  c={day === today ? 'brand' : undefined}
                >
                  {dayLabel(day)}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {hours.map((hour) => (
              <Table.Tr key={hour}>
                <Table.Th scope="row" fw={400} c="dimmed" fz="xs">
                  {`${String(hour).padStart(2, '0')}:00`}
                </Table.Th>
                {days.map((day) => (
                  <Table.Td key={day} valign="top" p={4}>
                    {placed
                      .filter((p) => p.day === day && p.hour === hour)
                      .map(({ interview }) => (
                        <UnstyledButton
                          key={interview.id}
                          onClick={() => onOpen(interview)}
                          display="block"
                          w="100%"
                          mb={4}
                          p={4}
                          bg="var(--mantine-color-gray-0)"
                          style={{ borderRadius: 4 }}
                        >
                          <Text
                            size="xs"
                            fw={600}
                            td={interview.status === 'cancelled' ? 'line-through' : undefined}
                          >
                            {formatUaeClock(interview.starts_at)} {interview.candidate.name}
                          </Text>
                          <Badge size="xs" variant="light" color={COLORS[interview.status]}>
                            {t(`status.${interview.status}`)}
                          </Badge>
                        </UnstyledButton>
                      ))}
                    {onPickSlot && (
                      <SlotButton
                        slots={slots}
                        day={day}
                        hour={hour}
                        label={t('week.slot', {
                          day: dayLabel(day),
                          time: `${String(hour).padStart(2, '0')}:00`,
                        })}
                        onPick={onPickSlot}
                      />
                    )}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}
