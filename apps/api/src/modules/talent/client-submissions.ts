import { and, asc, count, desc, eq, gt, inArray, ne } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type {
  TClientSubmission,
  TClientSubmissionPage,
  TClientSubmissionView,
  ZClientSubmissionListQuery,
} from '@logicareers/shared/schemas/client-submissions';
import type { ZClientCvAnswerRequest } from '@logicareers/shared/schemas/talent';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { candidateProfiles, candidateSubmissions, companies, jobs, users } from '../../db/schema';
import { forbidden } from '../../lib/errors';
import { fullName } from '../../lib/names';
import { readPage } from '../../lib/paging';
import type { SessionUser } from '../access/sessions';
import { answerSubmission, clientView, sharedCvFileId, submissionOfClient } from './client-cv';
import { initialsOf, redactText } from './disclosure';
import { CLIENT_CV_MESSAGES as M } from './submissions';
import { findable } from './talent.policy';

/*
 * The candidates a consultancy sent to a client, in the client's own employer account (issue 39):
 * its users see every submission whose e-mailed link still works, as that link shows it (decision
 * 033: by initials, with the texts redacted, unless the consultancy shared the contact details),
 * and answer there as from the link, the answer naming who gave it. The company is always the
 * signed-in user's: another company's submission answers 404, as an unknown one does.
 */

/** The client company of an employer's user; anyone else sees their own screens (403). */
export function clientOf(user: SessionUser): number {
  if (user.role !== 'employer' || user.companyId === null) throw forbidden(M.clientOnly);
  return user.companyId;
}

const s = candidateSubmissions;
const consultancy = alias(companies, 'consultancy');
const answerer = alias(users, 'answerer');

/** What the link would still show: open, the candidate neither hidden since nor closed. */
const shownTo = (clientId: number) =>
  and(
    eq(s.clientId, clientId),
    gt(s.expiresAt, new Date()),
    findable('consultancy', candidateProfiles.visibility),
    ne(users.status, 'disabled'),
  );

const listColumns = {
  id: s.id,
  status: s.status,
  consultancy: consultancy.name,
  first: users.firstName,
  last: users.lastName,
  headline: candidateProfiles.headline,
  shareContact: s.shareContact,
  jobId: jobs.id,
  jobTitle: jobs.title,
  note: s.note,
  clientNote: s.clientNote,
  sentAt: s.createdAt,
  expiresAt: s.expiresAt,
  answeredAt: s.answeredAt,
  answererFirst: answerer.firstName,
  answererLast: answerer.lastName,
};
type ListRow = { [K in keyof typeof listColumns]: (typeof listColumns)[K]['_']['data'] | null };

const toItem = (row: ListRow): TClientSubmission => {
  const names = [row.first!, row.last!];
  return {
    id: row.id!,
    status: row.status!,
    consultancy: row.consultancy!,
    candidate: row.shareContact
      ? { name: fullName(row.first!, row.last!), headline: row.headline! }
      : { name: initialsOf(row.first!, row.last!), headline: redactText(row.headline!, names) },
    job: row.jobId === null ? null : { id: row.jobId, title: row.jobTitle! },
    note: row.note!,
    client_note: row.clientNote!,
    sent_at: row.sentAt!.toISOString(),
    expires_at: row.expiresAt!.toISOString(),
    answered_at: row.answeredAt?.toISOString() ?? null,
    answered_by: row.answererFirst === null ? null : fullName(row.answererFirst, row.answererLast!),
  };
};

/** The candidates sent to the user's company whose links still work, newest first. */
export async function listClientSubmissions(
  db: Db,
  user: SessionUser,
  query: z.output<typeof ZClientSubmissionListQuery>,
): Promise<TClientSubmissionPage> {
  const clientId = clientOf(user);
  const shown = shownTo(clientId);
  const where = and(
    shown,
    query.job_id.length ? inArray(s.jobId, query.job_id) : undefined,
    query.status.length ? inArray(s.status, query.status) : undefined,
  );
  const [page, jobRows] = await Promise.all([
    readPage(
      query,
      {
        rows: db
          .select(listColumns)
          .from(s)
          .innerJoin(users, eq(users.id, s.candidateId))
          .innerJoin(candidateProfiles, eq(candidateProfiles.userId, s.candidateId))
          .innerJoin(consultancy, eq(consultancy.id, s.consultancyId))
          .leftJoin(jobs, eq(jobs.id, s.jobId))
          .leftJoin(answerer, eq(answerer.id, s.answeredBy))
          .where(where)
          .orderBy(desc(s.createdAt), desc(s.id)),
        total: db
          .select({ total: count() })
          .from(s)
          .innerJoin(users, eq(users.id, s.candidateId))
          .innerJoin(candidateProfiles, eq(candidateProfiles.userId, s.candidateId))
          .where(where),
      },
      (rows) => rows.map(toItem),
    ),
    db
      .selectDistinct({ id: jobs.id, title: jobs.title })
      .from(s)
      .innerJoin(users, eq(users.id, s.candidateId))
      .innerJoin(candidateProfiles, eq(candidateProfiles.userId, s.candidateId))
      .innerJoin(jobs, eq(jobs.id, s.jobId))
      .where(shown)
      .orderBy(asc(jobs.title), asc(jobs.id)),
  ]);
  return { ...page, jobs: jobRows };
}

/** One candidate sent to the user's company, as the link shows it; the first opening marks it viewed. */
export async function openClientSubmission(
  db: Db,
  user: SessionUser,
  id: string | null,
): Promise<TClientSubmissionView> {
  const row = await submissionOfClient(db, clientOf(user), id);
  return { id: row.id, ...(await clientView(db, row, { markViewed: true })) };
}

/** The company's answer from its account: as from the link, naming the user who answered. */
export async function answerClientSubmission(
  ctx: AppContext,
  user: SessionUser,
  id: string | null,
  input: z.output<typeof ZClientCvAnswerRequest>,
): Promise<TClientSubmissionView> {
  const row = await submissionOfClient(ctx.db, clientOf(user), id);
  await answerSubmission(ctx, row, input, user.id);
  return openClientSubmission(ctx.db, user, id);
}

/** The CV file of a candidate sent to the user's company, when the consultancy shared it. */
export async function clientSubmissionCvFileId(
  db: Db,
  user: SessionUser,
  id: string | null,
): Promise<string> {
  return sharedCvFileId(db, await submissionOfClient(db, clientOf(user), id));
}
