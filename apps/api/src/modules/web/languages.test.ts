import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '@logicareers/shared/api';
import type { TJobDetail } from '@logicareers/shared/schemas/jobs';
import { jobFactory, signedIn } from '../../test/factories';
import { call, DATABASES, startTestApp, type TestApp } from '../../test/harness';
import { readSiteSettings } from '../settings/settings.service';
import { jobPostingJsonLd } from './seo';
import { webDist } from './web.routes';

const serverEntryBuilt = fs.existsSync(path.join(webDist, '.server', 'entry-server.js'));

const rootElement = (html: string) => /<html\b[^>]*>/.exec(html)?.[0] ?? '';
const alternates = (html: string) =>
  Object.fromEntries(
    [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)">/g)].map((m) => [
      m[1],
      m[2],
    ]),
  );
const jsonLdOf = (html: string) => {
  const scripts = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)];
  expect(scripts).toHaveLength(1);
  return JSON.parse(scripts[0][1]) as Record<string, unknown>;
};
const markupOf = (html: string) => {
  const root =
    /<div id="root">([\s\S]*)<\/div><script type="application\/json" id="ssr-state">/.exec(html);
  expect(root, 'the page rendered on the server').not.toBeNull();
  return root![1];
};

describe.each(DATABASES)('pages in Arabic and English (%s)', (kind) => {
  let t: TestApp;
  let appUrl: string;
  let jobId: number;
  let job: TJobDetail;
  let siteName: string;

  beforeAll(async () => {
    t = await startTestApp(kind);
    appUrl = t.env.APP_URL;
    const maker = await jobFactory(t.app);
    const { token } = await signedIn(t.app, t.database.db, 'employer');
    jobId = await maker.create(token, {
      title: 'مشرف مستودع',
      description: '<p>Lead receiving and dispatch in a bonded warehouse.</p>',
    });
    job = (await call(t.app, { method: 'GET', url: `/api/jobs/${jobId}` })).body.data as TJobDetail;
    siteName = (await readSiteSettings(t.database.db)).site_name;
  });
  afterAll(() => t?.close());

  const get = async (url: string) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode, url).toBe(200);
    expect(res.headers['content-type'], url).toMatch(/^text\/html/);
    return res.body;
  };

  it('lists every page with its Arabic address as an alternate in the sitemap', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(res.body).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    const job = `${appUrl}/unauth/jobs/view/${jobId}`;
    expect(res.body).toContain(`<url><loc>${job}</loc><lastmod>` /* followed by its alternates */);
    expect(res.body).toContain(
      `<xhtml:link rel="alternate" hreflang="ar" href="${appUrl}/ar/unauth/jobs/view/${jobId}"/>`,
    );
    expect(res.body).toContain(
      `<xhtml:link rel="alternate" hreflang="ar" href="${appUrl}/ar/unauth/search-job"/>`,
    );
    expect(res.body).toContain(`<xhtml:link rel="alternate" hreflang="ar" href="${appUrl}/ar"/>`);
    expect(res.body).toContain(
      `<xhtml:link rel="alternate" hreflang="x-default" href="${appUrl}/unauth/search-job"/>`,
    );
    const robots = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(robots.body).toContain('Disallow: /ar/admin-pannel/');
  });

  it('gives the Arabic JobPosting the Arabic addresses and words', async () => {
    const posting = await jobPostingJsonLd(t.database.db, job, appUrl, siteName, 'ar');
    expect(posting.url).toBe(`${appUrl}/ar/unauth/jobs/view/${jobId}`);
    expect(posting.title).toBe('مشرف مستودع');
    const english = await jobPostingJsonLd(t.database.db, job, appUrl, siteName);
    expect(english.url).toBe(`${appUrl}/unauth/jobs/view/${jobId}`);
  });

  describe.runIf(serverEntryBuilt)('rendered on the server', () => {
    it('answers /ar/ pages right to left in Arabic, each with its alternates', async () => {
      const pages = [
        ['/ar', '/'],
        ['/ar/unauth/search-job', '/unauth/search-job'],
        ['/ar/unauth/job-list', '/unauth/job-list'],
        [`/ar/unauth/jobs/view/${jobId}`, `/unauth/jobs/view/${jobId}`],
        ['/ar/unauth/services/about-us', '/unauth/services/about-us'],
        ['/ar/unauth/services/pricing', '/unauth/services/pricing'],
        ['/ar/unauth/logistics-news', '/unauth/logistics-news'],
      ];
      for (const [arabic, english] of pages) {
        const html = await get(arabic);
        expect(rootElement(html), arabic).toContain('lang="ar" dir="rtl"');
        expect(alternates(html), arabic).toEqual({
          en: `${appUrl}${english}`,
          ar: `${appUrl}${arabic}`,
          'x-default': `${appUrl}${english}`,
        });
        const markup = markupOf(html);
        // The switch leads to the same page in English; the app's other links stay at Arabic
        // addresses (the header's, here: the content of a page may link where its author chose).
        const toEnglish = `href="${english}#lang=en" hrefLang="en" lang="en"`;
        expect(markup, arabic).toContain(toEnglish);
        const header = markup.split('</header>')[0];
        expect(header, arabic).toContain('href="/ar/unauth/search-job');
        expect(header.replaceAll(toEnglish, ''), arabic).not.toMatch(/href="\/unauth\//);

        const englishHtml = await get(english);
        expect(rootElement(englishHtml), english).toContain('lang="en" dir="ltr"');
        expect(alternates(englishHtml), english).toEqual(alternates(html));
        expect(markupOf(englishHtml)).toContain('href="/unauth/search-job');
      }
    });

    it("renders an Arabic job page with its own head, its JobPosting, and the employer's text as written", async () => {
      const html = await get(`/ar/unauth/jobs/view/${jobId}`);
      expect(html).toContain(
        `<link rel="canonical" href="${appUrl}/ar/unauth/jobs/view/${jobId}">`,
      );
      expect(html).toMatch(/<title>مشرف مستودع – /);
      expect(html).not.toContain(' at ');
      expect(jsonLdOf(html)).toEqual(
        await jobPostingJsonLd(t.database.db, job, appUrl, siteName, 'ar'),
      );
      const markup = markupOf(html);
      // Text written by employers takes its direction from itself.
      expect(markup).toMatch(/dir="auto"[^>]*>مشرف مستودع/);
    });

    it('shows the privacy policy in Arabic at its Arabic address, and through the API with lang=ar', async () => {
      expect(await get('/ar/unauth/services/privacy-policy')).toContain('سياسة الخصوصية');
      expect(await get('/unauth/services/privacy-policy')).not.toContain('سياسة الخصوصية');
      const api = async (query: string) => {
        const res = await t.app.inject({
          method: 'GET',
          url: `${API.content.page('privacy-policy')}${query}`,
        });
        expect(res.statusCode).toBe(200);
        return (res.json() as { data: { title: string } }).data.title;
      };
      expect(await api('?lang=ar')).toBe('سياسة الخصوصية');
      expect(await api('')).toBe('Privacy policy');
    });

    it('keeps the Arabic and the English page of an address apart in the page cache', async () => {
      for (let i = 0; i < 2; i++) {
        expect(rootElement(await get('/ar/unauth/search-job'))).toContain('lang="ar"');
        expect(rootElement(await get('/unauth/search-job'))).toContain('lang="en"');
      }
    });

    it('serves the app right to left at the Arabic address of a page the browser renders', async () => {
      expect(rootElement(await get('/ar/candidate/profile'))).toContain('lang="ar" dir="rtl"');
      expect(rootElement(await get('/candidate/profile'))).toContain('lang="en" dir="ltr"');
    });

    it('answers an unknown job at its Arabic address with the app in Arabic and 404', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/ar/unauth/jobs/view/99999999' });
      expect(res.statusCode).toBe(404);
      expect(rootElement(res.body)).toContain('lang="ar" dir="rtl"');
    });
  });
});
