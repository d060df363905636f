import {
  MERGE_TAG_PATTERN,
  MERGE_TAGS,
  type MergeTagName,
  mergeTagsIn,
  tagGroup,
} from '@logicareers/shared/communication-terms';
import { formatUaeDateTime } from '@logicareers/shared/uae-date';
import { escapeHtml, mailText } from '../../lib/html';

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

/** The subject, plain text on one line. */
export const renderSubject = (subject: string, values: TagValues) =>
  subject
    .replace(MERGE_TAG_PATTERN, (_, name: string) => valueOf(values, name))
    .replace(/\s+/g, ' ')
    .trim();

/** The HTML body: each value escaped; a link tag among words becomes a link to itself. */
export function renderHtml(body: string, values: TagValues) {
  return body.replace(MERGE_TAG_PATTERN, (_, name: string, offset: number, whole: string) => {
    const before = whole.slice(0, offset);
    const inMarkup = before.lastIndexOf('<') > before.lastIndexOf('>');
    // Inside a tag (a link's address), only the product's own links go as they are: any other
    // value (a name a candidate typed) is percent-encoded, so it can never become a scheme.
    if (inMarkup && !LINK_TAGS.has(name)) return encodeURIComponent(valueOf(values, name));
    const value = escapeHtml(valueOf(values, name));
    if (!LINK_TAGS.has(name) || !value) return value;
    const inLink = before.lastIndexOf('<a ') > before.lastIndexOf('</a>');
    return inMarkup || inLink ? value : `<a href="${value}">${value}</a>`;
  });
}

/** The text version, from the template's HTML with links readable, then the values as they are. */
export const renderText = (body: string, values: TagValues) =>
  mailText(body).replace(MERGE_TAG_PATTERN, (_, name: string) => valueOf(values, name));

export const renderMail = (template: { subject: string; body: string }, values: TagValues) => ({
  subject: renderSubject(template.subject, values),
  html: renderHtml(template.body, values),
  text: renderText(template.body, values),
});

/** A moment as the interview tags write it: its day and time in the UAE. */
export const uaeDateTime = (at: Date) => `${formatUaeDateTime(at)} (UAE time)`;

/** Where an interview takes place, as the candidate needs to know it. */
export function interviewPlace(interview: {
  mode: 'in_person' | 'phone' | 'video';
  location: string;
  mapLink: string;
  videoLink: string;
  phone: string;
}) {
  switch (interview.mode) {
    case 'in_person':
      return [interview.location, interview.mapLink && `map: ${interview.mapLink}`]
        .filter(Boolean)
        .join(', ');
    case 'video':
      return interview.videoLink ? `Video call: ${interview.videoLink}` : 'Video call';
    case 'phone':
      return interview.phone ? `By phone: ${interview.phone}` : 'By phone';
  }
}
