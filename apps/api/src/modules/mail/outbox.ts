import { and, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { TOutboxMessage, TPage } from '@logicareers/shared/api';
import type { Db } from '../../db/client';
import { outbox, outboxSubjects, users } from '../../db/schema';
import { readPage } from '../../lib/paging';
import { pgArray } from '../../lib/pg-array';
import { recipientWhenDone } from './delivery';
import { FORGOTTEN_ADDRESS, MAIL_KINDS, type MailKind } from './mail-kinds';
import { type MailMessage, toStoredMail } from './stored-mail';

export { FORGOTTEN_ADDRESS };
export {
  backoffMs,
  deliverDueMail,
  MAX_ATTEMPTS,
  type MailComposer,
  type MailTransport,
} from './delivery';
export {
  type FullCopy,
  type MailMessage,
  type MaskedSecrets,
  messageToSend,
  type StoredMail,
  toStoredMail,
  type Unredacted,
} from './stored-mail';

/**
 * Queues an e-mail and answers its outbox id. Pass the transaction of the change that causes it,
 * so both commit or neither.
 */
export async function enqueueMail(db: Db, message: MailMessage) {
  const [row] = await db.insert(outbox).values(toStoredMail(message)).returning({ id: outbox.id });
  if (message.about?.length)
    // Only users that exist: a message about someone gone is about nobody.
    await db.insert(outboxSubjects).select(
      db
        .select({ outboxId: sql<string>`${row.id}::uuid`.as('outbox_id'), userId: users.id })
        .from(users)
        .where(inArray(users.id, message.about)),
    );
  return row.id;
}

/**
 * Cancels the messages of `ids` not yet claimed for sending (a stopped bulk send): they are never
 * sent. Answers how many were cancelled.
 */
export async function cancelMail(db: Db, ids: SQL) {
  const rows = await db
    .update(outbox)
    .set({ status: 'cancelled', unredacted: null, lockedUntil: null, to: recipientWhenDone() })
    .where(and(inArray(outbox.id, ids), eq(outbox.status, 'pending')))
    .returning({ id: outbox.id });
  return rows.length;
}

/**
 * Queues many e-mails (digests) in few statements, each column passed as one array. An `id` given
 * is kept, so other rows can name the e-mail.
 */
export async function enqueueMails(db: Db, messages: (MailMessage & { id?: string })[]) {
  for (let i = 0; i < messages.length; i += 5_000) {
    const chunk = messages
      .slice(i, i + 5_000)
      .map((m) => ({ id: m.id ?? null, ...toStoredMail(m) }));
    const column = (pick: (m: (typeof chunk)[number]) => string | null) => pgArray(chunk.map(pick));
    const json = (value: object | null) => (value ? JSON.stringify(value) : null);
    await db.execute(sql`
      insert into ${outbox} (id, kind, to_address, subject, text_body, html_body, extras, unredacted)
      select coalesce(id::uuid, gen_random_uuid()), kind, to_address, subject, text_body, html_body,
        extras::jsonb, unredacted::jsonb
      from unnest(${column((m) => m.id)}::text[], ${column((m) => m.kind)}::text[],
        ${column((m) => m.to)}::text[], ${column((m) => m.subject)}::text[],
        ${column((m) => m.text)}::text[], ${column((m) => m.html)}::text[],
        ${column((m) => json(m.extras))}::text[], ${column((m) => json(m.unredacted))}::text[])
        as m(id, kind, to_address, subject, text_body, html_body, extras, unredacted)`);
  }
}

export async function listOutbox(
  db: Db,
  options: { page: number; pageSize: number; to?: string },
): Promise<TPage<TOutboxMessage>> {
  const where = options.to ? eq(outbox.to, options.to.toLowerCase()) : undefined;
  return readPage(
    options,
    {
      rows: db
        .select({
          id: outbox.id,
          kind: outbox.kind,
          to: outbox.to,
          subject: outbox.subject,
          text: outbox.text,
          status: outbox.status,
          attempts: outbox.attempts,
          last_error: outbox.lastError,
          created_at: outbox.createdAt,
          sent_at: outbox.sentAt,
        })
        .from(outbox)
        .where(where)
        .orderBy(desc(outbox.createdAt), desc(outbox.id)),
      total: db.select({ total: count() }).from(outbox).where(where),
    },
    (rows) =>
      rows.map((r) => ({
        ...r,
        redacted: MAIL_KINDS[r.kind as MailKind] === 'secret',
        created_at: r.created_at.toISOString(),
        sent_at: r.sent_at?.toISOString() ?? null,
      })),
  );
}

export const pendingMailCount = async (db: Db) =>
  (
    await db
      .select({ n: count() })
      .from(outbox)
      .where(inArray(outbox.status, ['pending', 'sending']))
  )[0].n;
