import { z } from 'zod';
import { MSG } from '../messages';
import { SITE_LANGUAGES } from '../languages';
import { ROLES } from '../roles';
import { zRequiredText } from './fields';
import { zPhone } from './phone-field';

/*
 * The signed-in user's own account, whatever the role (issue 39): the names, the mobile number
 * and the language. The sign-in e-mail changes with a mailed code (ZEmailChangeRequest) and the
 * password with the current one (ZChangePasswordRequest); the photo is an upload.
 */

/** `GET /api/user/account`: what the account page shows. */
export const ZAccount = z.object({
  id: z.string(),
  role: z.enum(ROLES),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  mobile_number: z.string().nullable(),
  profile_photo: z.string().nullable(),
  language: z.enum(SITE_LANGUAGES),
});
export type TAccount = z.infer<typeof ZAccount>;

/**
 * `PUT /api/user/account`: the names and mobile as the candidate's personal form checks them
 * (SPEC.md section 5); the language is left as it is when left out.
 */
export const ZAccountRequest = z.object({
  first_name: zRequiredText(MSG.firstNameRequired, 100),
  last_name: zRequiredText(MSG.lastNameRequired, 100),
  mobile_number: zPhone(),
  language: z.enum(SITE_LANGUAGES, { error: 'Choose English or Arabic' }).optional(),
});
export type TAccountRequest = z.input<typeof ZAccountRequest>;
export type TAccountInput = z.output<typeof ZAccountRequest>;

/** `POST` and `DELETE /api/user/account/photo`: the address of the photo now shown, if any. */
export const ZAccountPhoto = z.object({ profile_photo: z.string().nullable() });
export type TAccountPhoto = z.infer<typeof ZAccountPhoto>;
