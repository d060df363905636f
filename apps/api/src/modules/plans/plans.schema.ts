import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

import { createdAt, updatedAt } from '../../db/columns';
import { belongsToCompany, doneBy } from '../access/access.schema';

/*
 * Plans, subscriptions and tax invoices. Money is whole fils (AED × 100), never floating point.
 * A limit column is null for unlimited.
 */

export const plans = pgTable(
  'plans',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    /** The list price before VAT, per billing period. */
    priceFils: integer('price_fils').notNull().default(0),
    billingPeriod: text('billing_period').$type<'month' | 'quarter' | 'year'>().notNull(),
    /** Shown on the pricing page. */
    isPublic: boolean('is_public').notNull().default(true),
    /** Offered for new assignments. */
    isActive: boolean('is_active').notNull().default(true),
    /** The one plan of every company that no paid subscription covers today. */
    isFree: boolean('is_free').notNull().default(false),
    sortOrder: integer('sort_order').notNull().default(0),
    cvSearch: boolean('cv_search').notNull().default(false),
    jobPosts: integer('job_posts'),
    featuredJobs: integer('featured_jobs'),
    cvViews: integer('cv_views'),
    cvDownloads: integer('cv_downloads'),
    usersLimit: integer('users_limit'),
    bulkEmails: integer('bulk_emails'),
    updatedAt: updatedAt(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('plans_name_idx').on(sql`lower(${t.name})`),
    uniqueIndex('plans_free_idx')
      .on(t.isFree)
      .where(sql`is_free`),
    check('plans_price_check', sql`price_fils >= 0`),
  ],
);

/** A plan assigned to a client company for a period, at the price agreed (before VAT). */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: serial('id').primaryKey(),
    companyId: belongsToCompany(),
    planId: integer('plan_id')
      .notNull()
      .references(() => plans.id),
    startsOn: date('starts_on', { mode: 'string' }).notNull(),
    endsOn: date('ends_on', { mode: 'string' }).notNull(),
    priceFils: integer('price_fils').notNull(),
    /** The client's tax registration number, for its invoice; '' when it has none. */
    buyerTrn: text('buyer_trn').notNull().default(''),
    assignedBy: doneBy('assigned_by'),
    /** When the renewal reminder (before the end) and the expiry notice were e-mailed. */
    renewalRemindedAt: timestamp('renewal_reminded_at', { withTimezone: true }),
    expiryNotifiedAt: timestamp('expiry_notified_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('subscriptions_company_idx').on(t.companyId, t.startsOn),
    index('subscriptions_ends_idx').on(t.endsOn),
    check('subscriptions_dates_check', sql`ends_on >= starts_on`),
    check('subscriptions_price_check', sql`price_fils >= 0`),
  ],
);

/**
 * A subscription's payment and the tax invoice it issues (one each). The seller's and the buyer's
 * details are copied in when it is issued: an invoice never changes afterwards.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: serial('id').primaryKey(),
    /** Sequential, without gaps: the next is taken under a lock when an invoice is issued. */
    number: integer('number').notNull(),
    subscriptionId: integer('subscription_id')
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    companyId: belongsToCompany(),
    issuedOn: date('issued_on', { mode: 'string' }).notNull(),
    supplyDate: date('supply_date', { mode: 'string' }).notNull(),
    paymentMethod: text('payment_method').$type<'bank_transfer' | 'card'>().notNull(),
    paymentReference: text('payment_reference').notNull(),
    sellerName: text('seller_name').notNull(),
    sellerAddress: text('seller_address').notNull(),
    sellerTrn: text('seller_trn').notNull(),
    buyerName: text('buyer_name').notNull(),
    buyerAddress: text('buyer_address').notNull().default(''),
    buyerTrn: text('buyer_trn').notNull().default(''),
    description: text('description').notNull(),
    netFils: integer('net_fils').notNull(),
    vatFils: integer('vat_fils').notNull(),
    totalFils: integer('total_fils').notNull(),
    issuedBy: doneBy('issued_by'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('invoices_number_idx').on(t.number),
    uniqueIndex('invoices_subscription_idx').on(t.subscriptionId),
    index('invoices_company_idx').on(t.companyId, t.issuedOn),
    check('invoices_total_check', sql`total_fils = net_fils + vat_fils`),
  ],
);

/**
 * What a company spent of a monthly limit in a month (YYYY-MM, UAE time). Spending is one atomic
 * upsert that refuses to pass the limit, so two requests never both take the last unit.
 */
export const entitlementUsage = pgTable(
  'entitlement_usage',
  {
    companyId: belongsToCompany(),
    key: text('key').notNull(),
    period: text('period').notNull(),
    used: integer('used').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.key, t.period] })],
);

/** What a monthly limit was spent on (a candidate opened, a CV downloaded): each once a month. */
export const entitlementSpends = pgTable(
  'entitlement_spends',
  {
    companyId: belongsToCompany(),
    key: text('key').notNull(),
    period: text('period').notNull(),
    subject: text('subject').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.key, t.period, t.subject] })],
);
