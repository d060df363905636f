import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type MailComposition, type MailExtras, outbox } from '../../db/schema';
import { databaseFailure } from '../../lib/database-errors';
import { pgArray } from '../../lib/pg-array';
import { FORGETS_RECIPIENT, FORGOTTEN_ADDRESS } from './mail-kinds';
import { type MailMessage, messageToSend, type StoredMail, toStoredMail } from './stored-mail';

/* Sending the outbox: claiming due messages, handing them to the mail server, recording how it went. */

export interface MailTransport {
  send(message: {
    to: string;
    subject: string;
    text: string;
    html?: string | null;
    extras?: MailExtras | null;
  }): Promise<void>;
}

/**
 * Writes the e-mails of a batch that are written when sent (outbox.compose), by outbox id. An id
 * left out of the answer has nothing left to say (its digests are gone): it is cancelled.
 */
export type MailComposer = (
  db: Db,
  rows: { id: string; compose: MailComposition }[],
) => Promise<Map<string, MailMessage>>;

export const MAX_ATTEMPTS = 8;
const LEASE_MS = 5 * 60_000;
/** Back-off after the n-th failed attempt: 30 s, 1 min, 2 min ... capped at 1 hour. */
export const backoffMs = (attempt: number) => Math.min(30_000 * 2 ** (attempt - 1), 3_600_000);

/** The waits between tries to record a message's outcome while the database cannot be reached. */
const RECORD_WAITS_MS = [100, 250, 500, 1_000, 2_000, 5_000];

/**
 * Runs `write` until the database takes it, waiting longer and longer while it cannot be reached
 * (any other error is thrown at once). Once `stop` is aborted, one more try is made, then the error
 * is thrown: the row then stays 'sending' until its lease ends and is not sent again.
 */
async function whenReachable(write: () => Promise<unknown>, stop?: AbortSignal) {
  let lastTry = false;
  for (let attempt = 0; ; attempt++) {
    try {
      await write();
      return;
    } catch (error) {
      if (lastTry || databaseFailure(error) !== 'unavailable') throw error;
      if (stop?.aborted) {
        lastTry = true;
        continue;
      }
      const waitMs = RECORD_WAITS_MS[Math.min(attempt, RECORD_WAITS_MS.length - 1)];
      await new Promise<void>((resolve) => {
        const timer = setTimeout(done, waitMs);
        function done() {
          clearTimeout(timer);
          stop?.removeEventListener('abort', done);
          resolve();
        }
        stop?.addEventListener('abort', done, { once: true });
      });
    }
  }
}

/** The recipient a message keeps once it is sent, given up or cancelled. */
export const recipientWhenDone = () =>
  sql`case when ${outbox.kind} in (${sql.join(
    FORGETS_RECIPIENT.map((kind) => sql`${kind}`),
    sql`, `,
  )}) then ${FORGOTTEN_ADDRESS} else ${outbox.to} end`;

/** A message the peer accepted: sent now, its unredacted copy dropped. */
const sentNow = () => ({
  status: 'sent' as const,
  sentAt: new Date(),
  lockedUntil: null,
  lastError: null,
  unredacted: null,
  to: recipientWhenDone(),
});

/**
 * Messages of a batch that the database went away under: those the peer accepted (to record as
 * sent) and those not tried (to put back to wait), recorded at the next pass. Kept by this process
 * only: should it end first, the lease below applies.
 */
const interrupted = new WeakMap<Db, { sent: Set<string>; untried: Set<string> }>();

async function recordInterrupted(db: Db) {
  const left = interrupted.get(db);
  if (!left) return;
  const sending = (ids: Set<string>) =>
    and(inArray(outbox.id, [...ids]), eq(outbox.status, 'sending'));
  if (left.sent.size) {
    await db.update(outbox).set(sentNow()).where(sending(left.sent));
    left.sent.clear();
  }
  if (left.untried.size) {
    await db
      .update(outbox)
      .set({ status: 'pending', attempts: sql`${outbox.attempts} - 1`, lockedUntil: null })
      .where(sending(left.untried));
    left.untried.clear();
  }
  interrupted.delete(db);
}

interface ClaimedRow {
  id: string;
  compose: MailComposition | null;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  extras: MailExtras | null;
  unredacted: StoredMail['unredacted'];
  attempts: number;
}

/**
 * Claims up to `batch` due messages for this worker, under a lease; those written when sent only
 * with a composer. First, a row left 'sending' past its lease belongs to a worker that died
 * mid-send: the peer may have accepted it, so it is marked failed rather than sent twice.
 */
async function claimDueMail(db: Db, batch: number, composing: boolean) {
  await db
    .update(outbox)
    .set({
      status: 'failed',
      lockedUntil: null,
      unredacted: null,
      to: recipientWhenDone(),
      lastError: 'Interrupted while sending; not retried to avoid a duplicate',
    })
    .where(sql`status = 'sending' and locked_until < now()`);
  const claimed = (await db.execute(sql`
    update ${outbox} set status = 'sending', attempts = attempts + 1,
      locked_until = now() + ${`${LEASE_MS} milliseconds`}::interval
    where id in (
      select id from ${outbox}
      where status = 'pending' and next_attempt_at <= now()
        and (${composing ? sql`true` : sql`compose is null`})
      order by next_attempt_at
      limit ${batch}
      for update skip locked
    )
    returning id, to_address, subject, text_body, html_body, extras, unredacted, compose, attempts`)) as unknown as {
    rows: ClaimedRow[];
  };
  return claimed.rows;
}

/**
 * Records how a message's send went: sent (an e-mail written now keeps what was sent, its secrets
 * masked, in place of its preview), or refused: back to wait with back-off, or given up.
 */
async function recordSend(
  db: Db,
  row: ClaimedRow,
  written: StoredMail | null,
  refused: unknown,
  stop?: AbortSignal,
) {
  if (!refused) {
    // The peer has it: recording that must not be lost, or it would be sent again.
    const asSent = written && {
      subject: written.subject,
      text: written.text,
      html: written.html,
      extras: written.extras,
      compose: null,
    };
    await whenReachable(
      () =>
        db
          .update(outbox)
          .set({ ...sentNow(), ...asSent })
          .where(eq(outbox.id, row.id)),
      stop,
    );
    return;
  }
  const giveUp = row.attempts >= MAX_ATTEMPTS;
  await whenReachable(
    () =>
      db
        .update(outbox)
        .set({
          status: giveUp ? 'failed' : 'pending',
          lockedUntil: null,
          ...(giveUp ? { unredacted: null, to: recipientWhenDone() } : {}),
          lastError: refused instanceof Error ? refused.message.slice(0, 500) : 'send failed',
          nextAttemptAt: new Date(Date.now() + backoffMs(row.attempts)),
        })
        .where(eq(outbox.id, row.id)),
    stop,
  );
}

/**
 * Claims due messages (FOR UPDATE SKIP LOCKED, so several workers never take the same row) and
 * sends them, at most once each. A message is marked sent right after the SMTP peer accepts it (tried
 * again and again while the database cannot be reached, so that it is neither sent twice nor
 * marked failed); a refused or unreachable send goes back with back-off, and is given up after MAX_ATTEMPTS. Once a
 * message is sent or given up, its unredacted copy is dropped: only the masked one remains.
 * `stop` aborted (the worker stopping) ends the pass after the message being sent: the rest of the
 * batch goes back to wait, untried, for the next worker. Should the database go away mid-batch,
 * the next pass records what was sent and puts back what was not tried.
 */
export async function deliverDueMail(
  db: Db,
  transport: MailTransport,
  batch = 20,
  stop?: AbortSignal,
  /** Writes the e-mails written when sent; without it, those wait for a worker that has one. */
  compose?: MailComposer,
) {
  await recordInterrupted(db);
  const claimed = await claimDueMail(db, batch, Boolean(compose));
  const toCompose = claimed.flatMap(({ id, compose: c }) => (c ? [{ id, compose: c }] : []));
  const composed = compose && toCompose.length ? await compose(db, toCompose) : new Map();
  let sent = 0;
  let failed = 0;
  for (const [index, row] of claimed.entries()) {
    if (stop?.aborted) {
      // Back to wait, as if never claimed (a stopped bulk send may cancel them meanwhile).
      const rest = claimed.slice(index).map((r) => r.id);
      await db.execute(sql`update ${outbox} set status = 'pending', attempts = attempts - 1,
          locked_until = null where id = any(${pgArray(rest)}::uuid[]) and status = 'sending'`);
      break;
    }
    let written: StoredMail | null = null;
    if (row.compose) {
      const message = composed.get(row.id);
      if (!message) {
        await db
          .update(outbox)
          .set({ status: 'cancelled', lockedUntil: null, lastError: 'Nothing left to send' })
          .where(eq(outbox.id, row.id));
        continue;
      }
      written = toStoredMail(message);
    }
    let refused: unknown = null;
    try {
      await transport.send({
        to: row.to_address,
        ...messageToSend(written ?? { ...row, text: row.text_body, html: row.html_body }),
      });
    } catch (error) {
      refused = error ?? new Error('send failed');
    }
    try {
      await recordSend(db, row, written, refused, stop);
      if (refused) failed++;
      else sent++;
    } catch (error) {
      // The worker is stopping while the database cannot be reached: this message is recorded (as
      // sent, or put back when the peer refused it) and the rest of the batch put back at the next
      // pass, so none is sent twice and none is lost.
      const left = interrupted.get(db) ?? { sent: new Set<string>(), untried: new Set<string>() };
      interrupted.set(db, left);
      (refused === null ? left.sent : left.untried).add(row.id);
      for (const rest of claimed.slice(index + 1)) left.untried.add(rest.id);
      throw error;
    }
  }
  return { claimed: claimed.length, sent, failed };
}
