import { useState } from 'react';
import { Accordion, Badge, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { API, type TOutboxMessage, type TPage } from '@logicareers/shared/api';
import { Pager, PageShell } from '../../components/page-shell';
import { api } from '../../lib/api-client';

const STATUS_COLOR: Record<TOutboxMessage['status'], string> = {
  pending: 'yellow',
  sending: 'blue',
  sent: 'teal',
  failed: 'red',
};

/** The e-mail outbox: what the product sent or will send (readable offline, without SMTP). */
export function OutboxPage() {
  const [page, setPage] = useState(1);
  const { data, isPending } = useQuery({
    queryKey: ['outbox', page],
    queryFn: () =>
      api<{ data: TPage<TOutboxMessage> }>(API.outbox, { query: { page } }).then((r) => r.data),
    placeholderData: keepPreviousData,
    staleTime: 5_000,
  });
  return (
    <PageShell title="E-mail outbox" description="Every e-mail the site sends, newest first">
      <Paper withBorder radius="md" p="md">
        {isPending ? (
          <Stack>
            {Array.from({ length: 5 }, (_, i) => (
              <Skeleton key={i} h={40} />
            ))}
          </Stack>
        ) : !data?.items.length ? (
          <Text c="dimmed">No e-mail yet.</Text>
        ) : (
          <Accordion variant="separated">
            {data.items.map((mail) => (
              <Accordion.Item key={mail.id} value={mail.id}>
                <Accordion.Control>
                  <Group justify="space-between" wrap="nowrap" pe="sm">
                    <Stack gap={0} style={{ minWidth: 0 }}>
                      <Text fw={600} size="sm" truncate>
                        {mail.subject}
                      </Text>
                      <Text size="xs" c="dimmed" truncate>
                        To {mail.to} · {new Date(mail.created_at).toLocaleString('en-GB')}
                      </Text>
                    </Stack>
                    <Badge color={STATUS_COLOR[mail.status]} variant="light">
                      {mail.status}
                    </Badge>
                  </Group>
                </Accordion.Control>
                <Accordion.Panel>
                  <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                    {mail.text}
                  </Text>
                  {mail.last_error && (
                    <Text size="xs" c="red.8" mt="xs">
                      Last error: {mail.last_error} (attempts: {mail.attempts})
                    </Text>
                  )}
                </Accordion.Panel>
              </Accordion.Item>
            ))}
          </Accordion>
        )}
        {data && (
          <Pager page={page} pageSize={data.page_size} total={data.total} onChange={setPage} />
        )}
      </Paper>
    </PageShell>
  );
}
