import { and, asc, count, desc, eq, max, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ApplicationStatus } from '@logicareers/shared/application-status';
import { CANDIDATE_MESSAGES } from '@logicareers/shared/schemas/candidate';
import type { CandidateVisibility } from '@logicareers/shared/talent-terms';
import type {
  TCandidateComment,
  TCandidateView,
  TConsultantFeedback,
  TProfileView,
  ZCandidateCommentRequest,
  ZConsultantFeedbackRequest,
} from '@logicareers/shared/schemas/talent';
import type { Lang, TPage } from '@logicareers/shared/schemas/common';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import {
  applications,
  candidateComments,
  candidateProfileViews,
  candidateProfiles,
  companies,
  consultantFeedback,
  cvFolderCandidates,
  cvFolders,
  jobs,
  users,
} from '../../db/schema';
import { notFound } from '../../lib/errors';
import { readPage } from '../../lib/paging';
import type { SessionUser } from '../access/sessions';
import { ensureProfile, loadCandidateProfile } from '../candidates/candidates.service';
import { manageableJobs } from '../jobs/jobs.policy';
import { lastActiveSql } from './candidate-cards';
import { openCandidate, spendOnCandidate } from './disclosure';
import { listSubmissions } from './submissions';
import { assertMayOpen } from './talent.policy';
import { companyOf, maySubmit } from './workspace.access';

export { OPENING_WINDOW_MINUTES, recordOpening } from './disclosure';

const authorName = sql<
  string | null
>`nullif(trim(${users.firstName} || ' ' || ${users.lastName}), '')`;

/** The company's comments on a candidate, newest first. */
async function commentsOf(db: Db, companyId: number | null, candidateId: string) {
  if (companyId === null) return [];
  const rows = await db
    .select({
      id: candidateComments.id,
      body: candidateComments.body,
      author: authorName,
      at: candidateComments.createdAt,
    })
    .from(candidateComments)
    .leftJoin(users, eq(users.id, candidateComments.authorId))
    .where(
      and(
        eq(candidateComments.candidateId, candidateId),
        eq(candidateComments.companyId, companyId),
      ),
    )
    .orderBy(desc(candidateComments.createdAt), desc(candidateComments.id));
  return rows.map((row): TCandidateComment => ({ ...row, at: row.at.toISOString() }));
}

/** The company's consultant feedback on a candidate, newest first. */
async function feedbackOf(db: Db, companyId: number | null, candidateId: string) {
  if (companyId === null) return [];
  const f = consultantFeedback;
  const rows = await db
    .select({
      id: f.id,
      rating: f.rating,
      fit_roles: f.fitRoles,
      salary_discussed: f.salaryDiscussed,
      availability: f.availability,
      notes: f.notes,
      author: authorName,
      at: f.createdAt,
    })
    .from(f)
    .leftJoin(users, eq(users.id, f.authorId))
    .where(and(eq(f.candidateId, candidateId), eq(f.companyId, companyId)))
    .orderBy(desc(f.createdAt), desc(f.id));
  return rows.map((row): TConsultantFeedback => ({ ...row, at: row.at.toISOString() }));
}

/** Who writes a note on the candidate: the user, for their company. */
const writtenBy = (user: SessionUser, candidateId: string) => ({
  candidateId,
  companyId: companyOf(user),
  authorId: user.id,
});

export async function listComments(db: Db, user: SessionUser, candidateId: string) {
  await assertMayOpen(db, user, candidateId);
  return commentsOf(db, companyOf(user), candidateId);
}

export async function addComment(
  db: Db,
  user: SessionUser,
  input: z.output<typeof ZCandidateCommentRequest>,
) {
  await assertMayOpen(db, user, input.candidate_id);
  await db
    .insert(candidateComments)
    .values({ ...writtenBy(user, input.candidate_id), body: input.body });
  return commentsOf(db, user.companyId, input.candidate_id);
}

export async function listFeedback(db: Db, user: SessionUser, candidateId: string) {
  await assertMayOpen(db, user, candidateId);
  return feedbackOf(db, companyOf(user), candidateId);
}

export async function addFeedback(
  db: Db,
  user: SessionUser,
  input: z.output<typeof ZConsultantFeedbackRequest>,
) {
  await assertMayOpen(db, user, input.candidate_id);
  await db.insert(consultantFeedback).values({
    ...writtenBy(user, input.candidate_id),
    rating: input.rating,
    fitRoles: input.fit_roles,
    salaryDiscussed: input.salary_discussed,
    availability: input.availability,
    notes: input.notes,
  });
  return feedbackOf(db, user.companyId, input.candidate_id);
}

/**
 * The candidate as a recruiter opens them (decision 014): the whole profile with contact details
 * and CV, the applications the viewer's company holds (for the consultancy, those to the jobs it
 * manages), the company's comments, feedback and folders, and the consultancy's submissions.
 * Master data is named in `lang`. Opening is recorded.
 */
export async function loadCandidateView(
  db: Db,
  user: SessionUser,
  candidateId: string,
  lang: Lang = 'en',
): Promise<TCandidateView> {
  await assertMayOpen(db, user, candidateId);
  await openCandidate(db, user, candidateId);
  const companyId = user.companyId;
  const managed = manageableJobs(user);
  const client = alias(companies, 'client');
  const owner = alias(companies, 'owner');
  const [profile, [active], applied, comments, feedback, submissions, folders] = await Promise.all([
    loadCandidateProfile(db, candidateId, lang),
    db
      .execute(sql`select ${lastActiveSql} as at from users u where u.id = ${candidateId}`)
      .then((result) => rowsOf<{ at: Date | string }>(result)),
    db
      .select({
        id: applications.id,
        status: applications.status,
        applied_at: applications.createdAt,
        job_id: jobs.id,
        title: jobs.title,
        company_name: sql<string | null>`coalesce(${client.name}, ${owner.name})`,
      })
      .from(applications)
      .innerJoin(jobs, eq(jobs.id, applications.jobId))
      .leftJoin(owner, eq(owner.id, jobs.companyId))
      .leftJoin(client, eq(client.id, jobs.clientCompanyId))
      // A withdrawn application took the profile back from the company (decision 013).
      .where(
        and(
          eq(applications.candidateId, candidateId),
          ne(applications.status, 'withdrawn'),
          managed,
        ),
      )
      .orderBy(desc(applications.createdAt)),
    commentsOf(db, companyId, candidateId),
    feedbackOf(db, companyId, candidateId),
    maySubmit(user)
      ? listSubmissions(db, user, { candidate_id: candidateId, page: 1, page_size: 100 }).then(
          (page) => page.items,
        )
      : Promise.resolve([]),
    companyId === null
      ? Promise.resolve([])
      : db
          .select({ id: cvFolders.id, name: cvFolders.name })
          .from(cvFolders)
          .innerJoin(cvFolderCandidates, eq(cvFolderCandidates.folderId, cvFolders.id))
          .where(
            and(
              eq(cvFolders.companyId, companyId),
              eq(cvFolderCandidates.candidateId, candidateId),
            ),
          )
          .orderBy(asc(sql`lower(${cvFolders.name})`)),
  ]);
  const { completeness: _completeness, onboarded: _onboarded, ...rest } = profile;
  return {
    profile: rest,
    last_active_at: new Date(active?.at ?? profile.updated_at).toISOString(),
    applications: applied.map((row) => ({
      id: row.id,
      status: row.status as ApplicationStatus,
      applied_at: row.applied_at.toISOString(),
      job: { id: row.job_id, title: row.title, company_name: row.company_name },
    })),
    comments,
    feedback,
    submissions,
    folders,
    can: { submit: maySubmit(user) },
  };
}

/** The stored CV of a candidate the user may open, or 404; a download spends the plan's allowance. */
export async function candidateCvFileId(db: Db, user: SessionUser, candidateId: string) {
  await assertMayOpen(db, user, candidateId);
  const cv = await storedCvFileId(db, candidateId);
  await spendOnCandidate(db, user, candidateId, 'cv_downloads');
  return cv;
}

/** The file id of the candidate's stored CV, or 404 when they have none. */
export async function storedCvFileId(db: Db, candidateId: string): Promise<string> {
  const [row] = await db
    .select({ cv: candidateProfiles.cvFileId })
    .from(candidateProfiles)
    .where(eq(candidateProfiles.userId, candidateId));
  if (!row?.cv) throw notFound(CANDIDATE_MESSAGES.noCv);
  return row.cv;
}

/* ---------- The candidate's side ---------- */

export async function setVisibility(db: Db, candidateId: string, visibility: CandidateVisibility) {
  await ensureProfile(db, candidateId);
  await db
    .update(candidateProfiles)
    .set({ visibility, updatedAt: new Date() })
    .where(eq(candidateProfiles.userId, candidateId));
}

/** The companies that opened the candidate's profile, the most recent first. */
export async function profileViewsOf(
  db: Db,
  candidateId: string,
  page: { page: number; pageSize: number },
): Promise<TPage<TProfileView>> {
  const v = candidateProfileViews;
  const where = and(eq(v.candidateId, candidateId), sql`${v.companyId} is not null`);
  return readPage(
    page,
    {
      rows: db
        .select({
          company: companies.name,
          kind: companies.kind,
          views: count(),
          last: max(v.viewedAt),
        })
        .from(v)
        .innerJoin(companies, eq(companies.id, v.companyId))
        .where(where)
        .groupBy(companies.id, companies.name, companies.kind)
        .orderBy(desc(max(v.viewedAt)), asc(companies.id)),
      total: db
        .select({ total: sql<number>`count(distinct ${v.companyId})::int` })
        .from(v)
        .where(where),
    },
    (rows) =>
      rows.map((row) => ({
        company: row.company,
        kind: row.kind,
        views: Number(row.views),
        last_viewed_at: new Date(row.last!).toISOString(),
      })),
  );
}
