import { and, count, desc, eq, sql } from 'drizzle-orm';
import { JOB_NOTE_MESSAGES, type TJobNote } from '@logicareers/shared/schemas/jobs';
import type { TPage } from '@logicareers/shared/schemas/common';
import type { Db } from '../../db/client';
import { jobComments, users } from '../../db/schema';
import { forbidden } from '../../lib/errors';
import { readPage } from '../../lib/paging';
import type { SessionUser } from '../access/sessions';
import { requireManageable } from './jobs.service';

/*
 * Internal notes on a job (SPEC.md call jobs/comment). Whoever manages the job writes them: its
 * company and, for a client's job, the consultancy that manages the client. A note belongs to the
 * author's company and only that company reads it, as with the comments on applications and
 * candidates: the consultancy's notes on a client's job are not the client's to read, nor the
 * other way round. The public answers about a job never carry them.
 */

/** The user's company: a note belongs to one. */
function companyOf(user: SessionUser): number {
  if (user.companyId === null) throw forbidden(JOB_NOTE_MESSAGES.noCompany);
  return user.companyId;
}

const authorName = sql<
  string | null
>`nullif(trim(${users.firstName} || ' ' || ${users.lastName}), '')`;

const noteColumns = {
  id: jobComments.id,
  body: jobComments.body,
  author: authorName,
  at: jobComments.createdAt,
};

const present = (row: { id: number; body: string; author: string | null; at: Date }): TJobNote => ({
  ...row,
  at: row.at.toISOString(),
});

/** The notes of the user's company on a job it manages, newest first, a page at a time. */
export async function listJobNotes(
  db: Db,
  user: SessionUser,
  jobId: number,
  paging: { page: number; pageSize: number },
): Promise<TPage<TJobNote>> {
  const companyId = companyOf(user);
  await requireManageable(db, user, jobId);
  const where = and(eq(jobComments.jobId, jobId), eq(jobComments.companyId, companyId));
  return readPage(
    paging,
    {
      rows: db
        .select(noteColumns)
        .from(jobComments)
        .leftJoin(users, eq(users.id, jobComments.authorId))
        .where(where)
        .orderBy(desc(jobComments.createdAt), desc(jobComments.id)),
      total: db.select({ total: count() }).from(jobComments).where(where),
    },
    (rows) => rows.map(present),
  );
}

/** Adds a note of the user's company to a job it manages. */
export async function addJobNote(
  db: Db,
  user: SessionUser,
  input: { job_id: number; body: string },
): Promise<TJobNote> {
  const companyId = companyOf(user);
  await requireManageable(db, user, input.job_id);
  const [row] = await db
    .insert(jobComments)
    .values({ jobId: input.job_id, companyId, authorId: user.id, body: input.body })
    .returning({ id: jobComments.id });
  const [note] = await db
    .select(noteColumns)
    .from(jobComments)
    .leftJoin(users, eq(users.id, jobComments.authorId))
    .where(eq(jobComments.id, row.id));
  return present(note);
}
