import { useEffect, useState } from 'react';
import { Alert, Box, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconDownload, IconFileText } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TFileInfo } from '@logicareers/shared/schemas/candidate';
import { fetchFile, saveBlob } from '../../lib/api-client';
import { formatDate, formatNumber } from '../../lib/format';

const PDF = 'application/pdf';

/** An object URL for a blob, revoked when the blob changes or the page goes. */
function useObjectUrl(blob: Blob | undefined) {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (!blob) return undefined;
    const next = URL.createObjectURL(blob);
    setUrl(next);
    return () => {
      URL.revokeObjectURL(next);
      setUrl(undefined);
    };
  }, [blob]);
  return url;
}

/**
 * A candidate's CV in the page (a PDF in a frame; a DOCX can only be downloaded) with a download
 * button. The file is fetched once (with the session's token where there is one) from `path`.
 */
export function CvFrame({ file, path }: { file: TFileInfo; path: string }) {
  const { t } = useTranslation('talentView');
  const isPdf = file.mime === PDF;
  const cv = useQuery({
    queryKey: ['cv-file', path, file.id],
    queryFn: async () => {
      const { blob } = await fetchFile(path, file.filename);
      // Typed by what the server says the file is, so a PDF is shown as a PDF and nothing else.
      return new Blob([blob], { type: isPdf ? PDF : file.mime });
    },
    staleTime: Infinity,
    retry: false,
  });
  const url = useObjectUrl(isPdf ? cv.data : undefined);
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Group gap="xs" wrap="nowrap" miw={0}>
            <IconFileText size={20} aria-hidden />
            <Stack gap={0} miw={0}>
              <Title order={2} fz="lg">
                {t('cv.title')}
              </Title>
              <Text size="sm" c="dimmed" truncate>
                {t('cv.file', {
                  name: file.filename,
                  size: formatNumber(Math.max(1, Math.round(file.size / 1024))),
                  date: formatDate(file.uploaded_at),
                })}
              </Text>
            </Stack>
          </Group>
          <Button
            variant="light"
            leftSection={<IconDownload size={16} aria-hidden />}
            disabled={!cv.data}
            loading={cv.isPending}
            onClick={() => cv.data && saveBlob(cv.data, file.filename)}
          >
            {t('cv.download')}
          </Button>
        </Group>
        {cv.isError ? (
          <Alert color="red" title={t('cv.failed')}>
            {t('cv.failedText')}
          </Alert>
        ) : !isPdf ? (
          <Text size="sm" c="dimmed">
            {t('cv.noPreview')}
          </Text>
        ) : url ? (
          <Box
            component="iframe"
            src={url}
            title={t('cv.frameTitle', { name: file.filename })}
            w="100%"
            h={{ base: 480, sm: 760 }}
            style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 4 }}
          />
        ) : (
          <Skeleton h={480} />
        )}
      </Stack>
    </Paper>
  );
}
