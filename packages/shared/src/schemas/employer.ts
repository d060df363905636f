import { z } from 'zod';
import { MSG } from '../messages';
import { zEmail, zId, zNewPassword, zRequiredText } from './fields';
import { matching, mustMatch } from './password-match';
import { zPhone } from './phone-field';

export const PRONOUNS = ['Mr', 'Ms', 'Mrs', 'Dr'] as const;

/** Company form of SPEC.md section 3. */
export const ZCompanyForm = z.object({
  company_name: zRequiredText(MSG.companyNameRequired),
  primary_mobile: zPhone(),
  primary_email: zEmail(),
});

/** Employer contact form of SPEC.md section 3, in create mode (password and username required). */
export const ZEmployerContactForm = z
  .object({
    pronoun: z.enum(PRONOUNS, { error: MSG.titleRequired }),
    first_name: zRequiredText(MSG.firstNameRequired, 100),
    last_name: z.string().trim().max(100).optional().default(''),
    username: zEmail(),
    mobile_number: zPhone(),
    password: zNewPassword(),
    confirmPassword: z.string({ error: MSG.passwordsMustMatch }),
  })
  .refine(matching, mustMatch);

/** `POST /api/employers/register`: the company and contact forms together. */
export const ZEmployerRegisterRequest = z
  .object({
    ...ZCompanyForm.shape,
    pronoun: z.enum(PRONOUNS, { error: MSG.titleRequired }),
    first_name: zRequiredText(MSG.firstNameRequired, 100),
    last_name: z.string().trim().max(100).optional().default(''),
    username: zEmail(),
    mobile_number: zPhone(),
    password: zNewPassword(),
    confirmPassword: z.string({ error: MSG.passwordsMustMatch }),
  })
  .refine(matching, mustMatch);
export type TEmployerRegisterRequest = z.input<typeof ZEmployerRegisterRequest>;

/** `:id` of a company in the employer administration calls. */
export const ZEmployerIdParams = z.object({ id: zId('Employer id must be a number') });
