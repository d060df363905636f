import { useState } from 'react';
import { Avatar, Button, FileButton, Group, Progress, Stack, Text } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import { PHOTO_MAX_BYTES } from '@logicareers/shared/constants';
import { CANDIDATE_MESSAGES as M } from '@logicareers/shared/schemas/candidate';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api-client';
import { initials } from '../../lib/format';
import { translateMessage } from '../../lib/i18n';
import { useRemoveAccountPhoto, useUploadAccountPhoto } from './own-account-api';

const PHOTO_ACCEPT = 'image/jpeg,image/png,image/webp';

/** What the browser can tell before sending: the server judges the content again. */
function photoProblem(file: File) {
  if (file.size > PHOTO_MAX_BYTES) return M.photoTooLarge;
  if (!PHOTO_ACCEPT.split(',').includes(file.type)) return M.photoType;
  return null;
}

/** What a refused upload or removal says, in the reader's language. */
function problemOf(error: unknown, fallback: string) {
  if (!(error instanceof ApiError)) return fallback;
  const message = (error.data as { message?: unknown } | null)?.message;
  if (message && typeof message === 'object')
    return Object.values(message as Record<string, string>)
      .map((text) => translateMessage(text))
      .join('. ');
  return translateMessage(error.message) ?? error.message;
}

/** The account's photo, shown in the header: add, change or remove it, with progress. */
export function AccountPhoto({ photo, name }: { photo: string | null; name: string }) {
  // The words of the candidate's profile photo, which works the same way.
  const { t } = useTranslation('candidate');
  const upload = useUploadAccountPhoto();
  const remove = useRemoveAccountPhoto();
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
  const problem = early
    ? translateMessage(early)
    : failed
      ? problemOf(failed, t('profile.files.failed'))
      : null;
  return (
    <Stack gap="xs" align="center">
      <Avatar
        src={photo}
        alt={photo ? t('profile.files.photoOf', { name }) : undefined}
        {...(!photo && { role: 'img', 'aria-label': t('profile.files.noPhotoOf', { name }) })}
        size={96}
        radius={96}
        color="brand"
      >
        {photo ? null : <span aria-hidden="true">{initials(name) || '?'}</span>}
      </Avatar>
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
      {progress !== null && (
        <Progress
          value={progress}
          w={136}
          animated
          aria-label={t('profile.files.uploadingPhoto')}
        />
      )}
      {problem && (
        <Text size="xs" c="red.8" role="alert" ta="center" maw={240}>
          {problem}
        </Text>
      )}
      {!photo && !problem && (
        <Text size="xs" c="dimmed" ta="center" maw={240}>
          {t('profile.files.photoHint', {
            size: t('profile.files.sizeMb', { size: PHOTO_MAX_BYTES / 1024 / 1024 }),
          })}
        </Text>
      )}
    </Stack>
  );
}
