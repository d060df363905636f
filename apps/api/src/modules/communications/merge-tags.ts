import {
  MERGE_TAG_PATTERN,
  MERGE_TAGS,
  type MergeTagName,
  mergeTagsIn,
  tagGroup,
} from '@logicareers/shared/communication-terms';
import type { SiteLanguage } from '@logicareers/shared/languages';
import { mailT } from '../../i18n';
import { escapeHtml, mailText } from '../../lib/html';
import { mailDateTime } from '../mail/templates';

/*
 * Merge tags: `{{ candidate.first_name }}` and the others of MERGE_TAGS, filled per recipient.
 * Values are text: escaped in the HTML body, as they are in the text version and the subject, and
 * put in one pass, so a value that itself looks like a tag or like markup is shown as written.
 */

export type TagValues = Partial<Record<MergeTagName, string>>;

/** Tags whose value is an address: a link of its own where the body has words around it. */
const LINK_TAGS = new Set<string>(['job.link', 'response.link']);

/** What a template needs to be sent besides a candidate. */
export function needsOf(...texts: string[]) {
  const groups = new Set(mergeTagsIn(...texts).map(tagGroup));
  return {
    job: groups.has('job'),
    interview: groups.has('interview'),
    response: groups.has('response'),
  };
}

/** The catalogue's example of every tag: a preview with no candidate chosen. */
export const exampleValues = (): TagValues =>
  Object.fromEntries(MERGE_TAGS.map((tag) => [tag.name, tag.example])) as TagValues;

const valueOf = (values: TagValues, name: string) => values[name as MergeTagName] ?? '';

/** Where a tag stands in the HTML body, which decides how its value is written. */
type Slot = { name: string; inMarkup: boolean; inLink: boolean };
type Part = string | Slot;

/*
 * A template is read once into its text and its tags (a single pass with one pattern), then filled
 * per recipient by joining: the cost of a mail is the size of the mail, whatever the tags, and a
 * value is never read again for tags.
 */
const HTML_SCAN = new RegExp(`${MERGE_TAG_PATTERN.source}|</a>|<a |<|>`, 'g');
const TAGS_ONLY = new RegExp(MERGE_TAG_PATTERN.source, 'g');

function htmlParts(body: string): Part[] {
  const parts: Part[] = [];
  let inMarkup = false;
  let inLink = false;
  let from = 0;
  for (const match of body.matchAll(HTML_SCAN)) {
    const [token, name] = match;
    if (name === undefined) {
      // The latest `<` or `>` says whether a tag sits inside markup, the latest `<a ` or `</a>`
      // whether it sits inside a link.
      if (token === '</a>') [inMarkup, inLink] = [false, false];
      else if (token === '<a ') [inMarkup, inLink] = [true, true];
      else inMarkup = token === '<';
      continue;
    }
    parts.push(body.slice(from, match.index), { name, inMarkup, inLink });
    from = match.index + token.length;
  }
  parts.push(body.slice(from));
  return parts;
}

function textParts(text: string): Part[] {
  const parts: Part[] = [];
  let from = 0;
  for (const match of text.matchAll(TAGS_ONLY)) {
    parts.push(text.slice(from, match.index), { name: match[1], inMarkup: false, inLink: false });
    from = match.index + match[0].length;
  }
  parts.push(text.slice(from));
  return parts;
}

/** A value in the HTML body: escaped; a link tag among words becomes a link to itself. */
function htmlValue(slot: Slot, values: TagValues) {
  const isLink = LINK_TAGS.has(slot.name);
  // Inside a tag (a link's address), only the product's own links go as they are: any other
  // value (a name a candidate typed) is percent-encoded, so it can never become a scheme.
  if (slot.inMarkup && !isLink) return encodeURIComponent(valueOf(values, slot.name));
  const value = escapeHtml(valueOf(values, slot.name));
  if (!isLink || !value) return value;
  return slot.inMarkup || slot.inLink ? value : `<a href="${value}">${value}</a>`;
}

const fill = (parts: Part[], write: (slot: Slot) => string) => {
  let out = '';
  for (const part of parts) out += typeof part === 'string' ? part : write(part);
  return out;
};

/** A template read once, to be filled for many recipients. */
export function compileTemplate(template: { subject: string; body: string }) {
  const subject = textParts(template.subject);
  const html = htmlParts(template.body);
  const text = textParts(mailText(template.body));
  return (values: TagValues) => ({
    subject: fill(subject, (slot) => valueOf(values, slot.name))
      .replace(/\s+/g, ' ')
      .trim(),
    html: fill(html, (slot) => htmlValue(slot, values)),
    text: fill(text, (slot) => valueOf(values, slot.name)),
  });
}

/** A template with an Arabic version or none (both parts or neither). */
export type TemplateVersions = {
  subject: string;
  body: string;
  subject_ar?: string | null;
  body_ar?: string | null;
};

/** Every text of a template, in both languages: what its tags are read from. */
export const templateTexts = (template: TemplateVersions) => [
  template.subject,
  template.body,
  template.subject_ar ?? '',
  template.body_ar ?? '',
];

/** The version a reader in `language` gets: the Arabic one where there is one, else the English. */
export const versionFor = (template: TemplateVersions, language: SiteLanguage) =>
  language === 'ar' && template.subject_ar && template.body_ar
    ? { subject: template.subject_ar, body: template.body_ar }
    : { subject: template.subject, body: template.body };

/** A template read once in each of its languages; the render for a reader's language. */
export function compileVersions(template: TemplateVersions) {
  const english = compileTemplate(template);
  const arabic =
    template.subject_ar && template.body_ar ? compileTemplate(versionFor(template, 'ar')) : english;
  return (language: SiteLanguage) => (language === 'ar' ? arabic : english);
}

/** The subject, plain text on one line. */
export const renderSubject = (subject: string, values: TagValues) =>
  compileTemplate({ subject, body: '' })(values).subject;

/** The HTML body: each value escaped; a link tag among words becomes a link to itself. */
export const renderHtml = (body: string, values: TagValues) =>
  fill(htmlParts(body), (slot) => htmlValue(slot, values));

/** The text version, from the template's HTML with links readable, then the values as they are. */
export const renderText = (body: string, values: TagValues) =>
  fill(textParts(mailText(body)), (slot) => valueOf(values, slot.name));

export const renderMail = (template: { subject: string; body: string }, values: TagValues) =>
  compileTemplate(template)(values);

/** A moment as the interview tags write it: its day and time in the UAE, in the reader's language. */
export const uaeDateTime = (at: Date, locale: SiteLanguage = 'en') =>
  mailT(locale)('interviewTags.when', { moment: mailDateTime(at, locale) });

/** Where an interview takes place, as the candidate needs to know it, in their language. */
export function interviewPlace(
  interview: {
    mode: 'in_person' | 'phone' | 'video';
    location: string;
    mapLink: string;
    videoLink: string;
    phone: string;
  },
  locale: SiteLanguage = 'en',
) {
  const t = mailT(locale);
  switch (interview.mode) {
    case 'in_person':
      return [
        interview.location,
        interview.mapLink && t('interviewTags.map', { url: interview.mapLink }),
      ]
        .filter(Boolean)
        .join(', ');
    case 'video':
      return interview.videoLink
        ? t('interviewTags.videoAt', { url: interview.videoLink })
        : t('interviewTags.video');
    case 'phone':
      return interview.phone
        ? t('interviewTags.phoneAt', { phone: interview.phone })
        : t('interviewTags.phone');
  }
}
