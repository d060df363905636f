import { sql } from 'drizzle-orm';
import * as pg from 'drizzle-orm/pg-core';

import { createdAt, updatedAt } from '../../db/columns';
import { users } from '../access/access.schema';

/** Bytes: a Buffer from node-postgres, a Uint8Array from PGlite. */
const bytea = pg.customType<{ data: Uint8Array }>({ dataType: () => 'bytea' });

export const emailSubscriptions = pg.pgTable(
  'email_subscriptions',
  {
    id: pg.uuid('id').primaryKey().defaultRandom(),
    email: pg.text('email').notNull(),
    confirmedAt: pg.timestamp('confirmed_at', { withTimezone: true }),
    /** The token of the confirmation link last e-mailed; the address gets job e-mails only once confirmed. */
    confirmToken: pg.text('confirm_token'),
    confirmSentAt: pg.timestamp('confirm_sent_at', { withTimezone: true }),
    unsubscribedAt: pg.timestamp('unsubscribed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    pg.uniqueIndex('email_subscriptions_email_key').on(t.email),
    pg.uniqueIndex('email_subscriptions_confirm_token_key').on(t.confirmToken),
  ],
);

/**
 * Job alerts: a saved job search whose new jobs are e-mailed daily or weekly. The owner is a
 * candidate, or a confirmed footer subscription (a weekly e-mail of every new job). Keywords are kept
 * as typed and as the tsquery text they compile to; the filters as columns and as one canonical
 * `filter_key`, so that the digest pass evaluates each distinct search once (alerts.matcher.ts).
 */
export const jobAlerts = pg.pgTable(
  'job_alerts',
  {
    id: pg.uuid('id').primaryKey().defaultRandom(),
    userId: pg.uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    subscriptionId: pg.uuid('subscription_id').references(() => emailSubscriptions.id, {
      onDelete: 'cascade',
    }),
    name: pg.text('name').notNull(),
    keywords: pg.text('keywords').notNull().default(''),
    /** job_keywords(keywords) as text (as job search reads them); empty when there are no keywords. */
    query: pg.text('query').notNull().default(''),
    stateIds: pg
      .integer('state_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    functionalAreaIds: pg
      .integer('functional_area_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    designationIds: pg
      .integer('designation_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    industryIds: pg
      .integer('industry_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    employmentTypes: pg
      .text('employment_types')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    experience: pg.integer('experience'),
    salaryMin: pg.integer('salary_min'),
    /** The filters above in one canonical string (alerts.criteria.ts); empty when there are none. */
    filterKey: pg.text('filter_key').notNull().default(''),
    frequency: pg.text('frequency').$type<'daily' | 'weekly'>().notNull().default('daily'),
    paused: pg.boolean('paused').notNull().default(false),
    /** The secret of the unsubscribe link in the alert's e-mails. */
    unsubscribeToken: pg.text('unsubscribe_token').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    pg.index('job_alerts_user_idx').on(t.userId, t.createdAt),
    pg.uniqueIndex('job_alerts_subscription_key').on(t.subscriptionId),
    pg.uniqueIndex('job_alerts_unsubscribe_token_key').on(t.unsubscribeToken),
    pg.check('job_alerts_one_owner', sql`(user_id is null) <> (subscription_id is null)`),
  ],
);

/**
 * One row per alert and period whose new jobs were e-mailed. The key makes a second e-mail for the
 * same alert and period impossible; rows are written in the transaction of their outbox e-mail.
 * No foreign key to the alert: checking one would lock each alert's row as the pass writes half a
 * million digests. A deleted alert's digests name no one and go with the others (housekeeping);
 * its part of an e-mail not yet sent is left out when the e-mail is written.
 */
export const alertDigests = pg.pgTable(
  'alert_digests',
  {
    alertId: pg.uuid('alert_id').notNull(),
    periodStart: pg.timestamp('period_start', { withTimezone: true }).notNull(),
    /** The outbox e-mail that carried this digest (one e-mail per owner may carry several). */
    mailId: pg.uuid('mail_id').notNull(),
    /** How many new jobs the alert had (the e-mail lists the newest few and links to all). */
    jobCount: pg.integer('job_count').notNull(),
    /**
     * The head of the alert's matches: which of the run's jobs (alert_runs.job_ids, by position)
     * the e-mail lists, as digestJobPositions() reads it. Null for digests written before.
     */
    head: bytea('head'),
    createdAt: createdAt(),
  },
  (t) => [pg.primaryKey({ columns: [t.alertId, t.periodStart] })],
);

/** Digest passes done: one per frequency and period, with the window of jobs it covered. */
export const alertRuns = pg.pgTable(
  'alert_runs',
  {
    frequency: pg.text('frequency').$type<'daily' | 'weekly'>().notNull(),
    periodStart: pg.timestamp('period_start', { withTimezone: true }).notNull(),
    windowStart: pg.timestamp('window_start', { withTimezone: true }).notNull(),
    windowEnd: pg.timestamp('window_end', { withTimezone: true }).notNull(),
    jobs: pg.integer('jobs').notNull(),
    digests: pg.integer('digests').notNull(),
    mails: pg.integer('mails').notNull(),
    /** The window's jobs, newest first: a digest's head names them by position. */
    jobIds: pg.integer('job_ids').array(),
    startedAt: pg.timestamp('started_at', { withTimezone: true }).notNull(),
    finishedAt: pg.timestamp('finished_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [pg.primaryKey({ columns: [t.frequency, t.periodStart] })],
);
