import { and, count, desc, eq, gt, gte, lt, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import {
  DEFAULT_RESPONSE_OPTIONS,
  EMAIL_RESPONSE_MESSAGES,
  type TEmailResponseItem,
  type TEmailResponsePage,
  type TResponseOptions,
  type ZEmailResponseListQuery,
  type ZEmailResponseRequest,
  type ZResponseOptionsRequest,
} from '@logicareers/shared/schemas/email-responses';
import type { TPage } from '@logicareers/shared/schemas/common';
import type { Db } from '../../db/client';
import {
  candidateEmails,
  companies,
  emailResponses,
  emailResponseSettings,
  users,
} from '../../db/schema';
import { invalid, notFound } from '../../lib/errors';
import { readPage } from '../../lib/paging';
import { hashToken, type SessionUser } from '../access/sessions';
import { disclosedAmong, initialsOf, redactText } from '../talent/disclosure';
import { companyOf } from '../talent/workspace.access';
import { fullName } from '../../lib/names';

/*
 * Candidates' answers to the company's e-mails (issue 15). A mail that asks for one carries a link
 * whose token is kept only as its SHA-256 hash on the mail (candidate_emails); the candidate picks
 * one of the company's answer options on a page without signing in, and may change it while the
 * link works. The company reads the answers; no other company sees them, by any route.
 */

const M = EMAIL_RESPONSE_MESSAGES;

/** The company's answer options: its own, or the defaults. */
async function optionsOf(db: Db, companyId: number): Promise<TResponseOptions> {
  const [row] = await db
    .select({ options: emailResponseSettings.options })
    .from(emailResponseSettings)
    .where(eq(emailResponseSettings.companyId, companyId));
  return row
    ? { options: row.options, is_default: false }
    : { options: [...DEFAULT_RESPONSE_OPTIONS], is_default: true };
}

export const responseOptions = (db: Db, user: SessionUser) => optionsOf(db, companyOf(user));

export async function setResponseOptions(
  db: Db,
  user: SessionUser,
  body: z.output<typeof ZResponseOptionsRequest>,
): Promise<TResponseOptions> {
  const companyId = companyOf(user);
  await db
    .insert(emailResponseSettings)
    .values({ companyId, options: body.options })
    .onConflictDoUpdate({
      target: emailResponseSettings.companyId,
      set: { options: body.options, updatedAt: new Date() },
    });
  return { options: body.options, is_default: false };
}

/** The mail of a valid, unexpired response link, or 404 naming nothing. */
async function mailOfToken(db: Db, token: string | null) {
  if (!token) throw notFound(M.linkInvalid);
  const [row] = await db
    .select({
      id: candidateEmails.id,
      companyId: candidateEmails.companyId,
      candidateId: candidateEmails.candidateId,
      subject: candidateEmails.subject,
      sentAt: candidateEmails.createdAt,
      expiresAt: candidateEmails.responseExpiresAt,
      company: companies.name,
      firstName: users.firstName,
    })
    .from(candidateEmails)
    .innerJoin(companies, eq(companies.id, candidateEmails.companyId))
    .innerJoin(users, eq(users.id, candidateEmails.candidateId))
    .where(
      and(
        eq(candidateEmails.responseTokenHash, hashToken(token)),
        gt(candidateEmails.responseExpiresAt, new Date()),
        // A mail that was never sent (a stopped bulk send) has no answer to give.
        sql`${candidateEmails.status} <> 'cancelled'`,
      ),
    );
  if (!row) throw notFound(M.linkInvalid);
  return row;
}

export async function openResponsePage(db: Db, token: string | null): Promise<TEmailResponsePage> {
  const mail = await mailOfToken(db, token);
  const [{ options }, [answer]] = await Promise.all([
    optionsOf(db, mail.companyId),
    db.select().from(emailResponses).where(eq(emailResponses.candidateEmailId, mail.id)),
  ]);
  return {
    company: mail.company,
    subject: mail.subject,
    sent_at: mail.sentAt.toISOString(),
    expires_at: mail.expiresAt!.toISOString(),
    first_name: mail.firstName,
    options,
    answer: answer
      ? {
          answer: answer.answer,
          note: answer.note,
          call_time: answer.callTime,
          updated_at: answer.updatedAt.toISOString(),
        }
      : null,
  };
}

/** Records the candidate's answer; answering again replaces it. */
export async function answerResponse(
  db: Db,
  token: string | null,
  body: z.output<typeof ZEmailResponseRequest>,
): Promise<TEmailResponsePage> {
  const mail = await mailOfToken(db, token);
  const { options } = await optionsOf(db, mail.companyId);
  const chosen = options.find((option) => option.toLowerCase() === body.answer.toLowerCase());
  if (!chosen) throw invalid({ answer: M.answerUnknown });
  const values = { answer: chosen, note: body.note, callTime: body.call_time };
  await db
    .insert(emailResponses)
    .values({
      candidateEmailId: mail.id,
      companyId: mail.companyId,
      candidateId: mail.candidateId,
      ...values,
    })
    .onConflictDoUpdate({
      target: emailResponses.candidateEmailId,
      set: { ...values, updatedAt: new Date() },
    });
  return openResponsePage(db, token);
}

/** The start of a UAE calendar day, as a timestamp. */
const uaeDayStart = (date: string) => sql`(${date}::date::timestamp at time zone 'Asia/Dubai')`;

/** The answers to the company's e-mails, last answered first, filtered by answer and date. */
export async function listResponses(
  db: Db,
  user: SessionUser,
  query: z.output<typeof ZEmailResponseListQuery>,
): Promise<TPage<TEmailResponseItem>> {
  const r = emailResponses;
  const sender = alias(users, 'sender');
  const where = and(
    eq(r.companyId, companyOf(user)),
    query.answer ? sql`lower(${r.answer}) = lower(${query.answer})` : undefined,
    query.from ? gte(r.updatedAt, uaeDayStart(query.from)) : undefined,
    query.to ? lt(r.updatedAt, sql`${uaeDayStart(query.to)} + interval '1 day'`) : undefined,
  );
  return readPage(
    query,
    {
      rows: db
        .select({
          id: r.candidateEmailId,
          candidateId: r.candidateId,
          firstName: users.firstName,
          lastName: users.lastName,
          subject: candidateEmails.subject,
          sentAt: candidateEmails.createdAt,
          senderFirst: sender.firstName,
          senderLast: sender.lastName,
          answer: r.answer,
          note: r.note,
          callTime: r.callTime,
          answeredAt: r.answeredAt,
          updatedAt: r.updatedAt,
        })
        .from(r)
        .innerJoin(candidateEmails, eq(candidateEmails.id, r.candidateEmailId))
        .innerJoin(users, eq(users.id, r.candidateId))
        .leftJoin(sender, eq(sender.id, candidateEmails.sentBy))
        .where(where)
        .orderBy(desc(r.updatedAt), desc(r.candidateEmailId)),
      total: db.select({ total: count() }).from(r).where(where),
    },
    async (rows) => {
      // Initials until the company opened the candidate (decision 033); their own note is as written.
      const disclosed = await disclosedAmong(
        db,
        user,
        rows.map((row) => row.candidateId),
      );
      const shown = (row: (typeof rows)[number]) => {
        const open = disclosed.has(row.candidateId);
        const names = [row.firstName, row.lastName];
        return {
          name: open ? names.join(' ').trim() : initialsOf(row.firstName, row.lastName),
          subject: open ? row.subject : redactText(row.subject, names),
        };
      };
      return rows.map((row) => ({
        id: row.id,
        candidate: { id: row.candidateId, name: shown(row).name },
        subject: shown(row).subject,
        sent_at: row.sentAt.toISOString(),
        sent_by: row.senderFirst === null ? null : fullName(row.senderFirst, row.senderLast!),
        answer: row.answer,
        note: row.note,
        call_time: row.callTime,
        answered_at: row.answeredAt.toISOString(),
        updated_at: row.updatedAt.toISOString(),
      }));
    },
  );
}
