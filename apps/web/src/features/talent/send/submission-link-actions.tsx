import { useState } from 'react';
import {
  Alert,
  Button,
  CopyButton,
  Group,
  Modal,
  Skeleton,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconCheck, IconCopy, IconEye, IconLink } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { API } from '@logicareers/shared/api';
import type { TSubmissionLink } from '@logicareers/shared/schemas/client-submissions';
import type { TSubmission } from '@logicareers/shared/schemas/talent';
import { ConfirmButton } from '../../../components/confirm-button';
import { ClientCvView } from '../../../components/talent/client-cv-view';
import { ApiError } from '../../../lib/api-client';
import { formatCalendarDate } from '../../../lib/format';
import { translateMessage } from '../../../lib/i18n';
import { submissionPreviewQuery, useRenewSubmissionLink } from '../workspace-api';

/**
 * A fresh link for the client, copied at once: links are kept only as their hash, so the e-mailed
 * one cannot be shown again; the new one replaces it, which the confirmation says.
 */
export function NewLinkButton({ submission }: { submission: TSubmission }) {
  const { t } = useTranslation('talentView');
  const renew = useRenewSubmissionLink();
  const [link, setLink] = useState<(TSubmissionLink & { copied: boolean }) | null>(null);
  return (
    <>
      <ConfirmButton
        size="xs"
        variant="light"
        color="brand"
        leftSection={<IconLink size={14} aria-hidden />}
        title={t('submissions.newLinkTitle')}
        message={t('submissions.newLinkText', {
          client: submission.client.name,
          date: formatCalendarDate(submission.expires_at),
        })}
        confirmLabel={t('submissions.newLinkConfirm')}
        pending={renew.isPending}
        onConfirm={(close) =>
          renew.mutate(submission.id, {
            onSuccess: async ({ data }) => {
              close();
              // Copied at once where the browser allows it; the dialog shows it either way.
              const copied = await navigator.clipboard
                ?.writeText(data.url)
                .then(() => true)
                .catch(() => false);
              setLink({ ...data, copied: copied ?? false });
            },
          })
        }
      >
        {t('submissions.newLink')}
      </ConfirmButton>
      <Modal
        opened={link !== null}
        onClose={() => setLink(null)}
        title={t('submissions.linkReadyTitle')}
        centered
      >
        {link && (
          <Stack gap="sm">
            <Text size="sm" role="status">
              {link.copied ? t('submissions.linkCopied') : t('submissions.linkReady')}
            </Text>
            <TextInput
              label={t('submissions.linkLabel', { client: submission.client.name })}
              description={t('submissions.linkHint', {
                date: formatCalendarDate(link.expires_at),
              })}
              value={link.url}
              readOnly
              dir="ltr"
              onFocus={(e) => e.currentTarget.select()}
              data-testid="client-link"
            />
            <Group justify="flex-end">
              <CopyButton value={link.url}>
                {({ copied, copy }) => (
                  <Button
                    variant="light"
                    leftSection={
                      copied ? (
                        <IconCheck size={16} aria-hidden />
                      ) : (
                        <IconCopy size={16} aria-hidden />
                      )
                    }
                    onClick={copy}
                  >
                    {copied ? t('submissions.copied') : t('submissions.copy')}
                  </Button>
                )}
              </CopyButton>
              <Button onClick={() => setLink(null)}>{t('submissions.done')}</Button>
            </Group>
          </Stack>
        )}
      </Modal>
    </>
  );
}

/** The candidate exactly as the client sees them, in a dialog, read only and labelled so. */
function PreviewBody({ submission }: { submission: TSubmission }) {
  const { t } = useTranslation('talentView');
  const preview = useQuery(submissionPreviewQuery(submission.id));
  if (preview.isError) {
    const refused = preview.error instanceof ApiError && preview.error.status < 500;
    return (
      <Alert color={refused ? 'yellow' : 'red'} role="alert">
        {refused ? translateMessage(preview.error.message) : t('submissions.previewFailed')}
      </Alert>
    );
  }
  if (!preview.data) {
    return (
      <Stack>
        <Skeleton h={60} />
        <Skeleton h={240} />
      </Stack>
    );
  }
  return (
    <ClientCvView
      cv={preview.data}
      cvPath={API.talent.candidateCv(submission.candidate.id)}
      answering={{ preview: true }}
    />
  );
}

export function PreviewButton({ submission }: { submission: TSubmission }) {
  const { t } = useTranslation('talentView');
  const [opened, setOpened] = useState(false);
  const phone = useMediaQuery('(max-width: 48em)');
  return (
    <>
      <Button
        size="xs"
        variant="light"
        color="gray"
        leftSection={<IconEye size={14} aria-hidden />}
        onClick={() => setOpened(true)}
      >
        {t('submissions.preview')}
      </Button>
      <Modal
        opened={opened}
        onClose={() => setOpened(false)}
        title={t('submissions.previewTitle', {
          name: submission.candidate.name,
          client: submission.client.name,
        })}
        size="xl"
        fullScreen={phone}
      >
        {opened && <PreviewBody submission={submission} />}
      </Modal>
    </>
  );
}
