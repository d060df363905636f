import { and, eq, inArray } from 'drizzle-orm';
import { ZJobAlertRequest, type TJobAlertRequest } from '@logicareers/shared/schemas/alerts';
import type { Db } from '../../db/client';
import { masterItems, users } from '../../db/schema';
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
