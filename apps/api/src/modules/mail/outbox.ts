import { count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { TOutboxMessage, TPage } from '@logicareers/shared/api';
import type { Db } from '../../db/client';
import { outbox } from '../../db/schema';
import { pgArray } from '../../lib/pg-array';

export interface MailMessage {
  kind: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/** Queues an e-mail. Pass the transaction of the change that causes it, so both commit or neither. */
export async function enqueueMail(db: Db, message: MailMessage) {
  await db.insert(outbox).values(message);
}

/**
 * Queues many e-mails (digests) in few statements, each column passed as one array. An `id` given
 * is kept, so other rows can name the e-mail.
 */
export async function enqueueMails(db: Db, messages: (MailMessage & { id?: string })[]) {
  for (let i = 0; i < messages.length; i += 5_000) {
    const chunk = messages.slice(i, i + 5_000);
    const column = (pick: (m: MailMessage & { id?: string }) => string | null) =>
      pgArray(chunk.map(pick));
    await db.execute(sql`
      insert into ${outbox} (id, kind, to_address, subject, text_body, html_body)
      select coalesce(id::uuid, gen_random_uuid()), kind, to_address, subject, text_body, html_body
      from unnest(${column((m) => m.id ?? null)}::text[], ${column((m) => m.kind)}::text[],
        ${column((m) => m.to)}::text[], ${column((m) => m.subject)}::text[],
        ${column((m) => m.text)}::text[], ${column((m) => m.html ?? null)}::text[])
        as m(id, kind, to_address, subject, text_body, html_body)`);
  }
}

export interface MailTransport {
  send(message: { to: string; subject: string; text: string; html?: string | null }): Promise<void>;
}

export const MAX_ATTEMPTS = 8;
const LEASE_MS = 5 * 60_000;
/** Back-off after the n-th failed attempt: 30 s, 1 min, 2 min ... capped at 1 hour. */
export const backoffMs = (attempt: number) => Math.min(30_000 * 2 ** (attempt - 1), 3_600_000);

/**
 * Claims due messages (FOR UPDATE SKIP LOCKED, so several workers never take the same row) and
 * sends them, at most once each. A message is marked sent right after the SMTP peer accepts it; a
 * refused or unreachable send goes back with back-off, and is given up after MAX_ATTEMPTS.
 */
export async function deliverDueMail(db: Db, transport: MailTransport, batch = 20) {
  // A row left 'sending' past its lease belongs to a worker that died mid-send: the peer may have
  // accepted it, so it is marked failed rather than sent twice.
  await db
    .update(outbox)
    .set({
      status: 'failed',
      lockedUntil: null,
      lastError: 'Interrupted while sending; not retried to avoid a duplicate',
    })
    .where(sql`status = 'sending' and locked_until < now()`);
  const claimed = (await db.execute(sql`
    update ${outbox} set status = 'sending', attempts = attempts + 1,
      locked_until = now() + ${`${LEASE_MS} milliseconds`}::interval
    where id in (
      select id from ${outbox}
      where status = 'pending' and next_attempt_at <= now()
      order by next_attempt_at
      limit ${batch}
      for update skip locked
    )
    returning id, to_address, subject, text_body, html_body, attempts`)) as unknown as {
    rows: {
      id: string;
      to_address: string;
      subject: string;
      text_body: string;
      html_body: string | null;
      attempts: number;
    }[];
  };
  let sent = 0;
  let failed = 0;
  for (const row of claimed.rows) {
    try {
      await transport.send({
        to: row.to_address,
        subject: row.subject,
        text: row.text_body,
        html: row.html_body,
      });
      await db
        .update(outbox)
        .set({ status: 'sent', sentAt: new Date(), lockedUntil: null, lastError: null })
        .where(eq(outbox.id, row.id));
      sent++;
    } catch (error) {
      failed++;
      const giveUp = row.attempts >= MAX_ATTEMPTS;
      await db
        .update(outbox)
        .set({
          status: giveUp ? 'failed' : 'pending',
          lockedUntil: null,
          lastError: error instanceof Error ? error.message.slice(0, 500) : 'send failed',
          nextAttemptAt: new Date(Date.now() + backoffMs(row.attempts)),
        })
        .where(eq(outbox.id, row.id));
    }
  }
  return { claimed: claimed.rows.length, sent, failed };
}

export async function listOutbox(
  db: Db,
  options: { page: number; pageSize: number; to?: string },
): Promise<TPage<TOutboxMessage>> {
  const where = options.to ? eq(outbox.to, options.to.toLowerCase()) : undefined;
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({
        id: outbox.id,
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
      .orderBy(desc(outbox.createdAt), desc(outbox.id))
      .limit(options.pageSize)
      .offset((options.page - 1) * options.pageSize),
    db.select({ total: count() }).from(outbox).where(where),
  ]);
  return {
    items: rows.map((r) => ({
      ...r,
      created_at: r.created_at.toISOString(),
      sent_at: r.sent_at?.toISOString() ?? null,
    })),
    total,
    page: options.page,
    page_size: options.pageSize,
  };
}

export const pendingMailCount = async (db: Db) =>
  (
    await db
      .select({ n: count() })
      .from(outbox)
      .where(inArray(outbox.status, ['pending', 'sending']))
  )[0].n;
