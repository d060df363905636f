import { API } from '@logicareers/shared/api';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { CV_MAX_BYTES, PHOTO_MAX_BYTES } from '@logicareers/shared/constants';
import { CANDIDATE_MESSAGES } from '@logicareers/shared/schemas/candidate';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { candidateProfiles, files, users } from '../../db/schema';
import { AppError, invalid, notFound } from '../../lib/errors';
import { FileLimitError } from '../files/file-job';
import { FileSandboxBusyError, readInSandbox } from '../files/file-sandbox';
import { safeFilename, type Upload } from '../files/uploads';
import { ZCvReading, ZPhotoReading } from './candidate-file-jobs';
import { ensureProfile } from './candidates.service';
import { DOCX, PDF, PHOTO_TYPES, type KnownType } from './file-types';

const M = CANDIDATE_MESSAGES;

/** What storing a candidate's file needs: the database and the file store. */
export type FileContext = Pick<AppContext, 'db' | 'files'>;

/** The public address of a profile photo; its id is a random UUID, so it cannot be guessed. */
export const photoUrl = (fileId: string) => API.files.photo(fileId);

/**
 * Reads an uploaded file in the file sandbox (never in this process): a file past its limits is
 * refused with `tooComplex`; when too many files wait, the user is asked to try again.
 */
async function readUntrusted(
  job: 'cv' | 'photo',
  bytes: Buffer,
  tooComplex: string,
  log?: FastifyBaseLogger,
): Promise<unknown> {
  try {
    return await readInSandbox(job, bytes);
  } catch (error) {
    if (error instanceof FileLimitError) {
      log?.warn({ job, limit: error.limit, detail: error.detail }, 'uploaded file refused');
      throw new AppError('PAYLOAD_TOO_LARGE', tooComplex);
    }
    if (error instanceof FileSandboxBusyError) throw new AppError('RATE_LIMITED', M.filesBusy);
    throw error;
  }
}

/** Checks an upload's presence and size; its type is judged afterwards, by content. */
function checkUpload(
  upload: Upload | null,
  field: string,
  rules: { required: string; tooLarge: string; maxBytes: number },
): Upload {
  if (!upload || upload.bytes.length === 0) throw invalid({ [field]: rules.required });
  if (upload.truncated || upload.bytes.length > rules.maxBytes)
    throw new AppError('PAYLOAD_TOO_LARGE', rules.tooLarge);
  return upload;
}

/**
 * Puts new bytes in the file store and points the profile at them in one transaction, then
 * removes what they replace. The store is written first: if the database refuses, the new bytes
 * are removed again, so neither side is left with an orphan.
 */
async function replaceFile(
  ctx: FileContext,
  userId: string,
  kind: 'cv' | 'photo',
  file: { bytes: Buffer; type: KnownType; filename: string },
  apply: (
    tx: Parameters<Parameters<AppContext['db']['transaction']>[0]>[0],
    fileId: string,
  ) => Promise<void>,
) {
  const { db } = ctx;
  await ensureProfile(db, userId);
  const storageKey = await ctx.files.put(file.bytes, file.type.ext);
  let replaced: { id: string; storageKey: string } | undefined;
  let fileId: string;
  try {
    fileId = await db.transaction(async (tx) => {
      const column = kind === 'cv' ? candidateProfiles.cvFileId : candidateProfiles.photoFileId;
      // Locks the profile row, so two uploads at once cannot both replace the same old file.
      const [profile] = await tx
        .select({ old: column })
        .from(candidateProfiles)
        .where(eq(candidateProfiles.userId, userId))
        .for('update');
      const [row] = await tx
        .insert(files)
        .values({
          ownerId: userId,
          kind,
          filename: file.filename,
          mime: file.type.mime,
          size: file.bytes.length,
          storageKey,
        })
        .returning({ id: files.id });
      await apply(tx, row.id);
      if (profile?.old) {
        [replaced] = await tx
          .delete(files)
          .where(eq(files.id, profile.old))
          .returning({ id: files.id, storageKey: files.storageKey });
      }
      return row.id;
    });
  } catch (error) {
    await ctx.files.delete(storageKey);
    throw error;
  }
  if (replaced) await ctx.files.delete(replaced.storageKey);
  return fileId;
}

/** Removes the candidate's CV or photo, row and bytes. */
async function removeFile(ctx: AppContext, userId: string, kind: 'cv' | 'photo') {
  const { db } = ctx;
  const removed = await db.transaction(async (tx) => {
    const column = kind === 'cv' ? candidateProfiles.cvFileId : candidateProfiles.photoFileId;
    const [profile] = await tx
      .select({ fileId: column })
      .from(candidateProfiles)
      .where(eq(candidateProfiles.userId, userId))
      .for('update');
    if (!profile?.fileId) return null;
    if (kind === 'cv')
      await tx
        .update(candidateProfiles)
        .set({ cvFileId: null, cvText: '', updatedAt: new Date() })
        .where(eq(candidateProfiles.userId, userId));
    else {
      await tx
        .update(candidateProfiles)
        .set({ photoFileId: null, updatedAt: new Date() })
        .where(eq(candidateProfiles.userId, userId));
      await tx.update(users).set({ profilePhoto: null }).where(eq(users.id, userId));
    }
    const [row] = await tx
      .delete(files)
      .where(eq(files.id, profile.fileId))
      .returning({ storageKey: files.storageKey });
    return row ?? null;
  });
  if (!removed) throw notFound(kind === 'cv' ? M.noCv : M.noPhoto);
  await ctx.files.delete(removed.storageKey);
}

/**
 * A new CV (or a replacement): a PDF or Word file of at most 5 MB, judged by its content. Its text
 * goes into the profile for candidate search; a CV without readable text is kept all the same.
 */
export async function uploadCv(
  ctx: AppContext,
  userId: string,
  upload: Upload | null,
  log: FastifyBaseLogger,
) {
  const { bytes, filename } = checkUpload(upload, 'cv', {
    required: M.cvRequired,
    tooLarge: M.cvTooLarge,
    maxBytes: CV_MAX_BYTES,
  });
  return saveCv(ctx, userId, bytes, filename, log);
}

/** Stores CV bytes of any origin (an upload, the demo) after judging their type by content. */
export async function saveCv(
  ctx: FileContext,
  userId: string,
  bytes: Buffer,
  filename: string,
  log?: FastifyBaseLogger,
) {
  const { ext, text, problem } = ZCvReading.parse(
    await readUntrusted('cv', bytes, M.cvTooComplex, log),
  );
  const type = ext === 'pdf' ? PDF : ext === 'docx' ? DOCX : null;
  if (!type) throw new AppError('UNSUPPORTED_MEDIA_TYPE', M.cvType);
  if (problem) log?.info({ userId, problem }, 'CV kept without searchable text');
  await replaceFile(
    ctx,
    userId,
    'cv',
    { bytes, type, filename: safeFilename(filename, type.ext, 'CV') },
    async (tx, fileId) => {
      await tx
        .update(candidateProfiles)
        .set({ cvFileId: fileId, cvText: text, updatedAt: new Date() })
        .where(eq(candidateProfiles.userId, userId));
    },
  );
  return { searchable: !!text };
}

export const deleteCv = (ctx: AppContext, userId: string) => removeFile(ctx, userId, 'cv');

/** The candidate's own CV, for them to download; 404 when there is none. */
export async function ownCvFileId(db: Db, userId: string) {
  const [profile] = await db
    .select({ cvFileId: candidateProfiles.cvFileId })
    .from(candidateProfiles)
    .where(eq(candidateProfiles.userId, userId));
  if (!profile?.cvFileId) throw notFound(M.noCv);
  return profile.cvFileId;
}

/**
 * A new profile photo: JPEG, PNG or WebP of at most 2 MB, judged by content and stored without
 * its camera metadata. The header avatar shows it through users.profile_photo.
 */
export async function uploadPhoto(
  ctx: AppContext,
  userId: string,
  upload: Upload | null,
  log?: FastifyBaseLogger,
) {
  const { bytes, filename } = checkUpload(upload, 'photo', {
    required: M.photoRequired,
    tooLarge: M.photoTooLarge,
    maxBytes: PHOTO_MAX_BYTES,
  });
  const reading = ZPhotoReading.parse(await readUntrusted('photo', bytes, M.photoTooComplex, log));
  const type = reading.ext ? PHOTO_TYPES[reading.ext] : null;
  const clean = Buffer.from(reading.base64, 'base64');
  // Without its metadata a photo is no larger than it came (an orientation tag at most).
  if (!type || clean.length === 0 || clean.length > bytes.length + 64)
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', M.photoType);
  let url = '';
  await replaceFile(
    ctx,
    userId,
    'photo',
    { bytes: clean, type, filename: safeFilename(filename, type.ext, 'photo') },
    async (tx, fileId) => {
      url = photoUrl(fileId);
      await tx
        .update(candidateProfiles)
        .set({ photoFileId: fileId, updatedAt: new Date() })
        .where(eq(candidateProfiles.userId, userId));
      await tx.update(users).set({ profilePhoto: url }).where(eq(users.id, userId));
    },
  );
  return url;
}

export const deletePhoto = (ctx: AppContext, userId: string) => removeFile(ctx, userId, 'photo');
