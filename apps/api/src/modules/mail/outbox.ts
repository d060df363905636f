import { and, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { TOutboxMessage, TPage } from '@logicareers/shared/api';
import type { Db } from '../../db/client';
import {
  type MailAttachment,
  type MailComposition,
  type MailExtras,
  outbox,
  outboxSubjects,
  users,
} from '../../db/schema';
import { databaseFailure } from '../../lib/database-errors';
import { pgArray } from '../../lib/pg-array';
import {
  FORGETS_RECIPIENT,
  FORGOTTEN_ADDRESS,
  MAIL_KINDS,
  type MailKind,
  SECRET_MASK,
} from './mail-kinds';

export { FORGOTTEN_ADDRESS };

export interface MailMessage {
  kind: MailKind;
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Headers to send (List-Unsubscribe, say); a secret in one is masked as in the text. */
  headers?: Record<string, string>;
  /** A calendar invitation (an .ics of METHOD:REQUEST or CANCEL), sent as such. */
  calendar?: { method: 'REQUEST' | 'CANCEL'; content: string };
  /** Files sent with the e-mail (kept with it in the outbox until it is sent). */
  attachments?: MailAttachment[];
  /**
   * The secrets the message carries (a code, a link's token), as written in it. The kind's entry in
   * MAIL_KINDS says whether there must be some.
   */
  secrets: string[];
  /**
   * The users the message is about besides its recipient (the candidate of an interviewer's
   * notice): erasing one of them finds the message by this, never by their name (decision 036).
   */
  about?: string[];
}

/** The message as sent, in full: subject, text, html and extras with their secrets. */
export interface FullCopy {
  subject: string;
  text: string;
  html: string | null;
  extras?: MailExtras | null;
}
/**
 * The secrets of a message, in the order their masks stand in its subject, text and html: enough to
 * write the message as sent from the masked one, in a fraction of the room of a full copy.
 */
export interface MaskedSecrets {
  secrets: string[];
}
export type Unredacted = FullCopy | MaskedSecrets;

/** What an outbox row keeps of a message: for display, and what the worker sends (if different). */
export interface StoredMail {
  kind: MailKind;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  extras: MailExtras | null;
  /** What the message needs to be sent with its secrets, only while it waits; null without any. */
  unredacted: Unredacted | null;
}

const extrasOf = (message: MailMessage): MailExtras | null =>
  message.headers || message.calendar || message.attachments?.length
    ? {
        ...(message.headers ? { headers: message.headers } : {}),
        ...(message.calendar ? { calendar: message.calendar } : {}),
        ...(message.attachments?.length ? { attachments: message.attachments } : {}),
      }
    : null;

/** A secret shorter than this would mask ordinary text too; codes and tokens are longer. */
const MIN_SECRET_LENGTH = 6;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Puts the secrets back in the masks of `masked`, in order (`secrets` is used up). */
const unmask = (masked: string, secrets: string[]) =>
  masked.replaceAll(SECRET_MASK, () => secrets.shift() ?? SECRET_MASK);

/**
 * Splits a message into what may be shown (each secret, and the forms it takes in a URL, replaced
 * by the mask) and what is sent: the secrets in the order of their masks, or, when the message
 * shows the mask of its own accord, a full copy. Refuses a message whose secrets disagree with its
 * kind's decision, so a secret cannot reach the outbox unmasked by mistake.
 */
export function toStoredMail(message: MailMessage): StoredMail {
  const decision = MAIL_KINDS[message.kind] as (typeof MAIL_KINDS)[MailKind] | undefined;
  if (!decision) throw new Error(`Mail kind ${message.kind} has no entry in MAIL_KINDS`);
  if (decision === 'secret' && !message.secrets.length)
    throw new Error(`A ${message.kind} e-mail must name the secrets it carries`);
  if (decision === 'none' && message.secrets.length)
    throw new Error(`A ${message.kind} e-mail carries no secret by its MAIL_KINDS entry`);
  if (message.secrets.some((secret) => secret.length < MIN_SECRET_LENGTH))
    throw new Error(`A secret of a ${message.kind} e-mail is too short to be masked safely`);
  const html = message.html ?? null;
  const extras = extrasOf(message);
  if (!message.secrets.length)
    return {
      kind: message.kind,
      to: message.to,
      subject: message.subject,
      text: message.text,
      html,
      extras,
      unredacted: null,
    };
  const forms = [
    ...new Set(
      message.secrets.flatMap((secret) => [
        secret,
        encodeURIComponent(secret),
        new URLSearchParams({ s: secret }).toString().slice(2),
      ]),
    ),
  ].sort((a, b) => b.length - a.length);
  // The longest form first, so that a secret's URL form is masked whole.
  const pattern = new RegExp(forms.map(escapeRegExp).join('|'), 'g');
  const found: string[] = [];
  const mask = (value: string) =>
    value.replace(pattern, (form) => {
      found.push(form);
      return SECRET_MASK;
    });
  const extrasJson = extras && JSON.stringify(extras);
  const shown = {
    subject: mask(message.subject),
    text: mask(message.text),
    html: html === null ? null : mask(html),
    extras: extrasJson && mask(extrasJson),
  };
  // The masks stand for the secrets found, in order, unless the message shows a mask of its own
  // (checked by putting them back); and the database may reorder the keys of extras: either way,
  // a full copy is kept.
  const secrets = [...found];
  const restores =
    shown.extras === extrasJson &&
    unmask(shown.subject, secrets) === message.subject &&
    unmask(shown.text, secrets) === message.text &&
    (shown.html === null || unmask(shown.html, secrets) === html) &&
    !secrets.length;
  return {
    kind: message.kind,
    to: message.to,
    subject: shown.subject,
    text: shown.text,
    html: shown.html,
    extras: shown.extras === null ? null : (JSON.parse(shown.extras) as MailExtras),
    unredacted: restores
      ? { secrets: found }
      : { subject: message.subject, text: message.text, html, extras },
  };
}

/** What is sent for a stored message: with its secrets while it has them, else what is shown. */
export const messageToSend = (
  row: Pick<StoredMail, 'subject' | 'text' | 'html' | 'extras' | 'unredacted'>,
) => {
  const kept = row.unredacted;
  if (kept && 'secrets' in kept) {
    const secrets = [...kept.secrets];
    const subject = unmask(row.subject, secrets);
    const text = unmask(row.text, secrets);
    const html = row.html === null ? null : unmask(row.html, secrets);
    return { subject, text, html, extras: row.extras ?? null };
  }
  const { subject, text, html, extras } = kept ?? row;
  return { subject, text, html, extras: extras ?? null };
};

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
const recipientWhenDone = () =>
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
  // A row left 'sending' past its lease belongs to a worker that died mid-send: the peer may have
  // accepted it, so it is marked failed rather than sent twice.
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
        and (${compose ? sql`true` : sql`compose is null`})
      order by next_attempt_at
      limit ${batch}
      for update skip locked
    )
    returning id, to_address, subject, text_body, html_body, extras, unredacted, compose, attempts`)) as unknown as {
    rows: {
      id: string;
      compose: MailComposition | null;
      to_address: string;
      subject: string;
      text_body: string;
      html_body: string | null;
      extras: MailExtras | null;
      unredacted: StoredMail['unredacted'];
      attempts: number;
    }[];
  };
  const toCompose = claimed.rows.flatMap(({ id, compose: c }) => (c ? [{ id, compose: c }] : []));
  const composed = compose && toCompose.length ? await compose(db, toCompose) : new Map();
  let sent = 0;
  let failed = 0;
  for (const [index, row] of claimed.rows.entries()) {
    if (stop?.aborted) {
      // Back to wait, as if never claimed (a stopped bulk send may cancel them meanwhile).
      const rest = claimed.rows.slice(index).map((r) => r.id);
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
      if (!refused) {
        // The peer has it: recording that must not be lost, or it would be sent again.
        // An e-mail written now keeps what was sent, its secrets masked, in place of its preview.
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
        sent++;
        continue;
      }
      failed++;
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
    } catch (error) {
      // The worker is stopping while the database cannot be reached: this message is recorded (as
      // sent, or put back when the peer refused it) and the rest of the batch put back at the next
      // pass, so none is sent twice and none is lost.
      const left = interrupted.get(db) ?? { sent: new Set<string>(), untried: new Set<string>() };
      interrupted.set(db, left);
      (refused === null ? left.sent : left.untried).add(row.id);
      for (const rest of claimed.rows.slice(index + 1)) left.untried.add(rest.id);
      throw error;
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
      .orderBy(desc(outbox.createdAt), desc(outbox.id))
      .limit(options.pageSize)
      .offset((options.page - 1) * options.pageSize),
    db.select({ total: count() }).from(outbox).where(where),
  ]);
  return {
    items: rows.map((r) => ({
      ...r,
      redacted: MAIL_KINDS[r.kind as MailKind] === 'secret',
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
