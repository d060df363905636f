import { and, asc, count, desc, eq, ilike, sql } from 'drizzle-orm';
import type { JobChoiceStatus, TJobChoicesPage } from '@logicareers/shared/schemas/jobs';
import type { Db } from '../../db/client';
import { jobs } from '../../db/schema';
import { readPage } from '../../lib/paging';
import { containing } from '../../lib/like';
import type { SessionUser } from '../access/sessions';
import { jobIsLive, jobsOfCompany, manageableJobs, statusOf } from './jobs.policy';
import { client, owner } from './jobs.presenter';

export interface JobChoicesFilter {
  companyId: number | null;
  clientId: number | null;
  designationId: number | null;
  status: JobChoiceStatus;
  q?: string;
  page: number;
  pageSize: number;
}

/**
 * The jobs a picker offers (SPEC.md call jobs/by-foreignkey): of those the user may see (their
 * company's, the consultancy's clients' as well, every job for those who manage any), the ones a
 * company posted, those for a client (posted for it or by it) or of a designation; open ones first.
 */
export async function listJobChoices(
  db: Db,
  user: SessionUser,
  filter: JobChoicesFilter,
): Promise<TJobChoicesPage> {
  const q = filter.q?.trim();
  const where = and(
    manageableJobs(user),
    filter.companyId === null ? undefined : eq(jobs.companyId, filter.companyId),
    filter.clientId === null ? undefined : jobsOfCompany(filter.clientId),
    filter.designationId === null ? undefined : eq(jobs.designationId, filter.designationId),
    filter.status === 'open' ? jobIsLive() : undefined,
    q ? ilike(jobs.title, containing(q)) : undefined,
  );
  return readPage(
    filter,
    {
      rows: db
        .select({
          id: jobs.id,
          title: jobs.title,
          companyName: owner.name,
          clientName: client.name,
          status: jobs.status,
          validThrough: jobs.validThrough,
        })
        .from(jobs)
        .leftJoin(owner, eq(owner.id, jobs.companyId))
        .leftJoin(client, eq(client.id, jobs.clientCompanyId))
        .where(where)
        .orderBy(desc(sql`${jobIsLive()}`), desc(jobs.updatedAt), asc(jobs.id)),
      total: db.select({ total: count() }).from(jobs).where(where),
    },
    (rows) =>
      rows.map((row) => ({
        id: row.id,
        title: row.title,
        company_name: row.companyName,
        client_name: row.clientName,
        status: statusOf(row),
        valid_through: row.validThrough,
      })),
  );
}
