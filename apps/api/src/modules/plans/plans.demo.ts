import { TAX_INVOICE_SELLER } from '@logicareers/shared/constants';
import { vatOf } from '@logicareers/shared/schemas/plans';
import { uaeDateInDays } from '@logicareers/shared/uae-date';
import type { Db } from '../../db/client';
import { invoices, plans, subscriptions } from '../../db/schema';

/** The paid plans of the demo, beside the free plan the migrations make. Prices in fils, before VAT. */
const DEMO_PLANS = [
  {
    name: 'Starter',
    description: 'For a growing team hiring a few roles at a time.',
    priceFils: 149_900,
    billingPeriod: 'month',
    sortOrder: 1,
    cvSearch: true,
    jobPosts: 5,
    featuredJobs: 1,
    cvViews: 50,
    cvDownloads: 25,
    usersLimit: 3,
    bulkEmails: 500,
  },
  {
    name: 'Professional',
    description: 'For busy recruiters: more jobs, CV search and bulk e-mail every month.',
    priceFils: 399_900,
    billingPeriod: 'month',
    sortOrder: 2,
    cvSearch: true,
    jobPosts: 25,
    featuredJobs: 5,
    cvViews: 300,
    cvDownloads: 150,
    usersLimit: 10,
    bulkEmails: 3_000,
  },
  {
    name: 'Enterprise',
    description: 'A year of unlimited job posts and users for large logistics employers.',
    priceFils: 3_999_900,
    billingPeriod: 'year',
    sortOrder: 3,
    cvSearch: true,
    jobPosts: null,
    featuredJobs: 20,
    cvViews: null,
    cvDownloads: 1_000,
    usersLimit: null,
    bulkEmails: 20_000,
  },
] as const;

/**
 * The demo's plans, and the active clients' subscriptions: each is on Enterprise now (the demo
 * board gives them many live jobs), paid and invoiced, after an earlier plan that ended; one
 * Enterprise year ends within two weeks, so its renewal reminder is due.
 */
export async function seedDemoPlans(db: Db, clients: { id: number; name: string }[]) {
  const ids = new Map<string, number>();
  for (const plan of DEMO_PLANS) {
    const [row] = await db.insert(plans).values(plan).returning({ id: plans.id });
    ids.set(plan.name, row.id);
  }
  let number = 0;
  const subscribe = async (
    client: { id: number; name: string },
    plan: (typeof DEMO_PLANS)[number],
    from: number,
    to: number,
    paidOn: number,
    method: 'bank_transfer' | 'card',
  ) => {
    const [row] = await db
      .insert(subscriptions)
      .values({
        companyId: client.id,
        planId: ids.get(plan.name)!,
        startsOn: uaeDateInDays(from),
        endsOn: uaeDateInDays(to),
        priceFils: plan.priceFils,
        buyerTrn: client.id % 2 ? '100458862100003' : '',
      })
      .returning({ id: subscriptions.id });
    number += 1;
    const vat = vatOf(plan.priceFils);
    await db.insert(invoices).values({
      number,
      subscriptionId: row.id,
      companyId: client.id,
      issuedOn: uaeDateInDays(paidOn),
      supplyDate: uaeDateInDays(paidOn),
      paymentMethod: method,
      paymentReference: method === 'card' ? `CARD-${4100 + number}` : `FT${26_000 + number}`,
      sellerName: TAX_INVOICE_SELLER.name,
      sellerAddress: TAX_INVOICE_SELLER.address,
      sellerTrn: TAX_INVOICE_SELLER.trn,
      buyerName: client.name,
      buyerTrn: client.id % 2 ? '100458862100003' : '',
      description: `${plan.name} plan, ${uaeDateInDays(from)} to ${uaeDateInDays(to)}`,
      netFils: plan.priceFils,
      vatFils: vat,
      totalFils: plan.priceFils + vat,
    });
  };
  const [starter, professional, enterprise] = DEMO_PLANS;
  // Invoices are numbered in the order they were issued: the earlier plans' first.
  for (const [i, client] of clients.entries())
    await subscribe(client, i % 2 ? starter : professional, -120, -61, -122, 'bank_transfer');
  for (const [i, client] of clients.entries()) {
    // The last client's year ends in ten days: its renewal reminder is due.
    const ends = i === clients.length - 1 ? 10 : 305;
    await subscribe(client, enterprise, -60, ends, -61, i % 2 ? 'card' : 'bank_transfer');
  }
}
