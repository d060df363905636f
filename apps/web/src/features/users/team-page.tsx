import { useState } from 'react';
import {
  Button,
  Group,
  Paper,
  SegmentedControl,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { TEAM_PERIODS, type TJoinRequest } from '@logicareers/shared/schemas/users';
import { PageShell } from '../../components/page-shell';
import { formatNumber, formatNumericDate } from '../../lib/format';
import { fullName, StatusBadge } from './user-parts';
import { teamQuery, useAnswerJoin, useSetStatus } from './users-api';

/** The consultancy's recruiters and ATS users, what they did, and who asks to join. */
export function TeamPage() {
  const { t } = useTranslation(['users', 'common']);
  const [days, setDays] = useState<number>(30);
  const { data, isPending, isError } = useQuery(teamQuery(days));
  const setStatus = useSetStatus();
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
            <Table.ScrollContainer minWidth={820} pos="relative">
              <Table striped verticalSpacing="sm">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('column.name')}</Table.Th>
                    <Table.Th>{t('column.role')}</Table.Th>
                    <Table.Th>{t('column.status')}</Table.Th>
                    <Table.Th ta="end">{t('team.jobs')}</Table.Th>
                    <Table.Th ta="end">{t('team.candidates')}</Table.Th>
                    <Table.Th ta="end">{t('team.submissions')}</Table.Th>
                    <Table.Th ta="end">{t('team.placements')}</Table.Th>
                    <Table.Th>{t('column.lastSignIn')}</Table.Th>
                    <Table.Th>{t('column.actions')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.members.map((m) => (
                    <Table.Tr key={m.id}>
                      <Table.Td>
                        <Text size="sm" fw={600}>
                          {fullName(m)}
                        </Text>
                        <Text size="xs" c="dimmed">
                          {m.email}
                        </Text>
                      </Table.Td>
                      <Table.Td>{t(`common:role.${m.role}`)}</Table.Td>
                      <Table.Td>
                        <StatusBadge status={m.status} />
                      </Table.Td>
                      <Table.Td ta="end">{formatNumber(m.jobs_posted)}</Table.Td>
                      <Table.Td ta="end">{formatNumber(m.candidates_added)}</Table.Td>
                      <Table.Td ta="end">{formatNumber(m.submissions)}</Table.Td>
                      <Table.Td ta="end">{formatNumber(m.placements)}</Table.Td>
                      <Table.Td>
                        {m.last_login_at
                          ? formatNumericDate(m.last_login_at)
                          : t('lastSignIn.never')}
                      </Table.Td>
                      <Table.Td>
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
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </Paper>
      </Stack>
    </PageShell>
  );
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
