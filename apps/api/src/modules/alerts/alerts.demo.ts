import { and, asc, eq, inArray, like, sql } from 'drizzle-orm';
import { ZJobAlertRequest, type TJobAlertRequest } from '@logicareers/shared/schemas/alerts';
import type { Db } from '../../db/client';
import { jobAlerts, masterItems, users } from '../../db/schema';
import { createAlert } from './alerts.service';

/** The demo candidate's job alerts: a daily one with filters and a weekly phrase search. */
export async function seedDemoAlerts(db: Db, email: string) {
  const [candidate] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!candidate) return;
  const names = ['Dubai', 'Warehousing and 3PL', 'Freight Forwarding - Sea'];
  const items = await db
    .select({ id: masterItems.id, name: masterItems.name })
    .from(masterItems)
    .where(
      and(
        inArray(masterItems.name, names),
        inArray(masterItems.kind, ['state', 'functional_area']),
      ),
    );
  const idOf = (name: string) => items.find((item) => item.name === name)?.id;
  const alerts: TJobAlertRequest[] = [
    {
      name: 'Warehouse jobs in Dubai',
      keywords: 'warehouse -driver',
      state: [idOf('Dubai')].filter((id) => id !== undefined),
      functional_area: [idOf('Warehousing and 3PL')].filter((id) => id !== undefined),
      experience: 3,
      frequency: 'daily',
    },
    {
      name: 'Sea freight forwarding',
      keywords: '"freight forwarding" OR "ocean freight"',
      functional_area: [idOf('Freight Forwarding - Sea')].filter((id) => id !== undefined),
      frequency: 'weekly',
    },
  ];
  for (const alert of alerts) await createAlert(db, candidate.id, ZJobAlertRequest.parse(alert));
}

/** The searches the generated candidates saved as alerts, in turn. */
const SAVED: TJobAlertRequest[] = [
  { name: 'Forklift jobs', keywords: 'forklift', frequency: 'daily' },
  { name: 'Warehouse supervisor', keywords: 'warehouse supervisor', frequency: 'weekly' },
  { name: 'Heavy truck driver', keywords: 'heavy truck driver', frequency: 'daily' },
  { name: 'Freight forwarding', keywords: 'freight forwarding', frequency: 'weekly' },
  { name: 'Cold chain', keywords: 'cold chain', frequency: 'daily' },
];
/** How many of the generated candidates keep an alert: every ninth, up to this many. */
const ALERT_HOLDERS = 40;

/**
 * Job alerts of some generated candidates (`poolEmails`, the start of their e-mail), each dated
 * within the last half year, after its owner joined: the board's new alert subscribers, week by
 * week (issue 41). Run after the sign-ups are dated.
 */
export async function seedDemoAlertHistory(db: Db, poolEmails: string) {
  const pool = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'candidate'), like(users.email, poolEmails)))
    .orderBy(asc(users.id));
  const holders = pool.filter((_, i) => i % 9 === 4).slice(0, ALERT_HOLDERS);
  for (const [i, holder] of holders.entries())
    await createAlert(db, holder.id, ZJobAlertRequest.parse(SAVED[i % SAVED.length]));
  // Some time in the half year, and never before a few hours after its owner joined.
  const hours = (salt: string, most: number) =>
    sql`interval '1 hour' * ((hashtext(a.user_id::text || ${salt}) & 2147483647) % ${most}::int)`;
  await db.execute(sql`
    update ${jobAlerts} a set created_at = least(now() - interval '1 hour',
      greatest(u.created_at + ${hours(':after', 20 * 24)}, now() - ${hours(':ago', 182 * 24)}))
    from ${users} u
    where u.id = a.user_id and u.email like ${poolEmails}`);
}
