import { z } from 'zod';
import { zLang } from './common';
import { orUnknown, text, zId } from './fields';
import { ORDER_KINDS, PLAN_MESSAGES as M, ZPublicPlan } from './plans';

/*
 * A company's own plan changes (issue 42): a quote, an order awaiting payment by bank transfer,
 * renewal on or off; and an administrator's cancellation, at the end of the period or at once with
 * a credit note for the unused days.
 */

/** `lang`: the plan's name and description in Arabic where it has them. */
export const ZQuoteQuery = z.object({ plan_id: zId(M.notFound), lang: zLang() });
export type TQuoteQuery = z.input<typeof ZQuoteQuery>;

/** What ordering a plan would cost today, and the days it would cover. */
export const ZQuote = z.object({
  plan: ZPublicPlan,
  kind: z.enum(ORDER_KINDS),
  /** For a first plan or an upgrade: today, and later if paid later (it starts when paid). */
  starts_on: z.string(),
  ends_on: z.string(),
  starts_when_paid: z.boolean(),
  net_fils: z.number().int(),
  vat_fils: z.number().int(),
  total_fils: z.number().int(),
  /** An upgrade's credit for the unused days of the current plan (a credit note on its invoice). */
  credit: z
    .object({
      plan_name: z.string(),
      unused_days: z.number().int(),
      net_fils: z.number().int(),
      vat_fils: z.number().int(),
      total_fils: z.number().int(),
    })
    .nullable(),
  /** The total less the credit, never below 0. */
  due_fils: z.number().int(),
});
export type TQuote = z.infer<typeof ZQuote>;

export const ZOrderRequest = z.object({ plan_id: zId(M.notFound) });
export type TOrderRequest = z.input<typeof ZOrderRequest>;

export const ZRenewalRequest = z.object({
  /** true: the plan is offered for renewal before it ends; false: it ends on its last day. */
  renew: z.boolean(),
});
export type TRenewalRequest = z.input<typeof ZRenewalRequest>;

export const ZCreditNoteParams = z.object({ id: orUnknown(zId(M.creditNoteNotFound)) });

export const CANCEL_WHEN = ['period_end', 'now'] as const;
export const ZCancelRequest = z.object({
  when: z.enum(CANCEL_WHEN, { error: M.cancelWhenRequired }),
  /** Printed on the credit note of a cancellation at once. */
  reason: text()
    .trim()
    .min(1, { error: M.cancelReasonRequired })
    .max(200, { error: M.cancelReasonRequired }),
});
export type TCancelRequest = z.input<typeof ZCancelRequest>;
