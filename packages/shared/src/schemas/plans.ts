import { z } from 'zod';
import type { CountedMessageKey } from '../counted-messages';
import { zPage, zPageQuery } from './common';
import { checkbox, optionalInt, orUnknown, text, zArabicText, zId, zRequiredText } from './fields';

/*
 * Plans, subscriptions, tax invoices and entitlements. Money is whole fils (1 AED = 100 fils) in
 * every answer and in the database; forms send AED as text ('1499.50') and the schema turns it
 * into fils without floating point.
 */

/** UAE VAT, in percent, charged on every plan's price. */
export const VAT_PERCENT = 5;
/** The plan a company falls back to when no paid plan covers today. */
export const FREE_PLAN_NAME = 'Free';

/** What a plan's entitlements count. null = unlimited. */
export const LIMIT_KEYS = [
  'job_posts',
  'featured_jobs',
  'cv_views',
  'cv_downloads',
  'users',
  'bulk_emails',
] as const;
export type LimitKey = (typeof LIMIT_KEYS)[number];
/** The limits spent again each calendar month (UAE time); the others count what is in use now. */
export const MONTHLY_LIMITS: readonly LimitKey[] = ['cv_views', 'cv_downloads', 'bulk_emails'];

export const BILLING_PERIODS = ['month', 'quarter', 'year'] as const;
export type BillingPeriod = (typeof BILLING_PERIODS)[number];
export const PAYMENT_METHODS = ['bank_transfer', 'card'] as const;
export const SUBSCRIPTION_STATUSES = ['awaiting_payment', 'active', 'cancelled'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];
export const SUBSCRIPTION_STATES = [
  'awaiting_payment',
  'current',
  'upcoming',
  'ended',
  'cancelled',
] as const;
/**
 * A first plan and an upgrade start on the day they are paid; a renewal and a downgrade start the
 * day after the current plan ends. An upgrade credits the unused days of the plan it replaces.
 */
export const ORDER_KINDS = ['new', 'renewal', 'upgrade', 'downgrade'] as const;
export type OrderKind = (typeof ORDER_KINDS)[number];
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const PLAN_NAME_MAX = 60;
export const PLAN_DESCRIPTION_MAX = 300;
/** A limit higher than this is written as unlimited. */
export const LIMIT_MAX = 100_000;
/** The highest price a form takes: AED 9,999,999.99. */
export const PRICE_FILS_MAX = 999_999_999;

export const PLAN_MESSAGES = {
  nameRequired: 'Plan name is required',
  nameTaken: 'A plan with this name already exists',
  descriptionTooLong: `A description must be at most ${PLAN_DESCRIPTION_MAX} characters`,
  priceFormat: 'Enter the price in AED, such as 1499 or 1499.50',
  periodRequired: 'Choose a billing period: month, quarter or year',
  limitsRequired: "Give the plan's limits: a number or empty (unlimited) for each",
  limitFormat: `Enter a whole number from 0 to ${LIMIT_MAX.toLocaleString('en')}, or leave it empty for unlimited`,
  notFound: 'Plan not found',
  freeMustBeFree: 'The free plan has no price',
  freeStaysActive: 'The free plan stays active: companies without a paid plan use it',
  inactivePlan: 'This plan is no longer offered; choose an active plan',
  companyRequired: 'Choose the client company',
  companyNotEmployer: 'Plans are assigned to employer client companies only',
  dateFormat: 'Dates are written as YYYY-MM-DD',
  endBeforeStart: 'The end date must be on or after the start date',
  trnFormat: 'A TRN is 15 digits',
  methodRequired: 'Choose bank transfer or card',
  referenceRequired: 'Enter the bank transfer or card payment reference',
  subscriptionNotFound: 'Subscription not found',
  alreadyPaid: 'This subscription is already paid and invoiced',
  nothingToPay: 'A subscription without a price needs no payment',
  invoiceNotFound: 'Invoice not found',
  creditNoteNotFound: 'Credit note not found',
  sellerMissing:
    "Enter the seller's legal name (in English and Arabic), address and TRN in the site settings before issuing a tax invoice",
  created: 'Plan created',
  saved: 'Plan saved',
  assigned: 'Plan assigned',
  paid: 'Payment recorded; the tax invoice is e-mailed to the client',
  cvSearchOff: 'CV search is not part of your plan. Upgrade your plan to search CVs.',
  notPaid: 'This subscription has no tax invoice, so there is nothing to credit',
  awaitingPayment: 'This order is awaiting payment; record the payment or withdraw the order',
  notAwaitingPayment: 'Only an order awaiting payment can be withdrawn',
  alreadyCancelled: 'This subscription is already cancelled',
  alreadyEnded: 'This subscription has already ended',
  cancelReasonRequired: 'Give the reason for cancelling, as the credit note will print it',
  cancelWhenRequired: 'Choose whether it ends at the end of its period or at once',
  planNotOffered: 'This plan cannot be ordered online; contact us to subscribe',
  orderPending:
    'Your company already has an order awaiting payment; pay it or withdraw it before ordering again',
  orderNeedsManager: "Only your company's administrators can order or change its plan",
  sellerBankMissing:
    "Enter the seller's bank account in the site settings before clients can order and pay by bank transfer",
  ordered: 'Order placed; the pro-forma invoice is e-mailed to you with the bank details',
  orderWithdrawn: 'Order withdrawn',
  cancelled: 'Subscription cancelled',
  cancelledNow: 'Subscription cancelled; the credit note is e-mailed to the client',
  renewalOff: 'Your plan will end on its last day and not be renewed',
  renewalOn: 'Your plan will be offered for renewal before it ends',
} as const;
const M = PLAN_MESSAGES;

/** The answer, in the catalogue of counted answers, that refuses what a reached limit stops. */
export const LIMIT_REACHED = {
  job_posts: 'limitJobPosts',
  featured_jobs: 'limitFeaturedJobs',
  cv_views: 'limitCvViews',
  cv_downloads: 'limitCvDownloads',
  users: 'limitUsers',
  bulk_emails: 'limitBulkEmails',
} as const satisfies Record<LimitKey, CountedMessageKey>;

/** AED written as text (or a number) to whole fils, or NaN when it is not an amount. */
export function aedToFils(value: string | number): number {
  const written = String(value).trim().replace(/,/g, '');
  const match = /^(\d{1,7})(?:\.(\d{1,2}))?$/.exec(written);
  if (!match) return Number.NaN;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** Fils as AED with two decimals and thousands separators: 149950 → '1,499.50'. */
export function formatAed(fils: number): string {
  const sign = fils < 0 ? '-' : '';
  const abs = Math.abs(fils);
  const whole = Math.floor(abs / 100).toLocaleString('en');
  return `${sign}${whole}.${String(abs % 100).padStart(2, '0')}`;
}

/**
 * The VAT on an amount before VAT: 5 %, rounded to the nearest fils, halves up. It is worked out
 * once on the invoice's total before VAT (an invoice has one line), in whole numbers.
 */
export const vatOf = (netFils: number) => Math.floor((netFils * VAT_PERCENT + 50) / 100);

const zPrice = z
  .union([z.string(), z.number()], { error: M.priceFormat })
  .transform((value, ctx) => {
    const fils = aedToFils(value);
    if (Number.isNaN(fils) || fils > PRICE_FILS_MAX) {
      ctx.addIssue({ code: 'custom', message: M.priceFormat });
      return z.NEVER;
    }
    return fils;
  });

const zLimit = optionalInt(0, LIMIT_MAX, M.limitFormat);

const zDate = z.iso.date({ error: M.dateFormat });

export const ZPlanLimits = z.object(
  Object.fromEntries(LIMIT_KEYS.map((k) => [k, z.number().int().nullable()])) as Record<
    LimitKey,
    z.ZodNullable<z.ZodNumber>
  >,
);
export type TPlanLimits = z.infer<typeof ZPlanLimits>;

export const ZPlanRequest = z.object({
  name: zRequiredText(M.nameRequired, PLAN_NAME_MAX),
  description: text()
    .trim()
    .max(PLAN_DESCRIPTION_MAX, { error: M.descriptionTooLong })
    .optional()
    .default(''),
  /** The Arabic name and description: empty or left out for none (the English is shown). */
  name_ar: zArabicText(PLAN_NAME_MAX),
  description_ar: zArabicText(PLAN_DESCRIPTION_MAX, M.descriptionTooLong),
  price_aed: zPrice,
  billing_period: z.enum(BILLING_PERIODS, { error: M.periodRequired }),
  public: checkbox().default(true),
  active: checkbox().default(true),
  cv_search: checkbox().default(false),
  limits: z.object(
    Object.fromEntries(LIMIT_KEYS.map((k) => [k, zLimit])) as Record<LimitKey, typeof zLimit>,
    { error: M.limitsRequired },
  ),
});
export type TPlanRequest = z.input<typeof ZPlanRequest>;

export const ZPlan = z.object({
  id: z.number(),
  name: z.string(),
  description: z.string(),
  /** The Arabic name and description; null where there are none. */
  name_ar: z.string().nullable(),
  description_ar: z.string().nullable(),
  price_fils: z.number().int(),
  billing_period: z.enum(BILLING_PERIODS),
  public: z.boolean(),
  active: z.boolean(),
  /** The plan of every company without a paid plan for today. */
  free: z.boolean(),
  cv_search: z.boolean(),
  limits: ZPlanLimits,
  /** How many companies hold it today. */
  companies: z.number().int(),
});
export type TPlan = z.infer<typeof ZPlan>;

/** A plan as the pricing page shows it, its name and description in the reader's language. */
export const ZPublicPlan = ZPlan.omit({
  public: true,
  active: true,
  companies: true,
  name_ar: true,
  description_ar: true,
});
export type TPublicPlan = z.infer<typeof ZPublicPlan>;

export const ZPlanParams = z.object({ id: orUnknown(zId(M.notFound)) });

const zTrn = text()
  .trim()
  .regex(/^(\d{15})?$/, { error: M.trnFormat })
  .optional()
  .default('');

export const ZPaymentRequest = z.object({
  method: z.enum(PAYMENT_METHODS, { error: M.methodRequired }),
  reference: zRequiredText(M.referenceRequired, 80),
  paid_on: zDate,
});
export type TPaymentRequest = z.input<typeof ZPaymentRequest>;

/** A plan assigned to a client, before its dates are checked against each other. */
export const ZAssignFields = z.object({
  company_id: zId(M.companyRequired),
  plan_id: zId(M.notFound),
  starts_on: zDate,
  ends_on: zDate,
  price_aed: zPrice,
  buyer_trn: zTrn,
  /** The payment, when it is already received: the tax invoice is issued at once. */
  payment: ZPaymentRequest.nullable().optional().default(null),
});
/** The end of a period is on or after its start. */
export const endNotBeforeStart: [
  (v: { starts_on: string; ends_on: string }) => boolean,
  { message: string; path: string[] },
] = [(v) => v.ends_on >= v.starts_on, { message: M.endBeforeStart, path: ['ends_on'] }];
export const ZAssignRequest = ZAssignFields.refine(...endNotBeforeStart);
export type TAssignRequest = z.input<typeof ZAssignRequest>;

export const ZInvoice = z.object({
  id: z.number(),
  /** As printed: INV-000042. */
  number: z.string(),
  issued_on: z.string(),
  supply_date: z.string(),
  company_id: z.number(),
  company_name: z.string(),
  description: z.string(),
  net_fils: z.number().int(),
  vat_fils: z.number().int(),
  total_fils: z.number().int(),
  payment_method: z.enum(PAYMENT_METHODS),
  payment_reference: z.string(),
  pdf_url: z.string(),
});
export type TInvoice = z.infer<typeof ZInvoice>;

/** A credit note: part or all of a tax invoice given back (a cancellation, an upgrade's credit). */
export const ZCreditNote = z.object({
  id: z.number(),
  /** As printed: CN-000007. */
  number: z.string(),
  issued_on: z.string(),
  /** The invoice it credits, as printed. */
  invoice_number: z.string(),
  reason: z.string(),
  net_fils: z.number().int(),
  vat_fils: z.number().int(),
  total_fils: z.number().int(),
  pdf_url: z.string(),
});
export type TCreditNote = z.infer<typeof ZCreditNote>;

export const ZSubscription = z.object({
  id: z.number(),
  company_id: z.number(),
  company_name: z.string(),
  plan_id: z.number(),
  plan_name: z.string(),
  starts_on: z.string(),
  ends_on: z.string(),
  price_fils: z.number().int(),
  buyer_trn: z.string(),
  /**
   * Awaiting payment (an order: it covers no day until paid), active, or cancelled (it stopped
   * covering from `cancelled_on`).
   */
  status: z.enum(SUBSCRIPTION_STATUSES),
  /** What a reader is told: an order awaiting payment, current today, to come, over, cancelled. */
  state: z.enum(SUBSCRIPTION_STATES),
  /** Ordered by the client on the site, rather than assigned by an administrator. */
  self_service: z.boolean(),
  /** What it is: a first plan, a renewal, an upgrade (replacing `replaces_id` when paid), a downgrade. */
  kind: z.enum(ORDER_KINDS),
  replaces_id: z.number().nullable(),
  /** The client asked that it end on `ends_on` and not be renewed. */
  cancel_at_end: z.boolean(),
  cancelled_on: z.string().nullable(),
  /** An upgrade's credit (before VAT) for the unused days of the plan it replaces. */
  credit_fils: z.number().int(),
  /** What the client pays: the price with VAT, less the credit with its VAT (never below 0). */
  due_fils: z.number().int(),
  /** The pro-forma invoice (PDF), while the order awaits payment. */
  proforma_url: z.string().nullable(),
  invoice: ZInvoice.nullable(),
  credit_notes: z.array(ZCreditNote),
  assigned_by: z.string().nullable(),
  created_at: z.string(),
});
export type TSubscription = z.infer<typeof ZSubscription>;

export const ZSubscriptionsQuery = zPageQuery().extend({
  company_id: orUnknown(zId(M.companyRequired)).optional(),
  /** Only the orders awaiting payment (bank transfers to confirm), or only one status. */
  status: z.enum(SUBSCRIPTION_STATUSES).optional(),
});
export type TSubscriptionsQuery = z.input<typeof ZSubscriptionsQuery>;
export const ZSubscriptionsPage = zPage(ZSubscription);
export const ZSubscriptionParams = z.object({ id: orUnknown(zId(M.subscriptionNotFound)) });
export const ZInvoiceParams = z.object({ id: orUnknown(zId(M.invoiceNotFound)) });

export const ZUsage = z.object({
  key: z.enum(LIMIT_KEYS),
  used: z.number().int(),
  limit: z.number().int().nullable(),
  monthly: z.boolean(),
});
export type TUsage = z.infer<typeof ZUsage>;

/** The seller's bank account, printed on pro-formas for payment by bank transfer. */
export const ZBankDetails = z.object({
  bank_name: z.string(),
  account_name: z.string(),
  iban: z.string(),
  swift: z.string(),
});
export type TBankDetails = z.infer<typeof ZBankDetails>;

/** The employer's subscription page. */
export const ZMySubscription = z.object({
  /** Whether plans limit this company at all (employer clients); the consultancy is not limited. */
  limited: z.boolean(),
  plan: ZPublicPlan,
  /** The paid subscription covering today; null on the free plan. */
  current: ZSubscription.nullable(),
  /** The month the monthly limits count, YYYY-MM (UAE time). */
  period: z.string(),
  usage: z.array(ZUsage),
  history: z.array(ZSubscription),
  invoices: z.array(ZInvoice),
  credit_notes: z.array(ZCreditNote),
  /** The order awaiting payment, if any (also in `history`). */
  order: ZSubscription.nullable(),
  /** Whether the reader may order, change or stop renewing the plan (company.manage). */
  can_order: z.boolean(),
  /** Where to pay by bank transfer; null until the seller's bank account is set. */
  bank: ZBankDetails.nullable(),
});
export type TMySubscription = z.infer<typeof ZMySubscription>;
