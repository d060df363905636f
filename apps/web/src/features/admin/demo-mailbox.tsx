import { Accordion, Anchor, Paper, Text, Title } from '@mantine/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { API } from '@logicareers/shared/api';
import type { TDemoMail } from '@logicareers/shared/schemas/common';
import { api } from '../../lib/api-client';
import { formatDateTime } from '../../lib/format';

const demoMailQuery = queryOptions({
  queryKey: ['outbox', 'demo-mailbox'],
  queryFn: () => api<{ data: TDemoMail[] }>(API.demoMailbox).then((r) => r.data),
  staleTime: 5_000,
});

const LINK = /(https?:\/\/[^\s<>"]+)/g;

/** An e-mail's text with its web addresses as links that open, as in a mail reader. */
function MailText({ text }: { text: string }) {
  return (
    <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
      {text.split(LINK).map((part, i) =>
        i % 2 === 1 ? (
          <Anchor key={i} href={part} target="_blank" rel="noopener noreferrer">
            {part}
          </Anchor>
        ) : (
          part
        ),
      )}
    </Text>
  );
}

/**
 * The demo's mailbox (demo mode without a mail server only): each e-mail as its reader received
 * it, its links and codes in it, so that every e-mailed flow can be followed in the demo.
 */
export function DemoMailbox() {
  const { t } = useTranslation('admin');
  const mail = useQuery(demoMailQuery);
  if (!mail.data?.length) return null;
  return (
    <Paper withBorder radius="md" p="md" mb="lg" component="section" aria-labelledby="demo-mailbox">
      <Title order={2} fz="lg" id="demo-mailbox">
        {t('outbox.demo.title')}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {t('outbox.demo.description')}
      </Text>
      <Accordion variant="separated">
        {mail.data.map((item, i) => (
          <Accordion.Item key={`${item.sent_at}-${i}`} value={`${item.sent_at}-${i}`}>
            <Accordion.Control>
              <Text fw={600} size="sm" truncate>
                {item.subject}
              </Text>
              <Text size="xs" c="dimmed" truncate>
                {t('outbox.to', { to: item.to, date: formatDateTime(item.sent_at) })}
              </Text>
            </Accordion.Control>
            <Accordion.Panel>
              <MailText text={item.text} />
            </Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
    </Paper>
  );
}
