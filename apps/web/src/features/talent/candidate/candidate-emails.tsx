import { useState } from 'react';
import { Badge, Button, Group, Pagination, Skeleton, Stack, Text } from '@mantine/core';
import { IconMail } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { API } from '@logicareers/shared/api';
import { paths } from '@logicareers/shared/pages';
import type { TCandidateEmailPage } from '@logicareers/shared/schemas/communications';
import { ProfileSection } from '../../../components/talent/candidate-profile';
import { api } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';

const PAGE_SIZE = 5;
const STATUS_COLOR = { queued: 'blue', sent: 'green', failed: 'red', cancelled: 'gray' } as const;

/** The company's e-mails to the candidate: who sent what, when, and whether it left. */
export function CandidateEmails({ candidateId }: { candidateId: string }) {
  const { t } = useTranslation('communications');
  const [page, setPage] = useState(1);
  const { data, isPending, isError } = useQuery({
    queryKey: ['candidate-emails', candidateId, page],
    queryFn: () =>
      api<{ data: TCandidateEmailPage }>(API.communications.candidateEmails(candidateId), {
        query: { page, page_size: PAGE_SIZE },
      }).then((r) => r.data),
    placeholderData: keepPreviousData,
  });
  return (
    <ProfileSection title={t('emails.title')}>
      <Stack gap="sm">
        <Button
          component={Link}
          to={paths.workspace.emailCompose(new URLSearchParams({ candidates: candidateId }))}
          variant="light"
          size="xs"
          leftSection={<IconMail size={14} aria-hidden />}
          aria-label={t('emails.emailLabel')}
          style={{ alignSelf: 'flex-start' }}
        >
          {t('emails.email')}
        </Button>
        {isPending ? (
          <Skeleton h={40} />
        ) : isError ? (
          <Text size="sm" c="red.9" role="alert">
            {t('emails.failed')}
          </Text>
        ) : !data?.items.length ? (
          <Text size="sm" c="dimmed">
            {t('emails.empty')}
          </Text>
        ) : (
          <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {data.items.map((mail) => (
              <Stack key={mail.id} gap={2} component="li">
                <Group gap="xs" wrap="wrap">
                  <Text fw={600} size="sm">
                    {mail.subject}
                  </Text>
                  <Badge size="sm" variant="light" color={STATUS_COLOR[mail.status]}>
                    {t(`emails.status.${mail.status}`)}
                  </Badge>
                </Group>
                <Text size="xs" c="dimmed">
                  {[
                    formatDateTime(mail.created_at),
                    mail.sent_by && t('emails.by', { name: mail.sent_by }),
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </Text>
                {mail.last_error && mail.status !== 'sent' && (
                  <Text size="xs" c="red.9">
                    {t('emails.error', { error: mail.last_error })}
                  </Text>
                )}
              </Stack>
            ))}
          </Stack>
        )}
        {data && data.total > PAGE_SIZE && (
          <Pagination
            size="sm"
            total={Math.ceil(data.total / PAGE_SIZE)}
            value={page}
            onChange={setPage}
          />
        )}
      </Stack>
    </ProfileSection>
  );
}
