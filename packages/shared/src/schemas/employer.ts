import { z } from 'zod';
import { EMPLOYER_MESSAGES, MSG } from '../messages';
import { COMPANY_SIZES, PHONE_MAX_LENGTH } from '../constants';
import { checkPhone } from '../phone';
import { zPageQuery } from './common';
import { orUnknown, zEmail, zId, zNewPassword, zRequiredText, zUuid } from './fields';
import { matching, mustMatch } from './password-match';
import { zPhone } from './phone-field';
import { webLink } from './web-link';

export const PRONOUNS = ['Mr', 'Ms', 'Mrs', 'Dr'] as const;

/** Company form of SPEC.md section 3. */
export const ZCompanyForm = z.object({
  company_name: zRequiredText(MSG.companyNameRequired),
  primary_mobile: zPhone(),
  primary_email: zEmail(),
});

/** The fields of the employer contact form in create mode, before the passwords are compared. */
const contactFields = z.object({
  pronoun: z.enum(PRONOUNS, { error: MSG.titleRequired }),
  first_name: zRequiredText(MSG.firstNameRequired, 100),
  last_name: z.string().trim().max(100).optional().default(''),
  username: zEmail(),
  mobile_number: zPhone(),
  password: zNewPassword(),
  confirmPassword: z.string({ error: MSG.passwordsMustMatch }),
});

/** Employer contact form of SPEC.md section 3, in create mode (password and username required). */
export const ZEmployerContactForm = contactFields.refine(matching, mustMatch);

/** `POST /api/employers/register`: the company and contact forms together. */
export const ZEmployerRegisterRequest = z
  .object({ ...ZCompanyForm.shape, ...contactFields.shape })
  .refine(matching, mustMatch);
export type TEmployerRegisterRequest = z.input<typeof ZEmployerRegisterRequest>;

/** `:id` of a company in the employer administration calls. */
export const ZEmployerIdParams = z.object({ id: zId('Employer id must be a number') });

/* ---------------------------------------------------------------------------------------------
 * Issue 16: client companies for administrators, a company's own profile, contacts, branches,
 * social links and users.
 * ------------------------------------------------------------------------------------------- */

export { EMPLOYER_MESSAGES };
const EM = EMPLOYER_MESSAGES;

export const CLIENT_KINDS = ['employer', 'consultancy'] as const;
export type ClientKind = (typeof CLIENT_KINDS)[number];
export const CLIENT_STATUSES = ['active', 'pending', 'disabled'] as const;
export type ClientStatus = (typeof CLIENT_STATUSES)[number];
export const SOCIAL_NETWORKS = ['linkedin', 'facebook', 'instagram', 'x', 'youtube'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

/** An optional text field: trimmed, at most `max` characters, '' when left empty. */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: `At most ${max} characters` })
    .optional()
    .default('');

/** An e-mail that may be left empty. */
const optionalEmail = () =>
  z
    .string()
    .trim()
    .max(254, { error: MSG.emailFormat })
    .optional()
    .default('')
    .refine((value) => value === '' || z.email().safeParse(value).success, {
      error: MSG.emailFormat,
    })
    .transform((value) => value.toLowerCase());

/** A phone number that may be left empty; when given, a valid international number. */
const optionalPhone = () =>
  z
    .string()
    .trim()
    .max(PHONE_MAX_LENGTH, { error: MSG.phoneTooLong })
    .optional()
    .default('')
    .transform((value, ctx) => {
      if (!value) return '';
      const result = checkPhone(value);
      if (!result.ok) {
        ctx.addIssue({ code: 'custom', message: MSG.phoneInvalid });
        return z.NEVER;
      }
      return result.e164;
    });

/** A web address people can follow: http(s) only, so a link never runs script. */
const webAddress = (message: string) => webLink(message);

/**
 * The employer contact form of SPEC.md section 3 in edit mode: neither the password nor the
 * username is required, and a password that is entered needs its confirmation.
 */
export const ZEmployerContactEditForm = contactFields
  .extend({
    username: z.string().optional().default(''),
    password: z
      .union([z.literal(''), zNewPassword()])
      .optional()
      .default(''),
    confirmPassword: z.string().optional().default(''),
  })
  .refine(matching, mustMatch);

/** The employer contact form of SPEC.md section 3, in either mode. */
export const employerContactForm = (mode: 'create' | 'edit') =>
  mode === 'create' ? ZEmployerContactForm : ZEmployerContactEditForm;
export type TEmployerContactForm = z.input<typeof ZEmployerContactForm>;

/** A new user of a company: the contact form (create mode) and, optionally, the role to hold. */
export const ZCompanyUserCreateRequest = z
  .object({
    ...ZEmployerContactForm.shape,
    role_id: zId(EM.roleRequired).optional(),
  })
  .refine(matching, mustMatch);
export type TCompanyUserCreateRequest = z.input<typeof ZCompanyUserCreateRequest>;

/** `POST /api/employers/clients`: a client company and its first contact, made by an administrator. */
export const ZClientCreateRequest = z
  .object({
    ...ZCompanyForm.shape,
    kind: z.enum(CLIENT_KINDS),
    ...ZEmployerContactForm.shape,
  })
  .refine(matching, mustMatch);
export type TClientCreateRequest = z.input<typeof ZClientCreateRequest>;

export const ZClientListQuery = zPageQuery().extend({
  kind: z.enum(CLIENT_KINDS).optional().default('employer'),
  q: z.string().trim().max(200).optional(),
  status: z.enum(CLIENT_STATUSES).optional().catch(undefined),
  /** A branch's emirate. */
  state_id: orUnknown(zId('Emirate id must be a number')).optional(),
  industry_id: orUnknown(zId('Industry id must be a number')).optional(),
  /** Employer clients whose plan today is this one (the free plan: those with no paid one). */
  plan_id: orUnknown(zId('Plan id must be a number')).optional(),
});
export type TClientListQuery = z.input<typeof ZClientListQuery>;

export const ZClientListItem = z.object({
  id: z.number(),
  kind: z.enum(CLIENT_KINDS),
  name: z.string(),
  status: z.enum(CLIENT_STATUSES),
  primary_email: z.string(),
  primary_mobile: z.string(),
  industry: z.string().nullable(),
  users_count: z.number(),
  jobs_count: z.number(),
  managed_by: z.string().nullable(),
  /** An employer client's plan today; null for a consultancy, which plans do not limit. */
  plan: z.string().nullable(),
  created_at: z.string(),
});
export type TClientListItem = z.infer<typeof ZClientListItem>;

export const ZCompanyContact = z.object({
  id: z.number(),
  name: z.string(),
  designation: z.string(),
  email: z.string(),
  phone: z.string(),
});
export type TCompanyContact = z.infer<typeof ZCompanyContact>;

export const ZCompanyContactRequest = z.object({
  name: zRequiredText(EM.contactNameRequired, 200),
  designation: optionalText(200),
  email: optionalEmail(),
  phone: optionalPhone(),
});
export type TCompanyContactRequest = z.input<typeof ZCompanyContactRequest>;

export const ZCompanyBranch = z.object({
  id: z.number(),
  state_id: z.number().nullable(),
  state: z.string().nullable(),
  area: z.string(),
  address: z.string(),
  phone: z.string(),
});
export type TCompanyBranch = z.infer<typeof ZCompanyBranch>;

export const ZCompanyBranchRequest = z.object({
  state_id: zId(EM.emirateRequired),
  area: optionalText(200),
  address: zRequiredText(EM.addressRequired, 500),
  phone: optionalPhone(),
});
export type TCompanyBranchRequest = z.input<typeof ZCompanyBranchRequest>;

export const ZSocialLinks = z.partialRecord(z.enum(SOCIAL_NETWORKS), z.string());
export const ZSocialLinksRequest = z.object(
  Object.fromEntries(
    SOCIAL_NETWORKS.map((network) => [
      network,
      webAddress(EM.socialInvalid).optional().default(''),
    ]),
  ) as Record<SocialNetwork, z.ZodDefault<z.ZodOptional<ReturnType<typeof webAddress>>>>,
);
export type TSocialLinksRequest = z.input<typeof ZSocialLinksRequest>;

/** `PUT /api/employers/update`: the company's own profile. */
export const ZCompanyProfileRequest = z.object({
  ...ZCompanyForm.shape,
  about: optionalText(5000),
  industry_id: orUnknown(zId('Industry id must be a number')).optional().default(null),
  size: z
    .union([z.enum(COMPANY_SIZES), z.literal(''), z.null()])
    .optional()
    .transform((value) => value || null),
  trade_licence: optionalText(100),
  /** The company's UAE tax registration number, printed on its tax invoices: 15 digits or none. */
  trn: z
    .string()
    .trim()
    .regex(/^(?:[0-9]{15})?$/, { error: EM.trnFormat })
    .optional()
    .default(''),
  website: webAddress(EM.websiteInvalid).optional().default(''),
});
export type TCompanyProfileRequest = z.input<typeof ZCompanyProfileRequest>;

/** A company's profile as its users and the administrators read it. */
export const ZCompanyProfile = z.object({
  id: z.number(),
  kind: z.enum(CLIENT_KINDS),
  company_name: z.string(),
  status: z.enum(CLIENT_STATUSES),
  primary_email: z.string(),
  primary_mobile: z.string(),
  about: z.string(),
  industry_id: z.number().nullable(),
  industry: z.string().nullable(),
  size: z.string().nullable(),
  trade_licence: z.string(),
  trn: z.string(),
  website: z.string(),
  logo_url: z.string().nullable(),
  social_links: ZSocialLinks,
  contacts: z.array(ZCompanyContact),
  branches: z.array(ZCompanyBranch),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TCompanyProfile = z.infer<typeof ZCompanyProfile>;

/** What visitors see of a company on its public page: no internal fields. */
export const ZCompanyPublicProfile = z.object({
  id: z.number(),
  name: z.string(),
  about: z.string(),
  industry: z.string().nullable(),
  size: z.string().nullable(),
  website: z.string(),
  logo_url: z.string().nullable(),
  social_links: ZSocialLinks,
  branches: z.array(z.object({ state: z.string().nullable(), area: z.string() })),
});
export type TCompanyPublicProfile = z.infer<typeof ZCompanyPublicProfile>;

export const ZCompanyUser = z.object({
  id: z.string(),
  pronoun: z.string().nullable(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  mobile_number: z.string().nullable(),
  role_id: z.number(),
  role_name: z.string(),
  status: z.enum(['active', 'disabled', 'pending']),
  last_login_at: z.string().nullable(),
  created_at: z.string(),
  /** Whether the user holds company.manage (the company's administrators). */
  manages_company: z.boolean(),
});
export type TCompanyUser = z.infer<typeof ZCompanyUser>;

export const ZCompanyUsers = z.object({
  users: z.array(ZCompanyUser),
  /** The roles a user of the company may be given. */
  roles: z.array(z.object({ id: z.number(), name: z.string(), builtin: z.boolean() })),
});
export type TCompanyUsers = z.infer<typeof ZCompanyUsers>;

export const ZCompanyUserRoleRequest = z.object({ role_id: zId(EM.roleRequired) });
export const ZCompanyUserParams = z.object({ id: zUuid(EM.userNotFound) });
export const ZCompanyItemParams = z.object({ id: zId('Id must be a number') });
export const ZClientUserParams = z.object({
  id: zId('Employer id must be a number'),
  userId: zUuid(EM.userNotFound),
});

export const ZCompanyComment = z.object({
  id: z.number(),
  body: z.string(),
  author: z.string(),
  created_at: z.string(),
});
export type TCompanyComment = z.infer<typeof ZCompanyComment>;
export const ZCompanyCommentRequest = z.object({
  body: zRequiredText(EM.commentRequired, 5000),
});
export type TCompanyCommentRequest = z.input<typeof ZCompanyCommentRequest>;

export const ZCompanyHistoryEntry = z.object({
  id: z.number(),
  action: z.string(),
  actor: z.string(),
  target_type: z.string(),
  target_id: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  created_at: z.string(),
});
export type TCompanyHistoryEntry = z.infer<typeof ZCompanyHistoryEntry>;

/** A client as an administrator sees it: everything but the comments (their own call). */
export const ZClientView = z.object({
  profile: ZCompanyProfile,
  managed_by: z.string().nullable(),
  users: z.array(ZCompanyUser),
  jobs: z.object({
    count: z.number(),
    latest: z.array(
      z.object({ id: z.number(), title: z.string(), status: z.string(), created_at: z.string() }),
    ),
  }),
  applications_count: z.number(),
  history: z.array(ZCompanyHistoryEntry),
});
export type TClientView = z.infer<typeof ZClientView>;

/** Activate a pending client, or disable / re-enable an active one. */
export const ZClientStatusRequest = z.object({
  status: z.enum(['active', 'disabled'], { error: 'Status must be active or disabled' }),
});
