import { randomBytes } from 'node:crypto';
import { and, eq, inArray, lte } from 'drizzle-orm';
import { ZipFile } from 'yazl';
import { EXPORT_LINK_DAYS } from '@logicareers/shared/schemas/privacy';
import type { AppContext } from '../../context';
import { safeFileName } from '../../lib/downloads';
import { dataExports, files, users } from '../../db/schema';
import { hashToken } from '../access/sessions';
import { enqueueMail } from '../mail/outbox';
import { collectPersonalData } from './personal-data';
import { privacyMails } from './privacy.mails';

const DAY = 86_400_000;

export { collectPersonalData, type PersonalData } from './personal-data';

/** The ZIP of a candidate's data: `data.json` and their files under `files/`. */
export async function buildExportZip(ctx: Pick<AppContext, 'db' | 'files'>, userId: string) {
  const data = await collectPersonalData(ctx.db, userId);
  const stored = await ctx.db
    .select({ id: files.id, kind: files.kind, filename: files.filename, key: files.storageKey })
    .from(files)
    .where(eq(files.ownerId, userId));
  const zip = new ZipFile();
  zip.addBuffer(Buffer.from(JSON.stringify(data, null, 2)), 'data.json');
  for (const file of stored) {
    const bytes = await ctx.files.get(file.key);
    if (bytes)
      zip.addBuffer(
        bytes,
        `files/${file.kind}-${file.id.slice(0, 8)}-${safeFileName(file.filename)}`,
      );
  }
  zip.end();
  const chunks: Buffer[] = [];
  for await (const chunk of zip.outputStream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * Prepares the copies asked for: each ZIP goes to the file store, its record gets a fresh link token
 * (kept as its hash) valid EXPORT_LINK_DAYS, and the link is e-mailed. Answers how many were made.
 */
export async function prepareDataExports(
  ctx: Pick<AppContext, 'db' | 'files'>,
  appUrl: string,
  now = new Date(),
) {
  const waiting = await ctx.db
    .select({
      id: dataExports.id,
      userId: dataExports.userId,
      email: users.email,
      language: users.language,
    })
    .from(dataExports)
    .innerJoin(users, eq(users.id, dataExports.userId))
    .where(eq(dataExports.status, 'requested'))
    .limit(20);
  for (const job of waiting) {
    const bytes = await buildExportZip(ctx, job.userId);
    const key = await ctx.files.put(bytes, 'zip');
    const token = randomBytes(32).toString('base64url');
    const expiresAt = new Date(now.getTime() + EXPORT_LINK_DAYS * DAY);
    const done = await ctx.db.transaction(async (tx) => {
      const marked = await tx
        .update(dataExports)
        .set({
          status: 'ready',
          storageKey: key,
          tokenHash: hashToken(token),
          size: bytes.length,
          readyAt: now,
          expiresAt,
        })
        .where(and(eq(dataExports.id, job.id), eq(dataExports.status, 'requested')))
        .returning({ id: dataExports.id });
      if (!marked.length) return false;
      await enqueueMail(
        tx,
        privacyMails.dataExportReady({
          to: job.email,
          token,
          expiresAt,
          appUrl,
          locale: job.language,
        }),
      );
      return true;
    });
    // Asked again or erased meanwhile: this copy is nobody's.
    if (!done) await ctx.files.delete(key);
  }
  return waiting.length;
}

/** Removes the copies whose link has expired: their files go and their links stop. */
export async function expireDataExports(ctx: Pick<AppContext, 'db' | 'files'>, now = new Date()) {
  const expired = await ctx.db
    .select({ id: dataExports.id, key: dataExports.storageKey })
    .from(dataExports)
    .where(and(eq(dataExports.status, 'ready'), lte(dataExports.expiresAt, now)));
  if (!expired.length) return 0;
  await ctx.db
    .update(dataExports)
    .set({ status: 'expired', storageKey: null, tokenHash: null })
    .where(
      inArray(
        dataExports.id,
        expired.map((row) => row.id),
      ),
    );
  for (const row of expired) if (row.key) await ctx.files.delete(row.key);
  return expired.length;
}
