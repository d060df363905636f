import { and, eq, gte, lt, ne, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { TREND_WEEKS, type TrendKey, type TTrend } from '@logicareers/shared/schemas/common';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { UAE_TIME_ZONE } from '@logicareers/shared/uae-date';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import {
  applicationEvents,
  applications,
  candidateProfileViews,
  candidateSubmissions,
  companies,
  interviews,
  jobs,
  users,
} from '../../db/schema';
import { jobsOfCompany } from '../jobs/jobs.policy';

/*
 * A dashboard's trends: one count a week over the last TREND_WEEKS weeks, each counted by the
 * database in one query. Weeks start on Monday in the UAE's time (which keeps no summer time).
 */

const TZ = `'${UAE_TIME_ZONE}'`;
/** The UAE's current week, as the local time its Monday begins. */
const THIS_WEEK = `date_trunc('week', now() at time zone ${TZ})`;
const FIRST_WEEK = `(${THIS_WEEK} - interval '${TREND_WEEKS - 1} weeks')`;
/** The moment the first week shown begins: rows before it count for no week. */
const since = sql.raw(`(${FIRST_WEEK} at time zone ${TZ})`);

/** The moment column `at` of the rows a trend counts, named so `weekly` finds it. */
const at = (column: SQLWrapper) => sql<Date>`${column}`.as('at');

/** Counts the rows of `events` (a query answering their moment as `at`) in each week. */
async function weekly(db: Db, key: TrendKey, events: SQLWrapper): Promise<TTrend> {
  const rows = rowsOf<{ week: string; value: number }>(
    await db.execute(sql`
      select to_char(w.week, 'YYYY-MM-DD') as week, count(e.at)::int as value
      from generate_series(${sql.raw(FIRST_WEEK)}, ${sql.raw(THIS_WEEK)}, interval '1 week') as w(week)
      left join (${events}) as e on date_trunc('week', e.at at time zone ${sql.raw(TZ)}) = w.week
      group by w.week
      order by w.week`),
  );
  return { key, points: rows.map((row) => ({ week: row.week, value: Number(row.value) })) };
}

const within = (column: AnyPgColumn): SQL => gte(column, since);

/** Applications received to the company's jobs (its own, and its clients' it posted). */
export const applicationsTrend = (db: Db, companyId: number) =>
  weekly(
    db,
    'applications',
    db
      .select({ at: at(applications.createdAt) })
      .from(applications)
      .innerJoin(jobs, eq(jobs.id, applications.jobId))
      .where(and(jobsOfCompany(companyId), within(applications.createdAt))),
  );

/** The company's interviews held: not cancelled, and begun by now. */
export const interviewsTrend = (db: Db, companyId: number) =>
  weekly(
    db,
    'interviews',
    db
      .select({ at: at(interviews.startsAt) })
      .from(interviews)
      .where(
        and(
          eq(interviews.companyId, companyId),
          ne(interviews.status, 'cancelled'),
          within(interviews.startsAt),
          lt(interviews.startsAt, sql`now()`),
        ),
      ),
  );

/** Candidates the consultancy sent to its clients. */
export const submissionsTrend = (db: Db, consultancyId: number) =>
  weekly(
    db,
    'submissions',
    db
      .select({ at: at(candidateSubmissions.createdAt) })
      .from(candidateSubmissions)
      .where(
        and(
          eq(candidateSubmissions.consultancyId, consultancyId),
          within(candidateSubmissions.createdAt),
        ),
      ),
  );

/** Applicants moved to hired on the jobs the consultancy handles, and still hired. */
export const hiresTrend = (db: Db, consultancyId: number) =>
  weekly(
    db,
    'hires',
    db
      .select({ at: at(applicationEvents.createdAt) })
      .from(applicationEvents)
      .innerJoin(applications, eq(applications.id, applicationEvents.applicationId))
      .innerJoin(jobs, eq(jobs.id, applications.jobId))
      .where(
        and(
          jobsOfCompany(consultancyId),
          eq(applicationEvents.toStatus, 'hired'),
          eq(applications.status, 'hired'),
          within(applicationEvents.createdAt),
        ),
      ),
  );

/** Candidates who signed up, site-wide. */
export const candidatesTrend = (db: Db) =>
  weekly(
    db,
    'candidates',
    db
      .select({ at: at(users.createdAt) })
      .from(users)
      .where(and(eq(users.role, 'candidate'), within(users.createdAt))),
  );

/** Employer companies that signed up, site-wide. */
export const employersTrend = (db: Db) =>
  weekly(
    db,
    'employers',
    db
      .select({ at: at(companies.createdAt) })
      .from(companies)
      .where(and(eq(companies.kind, 'employer'), within(companies.createdAt))),
  );

/** Times someone of a company opened the candidate's profile. */
export const profileViewsTrend = (db: Db, candidateId: string) =>
  weekly(
    db,
    'profile_views',
    db
      .select({ at: at(candidateProfileViews.viewedAt) })
      .from(candidateProfileViews)
      .where(
        and(
          eq(candidateProfileViews.candidateId, candidateId),
          within(candidateProfileViews.viewedAt),
        ),
      ),
  );
