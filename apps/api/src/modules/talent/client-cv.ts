import { and, eq, gt, ne, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { TClientCv, ZClientCvAnswerRequest } from '@logicareers/shared/schemas/talent';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { candidateProfiles, candidateSubmissions, companies, jobs, users } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { hashToken } from '../access/sessions';
import { loadCandidateProfile } from '../candidates/candidates.service';
import { enqueueMail } from '../mail/outbox';
import { storedCvFileId } from './candidate-view';
import { initialsOf, redactText } from './disclosure';
import { fullName } from '../../lib/names';
import { CLIENT_CV_MESSAGES as M } from './submissions';
import { talentMails } from './talent.mails';
import { findable } from './talent.policy';

/*
 * The page a client answers on, from the link the consultancy e-mailed them, without signing in
 * (decision 014): the candidate as the consultancy chose to share them, their CV, the answer.
 */

const client = alias(companies, 'client');
const answerer = alias(users, 'answerer');

/**
 * What the client may still be shown: the link is open, and the candidate has not since hidden
 * their profile nor had their account closed. The same for the e-mailed link, the client's own
 * account and the consultancy's preview, so that none shows more than the others.
 */
const stillShown = () =>
  and(
    gt(candidateSubmissions.expiresAt, new Date()),
    findable('consultancy', candidateProfiles.visibility),
    ne(users.status, 'disabled'),
  );

/** The submission `where` picks while the client may still be shown it, or 404. */
async function shownSubmission(db: Db, where: SQL | undefined) {
  const s = candidateSubmissions;
  const consultancy = alias(companies, 'consultancy');
  const [row] = await db
    .select({
      id: s.id,
      status: s.status,
      candidateId: s.candidateId,
      shareContact: s.shareContact,
      note: s.note,
      clientNote: s.clientNote,
      sentAt: s.createdAt,
      expiresAt: s.expiresAt,
      answeredAt: s.answeredAt,
      answeredByFirst: answerer.firstName,
      answeredByLast: answerer.lastName,
      sentBy: s.sentBy,
      consultancy: consultancy.name,
      client: client.name,
      jobId: jobs.id,
      jobTitle: jobs.title,
    })
    .from(s)
    .innerJoin(consultancy, eq(consultancy.id, s.consultancyId))
    .innerJoin(client, eq(client.id, s.clientId))
    .innerJoin(candidateProfiles, eq(candidateProfiles.userId, s.candidateId))
    .innerJoin(users, eq(users.id, s.candidateId))
    .leftJoin(jobs, eq(jobs.id, s.jobId))
    .leftJoin(answerer, eq(answerer.id, s.answeredBy))
    .where(and(where, stillShown()));
  if (!row) throw notFound(M.linkInvalid);
  return row;
}
type ShownSubmission = Awaited<ReturnType<typeof shownSubmission>>;

/** The submission of a link's token while it is valid and the candidate may still be shown. */
function submissionOfToken(db: Db, token: string | null) {
  if (!token) throw notFound(M.linkInvalid);
  return shownSubmission(db, eq(candidateSubmissions.tokenHash, hashToken(token)));
}

/** A submission sent to the client company, while its link works (else 404, as an unknown id). */
export function submissionOfClient(db: Db, clientId: number, id: string | null) {
  if (!id) throw notFound(M.linkInvalid);
  const s = candidateSubmissions;
  return shownSubmission(db, and(eq(s.id, id), eq(s.clientId, clientId)));
}

/** What the client sees of a candidate sent to them; the first opening marks it viewed. */
export async function openClientCv(db: Db, token: string | null): Promise<TClientCv> {
  return clientView(db, await submissionOfToken(db, token), { markViewed: true });
}

/**
 * The consultancy's preview of a candidate it sent: exactly what the client sees, without marking
 * it viewed. Another consultancy's submission, or a link no longer open, answers 404.
 */
export async function previewSubmission(
  db: Db,
  consultancyId: number,
  id: string | null,
): Promise<TClientCv> {
  if (!id) throw notFound(M.linkInvalid);
  const s = candidateSubmissions;
  const row = await shownSubmission(db, and(eq(s.id, id), eq(s.consultancyId, consultancyId)));
  return clientView(db, row, { markViewed: false });
}

/** The candidate as the consultancy chose to share them with the client (decision 033). */
export async function clientView(
  db: Db,
  row: ShownSubmission,
  { markViewed }: { markViewed: boolean },
): Promise<TClientCv> {
  let status = row.status;
  if (status === 'sent' && markViewed) {
    const [viewed] = await db
      .update(candidateSubmissions)
      .set({ status: 'viewed', viewedAt: new Date() })
      .where(and(eq(candidateSubmissions.id, row.id), eq(candidateSubmissions.status, 'sent')))
      .returning({ status: candidateSubmissions.status });
    status = viewed?.status ?? status;
  }
  const {
    completeness: _completeness,
    onboarded: _onboarded,
    cv,
    ...whole
  } = await loadCandidateProfile(db, row.candidateId);
  // Without contact details shared, the client sees the candidate as an undisclosed employer does
  // (decision 033): initials, no photo, no contact, no CV file (a CV carries its contact lines).
  const profile = row.shareContact ? whole : maskedProfile(whole);
  return {
    status,
    consultancy: row.consultancy,
    client: row.client,
    job: row.jobId === null ? null : { id: row.jobId, title: row.jobTitle! },
    note: row.note,
    client_note: row.clientNote,
    sent_at: row.sentAt.toISOString(),
    expires_at: row.expiresAt.toISOString(),
    answered_at: row.answeredAt?.toISOString() ?? null,
    answered_by:
      row.answeredByFirst === null ? null : fullName(row.answeredByFirst, row.answeredByLast!),
    candidate: {
      ...profile,
      email: row.shareContact ? profile.email : null,
      mobile_number: row.shareContact ? profile.mobile_number : null,
    },
    cv: row.shareContact ? cv : null,
  };
}

/** A profile as shown to someone the candidate is not disclosed to (decision 033). */
function maskedProfile<
  P extends {
    first_name: string;
    last_name: string;
    profile_photo: string | null;
    headline: string;
    summary: string;
    employments: { description: string | null }[];
  },
>(profile: P): P {
  const names = [profile.first_name, profile.last_name];
  const redact = (text: string) => redactText(text, names);
  const [first, last] = initialsOf(profile.first_name, profile.last_name).split(' ');
  return {
    ...profile,
    first_name: first ?? '',
    last_name: last ?? '',
    profile_photo: null,
    headline: redact(profile.headline),
    summary: redact(profile.summary),
    employments: profile.employments.map((e) => ({
      ...e,
      description: e.description === null ? null : redact(e.description),
    })),
  };
}

/** The CV file id of a submission the client may see, or 404 when its contact is not shared. */
export function sharedCvFileId(db: Db, row: ShownSubmission): Promise<string> {
  if (!row.shareContact) throw notFound(M.cvNotShared);
  return storedCvFileId(db, row.candidateId);
}

/** The CV file id of a valid link's candidate, or 404. */
export async function clientCvFileId(db: Db, token: string | null): Promise<string> {
  return sharedCvFileId(db, await submissionOfToken(db, token));
}

/**
 * The client's answer, which they may change while the link works; the sender is told. From the
 * client's account it names the user who answered; from the link, nobody.
 */
export async function answerSubmission(
  ctx: AppContext,
  row: ShownSubmission,
  input: z.output<typeof ZClientCvAnswerRequest>,
  answeredBy: string | null,
) {
  const { db } = ctx;
  await db.transaction(async (tx) => {
    await tx
      .update(candidateSubmissions)
      .set({
        status: input.answer,
        clientNote: input.note,
        answeredAt: new Date(),
        answeredBy,
        viewedAt: sql`coalesce(${candidateSubmissions.viewedAt}, now())`,
      })
      .where(eq(candidateSubmissions.id, row.id));
    if (!row.sentBy) return;
    const [consultant] = await tx
      .select({ email: users.email, status: users.status, language: users.language })
      .from(users)
      .where(eq(users.id, row.sentBy));
    if (!consultant || consultant.status !== 'active') return;
    const [person] = await tx
      .select({ first: users.firstName, last: users.lastName })
      .from(users)
      .where(eq(users.id, row.candidateId));
    await enqueueMail(
      tx,
      talentMails.submissionAnswered({
        to: consultant.email,
        locale: consultant.language,
        client: row.client,
        candidate: fullName(person.first, person.last),
        candidateId: row.candidateId,
        jobTitle: row.jobTitle,
        answer: input.answer,
        note: input.note,
        appUrl: ctx.env.APP_URL,
      }),
    );
  });
}

/** The client's answer from the link. */
export async function answerClientCv(
  ctx: AppContext,
  token: string | null,
  input: z.output<typeof ZClientCvAnswerRequest>,
) {
  await answerSubmission(ctx, await submissionOfToken(ctx.db, token), input, null);
  return openClientCv(ctx.db, token);
}
