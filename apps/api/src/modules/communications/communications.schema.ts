import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

import { createdAt, updatedAt } from '../../db/columns';
import { belongsToCompany, belongsToUser, companies, doneBy } from '../access/access.schema';
import { jobs } from '../jobs/jobs.schema';
import { outbox } from '../mail/mail.schema';

/* ---------- Recruiter communications (issue 15) ---------- */

/** A company's e-mail templates: subject and sanitised rich-text body with merge tags. */
export const emailTemplates = pgTable(
  'email_templates',
  {
    id: serial('id').primaryKey(),
    companyId: belongsToCompany(),
    name: text('name').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    /** Marketing mail (an invitation to apply): carries an unsubscribe link and header. */
    marketing: boolean('marketing').notNull().default(false),
    createdBy: doneBy('created_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('email_templates_company_name_key').on(t.companyId, sql`lower(${t.name})`)],
);

/** One template sent to many candidates through the outbox: its progress is its messages'. */
export const emailSends = pgTable(
  'email_sends',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: belongsToCompany(),
    templateId: integer('template_id').references(() => emailTemplates.id, {
      onDelete: 'set null',
    }),
    jobId: integer('job_id').references(() => jobs.id, { onDelete: 'set null' }),
    sentBy: doneBy('sent_by'),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    marketing: boolean('marketing').notNull().default(false),
    /** Candidates e-mailed, and those left out (unsubscribed, or no longer reachable). */
    recipients: integer('recipients').notNull().default(0),
    skipped: integer('skipped').notNull().default(0),
    status: text('status').$type<'sending' | 'stopped' | 'done'>().notNull().default('sending'),
    stoppedAt: timestamp('stopped_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('email_sends_company_idx').on(t.companyId, t.createdAt)],
);

/**
 * Who a bulk send reaches, written when it is asked for and mailed by the worker in batches: a
 * row is claimed (claimed_until, taken with FOR UPDATE SKIP LOCKED), its mail written, and the row
 * marked in the same transaction, so a crash leaves it pending and nobody is mailed twice.
 */
export const emailSendRecipients = pgTable(
  'email_send_recipients',
  {
    sendId: uuid('send_id')
      .notNull()
      .references(() => emailSends.id, { onDelete: 'cascade' }),
    candidateId: belongsToUser('candidate_id'),
    /** The order chosen. */
    position: integer('position').notNull(),
    state: text('state')
      .$type<'pending' | 'done' | 'skipped' | 'cancelled'>()
      .notNull()
      .default('pending'),
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.sendId, t.candidateId] }),
    index('email_send_recipients_pending_idx')
      .on(t.sendId, t.position)
      .where(sql`state = 'pending'`),
  ],
);

/**
 * Every e-mail a company sent a candidate: who sent what, when, and its delivery, which a trigger
 * (migration 0014) copies from the message's outbox row as the worker sends it.
 */
export const candidateEmails = pgTable(
  'candidate_emails',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: belongsToCompany(),
    candidateId: belongsToUser('candidate_id'),
    /** The bulk send it is part of; null for one e-mail to one candidate. */
    sendId: uuid('send_id').references(() => emailSends.id, { onDelete: 'cascade' }),
    outboxId: uuid('outbox_id').references(() => outbox.id, { onDelete: 'set null' }),
    templateId: integer('template_id').references(() => emailTemplates.id, {
      onDelete: 'set null',
    }),
    jobId: integer('job_id').references(() => jobs.id, { onDelete: 'set null' }),
    sentBy: doneBy('sent_by'),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    /** The text as sent, links' tokens masked. */
    text: text('text_body').notNull(),
    status: text('status')
      .$type<'queued' | 'sent' | 'failed' | 'cancelled'>()
      .notNull()
      .default('queued'),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** The response link's token, as its SHA-256 hash; null when the mail asks for no answer. */
    responseTokenHash: text('response_token_hash'),
    responseExpiresAt: timestamp('response_expires_at', { withTimezone: true }),
    /** A marketing mail's unsubscribe link's token, as its SHA-256 hash. */
    unsubscribeTokenHash: text('unsubscribe_token_hash'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('candidate_emails_send_candidate_key').on(t.sendId, t.candidateId),
    uniqueIndex('candidate_emails_response_token_key').on(t.responseTokenHash),
    uniqueIndex('candidate_emails_unsubscribe_token_key').on(t.unsubscribeTokenHash),
    index('candidate_emails_candidate_idx').on(t.candidateId, t.companyId, t.createdAt),
    index('candidate_emails_outbox_idx').on(t.outboxId),
  ],
);

/** A company's answer options for e-mail responses; the defaults until it sets its own. */
export const emailResponseSettings = pgTable('email_response_settings', {
  companyId: integer('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  options: text('options').array().notNull(),
  updatedAt: updatedAt(),
});

/** A candidate's answer to an e-mail: one per mail, answering again updates it. */
export const emailResponses = pgTable(
  'email_responses',
  {
    candidateEmailId: uuid('candidate_email_id')
      .primaryKey()
      .references(() => candidateEmails.id, { onDelete: 'cascade' }),
    companyId: belongsToCompany(),
    candidateId: belongsToUser('candidate_id'),
    answer: text('answer').notNull(),
    note: text('note').notNull().default(''),
    callTime: text('call_time').notNull().default(''),
    answeredAt: timestamp('answered_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: updatedAt(),
  },
  (t) => [index('email_responses_company_idx').on(t.companyId, t.updatedAt)],
);

/** A candidate who stopped a company's marketing e-mails. */
export const emailUnsubscribes = pgTable(
  'email_unsubscribes',
  {
    companyId: belongsToCompany(),
    candidateId: belongsToUser('candidate_id'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.candidateId] })],
);
