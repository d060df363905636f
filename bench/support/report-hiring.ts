import type { Database } from '../../apps/api/src/db/client';
import { BUSY_CANDIDATE, candidateOf, step, staffOf, type HistorySize } from './report-history';

/*
 * Applications over the year with their status history (issue 41's reports benchmark): each job
 * draws applications in proportion to its pull, each application gets as far down the funnel as a
 * believable share do (about half never shortlisted, one in twenty hired), the rest rejected or
 * withdrawn on the way, and nothing dated after today. Interviews for those who got that far.
 * The moments the reports read from each application (how far it got, first shortlisted, hired)
 * are derived by the database from these events as they are inserted, as in the product.
 */

type Db = Database['db'];

const STAGES = "array['applied', 'shortlisted', 'interview', 'offered', 'hired']";
const days = (r: string, least: number, spread: number) =>
  `interval '1 day' * (${least} + ${r} * ${spread})`;

/** Applications staged in bench_app: who applied to what, when, how far each got and when. */
async function stageApplications(db: Db, size: HistorySize) {
  const { candidates: N, applications: A } = size;
  const drawn = `(select *, greatest(1, least(${N - 1},
      round(${A} * weight / sum(weight) over ())))::int as apps from bench_job)`;
  const randoms = `random() as u, random() as e, random() as s, random() as r1, random() as r2,
    random() as r3, random() as r4, random() as r5`;
  const created = 'p.opened_at + random() * (p.ended_at - p.opened_at)';
  await step(db, `${A} applications staged`, [
    `create table bench_app as
    select gen_random_uuid() as id, a.job_id, a.candidate_id, a.owner_n, a.staff, a.created_at,
      case when a.via_consultancy then
          case when a.s < .15 then 'recruiter' when a.s < .50 then 'search' when a.s < .65 then 'alert'
            when a.s < .90 then 'direct' else 'invitation' end
        else case when a.s < .40 then 'search' when a.s < .60 then 'alert' when a.s < .90 then 'direct'
          else 'invitation' end end as source,
      case when a.u < .55 then 0 when a.u < .78 then 1 when a.u < .90 then 2 when a.u < .95 then 3
        else 4 end as reach,
      case when a.u >= .95 then null when a.e < .05 then 'withdrawn' when a.e < .75 then 'rejected'
        end as ending,
      array[a.created_at + ${days('a.r1', 1, 9)},
        a.created_at + ${days('a.r1', 1, 9)} + ${days('a.r2', 2, 12)},
        a.created_at + ${days('a.r1', 1, 9)} + ${days('a.r2', 2, 12)} + ${days('a.r3', 2, 8)},
        a.created_at + ${days('a.r1', 1, 9)} + ${days('a.r2', 2, 12)} + ${days('a.r3', 2, 8)}
          + ${days('a.r4', 2, 12)}] as ts,
      ${days('a.r5', 1, 10)} as ends_after
    from (
      select p.id as job_id, ${candidateOf(`((p.j * 7919 + k) % ${N})`)} as candidate_id, p.owner_n,
        p.staff, p.via_consultancy, ${created} as created_at, ${randoms}
      from ${drawn} p cross join generate_series(1, p.apps) k
      union all
      select p.id, ${BUSY_CANDIDATE}, p.owner_n, p.staff, p.via_consultancy, ${created}, ${randoms}
      from (select * from bench_job order by random() limit 120) p
    ) a`,
    // The moment each application ended (rejected, withdrawn), then nothing after today: a stage
    // not reached by now is not reached, and one still under way has not ended.
    `alter table bench_app add column ended_at timestamptz`,
    `update bench_app set ended_at = case when reach = 0 then created_at else ts[reach] end + ends_after`,
    `update bench_app set
      ending = case when ending is null or ended_at > now() or ts[reach] > now() then null else ending end,
      reach = least(reach, (ts[1] <= now())::int + (ts[2] <= now())::int + (ts[3] <= now())::int
        + (ts[4] <= now())::int)`,
  ]);
}

/** Applications, their events (applied, each move, the end) and interviews, from bench_app. */
export async function addApplications(db: Db, size: HistorySize) {
  await stageApplications(db, size);
  const actor = staffOf('a.owner_n', 'floor(random() * a.staff)::int');
  await step(db, 'applications and their history', [
    `insert into applications (id, job_id, candidate_id, status, source, created_at, status_changed_at)
    select id, job_id, candidate_id, coalesce(ending, (${STAGES})[reach + 1]), source, created_at,
      case when ending is not null then ended_at when reach > 0 then ts[reach] else created_at end
    from bench_app`,
    `insert into application_events (application_id, from_status, to_status, actor_id, created_at)
    select id, null, 'applied', candidate_id, created_at from bench_app
    union all
    select a.id, (${STAGES})[k], (${STAGES})[k + 1], ${actor}, a.ts[k]
    from bench_app a cross join generate_series(1, a.reach) k
    union all
    select a.id, (${STAGES})[a.reach + 1], a.ending,
      case when a.ending = 'withdrawn' then a.candidate_id else ${actor} end, a.ended_at
    from bench_app a where a.ending is not null`,
    `insert into interviews (company_id, candidate_id, application_id, job_id, starts_at,
        duration_minutes, mode, status, created_by, created_at)
    select j.company_id, a.candidate_id, a.id, a.job_id, a.ts[2] + interval '2 days', 45, 'in_person',
      case when a.ts[2] + interval '2 days' < now() then 'completed' else 'scheduled' end, ${actor},
      a.ts[2]
    from bench_app a join jobs j on j.id = a.job_id where a.reach >= 2`,
  ]);
}
