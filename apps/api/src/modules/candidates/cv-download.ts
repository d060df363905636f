import { and, eq } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import { CANDIDATE_MESSAGES } from '@logicareers/shared/schemas/candidate';
import type { AppContext } from '../../context';
import { files } from '../../db/schema';
import { attachmentHeader } from '../../lib/downloads';
import { notFound } from '../../lib/errors';
import { DOCX, PDF } from './file-types';

/** What a CV is served as: what uploads are accepted as. */
export const CV_TYPES = [PDF.mime, DOCX.mime];

/** Every download's header is made in one place (`lib/downloads.ts`). */
export { attachmentHeader };

/**
 * Sends a stored CV as a download. It checks nothing about who asks: callers decide that first
 * (the candidate's own CV, or an employer reviewing an application to one of their jobs).
 */
export async function sendCvFile(reply: FastifyReply, ctx: AppContext, fileId: string) {
  const [file] = await ctx.db
    .select({
      filename: files.filename,
      mime: files.mime,
      storageKey: files.storageKey,
    })
    .from(files)
    .where(and(eq(files.id, fileId), eq(files.kind, 'cv')));
  const bytes = file ? await ctx.files.get(file.storageKey) : null;
  if (!file || !bytes) throw notFound(CANDIDATE_MESSAGES.noCv);
  return reply
    .header('content-type', file.mime)
    .header('content-disposition', attachmentHeader(file.filename))
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .send(bytes);
}
