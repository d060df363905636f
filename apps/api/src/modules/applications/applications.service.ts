import { REFUSED } from '@logicareers/shared/messages';
import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { TPage } from '@logicareers/shared/api';
import type {
  ApplicationStatusFilter,
  TApplicantsPage,
  TStatusCounts,
} from '@logicareers/shared/schemas/applications';
import {
  CANDIDATE_MESSAGES,
  type TApplicant,
  type TApplicationEvent,
  type TMyApplication,
} from '@logicareers/shared/schemas/candidate';
import {
  APPLICATION_STATUSES,
  type ApplicationStatus,
} from '@logicareers/shared/application-status';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import {
  applicationComments,
  applicationEvents,
  applications,
  candidateProfiles,
  jobs,
  masterItems,
  users,
} from '../../db/schema';
import { AppError, notFound } from '../../lib/errors';
import { requireCandidate } from '../access/access.policy';
import type { SessionUser } from '../access/sessions';
import { jobIsLive, manageableJobs, statusOf } from '../jobs/jobs.policy';
import { client, hiringCompany, location, owner } from '../jobs/jobs.presenter';
import { enqueueMail } from '../mail/outbox';
import { recordMoves } from './application-moves';
import { applicationMails } from './applications.mails';

const conflict = (message: string) => new AppError('CONFLICT', message);

/** Statuses from which the candidate can no longer withdraw. */
const FINAL: ApplicationStatus[] = ['hired', 'rejected', 'withdrawn'];

export async function apply(db: Db, user: SessionUser, jobId: number, coverNote: string) {
  requireCandidate(user);
  return db.transaction(async (tx) => {
    // Shared lock: a job closed while the application is written waits for it, or is seen closed.
    const [job] = await tx
      .select({ live: sql<boolean>`${jobIsLive()}` })
      .from(jobs)
      .where(eq(jobs.id, jobId))
      .for('share');
    if (!job) throw notFound(REFUSED.jobNotFound);
    if (!job.live) throw conflict(CANDIDATE_MESSAGES.jobNotOpen);
    const [existing] = await tx
      .select({ id: applications.id, status: applications.status })
      .from(applications)
      .where(and(eq(applications.jobId, jobId), eq(applications.candidateId, user.id)))
      .for('update');
    if (existing && existing.status !== 'withdrawn')
      throw conflict(CANDIDATE_MESSAGES.alreadyApplied);
    let id: string;
    if (existing) {
      // Applying again after withdrawing reopens the same application, keeping its history.
      await tx
        .update(applications)
        .set({ status: 'applied', coverNote, statusChangedAt: new Date() })
        .where(eq(applications.id, existing.id));
      id = existing.id;
    } else {
      const inserted = await tx
        .insert(applications)
        .values({ jobId, candidateId: user.id, coverNote })
        .onConflictDoNothing()
        .returning({ id: applications.id });
      if (!inserted[0]) throw conflict(CANDIDATE_MESSAGES.alreadyApplied);
      id = inserted[0].id;
    }
    await tx.insert(applicationEvents).values({
      applicationId: id,
      fromStatus: existing?.status ?? null,
      toStatus: 'applied',
      actorId: user.id,
    });
    return { id, status: 'applied' as const };
  });
}

export async function withdraw(db: Db, user: SessionUser, jobId: number) {
  requireCandidate(user);
  return db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ id: applications.id, status: applications.status })
      .from(applications)
      .where(and(eq(applications.jobId, jobId), eq(applications.candidateId, user.id)))
      .for('update');
    if (!existing) throw notFound(REFUSED.youHaveNotAppliedForThisJob);
    if (FINAL.includes(existing.status as ApplicationStatus))
      throw conflict(REFUSED.thisApplicationCanNoLongerBeWithdrawn);
    await tx
      .update(applications)
      .set({ status: 'withdrawn', statusChangedAt: new Date() })
      .where(eq(applications.id, existing.id));
    await tx.insert(applicationEvents).values({
      applicationId: existing.id,
      fromStatus: existing.status,
      toStatus: 'withdrawn',
      actorId: user.id,
    });
    return { id: existing.id, status: 'withdrawn' as const };
  });
}

/** The status history of applications, oldest first, with the name of who moved them. */
async function historyOf(db: Db, ids: string[], revealActors: boolean) {
  const byApplication = new Map<string, TApplicationEvent[]>();
  if (!ids.length) return byApplication;
  const rows = await db
    .select({
      applicationId: applicationEvents.applicationId,
      from: applicationEvents.fromStatus,
      to: applicationEvents.toStatus,
      at: applicationEvents.createdAt,
      actorFirst: users.firstName,
      actorLast: users.lastName,
      actorRole: users.role,
    })
    .from(applicationEvents)
    .leftJoin(users, eq(users.id, applicationEvents.actorId))
    .where(inArray(applicationEvents.applicationId, ids))
    .orderBy(asc(applicationEvents.id));
  for (const row of rows) {
    const list = byApplication.get(row.applicationId) ?? [];
    let by: string | null = null;
    if (row.actorRole === 'candidate') by = 'You';
    else if (row.actorRole)
      by = revealActors ? `${row.actorFirst} ${row.actorLast}`.trim() : 'Recruiter';
    if (revealActors && row.actorRole === 'candidate') by = 'Candidate';
    list.push({
      from_status: row.from as ApplicationStatus | null,
      to_status: row.to as ApplicationStatus,
      at: row.at.toISOString(),
      by,
    });
    byApplication.set(row.applicationId, list);
  }
  return byApplication;
}

type StatusFilter = ApplicationStatusFilter;

/** The candidate's own applications, newest first. */
export async function listMyApplications(
  db: Db,
  user: SessionUser,
  options: { status: StatusFilter; page: number; pageSize: number },
): Promise<TPage<TMyApplication>> {
  requireCandidate(user);
  const where = and(
    eq(applications.candidateId, user.id),
    options.status === 'all' ? undefined : eq(applications.status, options.status),
  );
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({
        id: applications.id,
        status: applications.status,
        createdAt: applications.createdAt,
        statusChangedAt: applications.statusChangedAt,
        coverNote: applications.coverNote,
        jobId: jobs.id,
        title: jobs.title,
        jobStatus: jobs.status,
        validThrough: jobs.validThrough,
        confidential: jobs.confidential,
        ownerId: owner.id,
        ownerName: owner.name,
        clientId: client.id,
        clientName: client.name,
        location: location.name,
      })
      .from(applications)
      .innerJoin(jobs, eq(jobs.id, applications.jobId))
      .leftJoin(owner, eq(owner.id, jobs.companyId))
      .leftJoin(client, eq(client.id, jobs.clientCompanyId))
      .leftJoin(location, eq(location.id, jobs.stateId))
      .where(where)
      .orderBy(desc(applications.statusChangedAt), desc(applications.id))
      .limit(options.pageSize)
      .offset((options.page - 1) * options.pageSize),
    db.select({ total: count() }).from(applications).where(where),
  ]);
  const history = await historyOf(
    db,
    rows.map((row) => row.id),
    false,
  );
  return {
    items: rows.map((row) => ({
      id: row.id,
      status: row.status as ApplicationStatus,
      applied_at: row.createdAt.toISOString(),
      status_changed_at: row.statusChangedAt.toISOString(),
      cover_note: row.coverNote,
      job: {
        id: row.jobId,
        title: row.title,
        company_name: hiringCompany(row)?.name ?? null,
        location: row.location,
        status: statusOf({ status: row.jobStatus, validThrough: row.validThrough }),
      },
      history: history.get(row.id) ?? [],
    })),
    total,
    page: options.page,
    page_size: options.pageSize,
  };
}

/** How many of the candidate's applications are in each status, keyed by status name. */
export async function statusCounts(db: Db, user: SessionUser): Promise<TStatusCounts> {
  requireCandidate(user);
  const rows = await db
    .select({ status: applications.status, n: count() })
    .from(applications)
    .where(eq(applications.candidateId, user.id))
    .groupBy(applications.status);
  const counts = Object.fromEntries(APPLICATION_STATUSES.map((status) => [status, 0])) as Record<
    ApplicationStatus,
    number
  >;
  for (const row of rows) counts[row.status as ApplicationStatus] = row.n;
  return { ...counts, total: rows.reduce((sum, row) => sum + row.n, 0) };
}

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

const residence = masterItems;

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
    name: `${row.firstName} ${row.lastName}`.trim(),
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

/**
 * The applicants of a job with their profile summary, history and the company's comments; a
 * withdrawn application without the candidate's details (`withdrawnCandidate`).
 */
export async function listApplicants(
  db: Db,
  user: SessionUser,
  jobId: number,
  options: { status: StatusFilter; page: number; pageSize: number },
): Promise<TApplicantsPage> {
  const job = await managedJob(db, user, jobId);
  const where = and(
    eq(applications.jobId, jobId),
    options.status === 'all' ? undefined : eq(applications.status, options.status),
  );
  const [rows, [{ total }], countRows] = await Promise.all([
    db
      .select({
        id: applications.id,
        status: applications.status,
        createdAt: applications.createdAt,
        statusChangedAt: applications.statusChangedAt,
        coverNote: applications.coverNote,
        userId: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
        mobile: users.mobileNumber,
        headline: candidateProfiles.headline,
        experienceYears: candidateProfiles.experienceYears,
        stateName: candidateProfiles.stateName,
        location: residence.name,
        nationalityId: candidateProfiles.nationalityId,
        visaStatus: candidateProfiles.visaStatus,
        noticePeriod: candidateProfiles.noticePeriod,
        expectedSalary: candidateProfiles.expectedSalary,
        skillsText: candidateProfiles.skillsText,
        cvFileId: candidateProfiles.cvFileId,
      })
      .from(applications)
      .innerJoin(users, eq(users.id, applications.candidateId))
      .leftJoin(candidateProfiles, eq(candidateProfiles.userId, users.id))
      .leftJoin(residence, eq(residence.id, candidateProfiles.stateId))
      .where(where)
      .orderBy(desc(applications.createdAt), desc(applications.id))
      .limit(options.pageSize)
      .offset((options.page - 1) * options.pageSize),
    db.select({ total: count() }).from(applications).where(where),
    db
      .select({ status: applications.status, n: count() })
      .from(applications)
      .where(eq(applications.jobId, jobId))
      .groupBy(applications.status),
  ]);
  const ids = rows.map((row) => row.id);
  const nationalityIds = [
    ...new Set(rows.map((row) => row.nationalityId).filter((id) => id !== null)),
  ];
  const [history, comments, nationalities] = await Promise.all([
    historyOf(db, ids, true),
    ids.length
      ? db
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
          .orderBy(asc(applicationComments.createdAt))
      : [],
    nationalityIds.length
      ? db
          .select({ id: masterItems.id, name: masterItems.name })
          .from(masterItems)
          .where(inArray(masterItems.id, nationalityIds))
      : [],
  ]);
  const nationalityName = new Map(nationalities.map((item) => [item.id, item.name]));
  const counts = Object.fromEntries(APPLICATION_STATUSES.map((status) => [status, 0])) as Record<
    ApplicationStatus,
    number
  >;
  for (const row of countRows) counts[row.status as ApplicationStatus] = row.n;
  const items: TApplicant[] = rows.map((row) => ({
    id: row.id,
    status: row.status as ApplicationStatus,
    applied_at: row.createdAt.toISOString(),
    status_changed_at: row.statusChangedAt.toISOString(),
    cover_note: row.status === 'withdrawn' ? '' : row.coverNote,
    candidate:
      row.status === 'withdrawn'
        ? withdrawnCandidate(row)
        : {
            user_id: row.userId,
            name: `${row.firstName} ${row.lastName}`.trim() || row.email,
            email: row.email,
            mobile_number: row.mobile,
            headline: row.headline ?? '',
            experience_years: row.experienceYears,
            location: row.location ?? (row.stateName || null),
            nationality: row.nationalityId
              ? (nationalityName.get(row.nationalityId) ?? null)
              : null,
            visa_status: (row.visaStatus ?? null) as TApplicant['candidate']['visa_status'],
            notice_period: (row.noticePeriod ?? null) as TApplicant['candidate']['notice_period'],
            expected_salary: row.expectedSalary,
            skills: row.skillsText ? row.skillsText.split(', ').filter(Boolean) : [],
            has_cv: row.cvFileId !== null,
          },
    history: history.get(row.id) ?? [],
    comments: comments
      .filter((comment) => comment.applicationId === row.id)
      .map((comment) => ({
        id: comment.id,
        body: comment.body,
        author: comment.first === null ? null : `${comment.first} ${comment.last}`.trim(),
        at: comment.at.toISOString(),
      })),
  }));
  return {
    job,
    items,
    total,
    page: options.page,
    page_size: options.pageSize,
    counts: { ...counts, total: countRows.reduce((sum, row) => sum + row.n, 0) },
  };
}

/**
 * Applications the user may act on: those of jobs they manage. Any id outside that set makes the
 * whole request 404, so nothing is revealed about other companies' applicants. `lock` holds the
 * applications until the transaction ends, so a withdrawal cannot slip in before a change.
 */
async function managedApplications(db: Db, user: SessionUser, ids: string[], lock?: 'for update') {
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

/** Moves one or several applications to a status, keeping history and telling each candidate by e-mail. */
export async function setStatus(
  ctx: AppContext,
  user: SessionUser,
  ids: string[],
  status: Exclude<ApplicationStatus, 'withdrawn'>,
) {
  return ctx.db.transaction(async (tx) => {
    const targets = await managedApplications(tx, user, ids, 'for update');
    const withdrawn = targets.filter((target) => target.status === 'withdrawn');
    if (withdrawn.length)
      throw conflict(
        withdrawn.length === 1
          ? REFUSED.withdrawnByCandidate
          : `${withdrawn.length} of these candidates have withdrawn their applications`,
      );
    const moving = targets.filter((target) => target.status !== status);
    const result = { updated: moving.length, unchanged: targets.length - moving.length };
    if (!moving.length) return result;
    await recordMoves(tx, user, moving, status);
    for (const target of moving) {
      await enqueueMail(
        tx,
        applicationMails.statusChanged({
          to: target.email,
          firstName: target.firstName,
          jobTitle: target.jobTitle,
          status,
          appUrl: ctx.env.APP_URL,
          locale: target.language,
        }),
      );
    }
    return result;
  });
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
