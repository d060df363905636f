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
    nameAr: 'الأساسية',
    descriptionAr: 'لفريق متنامٍ يوظّف لبضع وظائف في كل مرة.',
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
    nameAr: 'الاحترافية',
    descriptionAr:
      'لمسؤولي التوظيف كثيري الانشغال: وظائف أكثر، وبحث في السير الذاتية، ورسائل جماعية كل شهر.',
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
    nameAr: 'المؤسسات',
    descriptionAr:
      'سنة كاملة من إعلانات الوظائف والمستخدمين دون حدود لكبرى شركات الخدمات اللوجستية.',
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

type Client = { id: number; name: string };
type DemoPlan = (typeof DEMO_PLANS)[number];
interface Period {
  client: Client;
  plan: DemoPlan;
  /** Days from today, as uaeDateInDays counts them. */
  from: number;
  to: number;
  paidOn: number;
  method: 'bank_transfer' | 'card';
}

/**
 * The monthly subscriptions of an employer without a sign-in: started some months ago, renewed
 * month by month, upgraded once for some, lapsed for others.
 */
function monthlyHistory(client: Client, i: number): Period[] {
  const [starter, professional] = DEMO_PLANS;
  const months = 2 + ((i * 5) % 8);
  const lapsed = i % 4 === 3;
  const periods: Period[] = [];
  for (let m = months; m > (lapsed ? 1 + (i % 2) : 0); m -= 1) {
    // Contiguous months, each client renewing on its own day of the month.
    const from = -30 * m + 1 + ((i * 7) % 29);
    const plan = i % 3 === 0 || (i % 3 === 1 && m <= months / 2) ? professional : starter;
    const method = i % 2 ? 'card' : 'bank_transfer';
    periods.push({ client, plan, from, to: from + 29, paidOn: from - (i % 3), method });
  }
  return periods;
}

/**
 * The demo's plans, the active clients' subscriptions and the months of invoices before: each
 * client with a sign-in is on Enterprise now (the demo board gives them many live jobs), paid and
 * invoiced, after an earlier plan that ended; one Enterprise year ends within two weeks, so its
 * renewal reminder is due. The other employers pay month by month. Invoices are numbered in the
 * order they were issued.
 */
export async function seedDemoPlans(db: Db, clients: Client[], monthly: Client[] = []) {
  const ids = new Map<string, number>();
  for (const plan of DEMO_PLANS) {
    const [row] = await db.insert(plans).values(plan).returning({ id: plans.id });
    ids.set(plan.name, row.id);
  }
  const [starter, professional, enterprise] = DEMO_PLANS;
  const periods: Period[] = [
    ...clients.map((client, i) => ({
      client,
      plan: i % 2 ? starter : professional,
      from: -120,
      to: -61,
      paidOn: -122,
      method: 'bank_transfer' as const,
    })),
    ...clients.map((client, i) => ({
      client,
      plan: enterprise,
      from: -60,
      // The last client's year ends in ten days: its renewal reminder is due.
      to: i === clients.length - 1 ? 10 : 305,
      paidOn: -61,
      method: i % 2 ? ('card' as const) : ('bank_transfer' as const),
    })),
    ...monthly.flatMap(monthlyHistory),
  ].sort((a, b) => a.paidOn - b.paidOn || a.client.id - b.client.id);
  await subscribe(db, ids, periods);
}

/** The periods' subscriptions and their invoices, numbered 1, 2, ... in the order given. */
async function subscribe(db: Db, ids: Map<string, number>, periods: Period[]) {
  const trnOf = (client: Client) => (client.id % 2 ? '100458862100003' : '');
  const rows = await db
    .insert(subscriptions)
    .values(
      periods.map(({ client, plan, from, to }) => ({
        companyId: client.id,
        planId: ids.get(plan.name)!,
        startsOn: uaeDateInDays(from),
        endsOn: uaeDateInDays(to),
        priceFils: plan.priceFils,
        buyerTrn: trnOf(client),
      })),
    )
    .returning({ id: subscriptions.id });
  await db.insert(invoices).values(
    periods.map(({ client, plan, from, to, paidOn, method }, n) => {
      const number = n + 1;
      const vat = vatOf(plan.priceFils);
      return {
        number,
        subscriptionId: rows[n].id,
        companyId: client.id,
        issuedOn: uaeDateInDays(paidOn),
        supplyDate: uaeDateInDays(paidOn),
        paymentMethod: method,
        paymentReference: method === 'card' ? `CARD-${4100 + number}` : `FT${26_000 + number}`,
        sellerName: TAX_INVOICE_SELLER.name,
        sellerAddress: TAX_INVOICE_SELLER.address,
        sellerTrn: TAX_INVOICE_SELLER.trn,
        buyerName: client.name,
        buyerTrn: trnOf(client),
        description: `${plan.name} plan, ${uaeDateInDays(from)} to ${uaeDateInDays(to)}`,
        netFils: plan.priceFils,
        vatFils: vat,
        totalFils: plan.priceFils + vat,
      };
    }),
  );
}
