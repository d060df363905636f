import type { FeedFormat } from '@logicareers/shared/feeds';
import type { Lang } from '@logicareers/shared/schemas/common';
import type { EmploymentType } from '@logicareers/shared/schemas/jobs';
import type { FeedJob } from './feed-jobs';
import { POSTING_WORDS, postingBodyHtml } from '../jobs/jobs.presenter';

/*
 * The feeds' XML, written by hand a job at a time so that it streams: Indeed's job feed (its
 * published XML format: <source> with <publisher>, <publisherurl> and a <job> per job, the text in
 * CDATA), RSS 2.0 and Atom 1.0 (RFC 4287). Every text goes through `text` or `cdata`, which also
 * drop the characters XML 1.0 cannot carry.
 */

/**
 * Characters XML 1.0 cannot carry: controls but tab and newlines, U+FFFE and U+FFFF, dropped; a lone
 * surrogate becomes U+FFFD (toWellFormed). Not one regular expression with the `u` flag over the
 * allowed ranges: on the megabytes of a feed that costs several times the rest of the writing.
 */
// eslint-disable-next-line no-control-regex -- the characters XML 1.0 forbids are the point
const NOT_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;
const xmlChars = (value: string) =>
  (value as string & { toWellFormed(): string }).toWellFormed().replace(NOT_XML, '');

/** Text for an element or a double-quoted attribute. */
export const text = (value: string) =>
  xmlChars(value)
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');

/** Text in a CDATA section (Indeed's form); a `]]>` in it is split across two sections. */
export const cdata = (value: string) =>
  `<![CDATA[${xmlChars(value).replaceAll(']]>', ']]]]><![CDATA[>')}]]>`;

/** What a feed says about itself, in its language. */
export interface FeedMeta {
  lang: Lang;
  siteName: string;
  appUrl: string;
  /** The feed's own address, with its filters. */
  self: string;
  /** The search page of the same jobs. */
  searchPage: string;
  /** The feed's title: the site's, and the emirate's and functional area's names when narrowed. */
  title: string;
  builtAt: Date;
  /** A job's page, in the feed's language. */
  jobUrl: (id: number) => string;
}

/** The words a feed adds to what employers wrote, beside those of every public copy of a job. */
const WORDS: Record<
  Lang,
  (typeof POSTING_WORDS)[Lang] & {
    jobs: string;
    perMonth: (range: string) => string;
    years: (range: string) => string;
  }
> = {
  en: {
    ...POSTING_WORDS.en,
    jobs: 'Jobs',
    perMonth: (range) => `AED ${range} per month`,
    years: (range) => `${range} years`,
  },
  ar: {
    ...POSTING_WORDS.ar,
    jobs: 'وظائف',
    perMonth: (range) => `${range} درهم شهريًا`,
    years: (range) => `${range} سنوات`,
  },
};

export const feedWords = (lang: Lang) => WORDS[lang];

/** Indeed's job types. */
const INDEED_JOB_TYPE: Record<EmploymentType, string> = {
  full_time: 'fulltime',
  part_time: 'parttime',
  contract: 'contract',
  temporary: 'temporary',
  internship: 'internship',
};

/** `min - max`, `min+` or `max` of two optional numbers; null when neither. */
const range = (min: number | null, max: number | null) => {
  if (min !== null && max !== null) return min === max ? `${min}` : `${min} - ${max}`;
  if (min !== null) return `${min}+`;
  return max !== null ? `${max}` : null;
};

const bodyHtml = (job: FeedJob, lang: Lang) => postingBodyHtml(job.body, lang);

const rfc822 = (date: Date) => date.toUTCString();
const published = (job: FeedJob) =>
  job.card.published_at ? new Date(job.card.published_at) : job.updatedAt;

/** A feed's writer: its head, an entry per job, its tail. */
export interface FeedWriter {
  head(meta: FeedMeta): string;
  entry(job: FeedJob, meta: FeedMeta): string;
  tail(): string;
}

const DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>\n';

const indeed: FeedWriter = {
  head: (meta) =>
    `${DECLARATION}<source>\n<publisher>${cdata(meta.siteName)}</publisher>\n<publisherurl>${cdata(meta.appUrl)}</publisherurl>\n<lastBuildDate>${cdata(rfc822(meta.builtAt))}</lastBuildDate>\n`,
  entry(job, meta) {
    const { card } = job;
    const words = WORDS[meta.lang];
    const salary = range(card.salary_min, card.salary_max);
    const experience = range(card.experience_min, card.experience_max);
    const optional = (name: string, value: string | null) =>
      value ? `<${name}>${cdata(value)}</${name}>` : '';
    return [
      '<job>',
      `<title>${cdata(card.title)}</title>`,
      `<date>${cdata(rfc822(published(job)))}</date>`,
      `<referencenumber>${cdata(String(card.id))}</referencenumber>`,
      `<url>${cdata(meta.jobUrl(card.id))}</url>`,
      // A confidential employer is named by no name, as on the job's page.
      `<company>${cdata(card.company?.name ?? words.confidential)}</company>`,
      optional('city', card.location),
      optional('state', job.emirate),
      `<country>${cdata('AE')}</country>`,
      `<description>${cdata(bodyHtml(job, meta.lang))}</description>`,
      optional('salary', salary && words.perMonth(salary)),
      `<jobtype>${cdata(INDEED_JOB_TYPE[card.employment_type])}</jobtype>`,
      optional('category', card.functional_area),
      optional('experience', experience && words.years(experience)),
      `<expirationdate>${cdata(card.valid_through)}</expirationdate>`,
      '</job>\n',
    ].join('');
  },
  tail: () => '</source>\n',
};

const rss: FeedWriter = {
  head: (meta) =>
    `${DECLARATION}<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">\n<channel>\n<title>${text(meta.title)}</title>\n<link>${text(meta.searchPage)}</link>\n<description>${text(meta.title)}</description>\n<language>${meta.lang}</language>\n<lastBuildDate>${rfc822(meta.builtAt)}</lastBuildDate>\n<atom:link href="${text(meta.self)}" rel="self" type="application/rss+xml"/>\n`,
  entry(job, meta) {
    const { card } = job;
    const url = text(meta.jobUrl(card.id));
    const categories = [card.functional_area, job.emirate].filter((c): c is string => !!c);
    return [
      '<item>',
      `<title>${text(card.title)}</title>`,
      `<link>${url}</link>`,
      `<guid isPermaLink="true">${url}</guid>`,
      `<pubDate>${rfc822(published(job))}</pubDate>`,
      // The job's HTML as text, in CDATA: escaping it entity by entity costs ten times as much.
      `<description>${cdata(bodyHtml(job, meta.lang))}</description>`,
      ...categories.map((c) => `<category>${text(c)}</category>`),
      '</item>\n',
    ].join('');
  },
  tail: () => '</channel>\n</rss>\n',
};

const atom: FeedWriter = {
  head: (meta) =>
    `${DECLARATION}<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${meta.lang}">\n<id>${text(meta.self)}</id>\n<title>${text(meta.title)}</title>\n<updated>${meta.builtAt.toISOString()}</updated>\n<link rel="self" type="application/atom+xml" href="${text(meta.self)}"/>\n<link rel="alternate" type="text/html" href="${text(meta.searchPage)}"/>\n<author><name>${text(meta.siteName)}</name></author>\n`,
  entry(job, meta) {
    const { card } = job;
    const url = text(meta.jobUrl(card.id));
    const categories = [card.functional_area, job.emirate].filter((c): c is string => !!c);
    return [
      '<entry>',
      `<id>${url}</id>`,
      `<title>${text(card.title)}</title>`,
      `<updated>${job.updatedAt.toISOString()}</updated>`,
      `<published>${published(job).toISOString()}</published>`,
      `<link rel="alternate" type="text/html" href="${url}"/>`,
      // The employer is the entry's author; a confidential one is not named (the feed's author,
      // the site, stands for it).
      card.company ? `<author><name>${text(card.company.name)}</name></author>` : '',
      ...categories.map((c) => `<category term="${text(c)}"/>`),
      `<summary>${text(card.snippet)}</summary>`,
      `<content type="html">${cdata(bodyHtml(job, meta.lang))}</content>`,
      '</entry>\n',
    ].join('');
  },
  tail: () => '</feed>\n',
};

export const FEED_WRITERS: Record<FeedFormat, FeedWriter> = { indeed, rss, atom };
