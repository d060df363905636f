import { and, desc, eq, lte, gte, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { countedMessage } from '@logicareers/shared/counted-messages';
import { PAGES } from '@logicareers/shared/pages';
import {
  LIMIT_KEYS,
  LIMIT_REACHED,
  MONTHLY_LIMITS,
  PLAN_MESSAGES as M,
  type LimitKey,
  type TPlanLimits,
  type TUsage,
} from '@logicareers/shared/schemas/plans';
import { todayInUae } from '@logicareers/shared/uae-date';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import {
  companies,
  entitlementSpends,
  entitlementUsage,
  plans,
  subscriptions,
} from '../../db/schema';
import { AppError } from '../../lib/errors';
import { jobIsFeatured, jobIsLive } from '../jobs/jobs.schema';

/*
 * What a company's plan allows, and the spending of it where it is spent (decision "plans and
 * entitlements"). Only employer client companies are limited: the consultancy and its staff, and
 * master administrators (no company), are not, and neither is the consultancy's work for a client.
 *
 * Two kinds of limit:
 * - counted (job_posts, users): what is in use now, counted under a lock on the company's row, in
 *   the transaction of the action that would add one: two requests for the last place wait for each
 *   other, and the second counts the first's.
 * - featured_jobs: the company's live jobs featured now, counted the same way under the same lock
 *   (withFeaturedSlot, decision 045); a closed, expired or unfeatured job, or one whose featured
 *   period ended, gives its slot back by no longer being counted.
 * - monthly (cv_views, cv_downloads, bulk_emails): spent in a calendar month (UAE time) by one
 *   atomic upsert on entitlement_usage that refuses to pass the limit. Opening a profile or
 *   downloading a CV is spent once per candidate per month (entitlement_spends).
 */

export type PlanRow = typeof plans.$inferSelect;
type Reader = Pick<Db, 'select' | 'execute'>;

/** Where an employer raises its limits. */
export const UPGRADE_PAGE = PAGES.employer.subscription;

/** The month the monthly limits count: YYYY-MM of today in the UAE. */
export const periodOf = (today: string = todayInUae()) => today.slice(0, 7);

export const limitsOf = (plan: PlanRow): TPlanLimits => ({
  job_posts: plan.jobPosts,
  featured_jobs: plan.featuredJobs,
  cv_views: plan.cvViews,
  cv_downloads: plan.cvDownloads,
  users: plan.usersLimit,
  bulk_emails: plan.bulkEmails,
});

/** Whether plans limit a company: employer clients are; the consultancy and "no company" are not. */
export async function isLimited(db: Reader, companyId: number | null): Promise<boolean> {
  if (companyId === null) return false;
  const [row] = await db
    .select({ kind: companies.kind })
    .from(companies)
    .where(eq(companies.id, companyId));
  return row?.kind === 'employer';
}

export async function freePlan(db: Reader): Promise<PlanRow> {
  const [plan] = await db.select().from(plans).where(eq(plans.isFree, true));
  if (!plan) throw new Error('The free plan is missing: migration 0021 inserts it');
  return plan;
}

/**
 * A company's subscriptions that cover a day, the latest assigned first: the first one counts.
 * Only an active subscription covers days: an order awaiting payment does not yet, and a cancelled
 * one no longer does.
 */
const covering = (companyId: number | AnyColumn, today: string) => ({
  where: and(
    eq(subscriptions.companyId, companyId),
    eq(subscriptions.status, 'active'),
    lte(subscriptions.startsOn, today),
    gte(subscriptions.endsOn, today),
  ),
  order: [desc(subscriptions.createdAt), desc(subscriptions.id)],
});

/**
 * The subscription covering a day (the latest assigned, when several do), with its plan; the free
 * plan when none does.
 */
export async function planOf(db: Reader, companyId: number, today: string = todayInUae()) {
  const { where, order } = covering(companyId, today);
  const [current] = await db
    .select({ subscription: subscriptions, plan: plans })
    .from(subscriptions)
    .innerJoin(plans, eq(plans.id, subscriptions.planId))
    .where(where)
    .orderBy(...order)
    .limit(1);
  if (current) return current;
  return { subscription: null, plan: await freePlan(db) };
}

/**
 * The id of the plan of the company in `companyId` (a column of an outer query) on a day, by the
 * rule of planOf: for lists that show or filter by each company's plan.
 */
export function currentPlanIdOf(db: Reader, companyId: AnyColumn, today: string): SQL<number> {
  const { where, order } = covering(companyId, today);
  const paid = db
    .select({ id: subscriptions.planId })
    .from(subscriptions)
    .where(where)
    .orderBy(...order)
    .limit(1);
  const free = db.select({ id: plans.id }).from(plans).where(eq(plans.isFree, true)).limit(1);
  return sql<number>`coalesce((${paid}), (${free}))`;
}

/** The limit of a key for a company, or null (unlimited, or a company plans do not limit). */
async function limitFor(db: Reader, companyId: number | null, key: LimitKey) {
  if (!(await isLimited(db, companyId))) return null;
  return limitsOf((await planOf(db, companyId!)).plan)[key];
}

const refusal = (
  key: LimitKey,
  limit: number,
  left = 0,
  code: 'FORBIDDEN' | 'CONFLICT' = 'FORBIDDEN',
) =>
  AppError.counted(
    code,
    countedMessage(LIMIT_REACHED[key], { count: limit, ...(key === 'bulk_emails' && { left }) }),
    UPGRADE_PAGE,
  );

/* ---------- Counted limits: what is in use now ---------- */

type CountedKey = 'job_posts' | 'users' | 'featured_jobs';

/**
 * What a company has in use of a counted limit. Active job posts are the company's own jobs that
 * are live (published and not past their valid-through date: the jobs table's rule, jobIsLive);
 * drafts, closed and expired jobs free their place. Users are the company's accounts that are not
 * disabled.
 */
async function inUse(db: Reader, companyId: number, key: CountedKey) {
  const query =
    key === 'job_posts'
      ? sql`select count(*)::int as n from jobs where company_id = ${companyId} and ${jobIsLive()}`
      : key === 'featured_jobs'
        ? sql`select count(*)::int as n from jobs where company_id = ${companyId} and ${jobIsFeatured()}`
        : sql`select count(*)::int as n from users where company_id = ${companyId} and status <> 'disabled'`;
  return rowsOf<{ n: number }>(await db.execute(query))[0].n;
}

/**
 * Runs `action` in a transaction, after proving the company has a place left of a counted limit:
 * the company's row is locked first, so concurrent requests count one after another. A company
 * plans do not limit runs the action all the same.
 */
export async function withPlaceLeft<T>(
  db: Db,
  companyId: number | null,
  key: 'job_posts' | 'users',
  action: (tx: Db) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    if (companyId !== null && (await isLimited(tx, companyId))) {
      await tx.execute(sql`select id from companies where id = ${companyId} for update`);
      const limit = limitsOf((await planOf(tx, companyId)).plan)[key];
      if (limit !== null && (await inUse(tx, companyId, key)) >= limit) throw refusal(key, limit);
    }
    return action(tx);
  });
}

/**
 * Runs `action` in a transaction after proving the company has a featured slot left, under the lock
 * on its row that withPlaceLeft takes: two jobs racing for the last slot are counted one after the
 * other, and the second is refused with 409 (decision 045). `action` is given the end of the plan's
 * period (the last day of the subscription covering today, UAE date), or null when no subscription
 * covers today or plans do not limit the company.
 */
export async function withFeaturedSlot<T>(
  db: Db,
  companyId: number | null,
  action: (tx: Db, periodEndsOn: string | null) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    if (companyId === null || !(await isLimited(tx, companyId))) return action(tx, null);
    await tx.execute(sql`select id from companies where id = ${companyId} for update`);
    const { subscription, plan } = await planOf(tx, companyId);
    const limit = limitsOf(plan).featured_jobs;
    if (limit !== null && (await inUse(tx, companyId, 'featured_jobs')) >= limit)
      throw refusal('featured_jobs', limit, 0, 'CONFLICT');
    return action(tx, subscription?.endsOn ?? null);
  });
}

/** A company's featured slots in use and its plan's limit; null when plans do not limit it. */
export async function featuredSlotsOf(db: Db, companyId: number | null) {
  if (companyId === null || !(await isLimited(db, companyId))) return null;
  const [{ plan }, used] = await Promise.all([
    planOf(db, companyId),
    inUse(db, companyId, 'featured_jobs'),
  ]);
  return { used, limit: limitsOf(plan).featured_jobs };
}

/* ---------- Monthly limits ---------- */

/**
 * Spends `units` of a monthly limit in one statement, or refuses with the upgrade link when fewer
 * are left. Usage is counted for unlimited plans too (the subscription page shows it). Call it in
 * the transaction of the action, so that a failed action gives the units back.
 */
export async function spendMonthly(
  db: Db,
  companyId: number | null,
  key: 'cv_views' | 'cv_downloads' | 'bulk_emails',
  units: number,
) {
  if (units <= 0 || companyId === null || !(await isLimited(db, companyId))) return;
  const limit = await limitFor(db, companyId, key);
  const period = periodOf();
  const cap = limit ?? 2_147_483_647;
  const spent = rowsOf<{ used: number }>(
    await db.execute(sql`
      insert into ${entitlementUsage} (company_id, key, period, used)
      select ${companyId}, ${key}, ${period}, ${units} where ${units}::int <= ${cap}::int
      on conflict (company_id, key, period)
        do update set used = ${entitlementUsage}.used + excluded.used
        where ${entitlementUsage}.used + excluded.used <= ${cap}::int
      returning used`),
  );
  if (spent.length) return;
  const [row] = await db
    .select({ used: entitlementUsage.used })
    .from(entitlementUsage)
    .where(
      and(
        eq(entitlementUsage.companyId, companyId),
        eq(entitlementUsage.key, key),
        eq(entitlementUsage.period, period),
      ),
    );
  throw refusal(key, cap, Math.max(0, cap - (row?.used ?? 0)));
}

/**
 * Gives back units of a monthly limit spent on what never happened (the mails of a stopped bulk
 * send), in this month's count.
 */
export async function giveBackMonthly(
  db: Db,
  companyId: number | null,
  key: 'bulk_emails',
  units: number,
) {
  if (units <= 0 || companyId === null) return;
  await db
    .update(entitlementUsage)
    .set({ used: sql`greatest(0, ${entitlementUsage.used} - ${units})` })
    .where(
      and(
        eq(entitlementUsage.companyId, companyId),
        eq(entitlementUsage.key, key),
        eq(entitlementUsage.period, periodOf()),
      ),
    );
}

/**
 * Spends one unit of a monthly limit on a subject (a candidate) the first time this month, in its
 * own transaction: the same candidate again this month is free.
 */
export async function spendOncePerMonth(
  db: Db,
  companyId: number | null,
  key: 'cv_views' | 'cv_downloads',
  subject: string,
) {
  if (companyId === null || !(await isLimited(db, companyId))) return;
  await db.transaction(async (tx) => {
    const fresh = await tx
      .insert(entitlementSpends)
      .values({ companyId, key, period: periodOf(), subject })
      .onConflictDoNothing()
      .returning({ key: entitlementSpends.key });
    if (fresh.length) await spendMonthly(tx, companyId, key, 1);
  });
}

/** Refuses a feature the company's plan does not include (CV search). */
export async function requireCvSearch(db: Db, companyId: number | null) {
  if (!(await isLimited(db, companyId))) return;
  if (!(await planOf(db, companyId!)).plan.cvSearch)
    throw new AppError('FORBIDDEN', M.cvSearchOff, UPGRADE_PAGE);
}

/** A company's usage against each limit: now for counted limits, this month for monthly ones. */
export async function usageOf(db: Db, companyId: number, plan: PlanRow): Promise<TUsage[]> {
  const period = periodOf();
  const monthly = await db
    .select({ key: entitlementUsage.key, used: entitlementUsage.used })
    .from(entitlementUsage)
    .where(and(eq(entitlementUsage.companyId, companyId), eq(entitlementUsage.period, period)));
  const spent = new Map(monthly.map((row) => [row.key, row.used]));
  const limits = limitsOf(plan);
  return Promise.all(
    LIMIT_KEYS.map(async (key) => {
      const isMonthly = MONTHLY_LIMITS.includes(key);
      const used =
        key === 'job_posts' || key === 'users' || key === 'featured_jobs'
          ? await inUse(db, companyId, key)
          : isMonthly
            ? (spent.get(key) ?? 0)
            : 0;
      return { key, used, limit: limits[key], monthly: isMonthly };
    }),
  );
}
