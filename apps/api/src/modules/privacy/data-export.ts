import { randomBytes } from 'node:crypto';
import { and, eq, inArray, lte, sql, type SQL } from 'drizzle-orm';
import { ZipFile } from 'yazl';
import { EXPORT_LINK_DAYS } from '@logicareers/shared/schemas/privacy';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { safeFileName } from '../../lib/downloads';
import { dataExports, files, users } from '../../db/schema';
import { hashToken } from '../access/sessions';
import { enqueueMail } from '../mail/outbox';
import { privacyMails } from './privacy.mails';

const DAY = 86_400_000;

/** Rows of a query, as plain objects (dates as ISO text in the JSON). */
async function rows(db: Db, query: SQL) {
  return rowsOf<Record<string, unknown>>(await db.execute(query));
}

/**
 * Everything held about a candidate, one section per kind of record: what they gave, what they did,
 * what was sent to them and who opened their profile. Other people appear only as companies (the
 * company that viewed, interviewed or e-mailed), never by name, e-mail or id.
 */
export async function collectPersonalData(db: Db, userId: string) {
  const [person] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  const email = person?.email ?? '';
  const id = userId;
  return {
    generated_at: new Date().toISOString(),
    account: await rows(
      db,
      sql`select id, email, role, first_name, last_name, pronoun, mobile_number, status,
        last_login_at, privacy_accepted_at, privacy_version, deletion_requested_at, deletion_due_at,
        inactivity_warned_at, created_at from users where id = ${id}`,
    ),
    profile: await rows(
      db,
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
    ),
    employments: await rows(
      db,
      sql`select id, employer_name, designation, working_status, start_month, start_year,
        end_month, end_year, description, created_at from candidate_employments
        where user_id = ${id} order by created_at`,
    ),
    educations: await rows(
      db,
      sql`select e.id, q.name as qualification, e.institution, e.field_of_study, e.start_year,
        e.end_year, e.created_at from candidate_educations e
        left join master_items q on q.id = e.qualification_id
        where e.user_id = ${id} order by e.created_at`,
    ),
    certifications: await rows(
      db,
      sql`select id, name, issuer, issued_on, expires_on, credential_id, created_at
        from candidate_certifications where user_id = ${id} order by created_at`,
    ),
    files: await rows(
      db,
      sql`select id, kind, filename, mime, size, created_at from files
        where owner_id = ${id} order by created_at`,
    ),
    applications: await rows(
      db,
      sql`select a.id, a.job_id, j.title as job_title, c.name as company, a.status, a.cover_note,
        a.created_at, a.status_changed_at,
        coalesce((select json_agg(json_build_object('from_status', e.from_status,
          'to_status', e.to_status, 'by', case when e.actor_id = a.candidate_id then 'you'
          else 'the company' end, 'at', e.created_at) order by e.id)
          from application_events e where e.application_id = a.id), '[]') as history
        from applications a join jobs j on j.id = a.job_id
        left join companies c on c.id = j.company_id
        where a.candidate_id = ${id} order by a.created_at`,
    ),
    saved_jobs: await rows(
      db,
      sql`select s.job_id, j.title as job_title, s.created_at from saved_jobs s
        join jobs j on j.id = s.job_id where s.user_id = ${id} order by s.created_at`,
    ),
    job_alerts: await rows(
      db,
      sql`select id, name, keywords, state_ids, functional_area_ids, designation_ids,
        industry_ids, employment_types, experience, salary_min, frequency, paused, created_at,
        updated_at from job_alerts where user_id = ${id} order by created_at`,
    ),
    emails_sent_to_you: await rows(
      db,
      sql`select id, kind, subject, text_body, status, created_at, sent_at from outbox
        where lower(to_address) = lower(${email}) order by created_at`,
    ),
    emails_from_companies: await rows(
      db,
      sql`select m.id, c.name as company, m.subject, m.text_body, m.status, m.sent_at,
        m.created_at, r.answer, r.note as answer_note, r.call_time, r.answered_at
        from candidate_emails m join companies c on c.id = m.company_id
        left join email_responses r on r.candidate_email_id = m.id
        where m.candidate_id = ${id} order by m.created_at`,
    ),
    marketing_opt_outs: await rows(
      db,
      sql`select c.name as company, u.created_at from email_unsubscribes u
        join companies c on c.id = u.company_id where u.candidate_id = ${id}`,
    ),
    profile_views: await rows(
      db,
      sql`select c.name as company, v.viewed_at from candidate_profile_views v
        left join companies c on c.id = v.company_id
        where v.candidate_id = ${id} order by v.viewed_at`,
    ),
    interviews: await rows(
      db,
      sql`select i.id, c.name as company, j.title as job_title, i.starts_at, i.duration_minutes,
        i.mode, i.location, i.map_link, i.video_link, i.phone, i.notes, i.status, i.outcome,
        i.outcome_note, i.candidate_answer, i.candidate_note, i.answered_at, i.created_at
        from interviews i join companies c on c.id = i.company_id
        left join jobs j on j.id = i.job_id
        where i.candidate_id = ${id} order by i.starts_at`,
    ),
    sent_to_clients: await rows(
      db,
      sql`select s.id, client.name as client, j.title as job_title, s.share_contact, s.status,
        s.note, s.client_note, s.viewed_at, s.answered_at, s.expires_at, s.created_at
        from candidate_submissions s join companies client on client.id = s.client_id
        left join jobs j on j.id = s.job_id
        where s.candidate_id = ${id} order by s.created_at`,
    ),
    notes_by_companies: await rows(
      db,
      sql`select c.name as company, n.body, n.created_at from candidate_comments n
        join companies c on c.id = n.company_id where n.candidate_id = ${id}
        order by n.created_at`,
    ),
    consultant_feedback: await rows(
      db,
      sql`select c.name as company, f.rating, f.fit_roles, f.salary_discussed, f.availability,
        f.notes, f.created_at from consultant_feedback f join companies c on c.id = f.company_id
        where f.candidate_id = ${id} order by f.created_at`,
    ),
    cv_folders: await rows(
      db,
      sql`select c.name as company, f.name as folder, m.added_at from cv_folder_candidates m
        join cv_folders f on f.id = m.folder_id join companies c on c.id = f.company_id
        where m.candidate_id = ${id}`,
    ),
    data_exports: await rows(
      db,
      sql`select id, status, ready_at, expires_at, created_at from data_exports
        where user_id = ${id} order by created_at`,
    ),
    footer_subscriptions: await rows(
      db,
      sql`select id, email, confirmed_at, created_at from email_subscriptions
        where lower(email) = lower(${email})`,
    ),
    enquiries: await rows(
      db,
      sql`select id, page, name, company, email, phone, subject, message, status, created_at
        from enquiries where lower(email) = lower(${email}) order by created_at`,
    ),
  };
}

export type PersonalData = Awaited<ReturnType<typeof collectPersonalData>>;

/** The ZIP of a candidate's data: `data.json` and their files under `files/`. */
export async function buildExportZip(ctx: Pick<AppContext, 'db' | 'files'>, userId: string) {
  const data = await collectPersonalData(ctx.db, userId);
  const stored = await ctx.db
    .select({ id: files.id, kind: files.kind, filename: files.filename, key: files.storageKey })
    .from(files)
    .where(eq(files.ownerId, userId));
  const zip = new ZipFile();
  zip.addBuffer(Buffer.from(JSON.stringify(data, null, 2)), 'data.json');
  for (const file of stored) {
    const bytes = await ctx.files.get(file.key);
    if (bytes)
      zip.addBuffer(
        bytes,
        `files/${file.kind}-${file.id.slice(0, 8)}-${safeFileName(file.filename)}`,
      );
  }
  zip.end();
  const chunks: Buffer[] = [];
  for await (const chunk of zip.outputStream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * Prepares the copies asked for: each ZIP goes to the file store, its record gets a fresh link token
 * (kept as its hash) valid EXPORT_LINK_DAYS, and the link is e-mailed. Answers how many were made.
 */
export async function prepareDataExports(
  ctx: Pick<AppContext, 'db' | 'files'>,
  appUrl: string,
  now = new Date(),
) {
  const waiting = await ctx.db
    .select({
      id: dataExports.id,
      userId: dataExports.userId,
      email: users.email,
      language: users.language,
    })
    .from(dataExports)
    .innerJoin(users, eq(users.id, dataExports.userId))
    .where(eq(dataExports.status, 'requested'))
    .limit(20);
  for (const job of waiting) {
    const bytes = await buildExportZip(ctx, job.userId);
    const key = await ctx.files.put(bytes, 'zip');
    const token = randomBytes(32).toString('base64url');
    const expiresAt = new Date(now.getTime() + EXPORT_LINK_DAYS * DAY);
    const done = await ctx.db.transaction(async (tx) => {
      const marked = await tx
        .update(dataExports)
        .set({
          status: 'ready',
          storageKey: key,
          tokenHash: hashToken(token),
          size: bytes.length,
          readyAt: now,
          expiresAt,
        })
        .where(and(eq(dataExports.id, job.id), eq(dataExports.status, 'requested')))
        .returning({ id: dataExports.id });
      if (!marked.length) return false;
      await enqueueMail(
        tx,
        privacyMails.dataExportReady({
          to: job.email,
          token,
          expiresAt,
          appUrl,
          locale: job.language,
        }),
      );
      return true;
    });
    // Asked again or erased meanwhile: this copy is nobody's.
    if (!done) await ctx.files.delete(key);
  }
  return waiting.length;
}

/** Removes the copies whose link has expired: their files go and their links stop. */
export async function expireDataExports(ctx: Pick<AppContext, 'db' | 'files'>, now = new Date()) {
  const expired = await ctx.db
    .select({ id: dataExports.id, key: dataExports.storageKey })
    .from(dataExports)
    .where(and(eq(dataExports.status, 'ready'), lte(dataExports.expiresAt, now)));
  if (!expired.length) return 0;
  await ctx.db
    .update(dataExports)
    .set({ status: 'expired', storageKey: null, tokenHash: null })
    .where(
      inArray(
        dataExports.id,
        expired.map((row) => row.id),
      ),
    );
  for (const row of expired) if (row.key) await ctx.files.delete(row.key);
  return expired.length;
}
