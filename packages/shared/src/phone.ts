import { parsePhoneNumberWithError, ParseError } from 'libphonenumber-js';
import { PHONE_MAX_LENGTH } from './constants';

export type PhoneProblem =
  'NOT_A_NUMBER' | 'INVALID_COUNTRY' | 'TOO_SHORT' | 'TOO_LONG' | 'INVALID';

/** Prefixes '+' when missing and checks the number is a valid international number. */
export function checkPhone(
  raw: string,
): { ok: true; e164: string } | { ok: false; problem: PhoneProblem } {
  const text = raw.trim();
  if (text.length > PHONE_MAX_LENGTH) return { ok: false, problem: 'TOO_LONG' };
  const withPlus = text.startsWith('+') ? text : `+${text}`;
  try {
    const phone = parsePhoneNumberWithError(withPlus);
    return phone.isValid() ? { ok: true, e164: phone.number } : { ok: false, problem: 'INVALID' };
  } catch (error) {
    if (error instanceof ParseError) return { ok: false, problem: error.message as PhoneProblem };
    return { ok: false, problem: 'NOT_A_NUMBER' };
  }
}
