import { z } from 'zod';
import { MSG } from '../messages';
import { PHONE_MAX_LENGTH } from '../constants';
import { checkPhone } from '../phone';

// Kept apart from fields.ts: the phone metadata is large, and most forms do not need it.
/** A phone number: '+' is prefixed when missing and it must be a valid international number. */
export const zPhone = (required: string = MSG.mobileRequired) =>
  z
    .string({ error: required })
    .trim()
    .min(1, { error: required, abort: true })
    .max(PHONE_MAX_LENGTH, { error: MSG.phoneTooLong, abort: true })
    .transform((value, ctx) => {
      const result = checkPhone(value);
      if (!result.ok) {
        ctx.addIssue({ code: 'custom', message: MSG.phoneInvalid });
        return z.NEVER;
      }
      return result.e164;
    });
