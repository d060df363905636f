import { useState } from 'react';
import { Avatar, Button, FileButton, Group, Progress, Stack, Text } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import { PHOTO_MAX_BYTES } from '@logicareers/shared/constants';
import { CANDIDATE_MESSAGES as M } from '@logicareers/shared/schemas/candidate';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../lib/api-client';
import { initials } from '../lib/format';
import { i18n, translateMessage } from '../lib/i18n';

export const PHOTO_ACCEPT = 'image/jpeg,image/png,image/webp';

/** What an upload's or a removal's error says to a person, in their language. */
export const uploadProblem = (error: unknown): string => {
  if (error instanceof ApiError) {
    const message = (error.data as { message?: unknown } | null)?.message;
    if (message && typeof message === 'object')
      return Object.values(message as Record<string, string>)
        .map((text) => translateMessage(text))
        .join('. ');
    return translateMessage(error.message) ?? error.message;
  }
  if (error instanceof Error) return translateMessage(error.message) ?? error.message;
  return i18n.t('candidate:profile.files.failed');
};

/** What the browser can tell before sending: the server judges the content again. */
function photoProblem(file: File) {
  if (file.size > PHOTO_MAX_BYTES) return M.photoTooLarge;
  if (!PHOTO_ACCEPT.split(',').includes(file.type)) return M.photoType;
  return null;
}

type PhotoUpload = { file: File; onProgress: (percent: number) => void };
/** What the picker needs of a write (a TanStack mutation): send it, forget it, its state. */
interface PhotoWrite<V> {
  mutate(variables: V, options?: { onSettled?: () => void }): void;
  reset(): void;
  error: unknown;
  isPending: boolean;
}

/**
 * A person's photo, as the header shows it: add, change or remove it, with progress and what went
 * wrong beside it. The candidate profile's and every account's; the words are the profile's.
 */
export function PhotoPicker({
  photo,
  name,
  upload,
  remove,
  readOnly = false,
  size = 96,
}: {
  photo: string | null;
  /** Whose photo, for the image's label. */
  name: string;
  upload: PhotoWrite<PhotoUpload>;
  remove: PhotoWrite<void>;
  readOnly?: boolean;
  size?: number;
}) {
  const { t } = useTranslation('candidate');
  const [progress, setProgress] = useState<number | null>(null);
  const [early, setEarly] = useState<string | null>(null);
  const choose = (file: File | null) => {
    if (!file) return;
    remove.reset();
    const problem = photoProblem(file);
    setEarly(problem);
    if (problem) return;
    setProgress(0);
    upload.mutate({ file, onProgress: setProgress }, { onSettled: () => setProgress(null) });
  };
  const failed = upload.error ?? remove.error;
  const problem = early ? translateMessage(early) : failed ? uploadProblem(failed) : null;
  return (
    <Stack gap="xs" align="center">
      <Avatar
        src={photo}
        alt={photo ? t('profile.files.photoOf', { name }) : undefined}
        {...(!photo && { role: 'img', 'aria-label': t('profile.files.noPhotoOf', { name }) })}
        size={size}
        radius={size}
        color="brand"
      >
        {/* The initials stand in for the photo; the label says so in words. */}
        {photo ? null : <span aria-hidden="true">{initials(name) || '?'}</span>}
      </Avatar>
      {!readOnly && (
        <Group gap={4} justify="center">
          <FileButton onChange={choose} accept={PHOTO_ACCEPT} name="photo">
            {(props) => (
              <Button
                {...props}
                size="xs"
                variant="light"
                leftSection={<IconPhoto size={14} aria-hidden />}
                loading={progress !== null}
              >
                {photo ? t('profile.files.changePhoto') : t('profile.files.addPhoto')}
              </Button>
            )}
          </FileButton>
          {photo && (
            <Button
              size="xs"
              variant="subtle"
              color="red"
              onClick={() => {
                upload.reset();
                setEarly(null);
                remove.mutate();
              }}
              loading={remove.isPending}
            >
              {t('profile.files.removePhoto')}
            </Button>
          )}
        </Group>
      )}
      {progress !== null && (
        <Progress
          value={progress}
          w={size + 40}
          animated
          aria-label={t('profile.files.uploadingPhoto')}
        />
      )}
      {problem && (
        <Text size="xs" c="red.8" role="alert" ta="center" maw={220}>
          {problem}
        </Text>
      )}
      {!photo && !problem && !readOnly && (
        <Text size="xs" c="dimmed" ta="center" maw={220}>
          {t('profile.files.photoHint', {
            size: t('profile.files.sizeMb', { size: PHOTO_MAX_BYTES / 1024 / 1024 }),
          })}
        </Text>
      )}
    </Stack>
  );
}
