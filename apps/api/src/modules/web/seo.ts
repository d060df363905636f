import { withParam } from '@logicareers/shared/api';
import { feedPath } from '@logicareers/shared/feeds';
import { inLanguage, paths, SITEMAP_PAGES } from '@logicareers/shared/pages';
import {
  DEFAULT_SITE_LANGUAGE,
  SITE_LANGUAGES,
  type SiteLanguage,
} from '@logicareers/shared/languages';
import { CONTENT_PAGE_KEYS, contentPagePath } from '@logicareers/shared/service-pages';
import { eq, sql } from 'drizzle-orm';
import { jobIsLive } from '../jobs/jobs.policy';
import { newestFirst, POSTING_WORDS, postingBodyHtml } from '../jobs/jobs.presenter';
import {
  EMPLOYMENT_TYPE_SCHEMA_ORG,
  type EmploymentType,
  type TJobDetail,
} from '@logicareers/shared/schemas/jobs';
import type { TSiteSettings } from '@logicareers/shared/schemas/settings';
import type { TNewsPublicArticle } from '@logicareers/shared/schemas/news';
import { UAE_UTC_OFFSET } from '@logicareers/shared/uae-date';
import type { Db } from '../../db/client';
import { jobs, masterItems } from '../../db/schema';
import { escapeHtml, plainText } from '../../lib/html';
import { liveArticleAddresses } from '../news/news.service';

/** JSON that is safe inside a script element (no closing tag, no HTML comment openers). */
const scriptJson = (value: unknown) =>
  JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');

export const jobPath = (id: number) => paths.jobView(id);

/** schema.org JobPosting with the fields search engines require, for the job's page in a language. */
export async function jobPostingJsonLd(
  db: Db,
  job: TJobDetail,
  appUrl: string,
  siteName: string,
  language: SiteLanguage = DEFAULT_SITE_LANGUAGE,
) {
  const words = POSTING_WORDS[language];
  let emirate: string | null = null;
  if (job.state_id) {
    const [row] = await db
      .select({ name: sql<string>`coalesce(parent.name, ${masterItems.name})` })
      .from(masterItems)
      .leftJoin(sql`master_items parent`, sql`parent.id = ${masterItems.parentId}`)
      .where(eq(masterItems.id, job.state_id));
    emirate = row?.name ?? null;
  }
  const posting: Record<string, unknown> = {
    '@context': 'https://schema.org/',
    '@type': 'JobPosting',
    title: job.title,
    description: postingBodyHtml(job, language),
    identifier: { '@type': 'PropertyValue', name: siteName, value: String(job.id) },
    datePosted: job.published_at ?? job.created_at,
    validThrough: `${job.valid_through}T23:59:59${UAE_UTC_OFFSET}`,
    employmentType: EMPLOYMENT_TYPE_SCHEMA_ORG[job.employment_type as EmploymentType],
    hiringOrganization: {
      '@type': 'Organization',
      name: job.company?.name ?? `${siteName} (${words.confidential.toLowerCase()})`,
      ...(job.company
        ? { sameAs: `${appUrl}${inLanguage(language, paths.employerJobs(job.company.id))}` }
        : {}),
    },
    jobLocation: {
      '@type': 'Place',
      address: {
        '@type': 'PostalAddress',
        addressLocality: job.location ?? emirate ?? words.country,
        ...(emirate ? { addressRegion: emirate } : {}),
        addressCountry: 'AE',
      },
    },
    url: `${appUrl}${inLanguage(language, jobPath(job.id))}`,
  };
  if (job.industry) posting.industry = job.industry;
  if (job.experience_min !== null) {
    posting.experienceRequirements = {
      '@type': 'OccupationalExperienceRequirements',
      monthsOfExperience: job.experience_min * 12,
    };
  }
  if (job.skills.length) posting.skills = job.skills.map((s) => s.name).join(', ');
  if (job.salary_min !== null || job.salary_max !== null) {
    posting.baseSalary = {
      '@type': 'MonetaryAmount',
      currency: 'AED',
      value: {
        '@type': 'QuantitativeValue',
        ...(job.salary_min !== null ? { minValue: job.salary_min } : {}),
        ...(job.salary_max !== null ? { maxValue: job.salary_max } : {}),
        unitText: 'MONTH',
      },
    };
  }
  return posting;
}

/**
 * index.html as the site's settings have it now: their title and description for pages without
 * their own, and the theme colour for the browser's toolbar.
 */
export function withSiteHead(indexHtml: string, settings: TSiteSettings) {
  return indexHtml
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(settings.seo_title)}</title>`)
    .replace(
      /<meta\s[^>]*name="description"[^>]*>/,
      () => `<meta name="description" content="${escapeHtml(settings.seo_description)}">`,
    )
    .replace(
      /<meta\s[^>]*name="theme-color"[^>]*>/,
      () => `<meta name="theme-color" content="${escapeHtml(settings.theme_color)}">`,
    );
}

/**
 * A page that lists jobs (the search) with links to the job feeds in its language, so that feed
 * readers and browsers find them (RSS 2.0 and Atom; Indeed's feed is for Indeed, not for readers).
 */
export function withFeedLinks(html: string, language: SiteLanguage, appUrl: string) {
  const links = [
    ['rss', 'application/rss+xml', 'RSS'],
    ['atom', 'application/atom+xml', 'Atom'],
  ] as const;
  const tags = links
    .map(
      ([format, type, title]) =>
        `<link rel="alternate" type="${type}" title="${title}" href="${escapeHtml(appUrl + feedPath(format, { lang: language }))}">`,
    )
    .join('');
  return html.replace('</head>', () => `${tags}</head>`);
}

/**
 * A page's HTML in its language: `lang` and `dir` on the root element, and links to the page in
 * every language (`hreflang`, with English as the default for other readers). `path` is the page's
 * path without its language prefix.
 */
export function withLanguage(
  html: string,
  language: SiteLanguage,
  appUrl: string,
  path: string | null,
) {
  const dir = language === 'ar' ? 'rtl' : 'ltr';
  const alternates =
    path === null
      ? ''
      : [
          ...SITE_LANGUAGES.map(
            (lang) =>
              `<link rel="alternate" hreflang="${lang}" href="${escapeHtml(appUrl + inLanguage(lang, path))}">`,
          ),
          `<link rel="alternate" hreflang="x-default" href="${escapeHtml(appUrl + inLanguage(DEFAULT_SITE_LANGUAGE, path))}">`,
        ].join('');
  return html
    .replace(/<html\b[^>]*?\blang="[^"]*"/, (tag) =>
      tag.replace(/\blang="[^"]*"/, `lang="${language}" dir="${dir}"`),
    )
    .replace('</head>', () => `${alternates}</head>`);
}

/**
 * A job page's title and description, in the page's language (the job's own words as written; in
 * Arabic without English joining words).
 */
export function jobHead(job: TJobDetail, siteName: string, language: SiteLanguage) {
  if (language === 'ar') {
    const parts = [job.title, job.company?.name, job.location].filter(Boolean);
    return {
      title: `${parts.join(' – ')} | ${siteName}`,
      description: `${parts.join(' – ')}. ${job.snippet}`.slice(0, 160),
    };
  }
  const where = job.location ? ` in ${job.location}` : '';
  return {
    title: `${job.title}${job.company ? ` at ${job.company.name}` : ''}${where} | ${siteName}`,
    description: `${job.title}${where}, UAE. ${job.snippet}`.slice(0, 160),
  };
}

/** What a page says about itself in its head. */
export interface PageHead {
  title: string;
  description: string;
  canonical: string;
  jsonLd?: unknown;
  /** Open Graph's type: `website` unless said otherwise. */
  ogType?: 'website' | 'article';
  /** The page's picture, as an absolute URL. */
  image?: string | null;
  /** Kept out of search engines' results (a closed job's page, say), its links still followed. */
  noindex?: boolean;
}

/** index.html with the page's own title, description, canonical link and structured data. */
export function withHead(indexHtml: string, head: PageHead) {
  const tags = [
    `<meta name="description" content="${escapeHtml(head.description)}">`,
    `<link rel="canonical" href="${escapeHtml(head.canonical)}">`,
    `<meta property="og:title" content="${escapeHtml(head.title)}">`,
    `<meta property="og:description" content="${escapeHtml(head.description)}">`,
    `<meta property="og:url" content="${escapeHtml(head.canonical)}">`,
    `<meta property="og:type" content="${head.ogType ?? 'website'}">`,
    head.image ? `<meta property="og:image" content="${escapeHtml(head.image)}">` : '',
    head.noindex ? '<meta name="robots" content="noindex">' : '',
    head.jsonLd ? `<script type="application/ld+json">${scriptJson(head.jsonLd)}</script>` : '',
  ].join('');
  // Replacer functions: a replacement string would read `$'` or `$&` in a job title as patterns.
  return indexHtml
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(head.title)}</title>`)
    .replace(/<meta\s[^>]*name="description"[^>]*>/, '')
    .replace('</head>', () => `${tags}</head>`);
}

/** A news article's head: title, summary, canonical URL, cover and schema.org NewsArticle. */
export function newsArticleHead(
  article: TNewsPublicArticle,
  appUrl: string,
  siteName: string,
  language: SiteLanguage = DEFAULT_SITE_LANGUAGE,
): PageHead {
  const canonical = `${appUrl}${inLanguage(language, paths.newsArticle(article.slug))}`;
  const image = article.cover_url ? `${appUrl}${article.cover_url}` : null;
  const publisher = {
    '@type': 'Organization',
    name: siteName,
    url: appUrl,
    logo: { '@type': 'ImageObject', url: `${appUrl}/logo.svg` },
  };
  return {
    title: `${article.title} | ${siteName}`,
    description: article.summary.slice(0, 160),
    canonical,
    ogType: 'article',
    image,
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'NewsArticle',
      headline: article.title.slice(0, 110),
      description: article.summary,
      datePublished: article.published_at,
      dateModified: article.updated_at,
      author: article.author_name
        ? { '@type': 'Person', name: article.author_name }
        : { '@type': 'Organization', name: siteName, url: appUrl },
      publisher,
      ...(image ? { image: [image] } : {}),
      ...(article.tags.length ? { keywords: article.tags.join(', ') } : {}),
      articleBody: plainText(article.body),
      mainEntityOfPage: { '@type': 'WebPage', '@id': canonical },
      url: canonical,
    },
  };
}

export const SITEMAP_PAGE = 45_000;

/** Where search engines read the crawl rules, the sitemap and, beyond one part, its parts. */
export const SEO_FILES = {
  robots: '/robots.txt',
  sitemap: '/sitemap.xml',
  sitemapPart: withParam('/sitemap-:part.xml'),
  /** Asked for by browsers on pages that name no icon (a text file such as robots.txt). */
  favicon: '/favicon.ico',
} as const;

const xml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The sitemap: public pages, published news articles and every live job; an index of parts beyond
 * 45,000 jobs (the articles, at most 4,000, are in the first part).
 */
export async function sitemap(db: Db, appUrl: string, part?: number): Promise<string> {
  const [{ n }] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(jobs)
    .where(jobIsLive());
  const parts = Math.max(1, Math.ceil(n / SITEMAP_PAGE));
  if (part === undefined && parts > 1) {
    const entries = Array.from(
      { length: parts },
      (_, i) => `<sitemap><loc>${xml(appUrl + SEO_FILES.sitemapPart(i + 1))}</loc></sitemap>`,
    );
    return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${entries.join('')}</sitemapindex>`;
  }
  const page = part ?? 1;
  const rows = await db
    .select({ id: jobs.id, updatedAt: jobs.updatedAt })
    .from(jobs)
    .where(jobIsLive())
    .orderBy(...newestFirst)
    .limit(SITEMAP_PAGE)
    .offset((page - 1) * SITEMAP_PAGE);
  const articles = page === 1 ? await liveArticleAddresses(db) : [];
  // Each page is listed once, with its address in every language as an alternate.
  const alternates = (path: string) =>
    [
      ...SITE_LANGUAGES.map(
        (lang) =>
          `<xhtml:link rel="alternate" hreflang="${lang}" href="${xml(appUrl + inLanguage(lang, path))}"/>`,
      ),
      `<xhtml:link rel="alternate" hreflang="x-default" href="${xml(appUrl + path)}"/>`,
    ].join('');
  const entry = (path: string, updatedAt?: Date) =>
    `<url><loc>${xml(appUrl + path)}</loc>${updatedAt ? `<lastmod>${updatedAt.toISOString()}</lastmod>` : ''}${alternates(path)}</url>`;
  const urls = [
    ...(page === 1
      ? [...SITEMAP_PAGES, ...CONTENT_PAGE_KEYS.map(contentPagePath)].map((p) => entry(p))
      : []),
    ...articles.map((a) => entry(paths.newsArticle(a.slug), a.updatedAt)),
    ...rows.map((r) => entry(jobPath(r.id), r.updatedAt)),
  ];
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">${urls.join('')}</urlset>`;
}
