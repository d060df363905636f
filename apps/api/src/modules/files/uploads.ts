import type { MultipartFile } from '@fastify/multipart';
import type { FastifyBaseLogger, FastifyContextConfig, FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { LOGO_MAX_SIDE, LOGO_MIN_SIDE, PHOTO_MAX_BYTES } from '@logicareers/shared/constants';
import { EMPLOYER_MESSAGES as EM } from '@logicareers/shared/messages';
import { zUploadField } from '@logicareers/shared/schemas/common';
import type { Db } from '../../db/client';
import { files } from '../../db/schema';
import { AppError, invalid } from '../../lib/errors';
import { FileLimitError } from './file-job';
import { FileSandboxBusyError, readInSandbox } from './file-sandbox';
import type { FileStore } from './file-store';

/** What the browser said about an uploaded file; its bytes are the body field's value. */
export interface UploadDetails {
  filename: string;
  /** Only what the browser claims: uploads are judged by their content, never by this. */
  declaredType: string;
  /** True when the file was longer than the route's size limit and was cut off. */
  truncated: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    uploadDetails?: Record<string, UploadDetails>;
  }
}

/**
 * The multipart `onFile` handler. Files still arrive in the body as Buffers (keyValues mode, as
 * before), and the request also remembers each file's name and whether it was cut off at the size
 * limit, which keyValues mode would otherwise drop.
 */
export async function keepUploadDetails(this: FastifyRequest, part: MultipartFile) {
  await part.toBuffer();
  this.uploadDetails ??= {};
  this.uploadDetails[part.fieldname] = {
    filename: part.filename,
    declaredType: part.mimetype,
    truncated: part.file.truncated,
  };
}

/**
 * Route config for an upload of one file of at most `maxBytes`: a longer file is cut off and
 * flagged instead of failing the request, so the route can answer with its own message.
 */
export const singleFileUpload = (maxBytes: number): FastifyContextConfig =>
  ({
    multipartOptions: {
      limits: { fileSize: maxBytes, files: 1, fields: 5, fieldSize: 1_000 },
      throwFileSizeLimit: false,
    },
  }) as FastifyContextConfig;

/**
 * The body of a route that takes one image (a photo, a logo, a cover) in `field`, as the API
 * reference shows it; the route judges the file itself.
 */
export const imageUploadBody = <Field extends string>(field: Field) =>
  z.object({
    [field]: zUploadField(`JPEG, PNG or WebP image, at most ${PHOTO_MAX_BYTES / 1024 / 1024} MB`),
  } as Record<Field, ReturnType<typeof zUploadField>>);

export interface Upload {
  bytes: Buffer;
  filename: string;
  truncated: boolean;
}

/** The file sent in a multipart field, or null when there is none. */
export function uploadedFile(request: FastifyRequest, field: string): Upload | null {
  if (!request.isMultipart()) return null;
  const bytes = (request.body as Record<string, unknown> | undefined)?.[field];
  const details = request.uploadDetails?.[field];
  if (!Buffer.isBuffer(bytes) || !details) return null;
  return { bytes, filename: details.filename, truncated: details.truncated };
}

/**
 * A file name safe to store and to put in a Content-Disposition header: no folders, no control
 * characters, a sensible length, and the extension of what the file really is.
 */
export function safeFilename(original: string, extension: string, fallback: string) {
  const base = (original.split(/[\\/]/).pop() ?? '')
    .normalize('NFC')
    .replace(/\p{Cc}|"/gu, '')
    .replace(/\.[a-z0-9]{1,5}$/i, '')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 120);
  return `${base || fallback}.${extension}`;
}

/** The image types an uploaded picture may be (judged by its content) and how they are served. */
export const IMAGE_TYPES = { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp' } as const;
export type ImageExt = keyof typeof IMAGE_TYPES;

/** What a refused image upload is told, in the words of the form it came from. */
export interface ImageMessages {
  required: string;
  type: string;
  tooLarge: string;
  tooComplex: string;
  busy: string;
  /** When the rules limit the width and height: a side shorter than `min` or longer than `max`. */
  tooSmall?: string;
  tooBig?: string;
}

/** The shortest and longest side, in pixels, an image may have. */
export interface ImageSides {
  min: number;
  max: number;
}

/**
 * An uploaded picture read in the file sandbox: its type judged by its content (JPEG, PNG or
 * WebP), its metadata removed. Refusals are AppErrors with the given messages: none sent (400 on
 * `field`), too large (413), not an image of those types (415), too costly to read (413), or the
 * sandbox busy (429).
 */
export async function readUploadedImage(
  upload: Upload | null,
  rules: { field: string; maxBytes: number; messages: ImageMessages; sides?: ImageSides },
  log?: FastifyBaseLogger,
): Promise<{ bytes: Buffer; ext: ImageExt; mime: string; filename: string }> {
  const { field, maxBytes, messages, sides } = rules;
  if (!upload || upload.bytes.length === 0) throw invalid({ [field]: messages.required });
  if (upload.truncated || upload.bytes.length > maxBytes)
    throw new AppError('PAYLOAD_TOO_LARGE', messages.tooLarge);
  let reading: unknown;
  try {
    reading = await readInSandbox('photo', upload.bytes);
  } catch (error) {
    if (error instanceof FileLimitError) {
      log?.warn({ limit: error.limit, detail: error.detail }, 'uploaded image refused');
      throw new AppError('PAYLOAD_TOO_LARGE', messages.tooComplex);
    }
    if (error instanceof FileSandboxBusyError) throw new AppError('RATE_LIMITED', messages.busy);
    throw error;
  }
  // The sandbox is trusted no more than the file: its answer is checked before use.
  const { ext, base64, width, height } = (reading ?? {}) as Record<string, unknown>;
  if (typeof ext !== 'string' || !Object.hasOwn(IMAGE_TYPES, ext) || typeof base64 !== 'string')
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', messages.type);
  if (sides) checkSides(field, { width, height }, sides, messages);
  const bytes = Buffer.from(base64, 'base64');
  // Without its metadata an image is no larger than it came (an orientation tag at most).
  if (bytes.length === 0 || bytes.length > upload.bytes.length + 64)
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', messages.type);
  const known = ext as ImageExt;
  return {
    bytes,
    ext: known,
    mime: IMAGE_TYPES[known],
    filename: safeFilename(upload.filename, known, 'image'),
  };
}

/** Refuses an image with a side outside `sides` (400 on `field`), in the messages of its form. */
function checkSides(
  field: string,
  reading: { width: unknown; height: unknown },
  sides: ImageSides,
  messages: ImageMessages,
) {
  const { width, height } = reading;
  if (typeof width !== 'number' || typeof height !== 'number')
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', messages.type);
  if (Math.min(width, height) < sides.min)
    throw invalid({ [field]: messages.tooSmall ?? messages.type });
  if (Math.max(width, height) > sides.max)
    throw invalid({ [field]: messages.tooBig ?? messages.type });
}

/** An SVG (or any XML) file: text starting with `<`, after a byte-order mark and white space. */
const looksLikeSvg = (bytes: Buffer) =>
  /^(?:\uFEFF)?\s*<(?:\?xml|svg|!--|!DOCTYPE)/i.test(bytes.subarray(0, 256).toString('utf8'));

/**
 * An uploaded logo (the site's or a company's), read like a photo: JPEG, PNG or WebP by content,
 * at most 2 MB, each side from LOGO_MIN_SIDE to LOGO_MAX_SIDE pixels, metadata removed. SVG is
 * refused with its own message: it may carry scripts, and nothing here makes it safe.
 */
export async function readUploadedLogo(upload: Upload | null, log?: FastifyBaseLogger) {
  if (upload && looksLikeSvg(upload.bytes))
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', EM.logoSvg);
  return readUploadedImage(
    upload,
    {
      field: 'logo',
      maxBytes: PHOTO_MAX_BYTES,
      sides: { min: LOGO_MIN_SIDE, max: LOGO_MAX_SIDE },
      messages: {
        required: EM.logoRequired,
        type: EM.logoType,
        tooLarge: EM.logoTooLarge,
        tooComplex: EM.logoTooComplex,
        busy: EM.filesBusy,
        tooSmall: EM.logoTooSmall,
        tooBig: EM.logoTooBig,
      },
    },
    log,
  );
}

/** What storing an image needs: the database and the file store. */
export type ImageContext = { db: Db; files: FileStore };
export type ReadImage = Awaited<ReturnType<typeof readUploadedImage>>;

/** Deletes a file's row in a transaction and answers its storage key (null when there is none). */
async function deleteFileRow(tx: Db, fileId: string | null) {
  if (!fileId) return null;
  const [row] = await tx
    .delete(files)
    .where(eq(files.id, fileId))
    .returning({ storageKey: files.storageKey });
  return row?.storageKey ?? null;
}

/**
 * Removes a file that `detach` (run in a transaction) stops pointing at: `detach` answers the id of
 * the file it let go (or null); its row goes in that transaction, its bytes once it is done.
 */
export async function dropStoredFile(
  ctx: ImageContext,
  detach: (tx: Db) => Promise<string | null>,
) {
  let gone = null as string | null;
  await ctx.db.transaction(async (tx) => {
    gone = await deleteFileRow(tx, await detach(tx));
  });
  if (gone) await ctx.files.delete(gone);
}

/**
 * Stores a read image as a public `photo` file of `ownerId`, and lets `attach` point its record at
 * the new file in the same transaction. `attach` answers the id of the file it replaces (or null),
 * which is removed like `dropStoredFile` does; when the transaction fails the new bytes go again.
 */
export async function storeImageFile(
  ctx: ImageContext,
  ownerId: string,
  image: ReadImage,
  attach: (tx: Db, fileId: string) => Promise<string | null>,
) {
  const storageKey = await ctx.files.put(image.bytes, image.ext);
  try {
    await dropStoredFile(ctx, async (tx) => {
      const [file] = await tx
        .insert(files)
        .values({
          ownerId,
          kind: 'photo',
          filename: image.filename,
          mime: image.mime,
          size: image.bytes.length,
          storageKey,
        })
        .returning({ id: files.id });
      return attach(tx, file.id);
    });
  } catch (error) {
    await ctx.files.delete(storageKey);
    throw error;
  }
}
