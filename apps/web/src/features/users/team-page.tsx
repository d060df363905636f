import { useState } from 'react';
import {
  Button,
  Group,
  Paper,
  SegmentedControl,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { TEAM_PERIODS, type TJoinRequest, type TTeam } from '@logicareers/shared/schemas/users';
import { ListTable, type ListColumn } from '../../components/list-table';
import { PageShell } from '../../components/page-shell';
import { formatNumber, formatNumericDate } from '../../lib/format';
import { fullName, StatusBadge } from './user-parts';
import { teamQuery, useAnswerJoin, useSetStatus } from './users-api';

type TTeamMember = TTeam['members'][number];

/** The consultancy's recruiters and ATS users, what they did, and who asks to join. */
export function TeamPage() {
  const { t } = useTranslation(['users', 'common']);
  const [days, setDays] = useState<number>(30);
  const { data, isPending, isError } = useQuery(teamQuery(days));
  const columns = useMemberColumns();
  return (
    <PageShell title={t('team.title')} description={t('team.description')}>
      <Stack gap="lg">
        <JoinRequests requests={data?.pending} loading={isPending} />
        <Paper withBorder radius="md" p="md">
          <Group justify="space-between" mb="md">
            <Title order={2} fz="lg">
              {t('team.activity')}
            </Title>
            <SegmentedControl
              aria-label={t('team.period')}
              value={String(days)}
              onChange={(value) => setDays(Number(value))}
              data={TEAM_PERIODS.map((d) => ({
                value: String(d),
                label: t('team.days', { count: d }),
              }))}
            />
          </Group>
          {isPending ? (
            <Skeleton h={160} aria-busy />
          ) : isError ? (
            <Text c="red" role="alert">
              {t('list.error')}
            </Text>
          ) : !data.members.length ? (
            <Text c="dimmed">{t('team.empty')}</Text>
          ) : (
            <ListTable
              rows={data.members}
              rowKey={(member) => member.id}
              minWidth={820}
              framed={false}
              columns={columns}
            />
          )}
        </Paper>
      </Stack>
    </PageShell>
  );
}

/** A member's name and e-mail, role, status, what they did in the period, last sign-in, and a switch. */
function useMemberColumns(): ListColumn<TTeamMember>[] {
  const { t } = useTranslation(['users', 'common']);
  const setStatus = useSetStatus();
  const figure = (key: string, header: string, value: (m: TTeamMember) => number) => ({
    key,
    header,
    align: 'end' as const,
    cell: (m: TTeamMember) => formatNumber(value(m)),
  });
  return [
    {
      key: 'name',
      header: t('column.name'),
      cell: (m) => (
        <>
          <Text size="sm" fw={600}>
            {fullName(m)}
          </Text>
          <Text size="xs" c="dimmed">
            {m.email}
          </Text>
        </>
      ),
    },
    { key: 'role', header: t('column.role'), cell: (m) => t(`common:role.${m.role}`) },
    { key: 'status', header: t('column.status'), cell: (m) => <StatusBadge status={m.status} /> },
    figure('jobs', t('team.jobs'), (m) => m.jobs_posted),
    figure('candidates', t('team.candidates'), (m) => m.candidates_added),
    figure('submissions', t('team.submissions'), (m) => m.submissions),
    figure('placements', t('team.placements'), (m) => m.placements),
    {
      key: 'lastSignIn',
      header: t('column.lastSignIn'),
      cell: (m) => (m.last_login_at ? formatNumericDate(m.last_login_at) : t('lastSignIn.never')),
    },
    {
      key: 'actions',
      header: t('column.actions'),
      cell: (m) => (
        <Button
          size="compact-sm"
          variant="light"
          aria-label={`${m.status === 'active' ? t('action.disable') : t('action.enable')}: ${fullName(m)}`}
          onClick={() =>
            setStatus.mutate({
              id: m.id,
              status: m.status === 'active' ? 'disabled' : 'active',
            })
          }
        >
          {m.status === 'active' ? t('action.disable') : t('action.enable')}
        </Button>
      ),
    },
  ];
}

function JoinRequests({ requests, loading }: { requests?: TJoinRequest[]; loading: boolean }) {
  const { t } = useTranslation('users');
  const answer = useAnswerJoin();
  return (
    <Paper withBorder radius="md" p="md">
      <Title order={2} fz="lg" mb="sm">
        {t('team.requests')}
      </Title>
      {loading ? (
        <Skeleton h={60} aria-busy />
      ) : !requests?.length ? (
        <Text c="dimmed">{t('team.noRequests')}</Text>
      ) : (
        <Stack>
          {requests.map((r) => (
            <Paper key={r.id} withBorder p="sm" radius="sm">
              <Group justify="space-between" align="flex-start">
                <Stack gap={2} style={{ flex: '1 1 240px', minWidth: 0 }}>
                  <Text fw={600}>{fullName(r)}</Text>
                  <Text size="sm" style={{ wordBreak: 'break-word' }}>
                    {r.email} · {r.mobile_number ?? '—'}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {t('team.asked', { date: formatNumericDate(r.created_at) })}
                  </Text>
                  {r.message && <Text size="sm">{r.message}</Text>}
                </Stack>
                <Group gap="xs">
                  <Button
                    size="sm"
                    aria-label={`${t('team.approve')}: ${fullName(r)}`}
                    onClick={() => answer.mutate({ id: r.id, approve: true })}
                  >
                    {t('team.approve')}
                  </Button>
                  <Button
                    size="sm"
                    color="red"
                    variant="light"
                    aria-label={`${t('team.reject')}: ${fullName(r)}`}
                    onClick={() => answer.mutate({ id: r.id, approve: false })}
                  >
                    {t('team.reject')}
                  </Button>
                </Group>
              </Group>
            </Paper>
          ))}
        </Stack>
      )}
    </Paper>
  );
}
