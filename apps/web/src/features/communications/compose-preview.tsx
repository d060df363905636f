import { Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TEmailPreview } from '@logicareers/shared/schemas/communications';
import { translateMessage } from '../../lib/i18n';
import { EmailPreview } from './email-preview';

interface ComposePreviewProps {
  hasTemplate: boolean;
  preview: UseQueryResult<TEmailPreview>;
}

/** The email as the first recipient will get it, or the server's reason it cannot be shown. */
export function ComposePreview({ hasTemplate, preview }: ComposePreviewProps) {
  const { t } = useTranslation('communications');
  if (!hasTemplate) return <Text c="dimmed">{t('compose.chooseTemplate')}</Text>;
  const previewError =
    preview.error && 'data' in preview.error
      ? (preview.error as { data?: { message?: unknown } }).data?.message
      : undefined;
  const previewFailed = preview.isError
    ? typeof previewError === 'string'
      ? translateMessage(previewError)
      : previewError && typeof previewError === 'object'
        ? Object.values(previewError as Record<string, string>).join(' ')
        : t('view.previewFailed')
    : undefined;
  return (
    <EmailPreview
      heading={
        preview.data?.candidate
          ? t('compose.previewFor', { name: preview.data.candidate.name })
          : t('compose.preview')
      }
      preview={preview.data}
      pending={preview.isPending}
      failed={previewFailed}
    />
  );
}
