import { and, asc, eq, gte, lte, ne, notInArray, sql } from 'drizzle-orm';
import { countedMessage } from '@logicareers/shared/counted-messages';
import type { Db } from '../../db/client';
import { plans, subscriptions } from '../../db/schema';
import { AppError } from '../../lib/errors';

/*
 * A company holds one plan on a day: a subscription's days may not meet those of another that is
 * active or awaiting payment. Changes to a company's subscriptions take the lock on its row first,
 * so two requests for the same days are checked one after the other and the second is refused.
 */

/** Locks the company's row until the end of the transaction. */
export async function lockCompany(tx: Db, companyId: number) {
  await tx.execute(sql`select id from companies where id = ${companyId} for update`);
}

/**
 * Refuses (409, a counted answer) days from `startsOn` to `endsOn` that meet a subscription of the
 * company that is active or awaiting payment, other than those in `ignore` (the subscription an
 * upgrade replaces, and the order being paid).
 */
export async function refuseOverlap(
  tx: Db,
  companyId: number,
  period: { startsOn: string; endsOn: string },
  ignore: number[] = [],
) {
  const met = await tx
    .select({
      plan: plans.name,
      from: subscriptions.startsOn,
      to: subscriptions.endsOn,
    })
    .from(subscriptions)
    .innerJoin(plans, eq(plans.id, subscriptions.planId))
    .where(
      and(
        eq(subscriptions.companyId, companyId),
        ne(subscriptions.status, 'cancelled'),
        lte(subscriptions.startsOn, period.endsOn),
        gte(subscriptions.endsOn, period.startsOn),
        ignore.length ? notInArray(subscriptions.id, ignore) : undefined,
      ),
    )
    .orderBy(asc(subscriptions.startsOn), asc(subscriptions.id));
  if (!met.length) return;
  const [first] = met;
  throw AppError.counted(
    'CONFLICT',
    countedMessage('subscriptionOverlap', {
      count: met.length,
      plan: first.plan,
      from: first.from,
      to: first.to,
    }),
  );
}
