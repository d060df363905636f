/**
 * Every kind of e-mail the product sends, with whether it carries a secret: something that lets
 * its reader act as the recipient (a code, a link's token). A secret is never kept where anyone can
 * read it: the outbox keeps a copy with each secret replaced by SECRET_MASK for display, and the
 * full message only until it is sent (see `enqueueMail`). A new kind must be added here, with its
 * decision, before it can be queued.
 */
export const MAIL_KINDS = {
  /** The code resets the account's password. */
  password_reset_code: 'secret',
  registration_existing: 'none',
  welcome_candidate: 'none',
  employer_registered: 'none',
  employer_activated: 'none',
  /** The link's token starts job e-mails to the address. */
  subscription_confirm: 'secret',
  /** Each alert's unsubscribe link pauses or stops it without signing in. */
  job_alert_digest: 'secret',
  application_status: 'none',
  /**
   * To the old address when the sign-in e-mail changes (any role; the name is from when only
   * candidates could change it, and outbox rows carry it).
   */
  candidate_email_changed: 'none',
  /** The code confirms the new sign-in e-mail of the account. */
  email_change_code: 'secret',
  /** To an address that has an account when another account asked to change to it. */
  email_change_existing: 'none',
  /** The links' tokens open the candidates sent to a client without signing in (decision 014). */
  candidates_sent: 'secret',
  /** To the consultancy user who sent a candidate: the client's answer. */
  submission_answered: 'none',
  /** To a candidate invited to apply for a job. */
  job_invitation: 'none',
  /** A recruiter's e-mail to a candidate (issue 15) that asks for no answer and is no marketing. */
  recruiter_email: 'none',
  /** A recruiter's e-mail with a response link's token, or an unsubscribe link's (marketing). */
  recruiter_email_linked: 'secret',
  /** To the candidate: the link's token answers the interview (accept, decline, another time). */
  interview_invitation: 'secret',
  /** To an interviewer: the calendar invitation, no link to answer for the candidate. */
  interview_notice: 'none',
  /** To the candidate, 24 and 2 hours before; the link's token answers the interview. */
  interview_reminder: 'secret',
  /** To the interviewers and the recruiter who scheduled it: the candidate's answer. */
  interview_answered: 'none',
  /** To a candidate a staff member created: the code sets their password. */
  account_created: 'secret',
  /** To the consultancy's administrators: someone asked to join. */
  join_request_received: 'none',
  /** To the person who asked to join: the answer. */
  join_request_approved: 'none',
  join_request_rejected: 'none',
  /** To the address given with an enquiry: it was received (fixed words, nothing to act on). */
  enquiry_received: 'none',
  /** To a client's users: its tax invoice is issued (figures and a link to sign in for the PDF). */
  plan_invoice: 'none',
  /** To a client's users: the pro-forma of its order, with the bank details to pay it. */
  plan_proforma: 'none',
  /** To the master administrators: a client ordered a plan; its bank transfer is to be confirmed. */
  plan_order_received: 'none',
  /** To a client's users: a credit note on its tax invoice (a cancellation, an upgrade's credit). */
  plan_credit_note: 'none',
  /** To a client's users, two weeks before its plan ends. */
  plan_renewal: 'none',
  /** To a client's users: its plan ended and the free plan applies. */
  plan_expired: 'none',
  /** To a candidate: the link's token downloads the copy of their data (decision 028). */
  data_export_ready: 'secret',
  /** To a candidate who asked to delete the account: when, and how to cancel. */
  account_deletion_scheduled: 'none',
  /** To a candidate whose account was erased; its address is forgotten once it is sent. */
  account_erased: 'none',
  /** To a candidate who has not signed in for the retention's warning period. */
  inactivity_warning: 'none',
} as const satisfies Record<string, 'secret' | 'none'>;

export type MailKind = keyof typeof MAIL_KINDS;

/** Where a forgotten recipient's address stood: the reserved `.invalid` domain receives no mail. */
export const FORGOTTEN_ADDRESS = 'forgotten@erased.invalid';

/**
 * Kinds whose recipient is forgotten as soon as the message is sent, given up or cancelled: the
 * confirmation of an erasure is the last thing that holds the erased person's address.
 */
export const FORGETS_RECIPIENT: readonly MailKind[] = ['account_erased'];
export type SecretMailKind = {
  [K in MailKind]: (typeof MAIL_KINDS)[K] extends 'secret' ? K : never;
}[MailKind];

export const MAIL_KIND_NAMES = Object.keys(MAIL_KINDS) as MailKind[];
export const carriesSecret = (kind: MailKind) => MAIL_KINDS[kind] === 'secret';

/** What a secret is shown as in the outbox. */
export const SECRET_MASK = '••••••';
