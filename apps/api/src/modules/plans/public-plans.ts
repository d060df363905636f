import { and, asc, desc, eq } from 'drizzle-orm';
import type { Lang } from '@logicareers/shared/schemas/common';
import type { TPublicPlan } from '@logicareers/shared/schemas/plans';
import type { Db } from '../../db/client';
import { plans } from '../../db/schema';
import { limitsOf, type PlanRow } from './entitlements';

/* The plans as visitors see them: the pricing page (the API's and the server-rendered page). */

/** A plan for the pricing page: in Arabic, its Arabic name and description where it has them. */
export const publicOf = (plan: PlanRow, lang: Lang = 'en'): TPublicPlan => ({
  id: plan.id,
  name: (lang === 'ar' && plan.nameAr) || plan.name,
  description: (lang === 'ar' && plan.descriptionAr) || plan.description,
  price_fils: plan.priceFils,
  billing_period: plan.billingPeriod,
  free: plan.isFree,
  cv_search: plan.cvSearch,
  limits: limitsOf(plan),
});

/** The free plan first, then by price. */
export const byOrder = [
  desc(plans.isFree),
  asc(plans.priceFils),
  asc(plans.sortOrder),
  asc(plans.id),
];

/** The plans the pricing page shows: public and active, the free plan first, then by price. */
export async function publicPlans(db: Db, lang: Lang = 'en'): Promise<TPublicPlan[]> {
  const rows = await db
    .select()
    .from(plans)
    .where(and(eq(plans.isPublic, true), eq(plans.isActive, true)))
    .orderBy(...byOrder);
  return rows.map((row) => publicOf(row, lang));
}
