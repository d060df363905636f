import { useState } from 'react';
import { Alert, Avatar, Button, FileButton, Group, Progress, Stack, Text } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import { API } from '@logicareers/shared/api';
import { CV_MAX_BYTES, PHOTO_MAX_BYTES } from '@logicareers/shared/constants';
import { CANDIDATE_MESSAGES, type TCandidateProfile } from '@logicareers/shared/schemas/candidate';
import { useTranslation } from 'react-i18next';
import { useReadOnly } from './read-only';
import { downloadFile } from '../../../lib/api-client';
import { translateMessage } from '../../../lib/i18n';
import { initials } from '../../../lib/format';
import { CV_ACCEPT, CvChooser, CvDropZone, CvFileRow } from './cv-parts';
import { fileSize } from './file-size';
import {
  problemText,
  useRemoveCv,
  useRemovePhoto,
  useUploadCv,
  useUploadPhoto,
} from './profile-api';

const M = CANDIDATE_MESSAGES;
const PHOTO_ACCEPT = 'image/jpeg,image/png,image/webp';

export { fileSize };

/** What the browser can tell before sending: the server judges the content again. */
function cvProblem(file: File) {
  if (file.size > CV_MAX_BYTES) return M.cvTooLarge;
  if (!/\.(pdf|docx)$/i.test(file.name) && !CV_ACCEPT.includes(file.type || '-')) return M.cvType;
  return null;
}
function photoProblem(file: File) {
  if (file.size > PHOTO_MAX_BYTES) return M.photoTooLarge;
  if (!PHOTO_ACCEPT.split(',').includes(file.type)) return M.photoType;
  return null;
}

/** Upload state: progress while sending, and the problem of the last try. */
function useUpload(upload: ReturnType<typeof useUploadCv>, check: (file: File) => string | null) {
  const [progress, setProgress] = useState<number | null>(null);
  const [early, setEarly] = useState<string | null>(null);
  const start = (file: File | null) => {
    if (!file) return;
    const problem = check(file);
    setEarly(problem);
    if (problem) return;
    setProgress(0);
    upload.mutate({ file, onProgress: setProgress }, { onSettled: () => setProgress(null) });
  };
  const problem = early
    ? translateMessage(early)!
    : upload.error
      ? problemText(upload.error)
      : null;
  return { progress, problem, start, busy: progress !== null, reset: upload.reset };
}

function UploadProgress({ label, value }: { label: string; value: number }) {
  const { t } = useTranslation('candidate');
  return (
    <Stack gap={4} aria-live="polite">
      <Group justify="space-between">
        <Text size="sm">{label}</Text>
        <Text size="sm" c="dimmed">
          {value < 100 ? `${value}%` : t('profile.files.reading')}
        </Text>
      </Group>
      <Progress value={value} animated aria-label={label} />
    </Stack>
  );
}

/**
 * The CV: the current file (name, size, date) with download, replace and remove, or a drop zone
 * to upload one, with progress.
 */
export function CvUpload({ profile }: { profile: TCandidateProfile }) {
  const { t } = useTranslation('candidate');
  const readOnly = useReadOnly();
  const upload = useUpload(useUploadCv(), cvProblem);
  const remove = useRemoveCv();
  const [downloadError, setDownloadError] = useState<unknown>(null);
  const [downloading, setDownloading] = useState(false);
  const cv = profile.cv;
  const onFile = (file: File | null) => {
    remove.reset();
    upload.start(file);
  };
  // A download is a read, not a write: the page shows why it failed.
  const download = (filename: string) => {
    setDownloading(true);
    setDownloadError(null);
    // Read only, it is a recruiter's download of the candidate's CV.
    downloadFile(readOnly ? API.talent.candidateCv(profile.user_id) : API.candidate.cv, filename)
      .catch(setDownloadError)
      .finally(() => setDownloading(false));
  };
  const busy = downloading || remove.isPending;
  const chooser = (label: string, variant: 'filled' | 'default') => (
    <CvChooser label={label} variant={variant} disabled={upload.busy} onFile={onFile} />
  );
  const shownProblem =
    upload.problem ??
    (remove.error ? problemText(remove.error) : null) ??
    (downloadError ? problemText(downloadError) : null);
  return (
    <Stack gap="sm">
      {cv ? (
        <CvFileRow
          cv={cv}
          busy={busy}
          onDownload={() => download(cv.filename)}
          replace={!readOnly && chooser(t('profile.files.replace'), 'default')}
          remove={readOnly ? null : { run: () => remove.mutate(), pending: remove.isPending }}
        />
      ) : readOnly ? (
        <Text c="dimmed" fs="italic">
          {t('profile.files.noCv')}
        </Text>
      ) : (
        <CvDropZone onFile={onFile} chooser={chooser(t('profile.files.chooseCv'), 'filled')} />
      )}
      {upload.progress !== null && (
        <UploadProgress label={t('profile.files.uploadingCv')} value={upload.progress} />
      )}
      {shownProblem && (
        <Alert color="red" role="alert" py="xs">
          {shownProblem}
        </Alert>
      )}
    </Stack>
  );
}

/** The profile photo shown to recruiters and in the header: upload, change or remove. */
export function PhotoUpload({ profile, size = 96 }: { profile: TCandidateProfile; size?: number }) {
  const { t } = useTranslation('candidate');
  const readOnly = useReadOnly();
  const upload = useUpload(useUploadPhoto(), photoProblem);
  const remove = useRemovePhoto();
  const name = [profile.first_name, profile.last_name].filter(Boolean).join(' ');
  const letters = initials(name) || '?';
  const shownProblem = upload.problem ?? (remove.error ? problemText(remove.error) : null);
  return (
    <Stack gap="xs" align="center">
      <Avatar
        src={profile.profile_photo}
        alt={
          profile.profile_photo
            ? t('profile.files.photoOf', { name: name || t('profile.files.you') })
            : undefined
        }
        {...(!profile.profile_photo && {
          role: 'img',
          'aria-label': t('profile.files.noPhotoOf', { name: name || t('profile.files.you') }),
        })}
        size={size}
        radius={size}
        color="brand"
      >
        {/* The initials stand in for the photo; the label says so in words. */}
        {profile.profile_photo ? null : <span aria-hidden="true">{letters}</span>}
      </Avatar>
      {!readOnly && (
        <Group gap={4} justify="center">
          <FileButton
            onChange={(file) => {
              remove.reset();
              upload.start(file);
            }}
            accept={PHOTO_ACCEPT}
            name="photo"
          >
            {(props) => (
              <Button
                {...props}
                size="xs"
                variant="light"
                leftSection={<IconPhoto size={14} aria-hidden />}
                loading={upload.busy}
              >
                {profile.profile_photo
                  ? t('profile.files.changePhoto')
                  : t('profile.files.addPhoto')}
              </Button>
            )}
          </FileButton>
          {profile.profile_photo && (
            <Button
              size="xs"
              variant="subtle"
              color="red"
              onClick={() => {
                upload.reset();
                remove.mutate();
              }}
              loading={remove.isPending}
            >
              {t('profile.files.removePhoto')}
            </Button>
          )}
        </Group>
      )}
      {upload.progress !== null && (
        <Progress
          value={upload.progress}
          w={size + 40}
          aria-label={t('profile.files.uploadingPhoto')}
        />
      )}
      {shownProblem && (
        <Text size="xs" c="red.8" role="alert" ta="center" maw={220}>
          {shownProblem}
        </Text>
      )}
      {!profile.profile_photo && !shownProblem && !readOnly && (
        <Text size="xs" c="dimmed" ta="center">
          {t('profile.files.photoHint', { size: fileSize(PHOTO_MAX_BYTES) })}
        </Text>
      )}
    </Stack>
  );
}
