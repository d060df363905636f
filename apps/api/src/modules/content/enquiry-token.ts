import { createHmac, timingSafeEqual } from 'node:crypto';
import { CONTENT_MESSAGES as CM } from '@logicareers/shared/messages';
import type { Db } from '../../db/client';
import { invalid } from '../../lib/errors';
import { serverSecret } from '../settings/settings.service';

/** A form sent sooner than this after it was shown was not filled in by a person. */
export const FORM_MIN_SECONDS = 3;
/** A form shown longer ago than this is sent again with a fresh token. */
export const FORM_MAX_SECONDS = 2 * 60 * 60;

const secret = (db: Db) => serverSecret(db, 'enquiry-form');
const sign = (key: Buffer, issuedAt: number) =>
  createHmac('sha256', key).update(`enquiry:${issuedAt}`).digest('base64url');

/** A token for the enquiry form: the time it was issued, signed with the site's secret. */
export async function issueFormToken(db: Db, issuedAt = Date.now()) {
  return `${issuedAt}.${sign(await secret(db), issuedAt)}`;
}

/**
 * Refuses a form whose token was not made here, was changed, or came back too fast or too late,
 * each with its own message on the form.
 */
export async function checkFormToken(db: Db, token: string, now = Date.now()) {
  const [time, signature = ''] = token.split('.');
  const issuedAt = /^\d{13}$/.test(time) ? Number(time) : NaN;
  const expected = Number.isFinite(issuedAt) ? sign(await secret(db), issuedAt) : '';
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
}
