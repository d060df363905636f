import { useState, type DragEvent } from 'react';
import {
  Alert,
  Avatar,
  Box,
  Button,
  FileButton,
  Group,
  Progress,
  Stack,
  Text,
  ThemeIcon,
} from '@mantine/core';
import { IconDownload, IconFileText, IconPhoto, IconTrash, IconUpload } from '@tabler/icons-react';
import { API } from '@logicareers/shared/api';
import { CV_MAX_BYTES, PHOTO_MAX_BYTES } from '@logicareers/shared/constants';
import { CANDIDATE_MESSAGES, type TCandidateProfile } from '@logicareers/shared/schemas/candidate';
import { downloadFile } from '../../../lib/api-client';
import { errorText, useProfileActions } from './profile-api';

const M = CANDIDATE_MESSAGES;
const CV_ACCEPT =
  '.pdf,.docx,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const PHOTO_ACCEPT = 'image/jpeg,image/png,image/webp';

export const fileSize = (bytes: number) =>
  bytes >= 1024 * 1024
    ? `${(bytes / (1024 * 1024)).toFixed(1).replace(/\.0$/, '')} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} KB`;

const uploadedOn = (iso: string) =>
  new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });

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
function useUpload(
  send: (file: File, onProgress: (percent: number) => void) => Promise<unknown>,
  check: (file: File) => string | null,
) {
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const start = async (file: File | null) => {
    if (!file) return;
    const early = check(file);
    setProblem(early);
    if (early) return;
    setProgress(0);
    try {
      await send(file, setProgress);
    } catch (error) {
      setProblem(errorText(error));
    } finally {
      setProgress(null);
    }
  };
  return { progress, problem, start, busy: progress !== null };
}

function UploadProgress({ label, value }: { label: string; value: number }) {
  return (
    <Stack gap={4} aria-live="polite">
      <Group justify="space-between">
        <Text size="sm">{label}</Text>
        <Text size="sm" c="dimmed">
          {value < 100 ? `${value}%` : 'Reading your file…'}
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
  const actions = useProfileActions();
  const upload = useUpload(actions.uploadCv, cvProblem);
  const [dragging, setDragging] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const cv = profile.cv;
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    void upload.start(event.dataTransfer.files[0] ?? null);
  };
  const run = async (action: () => Promise<unknown>) => {
    setBusy(true);
    setProblem(null);
    try {
      await action();
    } catch (error) {
      setProblem(errorText(error));
    } finally {
      setBusy(false);
    }
  };
  const chooser = (label: string, variant: 'filled' | 'default') => (
    <FileButton onChange={(file) => void upload.start(file)} accept={CV_ACCEPT} name="cv">
      {(props) => (
        <Button
          {...props}
          variant={variant}
          leftSection={<IconUpload size={16} aria-hidden />}
          disabled={upload.busy}
        >
          {label}
        </Button>
      )}
    </FileButton>
  );
  const shownProblem = upload.problem ?? problem;
  return (
    <Stack gap="sm">
      {cv ? (
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
                {fileSize(cv.size)} · uploaded {uploadedOn(cv.uploaded_at)}
              </Text>
            </Stack>
          </Group>
          <Group gap="xs">
            <Button
              variant="light"
              leftSection={<IconDownload size={16} aria-hidden />}
              onClick={() => void run(() => downloadFile(API.candidate.cv, cv.filename))}
              disabled={busy}
            >
              Download
            </Button>
            {chooser('Replace', 'default')}
            <Button
              variant="subtle"
              color="red"
              leftSection={<IconTrash size={16} aria-hidden />}
              onClick={() => void run(actions.removeCv)}
              loading={busy}
              aria-label="Remove CV"
            >
              Remove
            </Button>
          </Group>
        </Group>
      ) : (
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
            <Text fw={600}>Drop your CV here, or choose a file</Text>
            <Text size="sm" c="dimmed">
              PDF or Word (DOCX), up to {fileSize(CV_MAX_BYTES)}
            </Text>
            {chooser('Choose CV file', 'filled')}
          </Stack>
        </Box>
      )}
      {upload.progress !== null && <UploadProgress label="Uploading CV" value={upload.progress} />}
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
  const actions = useProfileActions();
  const upload = useUpload(actions.uploadPhoto, photoProblem);
  const [removing, setRemoving] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const name = [profile.first_name, profile.last_name].filter(Boolean).join(' ');
  const initials =
    name
      .split(' ')
      .map((part) => part[0])
      .join('')
      .slice(0, 2)
      .toUpperCase() || '?';
  const remove = async () => {
    setRemoving(true);
    setProblem(null);
    try {
      await actions.removePhoto();
    } catch (error) {
      setProblem(errorText(error));
    } finally {
      setRemoving(false);
    }
  };
  const shownProblem = upload.problem ?? problem;
  return (
    <Stack gap="xs" align="center">
      <Avatar
        src={profile.profile_photo}
        alt={profile.profile_photo ? `Photo of ${name || 'you'}` : undefined}
        size={size}
        radius={size}
        color="brand"
      >
        {profile.profile_photo ? null : initials}
      </Avatar>
      <Group gap={4} justify="center">
        <FileButton onChange={(file) => void upload.start(file)} accept={PHOTO_ACCEPT} name="photo">
          {(props) => (
            <Button
              {...props}
              size="xs"
              variant="light"
              leftSection={<IconPhoto size={14} aria-hidden />}
              loading={upload.busy}
            >
              {profile.profile_photo ? 'Change photo' : 'Add photo'}
            </Button>
          )}
        </FileButton>
        {profile.profile_photo && (
          <Button
            size="xs"
            variant="subtle"
            color="red"
            onClick={() => void remove()}
            loading={removing}
          >
            Remove photo
          </Button>
        )}
      </Group>
      {upload.progress !== null && (
        <Progress value={upload.progress} w={size + 40} aria-label="Uploading photo" />
      )}
      {shownProblem && (
        <Text size="xs" c="red.8" role="alert" ta="center" maw={220}>
          {shownProblem}
        </Text>
      )}
      {!profile.profile_photo && !shownProblem && (
        <Text size="xs" c="dimmed" ta="center">
          JPEG, PNG or WebP, up to {fileSize(PHOTO_MAX_BYTES)}
        </Text>
      )}
    </Stack>
  );
}
