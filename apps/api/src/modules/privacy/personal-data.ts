import { eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { users } from '../../db/schema';

/** A section's query, for the candidate's id and sign-in e-mail. */
type SectionQuery = (id: string, email: string) => SQL;

/**
 * Everything held about a candidate, one section per kind of record, in the order of the copy:
 * what they gave, what they did, what was sent to them and who opened their profile. Other people
 * appear only as companies (the company that viewed, interviewed or e-mailed), never by name,
 * e-mail or id.
 */
const SECTIONS = {
  account: (id) =>
    sql`select id, email, role, first_name, last_name, pronoun, mobile_number, status,
      last_login_at, privacy_accepted_at, privacy_version, deletion_requested_at, deletion_due_at,
      inactivity_warned_at, created_at from users where id = ${id}`,
  profile: (id) =>
    sql`select p.user_id, country.name as country, state.name as state, p.state_name,
      nationality.name as nationality, p.visa_status, p.driving_licences, p.headline, p.summary,
      p.experience_years, p.skills_text, p.desired_titles_text, p.desired_employment_types,
      p.expected_salary, p.notice_period, p.cv_text, p.visibility, p.willing_to_relocate,
      p.languages, p.onboarded_at, p.created_at, p.updated_at
      from candidate_profiles p
      left join master_items country on country.id = p.country_id
      left join master_items state on state.id = p.state_id
      left join master_items nationality on nationality.id = p.nationality_id
      where p.user_id = ${id}`,
  employments: (id) =>
    sql`select id, employer_name, designation, working_status, start_month, start_year,
      end_month, end_year, description, created_at from candidate_employments
      where user_id = ${id} order by created_at`,
  educations: (id) =>
    sql`select e.id, q.name as qualification, e.institution, e.field_of_study, e.start_year,
      e.end_year, e.created_at from candidate_educations e
      left join master_items q on q.id = e.qualification_id
      where e.user_id = ${id} order by e.created_at`,
  certifications: (id) =>
    sql`select id, name, issuer, issued_on, expires_on, credential_id, created_at
      from candidate_certifications where user_id = ${id} order by created_at`,
  files: (id) =>
    sql`select id, kind, filename, mime, size, created_at from files
      where owner_id = ${id} order by created_at`,
  applications: (id) =>
    sql`select a.id, a.job_id, j.title as job_title, c.name as company, a.status, a.cover_note,
      a.source, a.rating, a.tags, a.created_at, a.status_changed_at,
      coalesce((select json_agg(json_build_object('from_status', e.from_status,
        'to_status', e.to_status, 'by', case when e.actor_id = a.candidate_id then 'you'
        else 'the company' end, 'at', e.created_at) order by e.id)
        from application_events e where e.application_id = a.id), '[]') as history
      from applications a join jobs j on j.id = a.job_id
      left join companies c on c.id = j.company_id
      where a.candidate_id = ${id} order by a.created_at`,
  saved_jobs: (id) =>
    sql`select s.job_id, j.title as job_title, s.created_at from saved_jobs s
      join jobs j on j.id = s.job_id where s.user_id = ${id} order by s.created_at`,
  job_alerts: (id) =>
    sql`select id, name, keywords, state_ids, functional_area_ids, designation_ids,
      industry_ids, employment_types, experience, salary_min, frequency, paused, created_at,
      updated_at from job_alerts where user_id = ${id} order by created_at`,
  emails_sent_to_you: (id, email) =>
    sql`select id, kind, subject, text_body, status, created_at, sent_at from outbox
      where lower(to_address) = lower(${email}) order by created_at`,
  emails_from_companies: (id) =>
    sql`select m.id, c.name as company, m.subject, m.text_body, m.status, m.sent_at,
      m.created_at, r.answer, r.note as answer_note, r.call_time, r.answered_at
      from candidate_emails m join companies c on c.id = m.company_id
      left join email_responses r on r.candidate_email_id = m.id
      where m.candidate_id = ${id} order by m.created_at`,
  marketing_opt_outs: (id) =>
    sql`select c.name as company, u.created_at from email_unsubscribes u
      join companies c on c.id = u.company_id where u.candidate_id = ${id}`,
  profile_views: (id) =>
    sql`select c.name as company, v.viewed_at from candidate_profile_views v
      left join companies c on c.id = v.company_id
      where v.candidate_id = ${id} order by v.viewed_at`,
  interviews: (id) =>
    sql`select i.id, c.name as company, j.title as job_title, i.starts_at, i.duration_minutes,
      i.mode, i.location, i.map_link, i.video_link, i.phone, i.notes, i.status, i.outcome,
      i.outcome_note, i.candidate_answer, i.candidate_note, i.answered_at, i.created_at
      from interviews i join companies c on c.id = i.company_id
      left join jobs j on j.id = i.job_id
      where i.candidate_id = ${id} order by i.starts_at`,
  sent_to_clients: (id) =>
    sql`select s.id, client.name as client, j.title as job_title, s.share_contact, s.status,
      s.note, s.client_note, s.viewed_at, s.answered_at, s.expires_at, s.created_at
      from candidate_submissions s join companies client on client.id = s.client_id
      left join jobs j on j.id = s.job_id
      where s.candidate_id = ${id} order by s.created_at`,
  notes_by_companies: (id) =>
    sql`select c.name as company, n.body, n.created_at from candidate_comments n
      join companies c on c.id = n.company_id where n.candidate_id = ${id}
      order by n.created_at`,
  consultant_feedback: (id) =>
    sql`select c.name as company, f.rating, f.fit_roles, f.salary_discussed, f.availability,
      f.notes, f.created_at from consultant_feedback f join companies c on c.id = f.company_id
      where f.candidate_id = ${id} order by f.created_at`,
  cv_folders: (id) =>
    sql`select c.name as company, f.name as folder, m.added_at from cv_folder_candidates m
      join cv_folders f on f.id = m.folder_id join companies c on c.id = f.company_id
      where m.candidate_id = ${id}`,
  data_exports: (id) =>
    sql`select id, status, ready_at, expires_at, created_at from data_exports
      where user_id = ${id} order by created_at`,
  footer_subscriptions: (id, email) =>
    sql`select id, email, confirmed_at, created_at from email_subscriptions
      where lower(email) = lower(${email})`,
  enquiries: (id, email) =>
    sql`select id, page, name, company, email, phone, subject, message, status, created_at
      from enquiries where lower(email) = lower(${email}) order by created_at`,
} satisfies Record<string, SectionQuery>;

type Section = keyof typeof SECTIONS;
export type PersonalData = { generated_at: string } & Record<Section, Record<string, unknown>[]>;

/** A candidate's data, section by section (dates as ISO text in the JSON). */
export async function collectPersonalData(db: Db, userId: string): Promise<PersonalData> {
  const [person] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  const email = person?.email ?? '';
  const data = { generated_at: new Date().toISOString() } as PersonalData;
  for (const [section, query] of Object.entries(SECTIONS) as [Section, SectionQuery][]) {
    data[section] = rowsOf<Record<string, unknown>>(await db.execute(query(userId, email)));
  }
  return data;
}
