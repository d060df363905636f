import { REFUSED } from './messages';

/**
 * The server's answers whose text carries a number. Such an answer keeps its English `message`
 * (for API clients) and adds `message_key`, a key of this catalogue, and `message_values`, the
 * values of its `{{…}}` slots: `count` always, the number that chooses the plural form, and
 * sometimes more (names, a second number). The web app shows the text of its own catalogue for the
 * key, in the reader's language and with that language's plural forms (Arabic has six); English
 * has a text for one and one for any other count.
 */
export const COUNTED_MESSAGES = {
  emailsQueued: {
    one: '{{count}} e-mail queued',
    other: '{{count}} e-mails queued',
  },
  emailsQueuedSkipped: {
    one: '{{count}} e-mail queued; {{skipped}} unsubscribed left out',
    other: '{{count}} e-mails queued; {{skipped}} unsubscribed left out',
  },
  candidatesSent: {
    one: 'Candidate sent',
    other: '{{count}} candidates sent',
  },
  invitationsSent: {
    one: 'Invitation sent',
    other: '{{count}} invitations sent',
  },
  applicationsWithdrawn: {
    one: REFUSED.withdrawnByCandidate,
    other: '{{count}} of these candidates have withdrawn their applications',
  },
  alreadySent: {
    one: '{{names}} was already sent to {{client}}, and the link is still open',
    other: '{{names}} were already sent to {{client}}, and the links are still open',
  },
  alreadySentForJob: {
    one: '{{names}} was already sent to {{client}} for this job, and the link is still open',
    other: '{{names}} were already sent to {{client}} for this job, and the links are still open',
  },
  limitJobPosts: {
    one: 'Your plan allows {{count}} active job post and it is in use. Close a job or upgrade your plan to publish more.',
    other:
      'Your plan allows {{count}} active job posts and all are in use. Close a job or upgrade your plan to publish more.',
  },
  limitFeaturedJobs: {
    one: 'Your plan allows {{count}} featured job and it is in use. Upgrade your plan to feature more.',
    other:
      'Your plan allows {{count}} featured jobs and all are in use. Upgrade your plan to feature more.',
  },
  limitCvViews: {
    one: 'Your plan allows {{count}} CV profile opening this month and it is used. Upgrade your plan to open more.',
    other:
      'Your plan allows {{count}} CV profile openings this month and all are used. Upgrade your plan to open more.',
  },
  limitCvDownloads: {
    one: 'Your plan allows {{count}} CV download this month and it is used. Upgrade your plan to download more.',
    other:
      'Your plan allows {{count}} CV downloads this month and all are used. Upgrade your plan to download more.',
  },
  limitUsers: {
    one: 'Your plan allows {{count}} user and the place is taken. Upgrade your plan to add colleagues.',
    other:
      'Your plan allows {{count}} users and all places are taken. Upgrade your plan to add colleagues.',
  },
  limitBulkEmails: {
    one: 'Your plan allows {{count}} e-mail to candidates this month and {{left}} are left: fewer than this send needs. Upgrade your plan to send more.',
    other:
      'Your plan allows {{count}} e-mails to candidates this month and {{left}} are left: fewer than this send needs. Upgrade your plan to send more.',
  },
  subscriptionOverlap: {
    one: 'This client already has {{plan}} from {{from}} to {{to}}. Choose dates outside it, or cancel it first.',
    other:
      'This client already has {{count}} plans in these dates, the first {{plan}} from {{from}} to {{to}}. Choose dates outside them, or cancel them first.',
  },
} as const satisfies Record<string, { one: string; other: string }>;

export type CountedMessageKey = keyof typeof COUNTED_MESSAGES;
export const COUNTED_MESSAGE_KEYS = Object.keys(COUNTED_MESSAGES) as CountedMessageKey[];

/** The values of a counted answer's slots: `count` chooses the plural form. */
export type CountedValues = { count: number } & Record<string, string | number>;

/** What a counted answer adds to its body, next to its English `message`. */
export interface CountedAnswer {
  message: string;
  message_key: CountedMessageKey;
  message_values: CountedValues;
}

const englishPlural = new Intl.PluralRules('en');

/** A counted answer: its English text (one/other by the count), its key and its values. */
export function countedMessage(key: CountedMessageKey, values: CountedValues): CountedAnswer {
  const forms = COUNTED_MESSAGES[key];
  const text = englishPlural.select(values.count) === 'one' ? forms.one : forms.other;
  return {
    message: text.replace(/\{\{(\w+)\}\}/g, (slot, name: string) =>
      name in values ? String(values[name]) : slot,
    ),
    message_key: key,
    message_values: values,
  };
}
