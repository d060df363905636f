import { z } from 'zod';
import { zLang, zPage, zPageQuery } from './common';
import { orUnknown, text, zArabicText, zId } from './fields';
import { uaeLocalToDate } from './interviews';

/** Logistics news: articles administrators write and everyone reads once they are published. */

export const NEWS_MESSAGES = {
  titleRequired: 'Article title is required',
  summaryRequired: 'Summary is required',
  bodyRequired: 'Article text is required',
  bodyTooLong: 'The article text is too long (at most 50,000 characters with its formatting)',
  slugFormat: 'The address may use lowercase letters, digits and single hyphens only',
  slugTaken: 'Another article already uses this address',
  tagLength: 'A tag has 2 to 40 characters',
  tagsMax: 'At most 8 tags',
  statusRequired: 'Choose draft or published',
  publishAtInvalid: 'Publish date must be a real date and time (YYYY-MM-DDTHH:MM, UAE time)',
  notFound: 'News article not found',
  created: 'Article created',
  saved: 'Article saved',
  deleted: 'Article deleted',
  coverSaved: 'Cover image saved',
  coverRemoved: 'Cover image removed',
  coverRequired: 'Choose an image to upload',
  coverType: 'The cover must be a JPEG, PNG or WebP image',
  coverTooLarge: 'The cover image must be at most 2 MB',
  coverTooComplex: 'This image is too large to process; save it smaller and try again',
} as const;
const M = NEWS_MESSAGES;

export const NEWS_STATUSES = ['draft', 'published'] as const;
export type NewsStatus = (typeof NEWS_STATUSES)[number];
/** How an article stands for visitors: a draft, published but waiting for its date, or live. */
export const NEWS_STATES = ['draft', 'scheduled', 'published'] as const;
export type NewsState = (typeof NEWS_STATES)[number];

export const NEWS_TAGS_MAX = 8;
export const NEWS_SLUG_MAX = 120;
/** Articles per page of the public list (a grid of three columns). */
export const NEWS_PAGE_SIZE = 9;

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A web address made from a title: lowercase words of letters and digits joined by hyphens. */
export const slugify = (title: string) =>
  title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');

/** What the editor sends, to create an article and to save it. */
export const ZNewsArticleRequest = z.object({
  title: text({ error: M.titleRequired })
    .trim()
    .min(1, { error: M.titleRequired })
    .max(200, { error: 'The title must be at most 200 characters' }),
  /** Empty: made from the title (and made unique). */
  slug: text()
    .trim()
    .toLowerCase()
    .max(NEWS_SLUG_MAX, { error: `The address must be at most ${NEWS_SLUG_MAX} characters` })
    .refine((value) => value === '' || SLUG.test(value), { error: M.slugFormat })
    .default(''),
  summary: text({ error: M.summaryRequired })
    .trim()
    .min(1, { error: M.summaryRequired })
    .max(300, { error: 'The summary must be at most 300 characters' }),
  /** Rich text (HTML); the server keeps only the editor's elements. */
  body: text({ error: M.bodyRequired })
    .trim()
    .min(1, { error: M.bodyRequired, abort: true })
    .max(50_000, { error: M.bodyTooLong }),
  /** The Arabic words, each optional: readers in Arabic see the English where there are none. */
  title_ar: zArabicText(200, 'The title must be at most 200 characters'),
  summary_ar: zArabicText(300, 'The summary must be at most 300 characters'),
  /** Rich text, sanitised like the English body. */
  body_ar: zArabicText(50_000, M.bodyTooLong),
  /** The cover image described for those who cannot see it; empty when it only decorates. */
  cover_alt: text()
    .trim()
    .max(200, { error: 'The image description must be at most 200 characters' })
    .default(''),
  tags: z
    .array(
      text({ error: M.tagLength })
        .trim()
        .min(2, { error: M.tagLength })
        .max(40, { error: M.tagLength }),
      { error: M.tagLength },
    )
    .max(NEWS_TAGS_MAX, { error: M.tagsMax })
    .default([])
    // The same tag twice (in any case) is kept once.
    .transform((tags) =>
      tags.filter(
        (tag, i) => tags.findIndex((other) => other.toLowerCase() === tag.toLowerCase()) === i,
      ),
    ),
  status: z.enum(NEWS_STATUSES, { error: M.statusRequired }),
  /**
   * When it goes live, UAE wall-clock time YYYY-MM-DDTHH:MM. Empty: when it is published (now).
   * A date to come keeps a published article off the public pages until then.
   */
  publish_at: text()
    .trim()
    .default('')
    .refine((value) => value === '' || uaeLocalToDate(value) !== null, {
      error: M.publishAtInvalid,
    }),
});
export type TNewsArticleRequest = z.input<typeof ZNewsArticleRequest>;
export type TNewsArticleValues = z.output<typeof ZNewsArticleRequest>;

export const ZNewsIdParams = z.object({ id: orUnknown(zId(M.notFound)) });
export const ZNewsSlugParams = z.object({ slug: z.string().max(200) });

export const ZNewsAdminQuery = zPageQuery().extend({
  q: z.string().trim().max(200).optional(),
  state: z.enum(NEWS_STATES).optional().catch(undefined),
});
export type TNewsAdminQuery = z.input<typeof ZNewsAdminQuery>;

/** An article as administrators see it: drafts and scheduled ones too. */
export const ZNewsArticle = z.object({
  id: z.number(),
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  body: z.string(),
  /** The Arabic words; null where there are none. */
  title_ar: z.string().nullable(),
  summary_ar: z.string().nullable(),
  body_ar: z.string().nullable(),
  cover_url: z.string().nullable(),
  cover_alt: z.string(),
  tags: z.array(z.string()),
  status: z.enum(NEWS_STATUSES),
  state: z.enum(NEWS_STATES),
  /** ISO instant; null for a draft without a date. */
  publish_at: z.string().nullable(),
  author_name: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TNewsArticle = z.infer<typeof ZNewsArticle>;

export const ZNewsAdminItem = ZNewsArticle.omit({
  body: true,
  summary: true,
  cover_alt: true,
  summary_ar: true,
  body_ar: true,
});
export type TNewsAdminItem = z.infer<typeof ZNewsAdminItem>;

/** A published article as a card of the lists. */
export const ZNewsCard = z.object({
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  cover_url: z.string().nullable(),
  cover_alt: z.string(),
  tags: z.array(z.string()),
  published_at: z.string(),
  author_name: z.string().nullable(),
});
export type TNewsCard = z.infer<typeof ZNewsCard>;

export const ZNewsPublicArticle = ZNewsCard.extend({ body: z.string(), updated_at: z.string() });
export type TNewsPublicArticle = z.infer<typeof ZNewsPublicArticle>;

/** `lang=ar`: the Arabic words of each article where it has them, its English ones otherwise. */
export const ZNewsPublicQuery = zPageQuery(NEWS_PAGE_SIZE).extend({
  tag: z.string().trim().max(40).optional(),
  lang: zLang(),
});
export type TNewsPublicQuery = z.input<typeof ZNewsPublicQuery>;

/** A page of published articles, and every tag they carry (for the tag filter). */
export const ZNewsPublicList = zPage(ZNewsCard).extend({ tags: z.array(z.string()) });
export type TNewsPublicList = z.infer<typeof ZNewsPublicList>;
