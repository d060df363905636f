import { and, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { outbox } from '../db/schema';
import { digestComposer } from '../modules/alerts/alerts.digest';
import { toStoredMail } from '../modules/mail/outbox';

/**
 * Writes the waiting e-mails that are written when sent (job-alert digests) into their outbox rows
 * now, as the worker writes them before sending, so that a test reads them like any other queued
 * e-mail (masked text, secrets kept aside). One with nothing left to say is cancelled.
 */
export async function writeComposedMail(db: Db, appUrl: string) {
  const rows = await db
    .select({ id: outbox.id, compose: outbox.compose })
    .from(outbox)
    .where(and(eq(outbox.status, 'pending'), isNotNull(outbox.compose)));
  const messages = await digestComposer(appUrl)(
    db,
    rows.flatMap(({ id, compose }) => (compose ? [{ id, compose }] : [])),
  );
  for (const { id } of rows) {
    const message = messages.get(id);
    const written = message && toStoredMail(message);
    await db
      .update(outbox)
      .set(
        written
          ? {
              subject: written.subject,
              text: written.text,
              html: written.html,
              extras: written.extras,
              unredacted: written.unredacted,
              compose: null,
            }
          : { status: 'cancelled' },
      )
      .where(eq(outbox.id, id));
  }
}
