import { sql, type SQL } from 'drizzle-orm';
import { UAE_TIME_ZONE } from '@logicareers/shared/uae-date';
import type { Db } from '../../db/client';

/*
 * The months of light records behind the demo's reports (issue 41): visits to every job's page
 * from the day it was published to the day it closed, and the CV searches of the companies'
 * people on their working days. Each number comes from a hash of what it counts (the job, the
 * day, the source), so a seed gives the same records for the same jobs every time.
 */

const TZ = sql.raw(`'${UAE_TIME_ZONE}'`);
/** How far back the recruiters' searches go, in days. */
const SEARCH_DAYS = 210;

/** A fraction in [0, 1) from a text, the same for the same text. */
const fractionOf = (key: SQL) =>
  sql`(((hashtext(${key}) & 2147483647) % 100000) / 100000.0::float8)`;

/** The UAE day of a moment. */
const uaeDay = (moment: SQL) => sql`((${moment}) at time zone ${TZ})::date`;

/** Saturday and Sunday, the UAE's weekend: fewer people look for work, recruiters rest. */
const weekend = (day: SQL) => sql`(extract(isodow from ${day}) in (6, 7))`;

/**
 * How visitors came to job pages, by share: most from a search or a job alert's e-mail, some by
 * a link, a few invited. Invited candidates apply more often, so their share of views is small.
 */
const VIEW_SOURCES = sql`(values ('search', 0.46::float8), ('alert', 0.30), ('direct', 0.18),
  ('invitation', 0.06)) as s(source, share)`;

/**
 * Each job's page views, about 10 to 40 for each application it had (and a few dozen for a job
 * nobody applied to), most in its first weeks, fewer at weekends, each day's spread over the
 * sources; newer jobs are seen a little more, as the board grows.
 */
async function seedJobViews(db: Db) {
  const today = uaeDay(sql`now()`);
  const views = sql`
    with job as materialized (
      select j.id, ${uaeDay(sql`j.published_at`)} as first_day,
        least(coalesce(${uaeDay(sql`j.closed_at`)}, ${today}), ${today}) as last_day,
        coalesce(a.applied, 0) as applied
      from jobs j
      left join (select job_id, count(*) as applied from applications group by job_id) a
        on a.job_id = j.id
      where j.published_at is not null and j.published_at <= now()
    ),
    rate as (
      -- Views a day at the job's first day, so that the days open add up to the job's target:
      -- the decay below summed over the days, times the average weekday's share.
      select job.*,
        (job.applied + 1) * (10 + 22 * ${fractionOf(sql`job.id::text`)})
          * (0.85 + 0.3 * greatest(0, 1 - (${today} - job.first_day) / 240.0::float8))
          / (0.87 * ((1 - exp(-(job.last_day - job.first_day + 1) / 12.0::float8))
              / (1 - exp(-1 / 12.0::float8)) + 0.15 * (job.last_day - job.first_day + 1)))
          as rate
      from job
    ),
    cell as (
      select rate.id, d.day, s.source,
        ${fractionOf(sql`rate.id || ':' || d.day || ':' || s.source || ':round'`)} as nudge,
        rate.rate * (exp(-(d.day - rate.first_day) / 12.0::float8) + 0.15)
          * (case when ${weekend(sql`d.day`)} then 0.55 else 1 end)
          * s.share * (0.6 + 0.8 * ${fractionOf(sql`rate.id || ':' || d.day || ':' || s.source`)})
          as expected
      from rate
      cross join lateral (select g::date as day
        from generate_series(rate.first_day, rate.last_day, interval '1 day') g) d
      cross join ${VIEW_SOURCES}
    )
    insert into job_views (job_id, day, source, views)
    select id, day, source, floor(expected + nudge)::int
    from cell
    where floor(expected + nudge) > 0`;
  // PostgreSQL would compile this one statement (JIT), which takes longer than running it.
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local jit = off`);
    await tx.execute(views);
  });
}

/**
 * The CV searches of the companies' people: the consultancy's recruiters search on most working
 * days, 5 to 30 times, an employer's users now and then; nobody before they joined.
 */
async function seedCvSearches(db: Db) {
  const today = uaeDay(sql`now()`);
  const consultancy = sql`c.kind = 'consultancy'`;
  await db.execute(sql`
    insert into staff_activity (user_id, company_id, day, kind, count)
    select u.id, u.company_id, d.day, 'cv_search',
      case when ${consultancy}
        then 5 + floor(26 * ${fractionOf(sql`u.id || ':' || d.day || ':searches'`)})
        else 1 + floor(8 * ${fractionOf(sql`u.id || ':' || d.day || ':searches'`)}) end
    from users u
    join companies c on c.id = u.company_id
    cross join lateral (select g::date as day from generate_series(
      greatest(${uaeDay(sql`u.created_at`)}, ${today} - ${SEARCH_DAYS}::int), ${today},
      interval '1 day') g) d
    where u.role <> 'candidate' and u.status = 'active' and c.status = 'active' and not ${weekend(sql`d.day`)}
      and ${fractionOf(sql`u.id || ':' || d.day || ':worked'`)}
        < case when ${consultancy} then 0.85 else 0.35 end`);
}

/** Seeds the job views and CV searches; run after the jobs, applications and sign-ups are dated. */
export async function seedDemoReportHistory(db: Db) {
  await seedJobViews(db);
  await seedCvSearches(db);
}
