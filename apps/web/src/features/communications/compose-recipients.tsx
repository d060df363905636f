import { List, Stack, Text, Title } from '@mantine/core';
import type { FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../components/form/field-error';
import { formatNumber } from '../../lib/format';
import type { ComposeValues } from './use-compose-send';

interface ComposeRecipientsProps {
  hasRecipients: boolean;
  candidateIds: string[];
  folderId: string;
  folderName: string | undefined;
  applicantsJobId: string;
  applicantsJob: string | undefined;
  reach: number | undefined;
  skipped: number | undefined;
  errors: FieldErrors<ComposeValues>;
}

/** Who the email goes to: the selection, the CV folder or the job's applicants, and how many it reaches. */
export function ComposeRecipients({
  hasRecipients,
  candidateIds,
  folderId,
  folderName,
  applicantsJobId,
  applicantsJob,
  reach,
  skipped,
  errors,
}: ComposeRecipientsProps) {
  const { t } = useTranslation('communications');
  return (
    <Stack gap={4} component="section" aria-labelledby="compose-recipients">
      <Title order={2} size="h5" id="compose-recipients">
        {t('compose.recipients')}
      </Title>
      {hasRecipients ? (
        <List size="sm">
          {candidateIds.length > 0 && (
            <List.Item>
              {t('compose.selection', {
                count: candidateIds.length,
                n: formatNumber(candidateIds.length),
              })}
            </List.Item>
          )}
          {folderId && (
            <List.Item>
              {folderName ? t('compose.folderNamed', { name: folderName }) : t('compose.folder')}
            </List.Item>
          )}
          {applicantsJobId && (
            <List.Item>
              {t('compose.applicants')}
              {applicantsJob ? `: ${applicantsJob}` : ''}
            </List.Item>
          )}
        </List>
      ) : (
        <Text size="sm" c="dimmed">
          {t('compose.noRecipients')}
        </Text>
      )}
      {reach !== undefined && (
        <Text size="sm" aria-live="polite">
          {t('compose.reach', { count: reach, n: formatNumber(reach) })}
        </Text>
      )}
      {skipped !== undefined && skipped > 0 && (
        <Text size="sm" c="orange.9">
          {t('compose.skipped', { count: skipped, n: formatNumber(skipped) })}
        </Text>
      )}
      {(errors.candidate_ids || errors.folder_id || errors.applicants_job_id) && (
        <Text size="sm" c="red.9" role="alert">
          {errorText(errors.candidate_ids ?? errors.folder_id ?? errors.applicants_job_id)}
        </Text>
      )}
    </Stack>
  );
}
