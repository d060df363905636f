import { z } from 'zod';
import { MSG } from '../messages';
import { SITE_LANGUAGES } from '../languages';
import { ROLES } from '../roles';
import { zPage, zPageQuery } from './common';
import { zEmail, zId, zNewPassword, zRequiredText } from './fields';
import { ZCandidatePersonal } from './candidate';
import { matching, mustMatch } from './password-match';
import { zPhone } from './phone-field';

/*
 * Every account, for administrators (issue 16): the users list and a user's detail, the candidates
 * staff create, the requests to join the consultancy and the consultancy administrator's team.
 */

/** What an account's status may be: 'pending' is a request to join the consultancy. */
export const USER_STATUSES = ['active', 'disabled', 'pending'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

/** The last sign-in filter of the users list: within so many days, or never. */
export const LAST_SIGN_IN_FILTERS = ['7', '30', '90', 'never'] as const;

/** The periods the team's activity is counted over, in days. */
export const TEAM_PERIODS = [7, 30, 90, 365] as const;

/** What the users module answers and refuses with. */
export const USER_MESSAGES = {
  userNotFound: 'User not found',
  cannotDeleteSelf: 'You cannot delete your own account',
  lastMasterAdmin: 'The last active master administrator cannot be disabled or deleted',
  pendingUseRequests: 'This account is a request to join: approve or reject it instead',
  roleNotAssignable: 'Choose a role for this kind of account from the list',
  groupNotAssignable: 'Choose a role group for this kind of account from the list',
  userDeleted: 'The account is deleted: its personal data is erased',
  resetCodeSent: 'A password reset code has been e-mailed to the user',
  roleChanged: 'The role is changed',
  candidateCreated: 'The candidate is created and has been e-mailed a code to set a password',
  candidateEmailTaken: 'An account with this e-mail already exists',
  joinRequestReceived:
    'Thank you. Your request to join has been sent to the consultancy administrator, who will e-mail you when it is approved',
  awaitingApproval:
    'Your request to join the consultancy is awaiting approval by its administrator. You will be e-mailed once it is approved',
  noConsultancy: 'Requests to join are not open at the moment',
  joinApproved: 'The request is approved and the new colleague has been e-mailed',
  joinRejected: 'The request is rejected and removed; the person has been e-mailed',
  notPending: 'This request has already been answered',
  privacyAccepted: 'Thank you. Your profile can now be found by employers',
  messageTooLong: 'At most 1000 characters',
  detailsSaved: "The user's details are saved",
  ownDetailsOnAccountPage: 'Change your own details on your account page',
  languageChoice: 'Choose English or Arabic',
} as const;

/** `GET /api/user/list`: filters and paging. */
export const ZUserListQuery = zPageQuery().extend({
  role: z.enum(ROLES, { error: 'Choose a role from the list' }).optional(),
  company: z.coerce.number().int().positive({ error: 'Company must be an id' }).optional(),
  status: z.enum(USER_STATUSES, { error: 'Choose a status from the list' }).optional(),
  last_sign_in: z
    .enum(LAST_SIGN_IN_FILTERS, { error: 'Choose a last sign-in from the list' })
    .optional(),
  q: z.string().trim().max(200, { error: 'At most 200 characters' }).optional(),
});
export type TUserListQuery = z.input<typeof ZUserListQuery>;

export const ZUserListItem = z.object({
  id: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  role_name: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  status: z.enum(USER_STATUSES),
  company_id: z.number().nullable(),
  company_name: z.string().nullable(),
  last_login_at: z.string().nullable(),
  /** When the account is to be erased at its owner's request (null when none is pending). */
  deletion_due_at: z.string().nullable(),
  created_at: z.string(),
});
export type TUserListItem = z.infer<typeof ZUserListItem>;
export const ZUserPage = zPage(ZUserListItem);

const ZOption = z.object({ id: z.number(), name: z.string() });

/** `GET /api/user/:id`: one account, with the roles and groups it may be given. */
export const ZUserDetail = ZUserListItem.extend({
  mobile_number: z.string().nullable(),
  /** The language the site and its e-mails speak to the user in. */
  language: z.enum(SITE_LANGUAGES),
  role_id: z.number(),
  role_group_id: z.number().nullable(),
  role_group_name: z.string().nullable(),
  created_by: z.string().nullable(),
  privacy_accepted_at: z.string().nullable(),
  assignable_roles: z.array(ZOption),
  assignable_groups: z.array(ZOption),
  is_self: z.boolean(),
  /** Whether the signed-in administrator may change, disable or erase the account (decision 034). */
  manageable: z.boolean(),
});
export type TUserDetail = z.infer<typeof ZUserDetail>;

/** `PUT /api/user/:id/role`. */
export const ZUserRoleRequest = z.object({
  role_id: zId(USER_MESSAGES.roleNotAssignable),
  role_group_id: zId(USER_MESSAGES.groupNotAssignable).nullable().default(null),
});
export type TUserRoleRequest = z.input<typeof ZUserRoleRequest>;

/**
 * `PUT /api/user/:id/details`: an administrator corrects a user's names, mobile number, sign-in
 * e-mail and language, checked as the user's own forms check them (SPEC.md section 5). Never the
 * role: that is `PUT /api/user/:id/role`, held to the ceiling on grants.
 */
export const ZUserDetailsRequest = z.object({
  first_name: zRequiredText(MSG.firstNameRequired, 100),
  last_name: zRequiredText(MSG.lastNameRequired, 100),
  mobile_number: zPhone(),
  email: zEmail(),
  language: z.enum(SITE_LANGUAGES, { error: USER_MESSAGES.languageChoice }),
});
export type TUserDetailsRequest = z.input<typeof ZUserDetailsRequest>;
export type TUserDetailsInput = z.output<typeof ZUserDetailsRequest>;

/** `POST /api/user/create-candidate`: the candidate form of SPEC.md section 3, e-mail included. */
export const ZCreateCandidateRequest = ZCandidatePersonal.pick({
  mobile_number: true,
  first_name: true,
  last_name: true,
  country: true,
  state: true,
  employment: true,
}).extend({ email: zEmail() });
export type TCreateCandidateRequest = z.input<typeof ZCreateCandidateRequest>;
export type TCreateCandidateInput = z.output<typeof ZCreateCandidateRequest>;
export const ZCreatedCandidate = z.object({ id: z.string() });

/** `POST /api/user/consultancy-join`: a request to join the consultancy as a recruiter. */
export const ZConsultancyJoinRequest = z
  .object({
    first_name: zRequiredText(MSG.firstNameRequired, 100),
    last_name: zRequiredText(MSG.lastNameRequired, 100),
    email: zEmail(),
    mobile_number: zPhone(),
    password: zNewPassword(),
    confirmPassword: z.string({ error: MSG.passwordsMustMatch }),
    message: z
      .string()
      .trim()
      .max(1000, { error: USER_MESSAGES.messageTooLong })
      .optional()
      .default(''),
  })
  .refine(matching, mustMatch);
export type TConsultancyJoinRequest = z.input<typeof ZConsultancyJoinRequest>;
export type TConsultancyJoinInput = z.output<typeof ZConsultancyJoinRequest>;

/** A pending request to join the consultancy. */
export const ZJoinRequest = z.object({
  id: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  mobile_number: z.string().nullable(),
  message: z.string(),
  created_at: z.string(),
});
export type TJoinRequest = z.infer<typeof ZJoinRequest>;

/** `GET /api/user/team`: the consultancy's recruiters and ATS users and what they did. */
export const ZTeamQuery = z.object({
  days: z.coerce
    .number()
    .refine((d) => (TEAM_PERIODS as readonly number[]).includes(d), {
      error: `Choose a period of ${TEAM_PERIODS.join(', ')} days`,
    })
    .default(30),
});
export const ZTeamMember = z.object({
  id: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  status: z.enum(USER_STATUSES),
  last_login_at: z.string().nullable(),
  jobs_posted: z.number(),
  candidates_added: z.number(),
  submissions: z.number(),
  placements: z.number(),
});
export type TTeamMember = z.infer<typeof ZTeamMember>;
export const ZTeam = z.object({
  days: z.number(),
  members: z.array(ZTeamMember),
  pending: z.array(ZJoinRequest),
});
export type TTeam = z.infer<typeof ZTeam>;
