import { and, eq } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { AppContext } from '../../context';
import { files } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { attachmentHeader } from './cv-download';

/**
 * Sends a profile photo. Photos are public behind their unguessable address; a CV is never served
 * here, whatever id is asked for.
 */
export async function sendPhotoFile(reply: FastifyReply, ctx: AppContext, fileId: string) {
  const [file] = await ctx.db
    .select({ filename: files.filename, mime: files.mime, storageKey: files.storageKey })
    .from(files)
    .where(and(eq(files.id, fileId), eq(files.kind, 'photo')));
  const bytes = file ? await ctx.files.get(file.storageKey) : null;
  if (!file || !bytes) throw notFound();
  // A photo's address changes with every upload, so what is cached never goes stale.
  return reply
    .header('content-type', file.mime)
    .header('content-disposition', attachmentHeader(file.filename, 'inline'))
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'public, max-age=31536000, immutable')
    .send(bytes);
}
