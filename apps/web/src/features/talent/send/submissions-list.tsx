import { useState } from 'react';
import { Alert, Button, Group, Paper, Select, Skeleton, Stack, Text } from '@mantine/core';
import { IconCalendarPlus, IconLinkOff } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@logicareers/shared/pages';
import { SUBMISSION_STATUSES, type SubmissionStatus } from '@logicareers/shared/schemas/talent';
import { ConfirmButton } from '../../../components/confirm-button';
import { Pager } from '../../../components/page-shell';
import { useProfile } from '../../../lib/session';
import { SUBMISSIONS_PAGE_SIZE, submissionsQuery, useRevokeSubmission } from '../workspace-api';
import { NewLinkButton, PreviewButton } from './submission-link-actions';
import { SubmissionSummary } from './submission-status';

/** Every candidate the consultancy sent to clients, newest first, filtered by where they stand. */
export function SubmissionsList({ initialStatus = 'all' }: { initialStatus?: string }) {
  const { t } = useTranslation(['talentView', 'common']);
  const { t: ti } = useTranslation('interviews');
  const mayInterview = !!useProfile().profile?.permissions.includes('communications.manage');
  const [status, setStatus] = useState<SubmissionStatus | 'all'>(
    initialStatus as SubmissionStatus | 'all',
  );
  const [page, setPage] = useState(1);
  const list = useQuery(submissionsQuery({ status, page }));
  const revoke = useRevokeSubmission();
  // Read once per render: a link is open until it expires (or is withdrawn, which expires it).
  const now = new Date().toISOString();
  return (
    <Stack gap="sm">
      <Select
        label={t('submissions.filter')}
        data={[
          { value: 'all', label: t('submissions.all') },
          ...SUBMISSION_STATUSES.map((value) => ({
            value,
            label: t(`common:submissionStatus.${value}`),
          })),
        ]}
        value={status}
        onChange={(value) => {
          setStatus((value ?? 'all') as SubmissionStatus | 'all');
          setPage(1);
        }}
        allowDeselect={false}
        maw={280}
      />
      {list.isError ? (
        <Alert color="red">{t('view.failedText')}</Alert>
      ) : !list.data ? (
        <Skeleton h={120} />
      ) : list.data.items.length === 0 ? (
        <Text size="sm" c="dimmed">
          {status === 'all' ? t('submissions.empty') : t('submissions.emptyFiltered')}
        </Text>
      ) : (
        <>
          <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {list.data.items.map((submission) => (
              <Paper key={submission.id} component="li" withBorder p="sm" radius="md">
                <SubmissionSummary submission={submission} showCandidate />
                <Group gap="xs" mt="xs" wrap="wrap">
                  {submission.status === 'interview_requested' && mayInterview && (
                    <Button
                      size="xs"
                      variant="light"
                      component={Link}
                      to={paths.workspace.scheduleInterview(
                        new URLSearchParams({ submission: submission.id }),
                      )}
                      leftSection={<IconCalendarPlus size={14} aria-hidden />}
                    >
                      {ti('schedule')}
                    </Button>
                  )}
                  {submission.expires_at > now && (
                    <>
                      <PreviewButton submission={submission} />
                      <NewLinkButton submission={submission} />
                      <ConfirmButton
                        size="xs"
                        variant="subtle"
                        color="red.9"
                        // The subtle variant draws its text in the lighter red of the palette, too
                        // pale on white for small text.
                        c="red.9"
                        leftSection={<IconLinkOff size={14} aria-hidden />}
                        title={t('submissions.revokeTitle')}
                        message={t('submissions.revokeText', {
                          name: submission.candidate.name,
                          client: submission.client.name,
                        })}
                        confirmLabel={t('submissions.revoke')}
                        pending={revoke.isPending}
                        onConfirm={(close) => revoke.mutate(submission.id, { onSuccess: close })}
                      >
                        {t('submissions.revoke')}
                      </ConfirmButton>
                    </>
                  )}
                </Group>
              </Paper>
            ))}
          </Stack>
          <Pager
            page={page}
            pageSize={SUBMISSIONS_PAGE_SIZE}
            total={list.data.total}
            onChange={setPage}
          />
        </>
      )}
    </Stack>
  );
}
