import { sql } from 'drizzle-orm';
import * as pg from 'drizzle-orm/pg-core';

import { createdAt, updatedAt } from '../../db/columns';
import { belongsToCompany, belongsToUser, companies, doneBy } from '../access/access.schema';
import { jobs } from '../jobs/jobs.schema';
import { outbox } from '../mail/mail.schema';

/* ---------- Recruiter communications (issue 15) ---------- */

/** A company's e-mail templates: subject and sanitised rich-text body with merge tags. */
export const emailTemplates = pg.pgTable(
  'email_templates',
  {
    id: pg.serial('id').primaryKey(),
    companyId: belongsToCompany(),
    name: pg.text('name').notNull(),
    subject: pg.text('subject').notNull(),
    body: pg.text('body').notNull(),
    /** The Arabic version, for candidates whose account is in Arabic; both or neither. */
    subjectAr: pg.text('subject_ar'),
    bodyAr: pg.text('body_ar'),
    /** Marketing mail (an invitation to apply): carries an unsubscribe link and header. */
    marketing: pg.boolean('marketing').notNull().default(false),
    createdBy: doneBy('created_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    pg.uniqueIndex('email_templates_company_name_key').on(t.companyId, sql`lower(${t.name})`),
  ],
);

/** One template sent to many candidates through the outbox: its progress is its messages'. */
export const emailSends = pg.pgTable(
  'email_sends',
  {
    id: pg.uuid('id').primaryKey().defaultRandom(),
    companyId: belongsToCompany(),
    templateId: pg.integer('template_id').references(() => emailTemplates.id, {
      onDelete: 'set null',
    }),
    jobId: pg.integer('job_id').references(() => jobs.id, { onDelete: 'set null' }),
    sentBy: doneBy('sent_by'),
    subject: pg.text('subject').notNull(),
    body: pg.text('body').notNull(),
    subjectAr: pg.text('subject_ar'),
    bodyAr: pg.text('body_ar'),
    marketing: pg.boolean('marketing').notNull().default(false),
    /** Candidates e-mailed, and those left out (unsubscribed, or no longer reachable). */
    recipients: pg.integer('recipients').notNull().default(0),
    skipped: pg.integer('skipped').notNull().default(0),
    status: pg.text('status').$type<'sending' | 'stopped' | 'done'>().notNull().default('sending'),
    stoppedAt: pg.timestamp('stopped_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    pg.index('email_sends_company_idx').on(t.companyId, t.createdAt),
    pg.index('email_sends_sender_idx').on(t.sentBy, t.createdAt),
  ],
);

/**
 * Who a bulk send reaches, written when it is asked for and mailed by the worker in batches: a
 * row is claimed (claimed_until, taken with FOR UPDATE SKIP LOCKED), its mail written, and the row
 * marked in the same transaction, so a crash leaves it pending and nobody is mailed twice.
 */
export const emailSendRecipients = pg.pgTable(
  'email_send_recipients',
  {
    sendId: pg
      .uuid('send_id')
      .notNull()
      .references(() => emailSends.id, { onDelete: 'cascade' }),
    candidateId: belongsToUser('candidate_id'),
    /** The order chosen. */
    position: pg.integer('position').notNull(),
    state: pg
      .text('state')
      .$type<'pending' | 'done' | 'skipped' | 'cancelled'>()
      .notNull()
      .default('pending'),
    claimedUntil: pg.timestamp('claimed_until', { withTimezone: true }),
  },
  (t) => [
    pg.primaryKey({ columns: [t.sendId, t.candidateId] }),
    pg
      .index('email_send_recipients_pending_idx')
      .on(t.sendId, t.position)
      .where(sql`state = 'pending'`),
    // A send's recipients counted as e-mailed, for the reports (migration 0042).
    pg
      .index('email_send_recipients_mailed_idx')
      .on(t.sendId)
      .where(sql`state in ('pending', 'done')`),
  ],
);

/**
 * Every e-mail a company sent a candidate: who sent what, when, and its delivery, which a trigger
 * (migration 0014) copies from the message's outbox row as the worker sends it.
 */
export const candidateEmails = pg.pgTable(
  'candidate_emails',
  {
    id: pg.uuid('id').primaryKey().defaultRandom(),
    companyId: belongsToCompany(),
    candidateId: belongsToUser('candidate_id'),
    /** The bulk send it is part of; null for one e-mail to one candidate. */
    sendId: pg.uuid('send_id').references(() => emailSends.id, { onDelete: 'cascade' }),
    outboxId: pg.uuid('outbox_id').references(() => outbox.id, { onDelete: 'set null' }),
    templateId: pg.integer('template_id').references(() => emailTemplates.id, {
      onDelete: 'set null',
    }),
    jobId: pg.integer('job_id').references(() => jobs.id, { onDelete: 'set null' }),
    sentBy: doneBy('sent_by'),
    toAddress: pg.text('to_address').notNull(),
    subject: pg.text('subject').notNull(),
    /** The text as sent, links' tokens masked. */
    text: pg.text('text_body').notNull(),
    status: pg
      .text('status')
      .$type<'queued' | 'sent' | 'failed' | 'cancelled'>()
      .notNull()
      .default('queued'),
    lastError: pg.text('last_error'),
    sentAt: pg.timestamp('sent_at', { withTimezone: true }),
    /** The response link's token, as its SHA-256 hash; null when the mail asks for no answer. */
    responseTokenHash: pg.text('response_token_hash'),
    responseExpiresAt: pg.timestamp('response_expires_at', { withTimezone: true }),
    /** A marketing mail's unsubscribe link's token, as its SHA-256 hash. */
    unsubscribeTokenHash: pg.text('unsubscribe_token_hash'),
    createdAt: createdAt(),
  },
  (t) => [
    pg.uniqueIndex('candidate_emails_send_candidate_key').on(t.sendId, t.candidateId),
    pg.uniqueIndex('candidate_emails_response_token_key').on(t.responseTokenHash),
    pg.uniqueIndex('candidate_emails_unsubscribe_token_key').on(t.unsubscribeTokenHash),
    pg.index('candidate_emails_candidate_idx').on(t.candidateId, t.companyId, t.createdAt),
    pg.index('candidate_emails_outbox_idx').on(t.outboxId),
    pg.index('candidate_emails_sender_idx').on(t.sentBy, t.createdAt),
    pg.index('candidate_emails_template_idx').on(t.templateId, t.createdAt),
    // Also INCLUDEs id and sent_by, so that the template responses report reads the index alone
    // (migration 0042; drizzle does not write INCLUDE).
    pg
      .index('candidate_emails_template_mailed_idx')
      .on(t.templateId, t.createdAt)
      .where(sql`status <> 'cancelled'`),
  ],
);

/** A company's answer options for e-mail responses; the defaults until it sets its own. */
export const emailResponseSettings = pg.pgTable('email_response_settings', {
  companyId: pg
    .integer('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  options: pg.text('options').array().notNull(),
  updatedAt: updatedAt(),
});

/** A candidate's answer to an e-mail: one per mail, answering again updates it. */
export const emailResponses = pg.pgTable(
  'email_responses',
  {
    candidateEmailId: pg
      .uuid('candidate_email_id')
      .primaryKey()
      .references(() => candidateEmails.id, { onDelete: 'cascade' }),
    companyId: belongsToCompany(),
    candidateId: belongsToUser('candidate_id'),
    answer: pg.text('answer').notNull(),
    note: pg.text('note').notNull().default(''),
    callTime: pg.text('call_time').notNull().default(''),
    answeredAt: pg.timestamp('answered_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: updatedAt(),
  },
  (t) => [pg.index('email_responses_company_idx').on(t.companyId, t.updatedAt)],
);

/** A candidate who stopped a company's marketing e-mails. */
export const emailUnsubscribes = pg.pgTable(
  'email_unsubscribes',
  {
    companyId: belongsToCompany(),
    candidateId: belongsToUser('candidate_id'),
    createdAt: createdAt(),
  },
  (t) => [pg.primaryKey({ columns: [t.companyId, t.candidateId] })],
);
