import { useState } from 'react';
import { Alert, Group, Progress, Stack, Text } from '@mantine/core';
import { API } from '@logicareers/shared/api';
import { CV_MAX_BYTES } from '@logicareers/shared/constants';
import { CANDIDATE_MESSAGES, type TCandidateProfile } from '@logicareers/shared/schemas/candidate';
import { useTranslation } from 'react-i18next';
import { useReadOnly } from './read-only';
import { downloadFile } from '../../../lib/api-client';
import { translateMessage } from '../../../lib/i18n';
import { CV_ACCEPT, CvChooser, CvDropZone, CvFileRow } from './cv-parts';
import { fileSize } from './file-size';
import { useRemoveCv, useRemovePhoto, useUploadCv, useUploadPhoto } from './profile-api';
import { PhotoPicker, uploadProblem } from '../../../components/photo-picker';

const M = CANDIDATE_MESSAGES;

export { fileSize };

/** What the browser can tell before sending: the server judges the content again. */
function cvProblem(file: File) {
  if (file.size > CV_MAX_BYTES) return M.cvTooLarge;
  if (!/\.(pdf|docx)$/i.test(file.name) && !CV_ACCEPT.includes(file.type || '-')) return M.cvType;
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
      ? uploadProblem(upload.error)
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
    (remove.error ? uploadProblem(remove.error) : null) ??
    (downloadError ? uploadProblem(downloadError) : null);
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
  const name = [profile.first_name, profile.last_name].filter(Boolean).join(' ');
  return (
    <PhotoPicker
      photo={profile.profile_photo}
      name={name || t('profile.files.you')}
      upload={useUploadPhoto()}
      remove={useRemovePhoto()}
      readOnly={useReadOnly()}
      size={size}
    />
  );
}
