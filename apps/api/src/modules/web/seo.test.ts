import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { TJobDetail } from '@logicareers/shared/schemas/jobs';
import { LINK_PAGES } from '@logicareers/shared/pages';
import { companies, jobs } from '../../db/schema';
import { dayFromNow, jobFactory, signedIn, type JobMasterKind } from '../../test/factories';
import { call, DATABASES, startTestApp, type TestApp } from '../../test/harness';
import { readSiteSettings } from '../settings/settings.service';
import { PUBLIC_PAGES_CHUNK } from './preload';
import { jobPostingJsonLd, withHead } from './seo';
import { webDist } from './web.routes';

const here = path.dirname(fileURLToPath(import.meta.url));
/** The web app's own page template: what the build turns into dist/index.html. */
const sourceIndex = fs.readFileSync(path.resolve(here, '../../../../web/index.html'), 'utf8');
const webBuilt = fs.existsSync(path.join(webDist, 'index.html'));
const serverEntryBuilt = fs.existsSync(path.join(webDist, '.server', 'entry-server.js'));

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const jsonLdOf = (html: string) => {
  const scripts = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)];
  expect(scripts).toHaveLength(1);
  return JSON.parse(scripts[0][1]) as Record<string, unknown>;
};
const metaDescriptions = (html: string) =>
  [...html.matchAll(/<meta\s[^>]*name="description"[^>]*>/g)].map((m) => m[0]);
/** A title made to break out: of the script, of an attribute, of a comment, and of String.replace. */
const HOSTILE = `Driver </script><script>alert(1)</script> "quoted" <!-- & $' $& $$ $\``;

describe('the head of a job page', () => {
  const head = {
    title: 'Forklift Operator at Gulf Cargo LLC in Al Quoz | LogiCareers',
    description: 'Forklift Operator in Al Quoz, UAE. Move pallets between racking and docks.',
    canonical: 'https://jobs.example.ae/unauth/jobs/view/7',
    jsonLd: { '@type': 'JobPosting', title: 'Forklift Operator' },
  };

  it('carries its own title, one description, a canonical link and the JSON-LD', () => {
    const html = withHead(sourceIndex, head);
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain(`<title>${head.title}</title>`);
    expect(metaDescriptions(html)).toEqual([
      `<meta name="description" content="${head.description}">`,
    ]);
    expect(html).toContain(`<link rel="canonical" href="${head.canonical}">`);
    expect(html).toContain(`<meta property="og:url" content="${head.canonical}">`);
    expect(html).toContain(`<meta property="og:title" content="${head.title}">`);
    expect(jsonLdOf(html)).toEqual(head.jsonLd);
    // The head is complete before the app's own markup.
    expect(html.indexOf('application/ld+json')).toBeLessThan(html.indexOf('</head>'));
    expect(html).toContain('<div id="root"></div>');
  });

  it('keeps a hostile title inside its element, attribute and script', () => {
    const html = withHead(sourceIndex, {
      title: HOSTILE,
      description: HOSTILE,
      canonical: 'https://jobs.example.ae/unauth/jobs/view/8',
      jsonLd: { '@type': 'JobPosting', title: HOSTILE, description: `<p>${HOSTILE}</p>` },
    });
    expect(html).toContain(`<title>${escapeHtml(HOSTILE)}</title>`);
    expect(metaDescriptions(html)).toEqual([
      `<meta name="description" content="${escapeHtml(HOSTILE)}">`,
    ]);
    expect(html).not.toContain('<script>alert(1)');
    expect(html.match(/<\/script>/g)).toHaveLength(sourceIndex.match(/<\/script>/g)!.length + 1);
    expect(jsonLdOf(html)).toEqual({
      '@type': 'JobPosting',
      title: HOSTILE,
      description: `<p>${HOSTILE}</p>`,
    });
    expect(html.match(/<\/head>/g)).toHaveLength(1);
    expect(html.match(/<body>/g)).toHaveLength(1);
  });
});

describe.each(DATABASES)('jobs for search engines (%s)', (kind) => {
  let t: TestApp;
  let idOf: (kind: JobMasterKind, name: string) => number;
  let jobMaker: Awaited<ReturnType<typeof jobFactory>>;
  let employer: { token: string; companyId: number; companyName: string };
  let siteName: string;
  let appUrl: string;

  beforeAll(async () => {
    t = await startTestApp(kind);
    const db = t.database.db;
    jobMaker = await jobFactory(t.app);
    ({ idOf } = jobMaker);
    const { user, token } = await signedIn(t.app, db, 'employer');
    const [company] = await db
      .select({ name: companies.name })
      .from(companies)
      .where(eq(companies.id, user.companyId!));
    employer = { token, companyId: user.companyId!, companyName: company.name };
    siteName = (await readSiteSettings(db)).site_name;
    appUrl = t.env.APP_URL;
  });
  afterAll(() => t?.close());

  /** A job of the employer; the texts are the ones the structured data is checked against. */
  const createJob = (overrides: Record<string, unknown> = {}, publish = true) =>
    jobMaker.create(
      employer.token,
      {
        description: '<p>Lead receiving and dispatch on the night shift of a bonded warehouse.</p>',
        requirements: '<p>Three years in a warehouse.</p>',
        benefits: '<p>Housing allowance.</p>',
        ...overrides,
      },
      publish,
    );
  /** The job as a visitor (and so a search engine) sees it. */
  const publicJob = async (id: number) => {
    const res = await call(t.app, { method: 'GET', url: `/api/jobs/${id}` });
    expect(res.status).toBe(200);
    return res.body.data as TJobDetail;
  };
  const jsonLd = async (id: number) =>
    jobPostingJsonLd(t.database.db, await publicJob(id), appUrl, siteName);

  describe('JobPosting structured data', () => {
    it('describes a published job with the fields search engines need', async () => {
      const id = await createJob();
      const job = await publicJob(id);
      expect(await jsonLd(id)).toEqual({
        '@context': 'https://schema.org/',
        '@type': 'JobPosting',
        title: 'Warehouse Supervisor',
        description:
          '<p>Lead receiving and dispatch on the night shift of a bonded warehouse.</p>' +
          '<h3>Requirements</h3><p>Three years in a warehouse.</p>' +
          '<h3>Benefits</h3><p>Housing allowance.</p>',
        identifier: { '@type': 'PropertyValue', name: siteName, value: String(id) },
        datePosted: job.published_at,
        validThrough: `${dayFromNow(30)}T23:59:59+04:00`,
        employmentType: 'FULL_TIME',
        hiringOrganization: {
          '@type': 'Organization',
          name: employer.companyName,
          sameAs: `${appUrl}/unauth/employer-job/${employer.companyId}`,
        },
        jobLocation: {
          '@type': 'Place',
          address: {
            '@type': 'PostalAddress',
            addressLocality: 'Jebel Ali Free Zone (JAFZA)',
            addressRegion: 'Dubai',
            addressCountry: 'AE',
          },
        },
        url: `${appUrl}/unauth/jobs/view/${id}`,
        industry: 'Logistics and Freight',
        experienceRequirements: {
          '@type': 'OccupationalExperienceRequirements',
          monthsOfExperience: 24,
        },
        skills: 'SAP EWM',
        baseSalary: {
          '@type': 'MonetaryAmount',
          currency: 'AED',
          value: {
            '@type': 'QuantitativeValue',
            minValue: 6000,
            maxValue: 9000,
            unitText: 'MONTH',
          },
        },
      });
    });

    it('names the schema.org employment type and the emirate of an emirate-wide job', async () => {
      const id = await createJob({
        employment_type: 'contract',
        state_id: idOf('state', 'Sharjah'),
        salary_min: 4000,
        salary_max: null,
      });
      expect(await jsonLd(id)).toMatchObject({
        employmentType: 'CONTRACTOR',
        jobLocation: {
          address: { addressLocality: 'Sharjah', addressRegion: 'Sharjah', addressCountry: 'AE' },
        },
        baseSalary: { currency: 'AED', value: { minValue: 4000, unitText: 'MONTH' } },
      });
      expect(
        ((await jsonLd(id)).baseSalary as { value: Record<string, unknown> }).value,
      ).not.toHaveProperty('maxValue');
    });

    it('gives no salary when it is hidden, and no employer when the job is confidential', async () => {
      const id = await createJob({ salary_hidden: true, confidential: true });
      const posting = await jsonLd(id);
      expect(posting).not.toHaveProperty('baseSalary');
      expect(posting.hiringOrganization).toEqual({
        '@type': 'Organization',
        name: `${siteName} (confidential employer)`,
      });
      expect(JSON.stringify(posting)).not.toContain(employer.companyName);
      expect(JSON.stringify(posting)).not.toContain('6000');
    });
  });

  describe.runIf(webBuilt)('the job page served to a visitor', () => {
    const page = (id: number | string) =>
      t.app.inject({ method: 'GET', url: `/unauth/jobs/view/${id}` });

    it('carries the title, description, canonical link and JobPosting of the job', async () => {
      const id = await createJob();
      const res = await page(id);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      const title = `Warehouse Supervisor at ${employer.companyName} in Jebel Ali Free Zone (JAFZA) | ${siteName}`;
      expect(res.body).toContain(`<title>${escapeHtml(title)}</title>`);
      const [description] = metaDescriptions(res.body);
      expect(metaDescriptions(res.body)).toHaveLength(1);
      expect(description).toContain(
        'content="Warehouse Supervisor in Jebel Ali Free Zone (JAFZA), UAE. Lead receiving and dispatch',
      );
      expect(res.body).toContain(`<link rel="canonical" href="${appUrl}/unauth/jobs/view/${id}">`);
      expect(jsonLdOf(res.body)).toEqual(await jsonLd(id));
    });

    it('names the same canonical address and data when the link says where it came from', async () => {
      const id = await createJob();
      const res = await t.app.inject({
        method: 'GET',
        url: `/unauth/jobs/view/${id}?from=alert`,
      });
      expect(res.statusCode).toBe(200);
      const clean = `${appUrl}/unauth/jobs/view/${id}`;
      expect(res.body).toContain(`<link rel="canonical" href="${clean}">`);
      expect(res.body).toContain(`<meta property="og:url" content="${clean}">`);
      expect(res.body).toContain(
        `<link rel="alternate" hreflang="ar" href="${appUrl}/ar/unauth/jobs/view/${id}">`,
      );
      expect(res.body).not.toMatch(/<link[^>]+from=alert/);
      expect(jsonLdOf(res.body)).toEqual(await jsonLd(id));
    });

    it('keeps a hostile job title inside its script and its title element', async () => {
      const id = await createJob({ title: HOSTILE });
      const res = await page(id);
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toContain('<script>alert(1)');
      expect(jsonLdOf(res.body).title).toBe(HOSTILE);
      expect(res.body).toContain(`<title>${escapeHtml(HOSTILE)} at `);
    });

    it('names no employer of a confidential job', async () => {
      const id = await createJob({ confidential: true });
      const res = await page(id);
      expect(res.body).toContain(
        `<title>Warehouse Supervisor in Jebel Ali Free Zone (JAFZA) | ${siteName}</title>`,
      );
      // Similar jobs below it may be the same company's open, named jobs.
      expect(res.body.split('Similar jobs')[0]).not.toContain(employer.companyName);
    });

    it('keeps the page of a closed job, saying so, with no JobPosting and out of search results', async () => {
      const id = await createJob({ title: 'Reach Truck Operator' });
      const close = await call(t.app, {
        method: 'POST',
        url: `/api/jobs/${id}/close`,
        token: employer.token,
      });
      expect(close.status).toBe(200);
      const res = await page(id);
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<meta name="robots" content="noindex">');
      expect(res.body).not.toContain('application/ld+json');
      expect(res.body).toContain(`<link rel="canonical" href="${appUrl}/unauth/jobs/view/${id}">`);
      if (serverEntryBuilt) {
        expect(res.body).toContain('This job is closed');
        expect(res.body).toContain('Reach Truck Operator');
      }
    });

    it('answers an address the app does not have with its not-found page and 404', async () => {
      for (const [url, title] of [
        ['/no-such-page', 'We could not find that page'],
        ['/unauth/jobs/view', 'We could not find that page'],
        ['/ar/no-such-page', 'لم نعثر على هذه الصفحة'],
      ]) {
        const res = await t.app.inject({ method: 'GET', url });
        expect(res.statusCode, url).toBe(404);
        expect(res.headers['content-type'], url).toMatch(/^text\/html/);
        if (serverEntryBuilt) expect(res.body, url).toContain(title);
      }
      // The old name of the icon leads to the site's icon.
      const icon = await t.app.inject({ method: 'GET', url: '/favicon.ico' });
      expect([icon.statusCode, icon.headers.location]).toEqual([301, '/favicon.svg']);
      // The app's own pages are not: they are the app's to route (and guard).
      for (const url of ['/candidate', '/employer/jobs/view/3/applicants', '/ar/unauth/search-job'])
        expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(200);
    });

    it('answers 404 with the app, and no structured data, for a draft or unknown job', async () => {
      const draft = await createJob({}, false);
      for (const id of [draft, 99_999_999]) {
        const res = await page(id);
        expect(res.statusCode).toBe(404);
        expect(res.body).toContain('<div id="root"></div>');
        expect(res.body).not.toContain('application/ld+json');
      }
    });
  });

  describe.runIf(webBuilt)('the code of public pages is fetched with their HTML', () => {
    const manifest = () =>
      JSON.parse(fs.readFileSync(path.join(webDist, '.vite', 'manifest.json'), 'utf8')) as Record<
        string,
        { file: string; name?: string; css?: string[] }
      >;
    /** The code a page names: preload links, or the list boot.js loads on a rendered page. */
    const preloads = (html: string) => [
      ...[...html.matchAll(/<link rel="modulepreload" crossorigin href="\/([^"]+)">/g)].map(
        (m) => m[1],
      ),
      ...(/data-preload="([^"]*)"/.exec(html)?.[1].split(' ') ?? []).map((href) => href.slice(1)),
    ];

    it('preloads the code of the public pages, each file once, links their styles, and nothing for other pages', async () => {
      const chunk = Object.values(manifest()).find((c) => c.name === PUBLIC_PAGES_CHUNK);
      expect(chunk, 'the public pages chunk').toBeDefined();
      const pages = ['/', '/unauth/search-job', `/unauth/jobs/view/${await createJob()}`];
      for (const url of pages) {
        const res = await t.app.inject({ method: 'GET', url });
        expect(res.statusCode, url).toBe(200);
        const files = preloads(res.body);
        expect(files, url).toContain(chunk!.file);
        expect(new Set(files).size, url).toBe(files.length);
        for (const file of files) expect(fs.existsSync(path.join(webDist, file)), file).toBe(true);
        // The rendered markup is styled before the code arrives.
        for (const style of chunk!.css ?? [])
          expect(res.body, url).toContain(`<link rel="stylesheet" crossorigin href="/${style}">`);
      }
      const other = await t.app.inject({ method: 'GET', url: '/auth/candidate/sign-in' });
      expect(preloads(other.body)).not.toContain(chunk!.file);
      // The build's manifest itself is not served.
      const hidden = await t.app.inject({ method: 'GET', url: '/.vite/manifest.json' });
      expect(hidden.statusCode).toBe(404);
      expect(hidden.headers['content-type']).toMatch(/^text\/html/);
      expect(hidden.body).not.toContain('"isEntry"');
    });
  });

  describe.runIf(serverEntryBuilt)('public pages rendered on the server', () => {
    const get = async (url: string) => {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      return res.body;
    };
    /** The app's markup inside the root element, and the state the browser takes it over with. */
    const rendered = (html: string) => {
      const root =
        /<div id="root">([\s\S]*)<\/div><script type="application\/json" id="ssr-state">([\s\S]*?)<\/script>/.exec(
          html,
        );
      expect(root, 'rendered root and state').not.toBeNull();
      return {
        markup: root![1],
        state: JSON.parse(root![2]) as {
          queries: { queries: { queryKey: unknown[]; state: { data: unknown } }[] };
        },
      };
    };
    const query = (state: ReturnType<typeof rendered>['state'], key: unknown[]) =>
      state.queries.queries.find((q) => JSON.stringify(q.queryKey) === JSON.stringify(key))?.state
        .data;

    it('holds the jobs themselves on the search page, the landing page and the job page', async () => {
      const id = await createJob({ title: 'Bonded Cold Store Controller' });

      const searchHtml = await get('/unauth/search-job?q=%22cold%20store%22');
      const search = rendered(searchHtml);
      expect(search.markup).toContain('Jobs for “&quot;cold store&quot;”');
      // A result's link says the candidate came by the search.
      expect(search.markup).toContain(`href="/unauth/jobs/view/${id}?from=search"`);
      expect(search.markup).toContain('Bonded Cold Store Controller');
      expect(search.markup).toContain('AED 6,000 – 9,000 a month');
      const results = query(search.state, ['jobs', 'search', { q: '"cold store"' }]) as {
        items: { id: number }[];
      };
      expect(results.items.map((job) => job.id)).toContain(id);
      // The page's own title, as the app sets it in the browser.
      expect(searchHtml).toContain(`<title>Search jobs | ${siteName}</title>`);

      const landing = rendered(await get('/'));
      for (const text of [
        'Browse jobs',
        'Latest jobs',
        'Employers hiring now',
        'Bonded Cold Store Controller',
      ])
        expect(landing.markup, text).toContain(text);
      expect(query(landing.state, ['settings'])).toMatchObject({ site_name: siteName });

      const job = rendered(await get(`/unauth/jobs/view/${id}`));
      expect(job.markup).toContain('<h1');
      expect(job.markup).toContain('Lead receiving and dispatch on the night shift');
      expect(job.markup).toContain(employer.companyName);
      expect(query(job.state, ['jobs', id, 'similar'])).toBeInstanceOf(Array);
    });

    it('keeps a hostile title inside the markup and the state', async () => {
      const id = await createJob({ title: HOSTILE });
      for (const url of [`/unauth/jobs/view/${id}`, '/unauth/search-job?sort=newest']) {
        const html = await get(url);
        expect(html, url).not.toContain('<script>alert(1)');
        const { markup, state } = rendered(html);
        expect(markup, url).toContain(escapeHtml(HOSTILE).replace(/"/g, '&quot;').slice(0, 20));
        expect(JSON.stringify(state), url).toContain(JSON.stringify(HOSTILE));
      }
    });

    it('loads the app after the page is painted, and leaves other pages to the browser', async () => {
      const html = await get('/unauth/search-job');
      const entry = /<script defer src="\/boot.js" data-entry="\/([^"]+)"/.exec(html)?.[1];
      expect(entry).toBeDefined();
      expect(fs.existsSync(path.join(webDist, entry!))).toBe(true);
      expect(html).not.toContain('<script type="module"');
      for (const url of [
        '/auth/candidate/sign-in',
        '/candidate/profile',
        '/unauth/job-alerts/unsubscribe',
      ]) {
        const other = await get(url);
        expect(other, url).toContain('<div id="root"></div>');
        expect(other, url).toContain('<script type="module"');
        expect(other, url).not.toContain('ssr-state');
      }
    });
  });

  describe('sitemap and robots', () => {
    it('lists the public pages and every live job, and no draft, closed or expired one', async () => {
      const live = await createJob();
      const draft = await createJob({}, false);
      const closed = await createJob();
      expect(
        (
          await call(t.app, {
            method: 'POST',
            url: `/api/jobs/${closed}/close`,
            token: employer.token,
          })
        ).status,
      ).toBe(200);
      const expired = await createJob();
      await t.database.db
        .update(jobs)
        .set({ validThrough: dayFromNow(-1) })
        .where(eq(jobs.id, expired));

      const res = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^application\/xml/);
      expect(res.body).toMatch(
        /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9" xmlns:xhtml="http:\/\/www.w3.org\/1999\/xhtml">/,
      );
      const locs = [...res.body.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);
      expect(locs).toContain(`${appUrl}/`);
      expect(locs).toContain(`${appUrl}/unauth/search-job`);
      expect(locs).toContain(`${appUrl}/unauth/job-category/designation`);
      expect(locs).toContain(`${appUrl}/unauth/jobs/view/${live}`);
      for (const hidden of [draft, closed, expired]) {
        expect(locs).not.toContain(`${appUrl}/unauth/jobs/view/${hidden}`);
      }
      expect(res.body).toMatch(
        new RegExp(
          `<loc>${appUrl}/unauth/jobs/view/${live}</loc><lastmod>\\d{4}-\\d{2}-\\d{2}T[\\d:.]+Z</lastmod>`,
        ),
      );

      const part = await t.app.inject({ method: 'GET', url: '/sitemap-1.xml' });
      expect(part.statusCode).toBe(200);
      expect(part.body).toBe(res.body);
      expect((await t.app.inject({ method: 'GET', url: '/sitemap-0.xml' })).statusCode).toBe(404);
    });

    it('serves robots.txt that keeps crawlers out of private areas and points to the sitemap', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/robots.txt' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/plain/);
      const lines = res.body.trim().split('\n');
      expect(lines[0]).toBe('User-agent: *');
      expect(lines).toEqual(
        expect.arrayContaining([
          'Disallow: /api/',
          'Disallow: /admin-pannel/',
          'Disallow: /management/',
          'Disallow: /employer/',
          'Disallow: /candidate/',
          'Disallow: /client-cv/',
          'Disallow: /unauth/email-response/',
          'Disallow: /unauth/email-unsubscribe/',
          'Disallow: /unauth/interview-response/',
          `Sitemap: ${appUrl}/sitemap.xml`,
        ]),
      );
      expect(lines).not.toContain('Disallow: /unauth/');
    });

    it('tells search engines and other sites nothing of the pages of e-mailed links', async () => {
      for (const prefix of LINK_PAGES) {
        const res = await t.app.inject({ method: 'GET', url: `${prefix}/${'a'.repeat(43)}` });
        expect(res.headers['x-robots-tag'], prefix).toBe('noindex, nofollow');
        expect(res.headers['referrer-policy'], prefix).toBe('no-referrer');
      }
      const other = await t.app.inject({ method: 'GET', url: '/unauth/forgot-password' });
      expect(other.headers['x-robots-tag']).toBeUndefined();
    });
  });
});
