import type { Database } from '../../apps/api/src/db/client';
import { BUSY_CANDIDATE, candidateOf, step, staffOf, type HistorySize } from './report-history';

/*
 * The rest of a year of history for the reports benchmark (issue 41): candidates sent to clients,
 * plans bought and invoiced, visits to job pages, recruiters' searches and profile opens, bulk
 * e-mails and the answers to them, the outbox, and job alerts.
 */

type Db = Database['db'];

const withinYear = "now() - random() * interval '365 days'";

/** Candidates the consultancies sent to their clients: the first consultancy sends most. */
export async function addSubmissions(db: Db, size: HistorySize) {
  const { submissions: S, consultancies: K, candidates: N } = size;
  await step(db, `${S} submissions`, [
    `create table bench_client as
    select b.managed_by_n as c_n, b.id as client_id,
      (row_number() over (partition by b.managed_by_n order by b.n))::int - 1 as idx,
      (count(*) over (partition by b.managed_by_n))::int as cnt
    from bench_co b where b.managed_by_n > 0`,
    `create table bench_client_job as
    select client_id, id as job_id, (row_number() over (partition by client_id order by id))::int - 1 as idx,
      (count(*) over (partition by client_id))::int as cnt
    from bench_job where via_consultancy`,
    `insert into candidate_submissions (consultancy_id, client_id, job_id, candidate_id, sent_by,
        token_hash, status, viewed_at, answered_at, expires_at, created_at)
    select co.id, cl.client_id, cj.job_id, ${candidateOf(`((x.s * 104729) % ${N})`)},
      ${staffOf('co.n', '1 + x.s % (co.staff - 1)')}, md5('sub' || x.s),
      case when x.u < .15 then 'sent' when x.u < .35 then 'viewed' when x.u < .60 then 'interested'
        when x.u < .80 then 'interview_requested' else 'rejected' end,
      case when x.u >= .15 then least(now(), x.at + interval '6 hours') end,
      case when x.u >= .35 then least(now(), x.at + interval '2 days') end,
      x.at + interval '30 days', x.at
    from (select s, random() as u, ${withinYear} as at,
        case when s % 10 < 6 then 1 else 2 + s % ${K - 1} end as c_n
      from generate_series(1, ${S}) s) x
    join bench_co co on co.n = x.c_n
    join bench_client cl on cl.c_n = x.c_n and cl.idx = (x.s * 31) % cl.cnt
    left join bench_client_job cj on cj.client_id = cl.client_id and cj.idx = x.s % cj.cnt`,
  ]);
}

/** Three paid plans, subscriptions bought over the year, one tax invoice each. */
export async function addBilling(db: Db, size: HistorySize) {
  const { invoices: I, companies: C } = size;
  await step(db, `${I} subscriptions and invoices`, [
    `insert into plans (name, price_fils, billing_period, is_public, is_active, sort_order)
    values ('Bench Starter', 49900, 'month', true, true, 1),
      ('Bench Growth', 129900, 'quarter', true, true, 2),
      ('Bench Enterprise', 449900, 'year', true, true, 3)`,
    `insert into subscriptions (company_id, plan_id, starts_on, ends_on, price_fils, created_at)
    select b.id, p.id, x.starts_on,
      x.starts_on + case p.billing_period when 'month' then 29 when 'quarter' then 89 else 364 end,
      p.price_fils, x.starts_on::timestamptz
    from (select s, current_date - (364 * s / ${I}) as starts_on from generate_series(0, ${I - 1}) s) x
    join bench_co b on b.n = 1 + (x.s * 7) % ${C}
    join plans p on p.name = case when x.s % 10 < 6 then 'Bench Starter'
      when x.s % 10 < 9 then 'Bench Growth' else 'Bench Enterprise' end`,
    `insert into invoices (number, subscription_id, company_id, issued_on, supply_date,
        payment_method, payment_reference, seller_name, seller_address, seller_trn, buyer_name,
        description, net_fils, vat_fils, total_fils, created_at)
    select 100000 + row_number() over (order by s.id), s.id, s.company_id, s.starts_on, s.starts_on,
      case when s.id % 3 = 0 then 'bank_transfer' else 'card' end, 'REF' || s.id, 'LogiCareers',
      'Dubai', '100000000000003', c.name, 'Subscription', s.price_fils, round(s.price_fils * 0.05),
      s.price_fils + round(s.price_fils * 0.05), s.created_at
    from subscriptions s join companies c on c.id = s.company_id`,
    `insert into entitlement_usage (company_id, key, period, used)
    select b.id, k, to_char(now() at time zone 'Asia/Dubai', 'YYYY-MM'), (b.n * 13) % 40
    from bench_co b cross join unnest(array['cv_views', 'cv_downloads', 'bulk_emails']) k`,
  ]);
}

/** Visits to job pages (a row a day per job and source), recruiters' searches and profile opens. */
export async function addViews(db: Db, size: HistorySize) {
  const { profileViews: V, consultancies: K, companies: C, candidates: N } = size;
  await step(db, 'job views, searches, profile views', [
    // Each draw of random() in a list of its own (offset 0 keeps the planner from moving a
    // condition on it down to a table, where it would be drawn once per job or source).
    `insert into job_views (job_id, day, source, views)
    select id, day, source, views from (
      select j.id, d::date as day, s.source, 1 + floor(random() * j.weight * s.share)::int as views,
        random() < 0.3 + s.share / 4 as seen
      from bench_job j
      cross join generate_series((j.opened_at at time zone 'Asia/Dubai')::date,
        (j.ended_at at time zone 'Asia/Dubai')::date, interval '1 day') d
      cross join (values ('search', 3.0), ('direct', 2.0), ('alert', 1.0), ('invitation', 0.3))
        as s(source, share)
      offset 0) v
    where seen`,
    `insert into staff_activity (user_id, company_id, day, kind, count)
    select user_id, company_id, day, 'cv_search', count from (
      select ${staffOf('b.n', 'k')} as user_id, b.id as company_id, d::date as day,
        1 + floor(random() * 20)::int as count,
        random() < case when b.kind = 'consultancy' then 0.6 else 0.15 end as active
      from bench_co b cross join generate_series(0, b.staff - 1) k
      cross join generate_series(current_date - 364, current_date, interval '1 day') d
      offset 0) a
    where active`,
    `insert into candidate_profile_views (candidate_id, company_id, viewer_id, viewed_at)
    select ${candidateOf(`((s * 7877) % ${N})`)}, b.id, ${staffOf('b.n', 's % b.staff')}, ${withinYear}
    from generate_series(1, ${V}) s
    join bench_co b on b.n = case when s % 2 = 0 then 1 + (s / 2) % ${K} else 1 + s % ${C} end
    union all
    select ${BUSY_CANDIDATE}, b.id, ${staffOf('b.n', '0')}, ${withinYear}
    from generate_series(1, 400) s join bench_co b on b.n = 1 + s % ${C}`,
  ]);
}

/** Templates, bulk e-mails to candidates, each candidate's copy, and the answers some gave. */
export async function addEmails(db: Db, size: HistorySize) {
  const { emailSends: E, consultancies: K, companies: C, candidates: N } = size;
  await step(db, `${E} bulk e-mails and their recipients`, [
    `insert into email_templates (company_id, name, subject, body, created_by, created_at)
    select b.id, 'Template ' || t, 'Subject ' || t, 'Body ' || t, ${staffOf('b.n', '0')},
      now() - interval '400 days'
    from bench_co b
    cross join generate_series(1, case when b.kind = 'consultancy' then 8 when b.n % 5 = 0 then 2
      else 0 end) t`,
    `create table bench_send as
    select x.s, gen_random_uuid() as id, b.n, b.id as company_id, x.s % b.staff as sender,
      ${withinYear} as at, 10 + (x.s * 37) % 90 as recipients,
      (select t.id from email_templates t where t.company_id = b.id order by t.id
        offset x.s % 8 limit 1) as template_id
    from generate_series(1, ${E}) x(s)
    join bench_co b on b.n = case when x.s % 10 < 6 then 1 when x.s % 10 < 8 then 1 + x.s % ${K}
      else ${K} + 1 + (x.s * 13) % ${C - K} end`,
    `insert into email_sends (id, company_id, template_id, sent_by, subject, body, recipients,
        status, created_at)
    select id, company_id, template_id, ${staffOf('n', 'sender')}, 'Subject', 'Body', recipients,
      'done', at
    from bench_send`,
    `insert into email_send_recipients (send_id, candidate_id, position, state)
    select bs.id, ${candidateOf(`((bs.s * 7919 + k) % ${N})`)}, k, 'done'
    from bench_send bs cross join generate_series(1, bs.recipients) k`,
    `insert into candidate_emails (company_id, candidate_id, send_id, template_id, sent_by,
        to_address, subject, text_body, status, sent_at, response_token_hash, created_at)
    select bs.company_id, r.candidate_id, bs.id, bs.template_id, ${staffOf('bs.n', 'bs.sender')},
      'c@bench.ae', 'Subject', 'Text', case when random() < 0.03 then 'failed' else 'sent' end,
      bs.at + interval '5 minutes', md5(bs.id::text || r.candidate_id::text), bs.at
    from bench_send bs join email_send_recipients r on r.send_id = bs.id`,
    `insert into email_responses (candidate_email_id, company_id, candidate_id, answer, answered_at,
        updated_at)
    select id, company_id, candidate_id, (array['interested', 'not_interested', 'call_me'])[1 + x.k],
      least(now(), created_at + interval '30 hours'), least(now(), created_at + interval '30 hours')
    from (select *, floor(random() * 3)::int as k, random() as u from candidate_emails) x
    where x.status = 'sent' and x.u < 0.12`,
  ]);
}

/**
 * The outbox (sent, a few failed or cancelled) of the last quarter, which is what housekeeping
 * keeps, and job alerts with their subscribers.
 */
export async function addMailAndAlerts(db: Db, size: HistorySize) {
  const { outbox: O, alerts: A, candidates: N } = size;
  const kinds =
    "array['job_alert_digest', 'application_status', 'recruiter_email', 'candidates_sent', 'welcome_candidate', 'password_reset_code']";
  await step(db, `${O} outbox rows, ${A} job alerts`, [
    `insert into outbox (kind, to_address, subject, text_body, status, attempts, next_attempt_at,
        sent_at, last_error, created_at)
    select (${kinds})[1 + s % 6], 'o' || s || '@bench.ae', 'Subject', 'Text',
      case when u < .03 then 'failed' when u < .035 then 'cancelled' else 'sent' end, 1, at,
      case when u >= .035 then at + interval '1 minute' end,
      case when u < .03 then 'mailbox unavailable' end, at
    from (select s, random() as u, now() - random() * interval '90 days' as at
      from generate_series(1, ${O}) s) x`,
    `insert into email_subscriptions (email, confirmed_at, created_at)
    select 'sub' || s || '@bench.ae', at + interval '1 hour', at
    from (select s, ${withinYear} as at from generate_series(1, ${Math.ceil(A / 5)}) s) x`,
    `insert into job_alerts (user_id, name, keywords, unsubscribe_token, created_at, updated_at)
    select ${candidateOf(`((s * 31) % ${N})`)}, 'Alert ' || s, 'warehouse', md5('alert' || s), at, at
    from (select s, now() - random() * interval '500 days' as at from generate_series(1, ${A}) s) x`,
    `insert into job_alerts (subscription_id, name, unsubscribe_token, created_at, updated_at)
    select id, 'Every new job', md5('subalert' || id::text), created_at, created_at
    from email_subscriptions where email like 'sub%@bench.ae'`,
  ]);
}
