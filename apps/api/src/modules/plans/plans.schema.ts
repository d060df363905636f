import { sql } from 'drizzle-orm';
import * as pg from 'drizzle-orm/pg-core';

import { createdAt, updatedAt } from '../../db/columns';
import type { OrderKind, SubscriptionStatus } from '@logicareers/shared/schemas/plans';
import { belongsToCompany, doneBy } from '../access/access.schema';

/*
 * Plans, subscriptions and tax invoices. Money is whole fils (AED × 100), never floating point.
 * A limit column is null for unlimited.
 */

export const plans = pg.pgTable(
  'plans',
  {
    id: pg.serial('id').primaryKey(),
    name: pg.text('name').notNull(),
    description: pg.text('description').notNull().default(''),
    /** The Arabic name and description, null where there are none (the English is shown). */
    nameAr: pg.text('name_ar'),
    descriptionAr: pg.text('description_ar'),
    /** The list price before VAT, per billing period. */
    priceFils: pg.integer('price_fils').notNull().default(0),
    billingPeriod: pg.text('billing_period').$type<'month' | 'quarter' | 'year'>().notNull(),
    /** Shown on the pricing page. */
    isPublic: pg.boolean('is_public').notNull().default(true),
    /** Offered for new assignments. */
    isActive: pg.boolean('is_active').notNull().default(true),
    /** The one plan of every company that no paid subscription covers today. */
    isFree: pg.boolean('is_free').notNull().default(false),
    sortOrder: pg.integer('sort_order').notNull().default(0),
    cvSearch: pg.boolean('cv_search').notNull().default(false),
    jobPosts: pg.integer('job_posts'),
    featuredJobs: pg.integer('featured_jobs'),
    cvViews: pg.integer('cv_views'),
    cvDownloads: pg.integer('cv_downloads'),
    usersLimit: pg.integer('users_limit'),
    bulkEmails: pg.integer('bulk_emails'),
    updatedAt: updatedAt(),
    createdAt: createdAt(),
  },
  (t) => [
    pg.uniqueIndex('plans_name_idx').on(sql`lower(${t.name})`),
    pg
      .uniqueIndex('plans_free_idx')
      .on(t.isFree)
      .where(sql`is_free`),
    pg.check('plans_price_check', sql`price_fils >= 0`),
  ],
);

/**
 * A plan assigned to a client company for a period, at the price agreed (before VAT), or ordered by
 * the client itself. Only an active subscription covers days: an order awaits its payment, and a
 * cancelled one stopped covering from `cancelledOn`.
 */
export const subscriptions = pg.pgTable(
  'subscriptions',
  {
    id: pg.serial('id').primaryKey(),
    companyId: belongsToCompany(),
    planId: pg
      .integer('plan_id')
      .notNull()
      .references(() => plans.id),
    startsOn: pg.date('starts_on', { mode: 'string' }).notNull(),
    endsOn: pg.date('ends_on', { mode: 'string' }).notNull(),
    priceFils: pg.integer('price_fils').notNull(),
    /** The client's tax registration number, for its invoice; '' when it has none. */
    buyerTrn: pg.text('buyer_trn').notNull().default(''),
    assignedBy: doneBy('assigned_by'),
    /** When the renewal reminder (before the end) and the expiry notice were e-mailed. */
    renewalRemindedAt: pg.timestamp('renewal_reminded_at', { withTimezone: true }),
    expiryNotifiedAt: pg.timestamp('expiry_notified_at', { withTimezone: true }),
    /** When the last reminder, a few days before the end, was e-mailed. */
    finalRemindedAt: pg.timestamp('final_reminded_at', { withTimezone: true }),
    status: pg.text('status').$type<SubscriptionStatus>().notNull().default('active'),
    kind: pg.text('kind').$type<OrderKind>().notNull().default('new'),
    /** Ordered by the client on the site rather than assigned by an administrator. */
    selfService: pg.boolean('self_service').notNull().default(false),
    /** The subscription an upgrade replaces from the day it is paid. */
    replacesId: pg
      .integer('replaces_id')
      .references((): pg.AnyPgColumn => subscriptions.id, { onDelete: 'set null' }),
    /** An upgrade's credit, before VAT, for the unused days of the subscription it replaces. */
    creditFils: pg.integer('credit_fils').notNull().default(0),
    /** The client asked that it end on its last day, without a renewal offer. */
    cancelAtEnd: pg.boolean('cancel_at_end').notNull().default(false),
    cancelledOn: pg.date('cancelled_on', { mode: 'string' }),
    cancelledBy: doneBy('cancelled_by'),
    createdAt: createdAt(),
  },
  (t) => [
    pg.index('subscriptions_company_idx').on(t.companyId, t.startsOn),
    pg.index('subscriptions_ends_idx').on(t.endsOn),
    pg.index('subscriptions_status_idx').on(t.status, t.createdAt),
    pg.check('subscriptions_dates_check', sql`ends_on >= starts_on`),
    pg.check('subscriptions_price_check', sql`price_fils >= 0`),
    pg.check(
      'subscriptions_status_check',
      sql`status in ('awaiting_payment', 'active', 'cancelled')`,
    ),
    pg.check('subscriptions_kind_check', sql`kind in ('new', 'renewal', 'upgrade', 'downgrade')`),
    pg.check('subscriptions_credit_check', sql`credit_fils >= 0`),
  ],
);

/**
 * What every tax document (an invoice, a credit note) prints and keeps as it was issued: the seller
 * and the buyer, the description in both languages, the amounts, who issued it and when.
 */
const taxDocumentColumns = () => ({
  sellerName: pg.text('seller_name').notNull(),
  sellerNameAr: pg.text('seller_name_ar').notNull().default(''),
  sellerAddress: pg.text('seller_address').notNull(),
  sellerAddressAr: pg.text('seller_address_ar').notNull().default(''),
  sellerTrn: pg.text('seller_trn').notNull(),
  buyerName: pg.text('buyer_name').notNull(),
  buyerAddress: pg.text('buyer_address').notNull().default(''),
  buyerTrn: pg.text('buyer_trn').notNull().default(''),
  description: pg.text('description').notNull(),
  descriptionAr: pg.text('description_ar').notNull().default(''),
  netFils: pg.integer('net_fils').notNull(),
  vatFils: pg.integer('vat_fils').notNull(),
  totalFils: pg.integer('total_fils').notNull(),
  issuedBy: doneBy('issued_by'),
  createdAt: createdAt(),
});

/**
 * A subscription's payment and the tax invoice it issues (one each). The seller's and the buyer's
 * details are copied in when it is issued: an invoice never changes afterwards.
 */
export const invoices = pg.pgTable(
  'invoices',
  {
    id: pg.serial('id').primaryKey(),
    /** Sequential, without gaps: the next is taken under a lock when an invoice is issued. */
    number: pg.integer('number').notNull(),
    subscriptionId: pg
      .integer('subscription_id')
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    companyId: belongsToCompany(),
    issuedOn: pg.date('issued_on', { mode: 'string' }).notNull(),
    supplyDate: pg.date('supply_date', { mode: 'string' }).notNull(),
    paymentMethod: pg.text('payment_method').$type<'bank_transfer' | 'card'>().notNull(),
    paymentReference: pg.text('payment_reference').notNull(),
    ...taxDocumentColumns(),
  },
  (t) => [
    pg.uniqueIndex('invoices_number_idx').on(t.number),
    pg.uniqueIndex('invoices_subscription_idx').on(t.subscriptionId),
    pg.index('invoices_company_idx').on(t.companyId, t.issuedOn),
    pg.check('invoices_total_check', sql`total_fils = net_fils + vat_fils`),
  ],
);

/**
 * A credit note: part or all of a tax invoice given back, when a paid subscription is cancelled or
 * replaced by an upgrade. Numbered in its own gapless series; the seller's and the buyer's details
 * are copied from the invoice it credits, so it never changes afterwards.
 */
export const creditNotes = pg.pgTable(
  'credit_notes',
  {
    id: pg.serial('id').primaryKey(),
    number: pg.integer('number').notNull(),
    invoiceId: pg
      .integer('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    subscriptionId: pg
      .integer('subscription_id')
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    companyId: belongsToCompany(),
    issuedOn: pg.date('issued_on', { mode: 'string' }).notNull(),
    reason: pg.text('reason').notNull(),
    ...taxDocumentColumns(),
  },
  (t) => [
    pg.uniqueIndex('credit_notes_number_idx').on(t.number),
    pg.index('credit_notes_company_idx').on(t.companyId, t.issuedOn),
    pg.index('credit_notes_invoice_idx').on(t.invoiceId),
    pg.check('credit_notes_total_check', sql`total_fils = net_fils + vat_fils`),
    pg.check('credit_notes_positive_check', sql`net_fils > 0`),
  ],
);

/**
 * What a company spent of a monthly limit in a month (YYYY-MM, UAE time). Spending is one atomic
 * upsert that refuses to pass the limit, so two requests never both take the last unit.
 */
export const entitlementUsage = pg.pgTable(
  'entitlement_usage',
  {
    companyId: belongsToCompany(),
    key: pg.text('key').notNull(),
    period: pg.text('period').notNull(),
    used: pg.integer('used').notNull().default(0),
  },
  (t) => [pg.primaryKey({ columns: [t.companyId, t.key, t.period] })],
);

/** What a monthly limit was spent on (a candidate opened, a CV downloaded): each once a month. */
export const entitlementSpends = pg.pgTable(
  'entitlement_spends',
  {
    companyId: belongsToCompany(),
    key: pg.text('key').notNull(),
    period: pg.text('period').notNull(),
    subject: pg.text('subject').notNull(),
    createdAt: createdAt(),
  },
  (t) => [pg.primaryKey({ columns: [t.companyId, t.key, t.period, t.subject] })],
);
