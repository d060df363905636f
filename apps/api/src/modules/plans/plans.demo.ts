import { vatOf } from '@logicareers/shared/schemas/plans';
import { uaeDateInDays } from '@logicareers/shared/uae-date';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companies, invoices, plans, siteSettings, subscriptions } from '../../db/schema';
import { describeSubscription } from './seller';

/**
 * The demo's seller, entered in the site settings as a master admin would (decision 044), with the
 * bank account clients pay into by transfer. The TRN and the account are made up (the IBAN's check
 * digits are right): a real site enters its own before it issues an invoice.
 */
const DEMO_SELLER = {
  seller_name: 'LogiCareers Recruitment Consultancy LLC',
  seller_name_ar: 'لوجي كارييرز للاستشارات في التوظيف ذ.م.م',
  seller_address: 'Office 1204, Bay Square Building 3, Business Bay, Dubai, United Arab Emirates',
  seller_address_ar: 'مكتب 1204، باي سكوير مبنى 3، الخليج التجاري، دبي، الإمارات العربية المتحدة',
  seller_trn: '100384756200003',
  seller_bank_name: 'Emirates NBD',
  seller_account_name: 'LogiCareers Recruitment Consultancy LLC',
  seller_iban: 'AE190260001015384756201',
  seller_swift: 'EBILAEAD',
};

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

/** A made-up UAE tax registration number of a client: 15 digits, 100 ... 003 like real ones. */
const trnOf = (client: Client) => `100${384_100_000 + client.id * 104_729}003`;

/**
 * The demo's plans, the active clients' subscriptions and the months of invoices before: each
 * client with a sign-in is on Enterprise now (the demo board gives them many live jobs), paid and
 * invoiced, after an earlier plan that ended; one Enterprise year ends within two weeks, so its
 * renewal reminder is due. The other employers pay month by month, and one of them has ordered an
 * upgrade on the site and not paid it yet: a bank transfer for the master admin to confirm. Every
 * paying client has its TRN on its profile and its invoices. Invoices are numbered in the order
 * they were issued.
 */
export async function seedDemoPlans(db: Db, clients: Client[], monthly: Client[] = []) {
  const ids = new Map<string, number>();
  for (const plan of DEMO_PLANS) {
    const [row] = await db.insert(plans).values(plan).returning({ id: plans.id });
    ids.set(plan.name, row.id);
  }
  await db
    .insert(siteSettings)
    .values(Object.entries(DEMO_SELLER).map(([key, value]) => ({ key, value })))
    .onConflictDoNothing();
  for (const client of [...clients, ...monthly])
    await db
      .update(companies)
      .set({ trn: trnOf(client) })
      .where(eq(companies.id, client.id));
  const [starter, professional, enterprise] = DEMO_PLANS;
  const histories = monthly.map(monthlyHistory);
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
    ...histories.flat(),
  ].sort((a, b) => a.paidOn - b.paidOn || a.client.id - b.client.id);
  const rows = await subscribe(db, ids, periods);
  // The first monthly client on Starter today orders Professional.
  const current = histories
    .map((history) => history.at(-1))
    .find((p) => p && p.plan === starter && p.from <= 0 && p.to >= 0);
  if (current) await orderUpgrade(db, ids, current, rows[periods.indexOf(current)].id);
}

/**
 * An upgrade the client ordered on the site yesterday, awaiting its bank transfer: it starts when
 * paid and credits the unused days of the plan it replaces. It has no invoice until it is paid.
 */
async function orderUpgrade(db: Db, ids: Map<string, number>, current: Period, replacesId: number) {
  const [, professional] = DEMO_PLANS;
  const periodDays = current.to - current.from + 1;
  const unusedDays = current.to + 1;
  await db.insert(subscriptions).values({
    companyId: current.client.id,
    planId: ids.get(professional.name)!,
    startsOn: uaeDateInDays(0),
    endsOn: uaeDateInDays(29),
    priceFils: professional.priceFils,
    buyerTrn: trnOf(current.client),
    status: 'awaiting_payment',
    kind: 'upgrade',
    selfService: true,
    replacesId,
    creditFils: Math.round((current.plan.priceFils * unusedDays) / periodDays),
    createdAt: new Date(Date.now() - 26 * 3_600_000),
  });
}

/** The periods' subscriptions and their invoices, numbered 1, 2, ... in the order given. */
async function subscribe(db: Db, ids: Map<string, number>, periods: Period[]) {
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
        sellerName: DEMO_SELLER.seller_name,
        sellerNameAr: DEMO_SELLER.seller_name_ar,
        sellerAddress: DEMO_SELLER.seller_address,
        sellerAddressAr: DEMO_SELLER.seller_address_ar,
        sellerTrn: DEMO_SELLER.seller_trn,
        buyerName: client.name,
        buyerTrn: trnOf(client),
        ...describeSubscription(
          { name: plan.name, nameAr: plan.nameAr },
          { startsOn: uaeDateInDays(from), endsOn: uaeDateInDays(to) },
        ),
        netFils: plan.priceFils,
        vatFils: vat,
        totalFils: plan.priceFils + vat,
      };
    }),
  );
  return rows;
}
