import type { MultipartFile } from '@fastify/multipart';
import type { FastifyContextConfig, FastifyRequest } from 'fastify';

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
