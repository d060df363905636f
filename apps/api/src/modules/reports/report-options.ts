import { and, asc, desc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Lang } from '@logicareers/shared/schemas/common';
import type { TReportOptions } from '@logicareers/shared/schemas/reports';
import type { Db } from '../../db/client';
import { companies, jobs, masterItems, users } from '../../db/schema';
import { nameIn } from '../master-data/master-data.service';
import { clientOfJob, jobsInScope, type ReportScope } from './reports.access';

/** The most jobs a filter offers: the latest posted. */
const JOBS_MAX = 500;

const NONE: TReportOptions = { clients: [], jobs: [], recruiters: [], emirates: [] };

const jobsOf = (db: Db, scope: ReportScope) =>
  db
    .select({ id: jobs.id, name: jobs.title })
    .from(jobs)
    .where(and(jobsInScope(scope), ne(jobs.status, 'draft')))
    .orderBy(desc(jobs.id))
    .limit(JOBS_MAX);

const emiratesIn = (db: Db, lang: Lang) =>
  db
    .select({ id: masterItems.id, name: nameIn(masterItems, lang) })
    .from(masterItems)
    .where(and(eq(masterItems.kind, 'state'), isNull(masterItems.parentId)))
    .orderBy(asc(masterItems.sort), asc(masterItems.name));

/** What the filters of the scope's reports may choose from. */
export async function reportOptions(
  db: Db,
  scope: ReportScope,
  lang: Lang,
): Promise<TReportOptions> {
  switch (scope.audience) {
    case 'consultancy': {
      const [clients, jobList, recruiters] = await Promise.all([
        db
          .selectDistinct({ id: companies.id, name: companies.name })
          .from(companies)
          .where(
            sql`${companies.id} in (select ${clientOfJob} from ${jobs} where ${jobsInScope(scope)})`,
          )
          .orderBy(companies.name),
        jobsOf(db, scope),
        db
          .select({
            id: users.id,
            name: sql<string>`coalesce(nullif(trim(${users.firstName} || ' ' || ${users.lastName}), ''), ${users.email})`,
          })
          .from(users)
          .where(
            and(
              eq(users.companyId, scope.consultancyId),
              inArray(users.role, ['consultancy', 'ats', 'consultancy_admin']),
            ),
          )
          .orderBy(users.firstName, users.lastName),
      ]);
      return { ...NONE, clients, jobs: jobList, recruiters };
    }
    case 'employer':
      return { ...NONE, jobs: await jobsOf(db, scope) };
    case 'site':
      return { ...NONE, emirates: await emiratesIn(db, lang) };
    case 'candidate':
      return NONE;
  }
}
