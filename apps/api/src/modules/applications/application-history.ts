import { asc, count, eq, inArray } from 'drizzle-orm';
import type { ApplicationStatusFilter } from '@logicareers/shared/schemas/applications';
import type { TApplicationEvent } from '@logicareers/shared/schemas/candidate';
import {
  APPLICATION_STATUSES,
  type ApplicationStatus,
} from '@logicareers/shared/application-status';
import type { Db } from '../../db/client';
import { applicationEvents, applications, users } from '../../db/schema';
import { fullName } from '../../lib/names';

/** Applications in one status, or in any for 'all'. */
export const inStatus = (status: ApplicationStatusFilter) =>
  status === 'all' ? undefined : eq(applications.status, status);

/** The columns that count applications per status; group the query by `applications.status`. */
export const statusCountColumns = { status: applications.status, n: count() };

/** How many applications are in each status, keyed by status name, and in all. */
export function countsByStatus(rows: { status: string; n: number }[]) {
  const counts = Object.fromEntries(APPLICATION_STATUSES.map((status) => [status, 0])) as Record<
    ApplicationStatus,
    number
  >;
  for (const row of rows) counts[row.status as ApplicationStatus] = row.n;
  return { ...counts, total: rows.reduce((sum, row) => sum + row.n, 0) };
}

/** The status history of applications, oldest first, with the name of who moved them. */
export async function historyOf(db: Db, ids: string[], revealActors: boolean) {
  const byApplication = new Map<string, TApplicationEvent[]>();
  if (!ids.length) return byApplication;
  const rows = await db
    .select({
      applicationId: applicationEvents.applicationId,
      from: applicationEvents.fromStatus,
      to: applicationEvents.toStatus,
      at: applicationEvents.createdAt,
      actorFirst: users.firstName,
      actorLast: users.lastName,
      actorRole: users.role,
    })
    .from(applicationEvents)
    .leftJoin(users, eq(users.id, applicationEvents.actorId))
    .where(inArray(applicationEvents.applicationId, ids))
    .orderBy(asc(applicationEvents.id));
  for (const row of rows) {
    const list = byApplication.get(row.applicationId) ?? [];
    let by: string | null = null;
    if (row.actorRole === 'candidate') by = 'You';
    else if (row.actorRole)
      by = revealActors ? fullName(row.actorFirst!, row.actorLast!) : 'Recruiter';
    if (revealActors && row.actorRole === 'candidate') by = 'Candidate';
    list.push({
      from_status: row.from as ApplicationStatus | null,
      to_status: row.to as ApplicationStatus,
      at: row.at.toISOString(),
      by,
    });
    byApplication.set(row.applicationId, list);
  }
  return byApplication;
}
