import { REFUSED } from '@logicareers/shared/messages';
import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type {
  ApplicationStatusFilter,
  TApplicantsPage,
} from '@logicareers/shared/schemas/applications';
import { CANDIDATE_MESSAGES, type TApplicant } from '@logicareers/shared/schemas/candidate';
import type { ApplicationSource, ApplicationStatus } from '@logicareers/shared/application-status';
import type { Lang } from '@logicareers/shared/schemas/common';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { applicationComments, applications, candidateProfiles, jobs, users } from '../../db/schema';
import { AppError, notFound } from '../../lib/errors';
import type { SessionUser } from '../access/sessions';
import { manageableJobs } from '../jobs/jobs.policy';
import { candidateMasterNames } from '../candidates/candidates.service';
import { countsByStatus, historyOf, inStatus, statusCountColumns } from './application-history';
import { fullName } from '../../lib/names';

export const conflict = (message: string) => new AppError('CONFLICT', message);

/** A job the user may manage, or 404 (another company's job is not found, not forbidden). */
async function managedJob(db: Db, user: SessionUser, jobId: number) {
  const [job] = await db
    .select({ id: jobs.id, title: jobs.title })
    .from(jobs)
    .where(and(eq(jobs.id, jobId), manageableJobs(user)));
  if (!job) throw notFound(REFUSED.jobNotFound);
  return job;
}

/** Comments the user's company may read: its own. */
const ownComments = (user: SessionUser): SQL =>
  user.companyId === null
    ? sql`${applicationComments.companyId} is null`
    : eq(applicationComments.companyId, user.companyId);

/**
 * What the company keeps of a candidate who withdrew: who it was (their name, for its own history
 * and comments), nothing to reach or judge them by. Their contact details, profile, cover note and
 * CV come back only if they apply again.
 */
function withdrawnCandidate(row: {
  userId: string;
  firstName: string;
  lastName: string;
}): TApplicant['candidate'] {
  return {
    user_id: row.userId,
    name: fullName(row.firstName, row.lastName),
    email: null,
    mobile_number: null,
    headline: '',
    experience_years: null,
    location: null,
    nationality: null,
    visa_status: null,
    notice_period: null,
    expected_salary: null,
    skills: [],
    has_cv: false,
  };
}

/** What a job's applicants page shows of each application and of who applied. */
const applicantColumns = {
  id: applications.id,
  status: applications.status,
  createdAt: applications.createdAt,
  statusChangedAt: applications.statusChangedAt,
  coverNote: applications.coverNote,
  rating: applications.rating,
  source: applications.source,
  tags: applications.tags,
  userId: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  mobile: users.mobileNumber,
  headline: candidateProfiles.headline,
  experienceYears: candidateProfiles.experienceYears,
  stateName: candidateProfiles.stateName,
  stateId: candidateProfiles.stateId,
  nationalityId: candidateProfiles.nationalityId,
  visaStatus: candidateProfiles.visaStatus,
  noticePeriod: candidateProfiles.noticePeriod,
  expectedSalary: candidateProfiles.expectedSalary,
  skillsText: candidateProfiles.skillsText,
  cvFileId: candidateProfiles.cvFileId,
};

/** Applications carrying this tag, in any letter case; all of them without one. */
const withTag = (tag: string | undefined) =>
  tag === undefined
    ? undefined
    : sql`exists (select 1 from unnest(${applications.tags}) as t(tag) where lower(t.tag) = lower(${tag}))`;

/**
 * The tags on a job's applications (withdrawn ones apart), the most used first; tags differing
 * only in letter case are one, spelt as most of them are.
 */
async function tagsOfJob(db: Db, jobId: number) {
  const result = await db.execute(sql`
    select mode() within group (order by t.tag) as tag, count(*)::int as count
    from ${applications}, unnest(${applications.tags}) as t(tag)
    where ${applications.jobId} = ${jobId} and ${applications.status} <> 'withdrawn'
    group by lower(t.tag)
    order by count(*) desc, 1
    limit 50`);
  return rowsOf<{ tag: string; count: number | string }>(result).map((row) => ({
    tag: row.tag,
    count: Number(row.count),
  }));
}

/** A page of a job's applications, the newest first, with who applied. */
const applicantRows = (
  db: Db,
  where: SQL | undefined,
  options: { page: number; pageSize: number },
) =>
  db
    .select(applicantColumns)
    .from(applications)
    .innerJoin(users, eq(users.id, applications.candidateId))
    .leftJoin(candidateProfiles, eq(candidateProfiles.userId, users.id))
    .where(where)
    .orderBy(desc(applications.createdAt), desc(applications.id))
    .limit(options.pageSize)
    .offset((options.page - 1) * options.pageSize);
type ApplicantRow = Awaited<ReturnType<typeof applicantRows>>[number];

/** The comments of the user's company on these applications, oldest first. */
async function commentsOn(db: Db, user: SessionUser, ids: string[]) {
  if (!ids.length) return [];
  return db
    .select({
      id: applicationComments.id,
      applicationId: applicationComments.applicationId,
      body: applicationComments.body,
      at: applicationComments.createdAt,
      first: users.firstName,
      last: users.lastName,
    })
    .from(applicationComments)
    .leftJoin(users, eq(users.id, applicationComments.authorId))
    .where(and(inArray(applicationComments.applicationId, ids), ownComments(user)))
    .orderBy(asc(applicationComments.createdAt));
}

const skillList = (skillsText: string | null) =>
  skillsText ? skillsText.split(', ').filter(Boolean) : [];

/** The names in `lang` of the applicants' location, nationality and skills. */
const namesOfApplicants = (db: Db, rows: ApplicantRow[], lang: Lang) =>
  candidateMasterNames(
    db,
    {
      ids: rows.flatMap((row) => [row.stateId, row.nationalityId]).filter((id) => id !== null),
      skills: rows.flatMap((row) => skillList(row.skillsText)),
    },
    lang,
  );
type ApplicantNames = Awaited<ReturnType<typeof namesOfApplicants>>;

/** Who applied, as the company sees them while the application stands. */
function presentCandidate(row: ApplicantRow, names: ApplicantNames): TApplicant['candidate'] {
  return {
    user_id: row.userId,
    name: fullName(row.firstName, row.lastName) || row.email,
    email: row.email,
    mobile_number: row.mobile,
    headline: row.headline ?? '',
    experience_years: row.experienceYears,
    location: (row.stateId && names.byId.get(row.stateId)) || row.stateName || null,
    nationality: row.nationalityId ? (names.byId.get(row.nationalityId) ?? null) : null,
    visa_status: (row.visaStatus ?? null) as TApplicant['candidate']['visa_status'],
    notice_period: (row.noticePeriod ?? null) as TApplicant['candidate']['notice_period'],
    expected_salary: row.expectedSalary,
    skills: skillList(row.skillsText).map((skill) => names.skill.get(skill.toLowerCase()) ?? skill),
    has_cv: row.cvFileId !== null,
  };
}

/**
 * The applicants of a job with their profile summary, history and the company's comments; a
 * withdrawn application without the candidate's details (`withdrawnCandidate`).
 */
export async function listApplicants(
  db: Db,
  user: SessionUser,
  jobId: number,
  options: {
    status: ApplicationStatusFilter;
    tag?: string;
    page: number;
    pageSize: number;
    lang: Lang;
  },
): Promise<TApplicantsPage> {
  const job = await managedJob(db, user, jobId);
  const ofJob = and(eq(applications.jobId, jobId), withTag(options.tag));
  const where = and(ofJob, inStatus(options.status));
  const [rows, [{ total }], countRows, tags] = await Promise.all([
    applicantRows(db, where, options),
    db.select({ total: count() }).from(applications).where(where),
    db.select(statusCountColumns).from(applications).where(ofJob).groupBy(applications.status),
    tagsOfJob(db, jobId),
  ]);
  const ids = rows.map((row) => row.id);
  const [history, comments, names] = await Promise.all([
    historyOf(db, ids, true),
    commentsOn(db, user, ids),
    namesOfApplicants(db, rows, options.lang),
  ]);
  const items: TApplicant[] = rows.map((row) => ({
    id: row.id,
    status: row.status as ApplicationStatus,
    applied_at: row.createdAt.toISOString(),
    status_changed_at: row.statusChangedAt.toISOString(),
    cover_note: row.status === 'withdrawn' ? '' : row.coverNote,
    rating: row.rating,
    source: row.source as ApplicationSource,
    tags: row.status === 'withdrawn' ? [] : row.tags,
    candidate: row.status === 'withdrawn' ? withdrawnCandidate(row) : presentCandidate(row, names),
    history: history.get(row.id) ?? [],
    comments: comments
      .filter((comment) => comment.applicationId === row.id)
      .map((comment) => ({
        id: comment.id,
        body: comment.body,
        author: comment.first === null ? null : fullName(comment.first, comment.last!),
        at: comment.at.toISOString(),
      })),
  }));
  return {
    job,
    items,
    total,
    page: options.page,
    page_size: options.pageSize,
    counts: countsByStatus(countRows),
    tags,
  };
}

/**
 * Applications the user may act on: those of jobs they manage. Any id outside that set makes the
 * whole request 404, so nothing is revealed about other companies' applicants. `lock` holds the
 * applications until the transaction ends, so a withdrawal cannot slip in before a change.
 */
export async function managedApplications(
  db: Db,
  user: SessionUser,
  ids: string[],
  lock?: 'for update',
) {
  const query = db
    .select({
      id: applications.id,
      status: applications.status,
      candidateId: applications.candidateId,
      jobId: applications.jobId,
      jobTitle: jobs.title,
      email: users.email,
      firstName: users.firstName,
      language: users.language,
    })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .innerJoin(users, eq(users.id, applications.candidateId))
    .where(and(inArray(applications.id, ids), manageableJobs(user)))
    // One order for every caller, so that two changes of the same applications never deadlock.
    .orderBy(applications.id)
    .$dynamic();
  const rows = await (lock ? query.for('update', { of: applications }) : query);
  if (rows.length !== new Set(ids).size) throw notFound(REFUSED.applicationNotFound);
  return rows;
}

export async function addComment(db: Db, user: SessionUser, applicationId: string, body: string) {
  await managedApplications(db, user, [applicationId]);
  const [comment] = await db
    .insert(applicationComments)
    .values({ applicationId, companyId: user.companyId, authorId: user.id, body })
    .returning({ id: applicationComments.id, at: applicationComments.createdAt });
  return { id: comment.id, at: comment.at.toISOString() };
}

/**
 * The CV file of an applicant, for a user who manages the job they applied to, while the
 * application stands: once withdrawn, no CV (the one they applied with or any later one) is served
 * through it.
 */
export async function applicantCvFile(db: Db, user: SessionUser, applicationId: string) {
  const [target] = await managedApplications(db, user, [applicationId]);
  if (target.status === 'withdrawn') throw notFound(CANDIDATE_MESSAGES.cvWithdrawn);
  const [profile] = await db
    .select({ cvFileId: candidateProfiles.cvFileId })
    .from(candidateProfiles)
    .where(eq(candidateProfiles.userId, target.candidateId));
  if (!profile?.cvFileId) throw notFound(REFUSED.thisCandidateHasNotUploadedACv);
  return profile.cvFileId;
}
