import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { PHOTO_MAX_BYTES } from '@logicareers/shared/constants';
import { CANDIDATE_MESSAGES as M } from '@logicareers/shared/schemas/candidate';
import type { Role } from '@logicareers/shared/roles';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { files, users } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { dropStoredFile, readUploadedImage, storeImageFile, type Upload } from '../files/uploads';
import { deletePhoto, photoUrl, uploadPhoto } from './candidate-files.service';

/** Who changes their photo: the photo of a candidate is also the profile's. */
interface PhotoOwner {
  id: string;
  role: Role;
}

/** The account's current photo file, when it is one this site stored for the account. */
async function lockedPhotoFile(tx: Db, userId: string) {
  const [row] = await tx
    .select({ photo: users.profilePhoto })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  const fileId = row?.photo?.match(/^\/api\/files\/photo\/([0-9a-f-]{36})$/)?.[1];
  if (!fileId) return { photo: row?.photo ?? null, fileId: null };
  const [file] = await tx
    .select({ id: files.id })
    .from(files)
    .where(and(eq(files.id, fileId), eq(files.ownerId, userId), eq(files.kind, 'photo')));
  return { photo: row?.photo ?? null, fileId: file?.id ?? null };
}

/**
 * A new photo of any account, judged and cleaned as a candidate's is (JPEG, PNG or WebP of at
 * most 2 MB, without camera metadata) and served from the same public address. A candidate's goes
 * through the profile, whose completeness counts it. Answers the photo's address.
 */
export async function uploadAccountPhoto(
  ctx: AppContext,
  owner: PhotoOwner,
  upload: Upload | null,
  log?: FastifyBaseLogger,
) {
  if (owner.role === 'candidate') return uploadPhoto(ctx, owner.id, upload, log);
  const image = await readUploadedImage(
    upload,
    {
      field: 'photo',
      maxBytes: PHOTO_MAX_BYTES,
      messages: {
        required: M.photoRequired,
        type: M.photoType,
        tooLarge: M.photoTooLarge,
        tooComplex: M.photoTooComplex,
        busy: M.filesBusy,
      },
    },
    log,
  );
  let url = '';
  await storeImageFile(ctx, owner.id, image, async (tx, fileId) => {
    const { fileId: old } = await lockedPhotoFile(tx, owner.id);
    url = photoUrl(fileId);
    await tx.update(users).set({ profilePhoto: url }).where(eq(users.id, owner.id));
    return old;
  });
  return url;
}

/** Removes the account's photo; 404 when it has none. */
export async function removeAccountPhoto(ctx: AppContext, owner: PhotoOwner) {
  if (owner.role === 'candidate') return deletePhoto(ctx, owner.id);
  let had = false;
  await dropStoredFile(ctx, async (tx) => {
    const { photo, fileId } = await lockedPhotoFile(tx, owner.id);
    had = photo !== null;
    if (had) await tx.update(users).set({ profilePhoto: null }).where(eq(users.id, owner.id));
    return fileId;
  });
  if (!had) throw notFound(M.noPhoto);
}
