import { Alert, Badge, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TEmailPreview } from '@logicareers/shared/schemas/communications';

/** A rendered e-mail: its subject, its message as the candidate's mail program shows it, its text. */
export function EmailPreview({
  preview,
  pending,
  failed,
  heading,
}: {
  preview: TEmailPreview | undefined;
  pending: boolean;
  failed?: string;
  heading: string;
}) {
  const { t } = useTranslation('communications');
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={heading}>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {heading}
        </Title>
        {failed ? (
          <Alert color="yellow" role="alert">
            {failed}
          </Alert>
        ) : !preview ? (
          pending ? (
            <Stack aria-busy="true">
              <Skeleton h={20} />
              <Skeleton h={160} />
            </Stack>
          ) : null
        ) : (
          <>
            {preview.language === 'ar' && (
              <Badge variant="light" color="teal" w="fit-content">
                {t('view.inArabic')}
              </Badge>
            )}
            <Text fw={600} data-testid="preview-subject" dir="auto">
              {t('view.subject')}: {preview.subject}
            </Text>
            {/* The mail's HTML in a sandbox: it may hold links, never scripts. */}
            <iframe
              title={heading}
              sandbox=""
              srcDoc={`<!doctype html><meta charset="utf-8"><body${preview.language === 'ar' ? ' dir="rtl" lang="ar"' : ''} style="font-family:sans-serif;font-size:14px">${preview.html}</body>`}
              style={{
                width: '100%',
                minHeight: 280,
                border: '1px solid var(--mantine-color-gray-3)',
              }}
            />
            <details>
              <summary>{t('view.textVersion')}</summary>
              <Text
                component="pre"
                size="sm"
                style={{ whiteSpace: 'pre-wrap' }}
                dir={preview.language === 'ar' ? 'rtl' : undefined}
                data-testid="preview-text"
              >
                {preview.text}
              </Text>
            </details>
          </>
        )}
      </Stack>
    </Paper>
  );
}
