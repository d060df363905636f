import { Anchor, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@logicareers/shared/pages';
import { myInterviewsQuery } from '../../components/interviews/candidate-interview-queries';
import { AnswerBadge } from '../../components/interviews/answer-badge';
import { formatUae } from '../../components/interviews/interview-time';
import { LoadError } from '../../components/load-state';

const SHOWN = 3;

/** The candidate's next scheduled interviews on their dashboard, with a way to all of them. */
export function UpcomingInterviews() {
  const { t } = useTranslation('interviews');
  const next = useQuery(
    myInterviewsQuery({
      when: 'upcoming',
      status: 'scheduled',
      page: '1',
      page_size: String(SHOWN),
    }),
  );
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      mb="lg"
      component="section"
      aria-labelledby="next-interviews"
    >
      <Group justify="space-between" mb="sm">
        <Title order={2} fz="lg" id="next-interviews">
          {t('mine.dashboardTitle')}
        </Title>
        <Anchor component={Link} to={paths.candidate.interviews} size="sm">
          {t('mine.dashboardAll')}
        </Anchor>
      </Group>
      {next.isError ? (
        <LoadError onRetry={() => void next.refetch()} />
      ) : !next.data ? (
        <Skeleton h={48} aria-busy="true" aria-label={t('mine.loading')} />
      ) : next.data.items.length ? (
        <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
          {next.data.items.map((interview) => (
            <Group component="li" key={interview.id} justify="space-between" gap="xs" wrap="wrap">
              <Stack gap={0} miw={0}>
                <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {interview.job_title ?? t('mine.interviewWith', { company: interview.company })}
                  {interview.job_title && (
                    <Text span c="dimmed" size="sm" fw={400}>
                      {' · '}
                      {interview.company}
                    </Text>
                  )}
                </Text>
                <Text size="sm">
                  {t('uaeTime', { time: formatUae(interview.starts_at) })} ·{' '}
                  {t(`mode.${interview.mode}`)}
                </Text>
              </Stack>
              <AnswerBadge answer={interview.candidate_answer} />
            </Group>
          ))}
        </Stack>
      ) : (
        <Text c="dimmed" size="sm">
          {t('mine.dashboardNone')}
        </Text>
      )}
    </Paper>
  );
}
