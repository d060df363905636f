import { eq, sql } from 'drizzle-orm';
import {
  COMMUNICATION_MESSAGES,
  type TUnsubscribeInfo,
} from '@logicareers/shared/schemas/communications';
import type { Db } from '../../db/client';
import { candidateEmails, companies, emailUnsubscribes } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { hashToken } from '../access/sessions';

/*
 * A marketing mail's unsubscribe link: its token (kept as its SHA-256 hash on the mail) stops the
 * company's marketing mails to that candidate, without signing in. The link keeps working, so a
 * second click or the mail program's one-click post changes nothing more.
 */

async function mailOfToken(db: Db, token: string | null) {
  if (!token) throw notFound(COMMUNICATION_MESSAGES.linkInvalid);
  const [row] = await db
    .select({
      companyId: candidateEmails.companyId,
      candidateId: candidateEmails.candidateId,
      company: companies.name,
      unsubscribed: sql<boolean>`exists (select 1 from ${emailUnsubscribes}
        where ${emailUnsubscribes.companyId} = ${candidateEmails.companyId}
        and ${emailUnsubscribes.candidateId} = ${candidateEmails.candidateId})`,
    })
    .from(candidateEmails)
    .innerJoin(companies, eq(companies.id, candidateEmails.companyId))
    .where(eq(candidateEmails.unsubscribeTokenHash, hashToken(token)));
  if (!row) throw notFound(COMMUNICATION_MESSAGES.linkInvalid);
  return row;
}

/** Which company's mails the link stops, and whether it already has. */
export async function unsubscribeInfo(db: Db, token: string | null): Promise<TUnsubscribeInfo> {
  const row = await mailOfToken(db, token);
  return { company: row.company, unsubscribed: Boolean(row.unsubscribed) };
}

/** Stops the company's marketing mails to the candidate. */
export async function unsubscribe(db: Db, token: string | null): Promise<TUnsubscribeInfo> {
  const row = await mailOfToken(db, token);
  await db
    .insert(emailUnsubscribes)
    .values({ companyId: row.companyId, candidateId: row.candidateId })
    .onConflictDoNothing();
  return { company: row.company, unsubscribed: true };
}
