import { useState } from 'react';
import { Accordion, Badge, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TOutboxMessage } from '@logicareers/shared/api';
import { Pager, PageShell } from '../../components/page-shell';
import { formatDateTime } from '../../lib/format';
import { useSiteSettings } from '../../lib/settings';
import { outboxQuery } from './admin-api';
import { DemoMailbox } from './demo-mailbox';

const STATUS_COLOR: Record<TOutboxMessage['status'], string> = {
  pending: 'yellow',
  sending: 'blue',
  sent: 'teal',
  failed: 'red',
  cancelled: 'gray',
};

/**
 * The e-mail outbox: what the product sent or will send (readable offline, without SMTP), for
 * master administrators. Codes and link tokens arrive masked from the API; they are never here.
 */
export function OutboxPage() {
  const { t } = useTranslation('admin');
  const [page, setPage] = useState(1);
  const { data, isPending } = useQuery(outboxQuery(page));
  const { demo } = useSiteSettings();
  return (
    <PageShell title={t('outbox.title')} description={t('outbox.description')}>
      {demo && <DemoMailbox />}
      <Paper withBorder radius="md" p="md">
        {isPending ? (
          <Stack>
            {Array.from({ length: 5 }, (_, i) => (
              <Skeleton key={i} h={40} />
            ))}
          </Stack>
        ) : !data?.items.length ? (
          <Text c="dimmed">{t('outbox.empty')}</Text>
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
                        {t('outbox.to', { to: mail.to, date: formatDateTime(mail.created_at) })}
                      </Text>
                    </Stack>
                    <Group gap={4} wrap="nowrap">
                      {mail.redacted && (
                        <Badge color="gray" variant="outline">
                          {t('outbox.secretHidden')}
                        </Badge>
                      )}
                      <Badge color={STATUS_COLOR[mail.status]} variant="light">
                        {t(`outbox.status.${mail.status}`)}
                      </Badge>
                    </Group>
                  </Group>
                </Accordion.Control>
                <Accordion.Panel>
                  {mail.redacted && (
                    <Text size="xs" c="dimmed" mb="xs">
                      {t('outbox.secretHiddenNote')}
                    </Text>
                  )}
                  <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                    {mail.text}
                  </Text>
                  {mail.last_error && (
                    <Text size="xs" c="red.8" mt="xs">
                      {t('outbox.lastError', { error: mail.last_error, attempts: mail.attempts })}
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
