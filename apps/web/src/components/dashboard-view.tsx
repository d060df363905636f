import type { ReactNode } from 'react';
import {
  Alert,
  Anchor,
  Container,
  Group,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { TDashboard, TNextStep } from '@logicareers/shared/api';
import { paths } from '@logicareers/shared/pages';
import { useTranslation } from 'react-i18next';
import { api } from '../lib/api-client';
import { DashboardTrends } from './dashboard-trends';
import { formatDate, formatDateTime, formatNumber } from '../lib/format';
import { useRecruitingPaths } from '../lib/recruiting-area';
import { useSiteSettings } from '../lib/settings';
import { isNewAccount } from '../lib/storage';

export const dashboardKey = (path: string) => ['dashboard', path] as const;

/** A next step's sentence and where it is done. */
function useNextStep() {
  const { t } = useTranslation();
  const recruiting = useRecruitingPaths();
  return (step: TNextStep): { text: string; to: string } => {
    const job = step.job_id ?? 0;
    const values = { count: step.count, title: step.title ?? '' };
    switch (step.key) {
      case 'applicants.review':
        return {
          text: t('dashboard.next.applicants_review', values),
          to: recruiting.applicants(job),
        };
      case 'job.expiring':
        return { text: t('dashboard.next.job_expiring', values), to: recruiting.jobEdit(job) };
      case 'interviews.today':
        return {
          text: t('dashboard.next.interviews_today', values),
          to: paths.workspace.scheduleInterview(),
        };
      case 'submissions.awaiting':
        return {
          text: t('dashboard.next.submissions_awaiting', values),
          to: paths.employer.submissions(new URLSearchParams({ answer: 'awaiting' })),
        };
      case 'submissions.answered':
        return {
          text: t('dashboard.next.submissions_answered', values),
          to: paths.workspace.sendCandidate(),
        };
      case 'interviews.week':
        return {
          text: t('dashboard.next.interviews_week', values),
          to: paths.workspace.scheduleInterview(new URLSearchParams({ view: 'week' })),
        };
      case 'searches.new':
        return {
          text: t('dashboard.next.searches_new', values),
          to: paths.workspace.cvSearchSaved,
        };
      case 'profile.complete':
        return { text: t('dashboard.next.profile_complete', values), to: paths.candidate.profile };
      case 'interview.upcoming': {
        const when = step.at ? formatDateTime(step.at) : '';
        return {
          text: step.title
            ? t('dashboard.next.interview_upcoming', { title: step.title, when })
            : t('dashboard.next.interview_upcoming_untitled', { when }),
          to: paths.candidate.interviews,
        };
      }
    }
  };
}

/** The steps a dashboard suggests, each a link to where it is done. */
function NextSteps({ steps }: { steps: TNextStep[] }) {
  const { t } = useTranslation();
  const describe = useNextStep();
  if (!steps.length) return null;
  return (
    <Paper withBorder p="md" radius="md" mb="xl" data-testid="next-steps">
      <Title order={2} fz="lg" mb="sm">
        {t('dashboard.next.title')}
      </Title>
      <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {steps.map((step, i) => {
          const { text, to } = describe(step);
          return (
            <li key={`${step.key}-${step.job_id ?? i}`}>
              <Anchor component={Link} to={to} fw={600}>
                {text}
              </Anchor>
            </li>
          );
        })}
      </Stack>
    </Paper>
  );
}

/** A dashboard of real figures from the server, with loading and empty states. */
export function DashboardView({
  path,
  children,
  actions,
}: {
  path: string;
  children?: ReactNode;
  actions?: ReactNode;
}) {
  const { t } = useTranslation();
  const { site_name } = useSiteSettings();
  const { data, isPending, error } = useQuery({
    queryKey: dashboardKey(path),
    queryFn: () => api<{ data: TDashboard }>(path).then((r) => r.data),
  });
  const figureLabels = data
    ? (t(`dashboard.figures.${data.kind}`, { returnObjects: true }) as Record<string, string>)
    : undefined;
  const title = !data
    ? t('dashboard.title')
    : data.kind === 'company'
      ? (data.name ?? t('dashboard.titles.company'))
      : data.kind === 'candidate'
        ? data.name
          ? t(
              isNewAccount() ? 'dashboard.titles.candidateNew' : 'dashboard.titles.candidateNamed',
              {
                name: data.name,
              },
            )
          : t('dashboard.titles.candidate', { site: site_name })
        : t(`dashboard.titles.${data.kind}`);
  return (
    <Container size="xl" py="xl">
      <Group justify="space-between" mb="lg" align="flex-end">
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          {title}
        </Title>
        {actions}
      </Group>
      {error && (
        <Alert color="red" mb="lg" role="alert">
          {t('dashboard.loadFailed', { message: error.message })}
        </Alert>
      )}
      {data && <NextSteps steps={data.next} />}
      {/* Two a row on a phone; six figures in two rows of three rather than four and two. */}
      <SimpleGrid cols={{ base: 2, md: data?.figures.length === 6 ? 3 : 4 }} mb="xl">
        {isPending
          ? Array.from({ length: 4 }, (_, i) => <Skeleton key={i} h={96} radius="md" />)
          : data?.figures.map((figure) => (
              <Paper key={figure.key} withBorder p="md" radius="md" data-figure={figure.key}>
                <Text size="sm" c="dimmed">
                  {figureLabels?.[figure.key.replaceAll('.', '_')] ?? figure.key}
                </Text>
                <Text fz={30} fw={800} c="brand.9">
                  {formatNumber(figure.value)}
                </Text>
              </Paper>
            ))}
      </SimpleGrid>
      {data && <DashboardTrends trends={data.trends} />}
      {children}
      <Paper withBorder p="md" radius="md" mt="lg">
        <Title order={2} fz="lg" mb="sm">
          {t('dashboard.recent')}
        </Title>
        {isPending ? (
          <Stack>
            <Skeleton h={20} />
            <Skeleton h={20} />
          </Stack>
        ) : data && data.recent.length ? (
          <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {data.recent.map((item, i) => (
              <Group key={i} component="li" justify="space-between" wrap="nowrap">
                <Text size="sm">
                  <strong>{item.who}</strong> ·{' '}
                  {item.event === 'signed_up' && item.role
                    ? t('dashboard.event.signed_up', { role: t(`role.${item.role}`) })
                    : t(`dashboard.event.${item.event}`, { role: '', what: item.what ?? '' })}
                </Text>
                <Text size="xs" c="dimmed">
                  {formatDate(item.at)}
                </Text>
              </Group>
            ))}
          </Stack>
        ) : (
          <Text c="dimmed" size="sm">
            {t('dashboard.empty')}
          </Text>
        )}
      </Paper>
    </Container>
  );
}
