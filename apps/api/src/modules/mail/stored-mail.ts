import type { MailAttachment, MailExtras } from '../../db/schema';
import { MAIL_KINDS, type MailKind, SECRET_MASK } from './mail-kinds';

/*
 * A message as the outbox keeps it: what may be shown, its secrets masked, and what is sent with
 * them while it waits.
 */

export interface MailMessage {
  kind: MailKind;
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Headers to send (List-Unsubscribe, say); a secret in one is masked as in the text. */
  headers?: Record<string, string>;
  /** A calendar invitation (an .ics of METHOD:REQUEST or CANCEL), sent as such. */
  calendar?: { method: 'REQUEST' | 'CANCEL'; content: string };
  /** Files sent with the e-mail (kept with it in the outbox until it is sent). */
  attachments?: MailAttachment[];
  /**
   * The secrets the message carries (a code, a link's token), as written in it. The kind's entry in
   * MAIL_KINDS says whether there must be some.
   */
  secrets: string[];
  /**
   * The users the message is about besides its recipient (the candidate of an interviewer's
   * notice): erasing one of them finds the message by this, never by their name (decision 036).
   */
  about?: string[];
}

/** The message as sent, in full: subject, text, html and extras with their secrets. */
export interface FullCopy {
  subject: string;
  text: string;
  html: string | null;
  extras?: MailExtras | null;
}
/**
 * The secrets of a message, in the order their masks stand in its subject, text and html: enough to
 * write the message as sent from the masked one, in a fraction of the room of a full copy.
 */
export interface MaskedSecrets {
  secrets: string[];
}
export type Unredacted = FullCopy | MaskedSecrets;

/** What an outbox row keeps of a message: for display, and what the worker sends (if different). */
export interface StoredMail {
  kind: MailKind;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  extras: MailExtras | null;
  /** What the message needs to be sent with its secrets, only while it waits; null without any. */
  unredacted: Unredacted | null;
}

const extrasOf = (message: MailMessage): MailExtras | null =>
  message.headers || message.calendar || message.attachments?.length
    ? {
        ...(message.headers ? { headers: message.headers } : {}),
        ...(message.calendar ? { calendar: message.calendar } : {}),
        ...(message.attachments?.length ? { attachments: message.attachments } : {}),
      }
    : null;

/** A secret shorter than this would mask ordinary text too; codes and tokens are longer. */
const MIN_SECRET_LENGTH = 6;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Puts the secrets back in the masks of `masked`, in order (`secrets` is used up). */
const unmask = (masked: string, secrets: string[]) =>
  masked.replaceAll(SECRET_MASK, () => secrets.shift() ?? SECRET_MASK);

/**
 * Splits a message into what may be shown (each secret, and the forms it takes in a URL, replaced
 * by the mask) and what is sent: the secrets in the order of their masks, or, when the message
 * shows the mask of its own accord, a full copy. Refuses a message whose secrets disagree with its
 * kind's decision, so a secret cannot reach the outbox unmasked by mistake.
 */
export function toStoredMail(message: MailMessage): StoredMail {
  const decision = MAIL_KINDS[message.kind] as (typeof MAIL_KINDS)[MailKind] | undefined;
  if (!decision) throw new Error(`Mail kind ${message.kind} has no entry in MAIL_KINDS`);
  if (decision === 'secret' && !message.secrets.length)
    throw new Error(`A ${message.kind} e-mail must name the secrets it carries`);
  if (decision === 'none' && message.secrets.length)
    throw new Error(`A ${message.kind} e-mail carries no secret by its MAIL_KINDS entry`);
  if (message.secrets.some((secret) => secret.length < MIN_SECRET_LENGTH))
    throw new Error(`A secret of a ${message.kind} e-mail is too short to be masked safely`);
  const html = message.html ?? null;
  const extras = extrasOf(message);
  if (!message.secrets.length)
    return {
      kind: message.kind,
      to: message.to,
      subject: message.subject,
      text: message.text,
      html,
      extras,
      unredacted: null,
    };
  const forms = [
    ...new Set(
      message.secrets.flatMap((secret) => [
        secret,
        encodeURIComponent(secret),
        new URLSearchParams({ s: secret }).toString().slice(2),
      ]),
    ),
  ].sort((a, b) => b.length - a.length);
  // The longest form first, so that a secret's URL form is masked whole.
  const pattern = new RegExp(forms.map(escapeRegExp).join('|'), 'g');
  const found: string[] = [];
  const mask = (value: string) =>
    value.replace(pattern, (form) => {
      found.push(form);
      return SECRET_MASK;
    });
  const extrasJson = extras && JSON.stringify(extras);
  const shown = {
    subject: mask(message.subject),
    text: mask(message.text),
    html: html === null ? null : mask(html),
    extras: extrasJson && mask(extrasJson),
  };
  // The masks stand for the secrets found, in order, unless the message shows a mask of its own
  // (checked by putting them back); and the database may reorder the keys of extras: either way,
  // a full copy is kept.
  const secrets = [...found];
  const restores =
    shown.extras === extrasJson &&
    unmask(shown.subject, secrets) === message.subject &&
    unmask(shown.text, secrets) === message.text &&
    (shown.html === null || unmask(shown.html, secrets) === html) &&
    !secrets.length;
  return {
    kind: message.kind,
    to: message.to,
    subject: shown.subject,
    text: shown.text,
    html: shown.html,
    extras: shown.extras === null ? null : (JSON.parse(shown.extras) as MailExtras),
    unredacted: restores
      ? { secrets: found }
      : { subject: message.subject, text: message.text, html, extras },
  };
}

/** What is sent for a stored message: with its secrets while it has them, else what is shown. */
export const messageToSend = (
  row: Pick<StoredMail, 'subject' | 'text' | 'html' | 'extras' | 'unredacted'>,
) => {
  const kept = row.unredacted;
  if (kept && 'secrets' in kept) {
    const secrets = [...kept.secrets];
    const subject = unmask(row.subject, secrets);
    const text = unmask(row.text, secrets);
    const html = row.html === null ? null : unmask(row.html, secrets);
    return { subject, text, html, extras: row.extras ?? null };
  }
  const { subject, text, html, extras } = kept ?? row;
  return { subject, text, html, extras: extras ?? null };
};
