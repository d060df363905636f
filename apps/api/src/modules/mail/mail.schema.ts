import { sql } from 'drizzle-orm';
import * as pg from 'drizzle-orm/pg-core';

import { createdAt } from '../../db/columns';
import { belongsToUser } from '../access/access.schema';

/** What an e-mail carries besides its text: headers and a calendar invitation (an .ics). */
export type MailExtras = {
  headers?: Record<string, string>;
  calendar?: { method: 'REQUEST' | 'CANCEL'; content: string };
  attachments?: MailAttachment[];
};
/** What an e-mail written when it is sent is written from: the job-alert digests of one period. */
export type MailComposition = { digests: 'daily' | 'weekly' };
/** A file sent with an e-mail (a tax invoice's PDF), its bytes in base64. */
export type MailAttachment = { filename: string; contentType: string; base64: string };

/** Every e-mail is first a row here, written in the transaction of the change that caused it. */
export const outbox = pg.pgTable(
  'outbox',
  {
    id: pg.uuid('id').primaryKey().defaultRandom(),
    kind: pg.text('kind').notNull(),
    to: pg.text('to_address').notNull(),
    subject: pg.text('subject').notNull(),
    text: pg.text('text_body').notNull(),
    html: pg.text('html_body'),
    /**
     * For a kind that carries a secret (subject, text and html above have each secret masked): the
     * secrets in the order of their masks, or the message as sent in full. Kept only until the
     * message is sent or given up, then null.
     */
    unredacted: pg
      .jsonb('unredacted')
      .$type<
        | { subject: string; text: string; html: string | null; extras?: MailExtras | null }
        | { secrets: string[] }
        | null
      >(),
    /**
     * Headers (List-Unsubscribe) and a calendar invitation sent with the message, each secret
     * masked as in the subject; the unredacted copy carries the real ones.
     */
    extras: pg.jsonb('extras').$type<MailExtras | null>(),
    /**
     * For an e-mail written when it is sent (a job-alert digest): what to write it from. Subject
     * and text then hold a preview until it is sent, and what was sent afterwards.
     */
    compose: pg.jsonb('compose').$type<MailComposition | null>(),
    /** 'cancelled': a stopped bulk send's message, never sent. */
    status: pg
      .text('status')
      .$type<'pending' | 'sending' | 'sent' | 'failed' | 'cancelled'>()
      .notNull()
      .default('pending'),
    attempts: pg.integer('attempts').notNull().default(0),
    nextAttemptAt: pg.timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: pg.timestamp('locked_until', { withTimezone: true }),
    lastError: pg.text('last_error'),
    sentAt: pg.timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    pg
      .index('outbox_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`status in ('pending', 'sending')`),
    pg.index('outbox_created_idx').on(t.createdAt),
    // Mail sent and failed by UAE day, for the site's reports; each also INCLUDEs its moment, so
    // that they are counted from the index alone (migration 0046; drizzle does not write INCLUDE).
    pg
      .index('outbox_sent_day_idx')
      .on(sql`((${t.sentAt} at time zone 'Asia/Dubai')::date)`)
      .where(sql`status = 'sent'`),
    pg
      .index('outbox_failed_day_idx')
      .on(sql`((${t.createdAt} at time zone 'Asia/Dubai')::date)`)
      .where(sql`status = 'failed'`),
  ],
);

/**
 * Who an e-mail is about besides its recipient (the candidate of an interview notice, say): what an
 * erasure of that person finds by identity rather than by searching text (decision 036).
 */
export const outboxSubjects = pg.pgTable(
  'outbox_subjects',
  {
    outboxId: pg
      .uuid('outbox_id')
      .notNull()
      .references(() => outbox.id, { onDelete: 'cascade' }),
    userId: belongsToUser('user_id'),
  },
  (t) => [
    pg.primaryKey({ columns: [t.outboxId, t.userId] }),
    pg.index('outbox_subjects_user_idx').on(t.userId),
  ],
);
