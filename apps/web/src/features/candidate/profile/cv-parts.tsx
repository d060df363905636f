import { useState, type DragEvent, type ReactNode } from 'react';
import { Box, Button, FileButton, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconDownload, IconFileText, IconTrash, IconUpload } from '@tabler/icons-react';
import { CV_MAX_BYTES } from '@logicareers/shared/constants';
import type { TCandidateProfile } from '@logicareers/shared/schemas/candidate';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format';
import { fileSize } from './file-size';

export const CV_ACCEPT =
  '.pdf,.docx,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** A button that opens the file chooser for a CV. */
export function CvChooser({
  label,
  variant,
  disabled,
  onFile,
}: {
  label: string;
  variant: 'filled' | 'default';
  disabled: boolean;
  onFile: (file: File | null) => void;
}) {
  return (
    <FileButton onChange={onFile} accept={CV_ACCEPT} name="cv">
      {(props) => (
        <Button
          {...props}
          variant={variant}
          leftSection={<IconUpload size={16} aria-hidden />}
          disabled={disabled}
        >
          {label}
        </Button>
      )}
    </FileButton>
  );
}

/** The current CV: name, size and date, with download and, for its owner, replace and remove. */
export function CvFileRow({
  cv,
  busy,
  onDownload,
  replace,
  remove,
}: {
  cv: NonNullable<TCandidateProfile['cv']>;
  busy: boolean;
  onDownload: () => void;
  /** The replace button, for the candidate; none for a reader. */
  replace: ReactNode;
  /** Removing the CV, for the candidate; none for a reader. */
  remove: { run: () => void; pending: boolean } | null;
}) {
  const { t } = useTranslation('candidate');
  return (
    <Group justify="space-between" wrap="wrap" gap="sm" data-testid="cv-file">
      <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
        <ThemeIcon size={44} radius="md" variant="light">
          <IconFileText size={24} aria-hidden />
        </ThemeIcon>
        <Stack gap={0} style={{ minWidth: 0 }}>
          <Text fw={600} truncate title={cv.filename}>
            {cv.filename}
          </Text>
          <Text size="sm" c="dimmed">
            {t('profile.files.uploadedOn', {
              size: fileSize(cv.size),
              date: formatDate(cv.uploaded_at),
            })}
          </Text>
        </Stack>
      </Group>
      <Group gap="xs">
        <Button
          variant="light"
          leftSection={<IconDownload size={16} aria-hidden />}
          onClick={onDownload}
          disabled={busy}
        >
          {t('profile.files.download')}
        </Button>
        {replace}
        {remove && (
          <Button
            variant="subtle"
            color="red"
            leftSection={<IconTrash size={16} aria-hidden />}
            onClick={remove.run}
            loading={remove.pending}
            aria-label={t('profile.files.removeCv')}
          >
            {t('profile.files.remove')}
          </Button>
        )}
      </Group>
    </Group>
  );
}

/** Where a CV is dropped, or chosen with the button inside it. */
export function CvDropZone({
  onFile,
  chooser,
}: {
  onFile: (file: File | null) => void;
  chooser: ReactNode;
}) {
  const { t } = useTranslation('candidate');
  const [dragging, setDragging] = useState(false);
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    onFile(event.dataTransfer.files[0] ?? null);
  };
  return (
    <Box
      onDragOver={(event) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
      p="lg"
      style={{
        border: `2px dashed var(--mantine-color-${dragging ? 'brand-6' : 'gray-4'})`,
        borderRadius: 'var(--mantine-radius-md)',
        background: dragging ? 'var(--mantine-color-brand-0)' : 'var(--mantine-color-gray-0)',
        textAlign: 'center',
      }}
    >
      <Stack align="center" gap="xs">
        <ThemeIcon size={48} radius="xl" variant="light">
          <IconUpload size={26} aria-hidden />
        </ThemeIcon>
        <Text fw={600}>{t('profile.files.drop')}</Text>
        <Text size="sm" c="dimmed">
          {t('profile.files.cvHint', { size: fileSize(CV_MAX_BYTES) })}
        </Text>
        {chooser}
      </Stack>
    </Box>
  );
}
