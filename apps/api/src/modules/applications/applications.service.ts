import { REFUSED } from '@logicareers/shared/messages';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { TPage } from '@logicareers/shared/api';
import type {
  ApplicationStatusFilter,
  TStatusCounts,
} from '@logicareers/shared/schemas/applications';
import { CANDIDATE_MESSAGES, type TMyApplication } from '@logicareers/shared/schemas/candidate';
import type { ApplicationSource, ApplicationStatus } from '@logicareers/shared/application-status';
import type { Db } from '../../db/client';
import { applicationEvents, applications, jobs } from '../../db/schema';
import { AppError, notFound } from '../../lib/errors';
import { readPage } from '../../lib/paging';
import { requireCandidate } from '../access/access.policy';
import type { SessionUser } from '../access/sessions';
import { jobIsLive, statusOf } from '../jobs/jobs.policy';
import { client, hiringCompany, location, owner } from '../jobs/jobs.presenter';
import { countsByStatus, historyOf, inStatus, statusCountColumns } from './application-history';
import { recordMoves } from './application-moves';

const conflict = (message: string) => new AppError('CONFLICT', message);

/** Statuses from which the candidate can no longer withdraw. */
const FINAL: ApplicationStatus[] = ['hired', 'rejected', 'withdrawn'];

/** The candidate applies for an open job, or applies again after withdrawing. */
export async function apply(
  db: Db,
  user: SessionUser,
  jobId: number,
  coverNote: string,
  source: ApplicationSource = 'direct',
) {
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
    if (existing) {
      // Applying again after withdrawing reopens the same application, keeping its history.
      await tx
        .update(applications)
        .set({ coverNote, source })
        .where(eq(applications.id, existing.id));
      await recordMoves(tx, user, [existing], 'applied');
      return { id: existing.id, status: 'applied' as const };
    }
    const [inserted] = await tx
      .insert(applications)
      .values({ jobId, candidateId: user.id, coverNote, source })
      .onConflictDoNothing()
      .returning({ id: applications.id });
    if (!inserted) throw conflict(CANDIDATE_MESSAGES.alreadyApplied);
    await tx.insert(applicationEvents).values({
      applicationId: inserted.id,
      fromStatus: null,
      toStatus: 'applied',
      actorId: user.id,
    });
    return { id: inserted.id, status: 'applied' as const };
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
    await recordMoves(tx, user, [existing], 'withdrawn');
    return { id: existing.id, status: 'withdrawn' as const };
  });
}

/** The candidate's own applications, newest first. */
export async function listMyApplications(
  db: Db,
  user: SessionUser,
  options: { status: ApplicationStatusFilter; page: number; pageSize: number },
): Promise<TPage<TMyApplication>> {
  requireCandidate(user);
  const where = and(eq(applications.candidateId, user.id), inStatus(options.status));
  return readPage(
    options,
    {
      rows: db
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
        .orderBy(desc(applications.statusChangedAt), desc(applications.id)),
      total: db.select({ total: count() }).from(applications).where(where),
    },
    async (rows) => {
      const history = await historyOf(
        db,
        rows.map((row) => row.id),
        false,
      );
      return rows.map((row) => ({
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
      }));
    },
  );
}

/** How many of the candidate's applications are in each status, keyed by status name. */
export async function statusCounts(db: Db, user: SessionUser): Promise<TStatusCounts> {
  requireCandidate(user);
  const rows = await db
    .select(statusCountColumns)
    .from(applications)
    .where(eq(applications.candidateId, user.id))
    .groupBy(applications.status);
  return countsByStatus(rows);
}
