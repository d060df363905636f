import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { lt, sql } from 'drizzle-orm';
import { CONTENT_MESSAGES as CM } from '@logicareers/shared/messages';
import type { Db } from '../../db/client';
import { usedFormTokens } from '../../db/schema';
import { invalid } from '../../lib/errors';
import { serverSecret } from '../settings/settings.service';

/** A form sent sooner than this after it was shown was not filled in by a person. */
export const FORM_MIN_SECONDS = 3;
/** A form shown longer ago than this is sent again with a fresh token. */
export const FORM_MAX_SECONDS = 2 * 60 * 60;

const secret = (db: Db) => serverSecret(db, 'enquiry-form');
const sign = (key: Buffer, issuedAt: number, nonce: string) =>
  createHmac('sha256', key).update(`enquiry:${issuedAt}:${nonce}`).digest('base64url');

/**
 * A token for the enquiry form: the time it was issued and a random nonce (so that each token can
 * be taken once), signed with the site's secret.
 */
export async function issueFormToken(db: Db, issuedAt = Date.now()) {
  const nonce = randomBytes(16).toString('base64url');
  return `${issuedAt}.${nonce}.${sign(await secret(db), issuedAt, nonce)}`;
}

export interface FormToken {
  issuedAt: number;
  nonce: string;
}

/**
 * Refuses a form whose token was not made here, was changed, or came back too fast or too late,
 * each with its own message on the form. Whether it was used before is `takeFormToken`'s to say.
 */
export async function checkFormToken(db: Db, token: string, now = Date.now()): Promise<FormToken> {
  const [time, nonce = '', signature = ''] = token.split('.');
  const issuedAt = /^\d{13}$/.test(time) ? Number(time) : NaN;
  const expected =
    Number.isFinite(issuedAt) && /^[\w-]{22}$/.test(nonce)
      ? sign(await secret(db), issuedAt, nonce)
      : '';
  const given = Buffer.from(signature);
  if (
    !expected ||
    given.length !== expected.length ||
    !timingSafeEqual(given, Buffer.from(expected))
  )
    throw invalid({ token: CM.formInvalid });
  const age = (now - issuedAt) / 1000;
  if (age < FORM_MIN_SECONDS) throw invalid({ token: CM.formTooFast });
  if (age > FORM_MAX_SECONDS) throw invalid({ token: CM.formTooOld });
  return { issuedAt, nonce };
}

/**
 * Records a checked token as used, in the transaction that keeps what it was sent with (so a form
 * that fails later can be sent again with it), and refuses one used before. Forms sent at once with
 * the same token: all but the first wait on its row and are refused once it commits. Tokens past
 * their age are forgotten here, as they are refused as too old anyway.
 */
export async function takeFormToken(tx: Db, token: FormToken) {
  await tx.delete(usedFormTokens).where(lt(usedFormTokens.expiresAt, sql`now()`));
  const taken = await tx
    .insert(usedFormTokens)
    .values({
      nonce: token.nonce,
      // A little past the last moment the token is accepted, for clocks a little apart.
      expiresAt: new Date(token.issuedAt + (FORM_MAX_SECONDS + 60) * 1000),
    })
    .onConflictDoNothing()
    .returning({ nonce: usedFormTokens.nonce });
  if (!taken.length) throw invalid({ token: CM.formUsed });
}
