/**
 * The words of recruiters' e-mails to candidates that the server, the web app and the e-mails
 * share: the merge tags a template may use, with what each is filled with and an example, and the
 * limits of sending.
 */

/** How long a mail's response link lets the candidate answer without signing in. */
export const EMAIL_RESPONSE_LINK_DAYS = 30;

/** The most candidates one bulk send reaches. */
export const BULK_SEND_MAX = 5_000;

/** The most templates a company keeps. */
export const EMAIL_TEMPLATES_MAX = 200;

export const MERGE_TAG_GROUPS = [
  'candidate',
  'job',
  'company',
  'recruiter',
  'interview',
  'response',
] as const;
export type MergeTagGroup = (typeof MERGE_TAG_GROUPS)[number];

/**
 * Every merge tag, written `{{name}}` in a template's subject or body (spaces inside the braces
 * allowed). Values are inserted as text, never as markup. Job tags need a job of the company
 * chosen when sending, interview tags an interview of the candidate's.
 */
export const MERGE_TAGS = [
  {
    name: 'candidate.first_name',
    group: 'candidate',
    description: "The candidate's first name",
    example: 'Aisha',
  },
  {
    name: 'candidate.last_name',
    group: 'candidate',
    description: "The candidate's last name",
    example: 'Khan',
  },
  {
    name: 'candidate.full_name',
    group: 'candidate',
    description: "The candidate's first and last name",
    example: 'Aisha Khan',
  },
  {
    name: 'candidate.designation',
    group: 'candidate',
    description: "The candidate's headline, as on their profile",
    example: 'Forklift Operator',
  },
  {
    name: 'job.title',
    group: 'job',
    description: "The job's title",
    example: 'Warehouse Supervisor',
  },
  {
    name: 'job.link',
    group: 'job',
    description: "The link to the job's public page, where the candidate applies",
    example: 'https://logicareers.ae/unauth/jobs/view/1042',
  },
  {
    name: 'company.name',
    group: 'company',
    description: "Your company's name",
    example: 'Gulf Freight Logistics LLC',
  },
  {
    name: 'recruiter.name',
    group: 'recruiter',
    description: 'The name of whoever sends the e-mail',
    example: 'Omar Haddad',
  },
  {
    name: 'recruiter.email',
    group: 'recruiter',
    description: 'The e-mail address of whoever sends the e-mail',
    example: 'omar.haddad@gulffreight.ae',
  },
  {
    name: 'interview.date',
    group: 'interview',
    description: "The interview's day and time, in UAE time",
    example: 'Tuesday, 9 December 2025 at 10:30 (UAE time)',
  },
  {
    name: 'interview.location',
    group: 'interview',
    description:
      'Where the interview takes place: the address, the video link or the number to call',
    example: 'Warehouse 14, Jebel Ali Free Zone South, Dubai',
  },
  {
    name: 'response.link',
    group: 'response',
    description: `A link where the candidate answers you without signing in (valid ${EMAIL_RESPONSE_LINK_DAYS} days)`,
    example: 'https://logicareers.ae/unauth/email-response/…',
  },
] as const satisfies readonly {
  name: string;
  group: MergeTagGroup;
  description: string;
  example: string;
}[];

export type MergeTagName = (typeof MERGE_TAGS)[number]['name'];
export const MERGE_TAG_NAMES: readonly string[] = MERGE_TAGS.map((tag) => tag.name);

/** `{{ name }}` anywhere in a text; the name is what is between the braces, trimmed. */
export const MERGE_TAG_PATTERN = /\{\{\s*([^{}]*?)\s*\}\}/g;

/** The tags a text uses, each once, in the order they first appear (known or not). */
export const mergeTagsIn = (...texts: string[]): string[] => [
  ...new Set(texts.flatMap((text) => [...text.matchAll(MERGE_TAG_PATTERN)].map((m) => m[1]))),
];

/** The words of the message for a tag that does not exist, the same on both sides. */
export const unknownTagMessage = (names: string[]) =>
  names.length === 1
    ? `Unknown merge tag {{${names[0]}}}`
    : `Unknown merge tags ${names.map((n) => `{{${n}}}`).join(', ')}`;

export const isMergeTag = (name: string): name is MergeTagName => MERGE_TAG_NAMES.includes(name);
export const tagGroup = (name: string) => name.split('.')[0];

/** A bulk send's state: sending while mails wait, done when none does, stopped by the sender. */
export const EMAIL_SEND_STATUSES = ['sending', 'stopped', 'done'] as const;
export type EmailSendStatus = (typeof EMAIL_SEND_STATUSES)[number];

/** A mail's delivery, as its outbox row tells it. */
export const EMAIL_DELIVERY_STATUSES = ['queued', 'sent', 'failed', 'cancelled'] as const;
export type EmailDeliveryStatus = (typeof EMAIL_DELIVERY_STATUSES)[number];
