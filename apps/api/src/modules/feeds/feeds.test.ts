import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOMParser } from '@xmldom/xmldom';
import { SaxesParser } from 'saxes';
import { eq, sql } from 'drizzle-orm';
import fs from 'node:fs';
import path from 'node:path';
import { FEED_FORMATS, FEEDS, feedPath, type FeedFormat } from '@logicareers/shared/feeds';
import { inLanguage, paths } from '@logicareers/shared/pages';
import { API_ROOT } from '../../lib/paths';
import { companies, jobs } from '../../db/schema';
import { jobFactory, signedIn } from '../../test/factories';
import { call, DATABASES, startTestApp, type TestApp } from '../../test/harness';
import { FEED_MESSAGES } from './feeds.routes';

const ATOM = 'http://www.w3.org/2005/Atom';
const webBuilt = fs.existsSync(path.join(API_ROOT, '../web/dist/index.html'));
/** A title made to break out of CDATA, of an element and of an entity. */
const HOSTILE = 'Driver ]]> <script>alert(1)</script> & "Sons" \u0001';

/**
 * The feed parsed as XML: well formed as XML 1.0 with namespaces say (saxes, strict: it throws on
 * the first fault), then read as a document (xmldom, which forgives more); any error or warning
 * of either fails the test.
 */
function parse(body: string): Document {
  new SaxesParser({ xmlns: true }).write(body).close();
  const problems: string[] = [];
  const doc = new DOMParser({
    errorHandler: (level: string, message: unknown) =>
      problems.push(`${level}: ${String(message)}`),
  }).parseFromString(body, 'application/xml');
  expect(problems).toEqual([]);
  return doc;
}
const children = (parent: Element, name: string) =>
  Array.from(parent.childNodes).filter(
    (node): node is Element => node.nodeType === 1 && (node as Element).localName === name,
  );
const child = (parent: Element, name: string) => children(parent, name)[0];
const textOf = (parent: Element, name: string) => child(parent, name)?.textContent ?? null;

/** Each format's entries, by the job's id, and the document's root. */
function entriesOf(format: FeedFormat, doc: Document) {
  const root = doc.documentElement!;
  const byId = new Map<number, Element>();
  if (format === 'indeed') {
    expect(root.localName).toBe('source');
    for (const job of children(root, 'job')) byId.set(Number(textOf(job, 'referencenumber')), job);
  } else if (format === 'rss') {
    expect(root.localName).toBe('rss');
    for (const item of children(child(root, 'channel'), 'item'))
      byId.set(Number(textOf(item, 'guid')!.split('/').pop()), item);
  } else {
    expect(root.localName).toBe('feed');
    expect(root.namespaceURI).toBe(ATOM);
    for (const entry of children(root, 'entry'))
      byId.set(Number(textOf(entry, 'id')!.split('/').pop()), entry);
  }
  return byId;
}

/** The elements each format requires of a job (Indeed's feed spec, RSS 2.0, RFC 4287). */
const REQUIRED: Record<FeedFormat, string[]> = {
  indeed: [
    'title',
    'date',
    'referencenumber',
    'url',
    'company',
    'city',
    'state',
    'country',
    'description',
  ],
  rss: ['title', 'link', 'description', 'guid', 'pubDate'],
  atom: ['id', 'title', 'updated', 'link', 'content'],
};

it('the parser of these tests refuses XML that is not well formed', () => {
  expect(() => parse('<source><job><title>a & b</title></job></source>')).toThrow();
  expect(() => parse('<source><job></source>')).toThrow();
});

describe.each(DATABASES)('job feeds (%s)', (kind) => {
  let t: TestApp;
  let maker: Awaited<ReturnType<typeof jobFactory>>;
  let token: string;
  let companyName: string;
  const ids: Record<string, number> = {};

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });
  const feed = async (format: FeedFormat, filters: Parameters<typeof feedPath>[1] = {}) => {
    const res = await get(feedPath(format, filters));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(FEEDS[format].type);
    return { body: res.body, entries: entriesOf(format, parse(res.body)), doc: parse(res.body) };
  };

  beforeAll(async () => {
    t = await startTestApp(kind);
    const { db } = t.database;
    maker = await jobFactory(t.app);
    const { user, token: employerToken } = await signedIn(t.app, db, 'employer');
    token = employerToken;
    // A name no other text of the feeds holds, to look for anywhere in a confidential entry.
    companyName = 'Zephyrine Cargo Holdings';
    await db.update(companies).set({ name: companyName }).where(eq(companies.id, user.companyId!));
    const { idOf } = maker;
    ids.dubai = await maker.create(token, { title: 'Warehouse Supervisor Dubai' });
    ids.sharjah = await maker.create(token, {
      title: 'Customs Clerk Sharjah',
      state_id: idOf('state', 'Sharjah'),
      functional_area_id: idOf('functional_area', 'Customs Brokerage'),
    });
    ids.confidential = await maker.create(token, { title: 'Fleet Manager', confidential: true });
    ids.hostile = await maker.create(token, { title: HOSTILE });
    ids.draft = await maker.create(token, { title: 'Draft Job' }, false);
    ids.closed = await maker.create(token, { title: 'Closed Job' });
    ids.expired = await maker.create(token, { title: 'Expired Job' });
    await db.update(jobs).set({ status: 'closed' }).where(eq(jobs.id, ids.closed));
    await db
      .update(jobs)
      .set({ validThrough: sql`current_date - 3` })
      .where(eq(jobs.id, ids.expired));
  });
  afterAll(() => t?.close());

  it.each(FEED_FORMATS)('%s: every live job with the elements its format requires', async (f) => {
    const { entries } = await feed(f);
    expect([...entries.keys()].sort()).toEqual(
      [ids.dubai, ids.sharjah, ids.confidential, ids.hostile].sort(),
    );
    for (const entry of entries.values())
      for (const name of REQUIRED[f]) expect(child(entry, name), `${f} ${name}`).toBeDefined();
  });

  it('indeed: the publisher, and a job as its page shows it', async () => {
    const { doc, entries } = await feed('indeed');
    const root = doc.documentElement!;
    expect(textOf(root, 'publisher')).toBeTruthy();
    expect(textOf(root, 'publisherurl')).toBe(t.env.APP_URL);
    const job = entries.get(ids.dubai)!;
    expect(textOf(job, 'url')).toBe(`${t.env.APP_URL}/unauth/jobs/view/${ids.dubai}`);
    expect(textOf(job, 'company')).toBe(companyName);
    expect(textOf(job, 'city')).toBe('Jebel Ali Free Zone (JAFZA)');
    expect(textOf(job, 'state')).toBe('Dubai');
    expect(textOf(job, 'country')).toBe('AE');
    expect(textOf(job, 'jobtype')).toBe('fulltime');
    expect(textOf(job, 'salary')).toBe('AED 6000 - 9000 per month');
    expect(textOf(job, 'experience')).toBe('2 - 5 years');
    expect(textOf(job, 'category')).toBe('Warehousing and 3PL');
    expect(textOf(job, 'description')).toContain('<h3>Requirements</h3>');
    // Indeed's date is an RFC 822 date.
    expect(Number.isNaN(Date.parse(textOf(job, 'date')!))).toBe(false);
  });

  it.each(FEED_FORMATS)('%s: a confidential employer is named nowhere', async (f) => {
    const { entries } = await feed(f);
    const entry = entries.get(ids.confidential)!;
    expect(entry.toString()).not.toContain(companyName);
    if (f === 'indeed') expect(textOf(entry, 'company')).toBe('Confidential employer');
    if (f === 'atom') expect(child(entry, 'author')).toBeUndefined();
    // The other jobs of the same employer still name it.
    if (f !== 'rss') expect(entries.get(ids.dubai)!.toString()).toContain(companyName);
  });

  it.each(FEED_FORMATS)('%s: a hostile title is text, whole', async (f) => {
    const { entries, doc } = await feed(f);
    expect(textOf(entries.get(ids.hostile)!, 'title')).toBe(HOSTILE.replace('\u0001', ''));
    // Inside CDATA or escaped, the tag stays text: the document has no such element.
    expect(doc.getElementsByTagName('script').length).toBe(0);
  });

  it.each(FEED_FORMATS)('%s: narrowed to an emirate, a functional area, or both', async (f) => {
    const { idOf } = maker;
    const sharjah = idOf('state', 'Sharjah');
    const customs = idOf('functional_area', 'Customs Brokerage');
    const inSharjah = await feed(f, { emirate: sharjah });
    expect([...inSharjah.entries.keys()]).toEqual([ids.sharjah]);
    const inCustoms = await feed(f, { functional_area: customs });
    expect([...inCustoms.entries.keys()]).toEqual([ids.sharjah]);
    const both = await feed(f, { emirate: idOf('state', 'Dubai'), functional_area: customs });
    expect(both.entries.size).toBe(0);
  });

  it('refuses what is not an emirate or a functional area, naming the parameter', async () => {
    const { idOf } = maker;
    const area = idOf('state', 'Jebel Ali Free Zone (JAFZA)');
    const cases: [string, string, string][] = [
      [`${FEEDS.rss.path}?emirate=${area}`, 'emirate', FEED_MESSAGES.emirate],
      [`${FEEDS.rss.path}?emirate=abc`, 'emirate', FEED_MESSAGES.emirate],
      [
        `${FEEDS.atom.path}?functional_area=${area}`,
        'functional_area',
        FEED_MESSAGES.functionalArea,
      ],
      [
        `${FEEDS.indeed.path}?functional_area=99999999`,
        'functional_area',
        FEED_MESSAGES.functionalArea,
      ],
      [`${FEEDS.indeed.path}?lang=fr`, 'lang', 'lang must be one of en, ar'],
    ];
    for (const [url, field, message] of cases) {
      const res = await call(t.app, { method: 'GET', url });
      expect(res.status, url).toBe(400);
      expect(JSON.stringify(res.body), url).toContain(message);
      expect(JSON.stringify(res.body), url).toContain(field);
    }
  });

  it.each(FEED_FORMATS)('%s: in Arabic, with Arabic names and pages', async (f) => {
    const { entries, doc } = await feed(f, { lang: 'ar' });
    const entry = entries.get(ids.dubai)!;
    const root = doc.documentElement!;
    if (f === 'indeed') {
      expect(textOf(entry, 'state')).toBe('دبي');
      expect(textOf(entry, 'url')).toBe(`${t.env.APP_URL}/ar/unauth/jobs/view/${ids.dubai}`);
    }
    if (f === 'rss') expect(textOf(child(root, 'channel'), 'language')).toBe('ar');
    if (f === 'atom') expect(root.getAttribute('xml:lang')).toBe('ar');
    expect(entry.toString()).toContain(`/ar/unauth/jobs/view/${ids.dubai}`);
  });

  it('is cached as public pages are: shared caches a minute, 304 until something changes', async () => {
    const first = await get(FEEDS.rss.path);
    expect(first.headers['cache-control']).toBe('public, max-age=0, s-maxage=60');
    expect(first.headers['cdn-cache-control']).toContain('stale-while-revalidate');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/"/);
    const again = await get(FEEDS.rss.path, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    // A change to a job (announced by the database) makes a new feed.
    const id = await maker.create(token, { title: 'Newly Posted' });
    const after = await get(FEEDS.rss.path, { 'if-none-match': etag });
    expect(after.statusCode).toBe(200);
    expect(after.body).toContain(`/unauth/jobs/view/${id}`);
    const head = await t.app.inject({ method: 'HEAD', url: FEEDS.indeed.path });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toBe(FEEDS.indeed.type);
    expect(head.headers.etag).toMatch(/^W\/"/);
    // A signed-in reader gets the same public feed.
    const signed = await call(t.app, { method: 'GET', url: FEEDS.atom.path, token });
    expect(signed.status).toBe(200);
  });

  it('compresses the stream when asked', async () => {
    const res = await get(FEEDS.indeed.path, { 'accept-encoding': 'gzip' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
  });

  it.skipIf(!webBuilt)('the job search page links the feeds of its language', async () => {
    const en = await get(paths.searchJobs());
    expect(en.body).toContain(`href="${t.env.APP_URL}${FEEDS.rss.path}"`);
    expect(en.body).toContain(`href="${t.env.APP_URL}${FEEDS.atom.path}"`);
    const ar = await get(inLanguage('ar', paths.searchJobs()));
    expect(ar.body).toContain(`href="${t.env.APP_URL}${feedPath('rss', { lang: 'ar' })}"`);
  });

  it('robots.txt leaves the feeds open to crawlers', async () => {
    const robots = await get('/robots.txt');
    for (const line of robots.body.split('\n').filter((l) => l.startsWith('Disallow: ')))
      expect(FEEDS.rss.path.startsWith(line.slice('Disallow: '.length))).toBe(false);
  });

  it('reads past its first pages exactly, jobs published at the same moment included', async () => {
    const { db } = t.database;
    // The live jobs so far (earlier tests of this file add some).
    const before = (await feed('indeed')).entries.size;
    // 1,150 copies of a job, all published at its very moment: pages of 100 and 1,000 must
    // continue after the last one without losing or repeating any.
    const copies = await db.execute(sql`
      insert into jobs (company_id, status, title, employment_type, description, valid_through,
        published_at, state_id, emirate_id, functional_area_id)
      select company_id, status, title || ' ' || n, employment_type, description, valid_through,
        published_at, state_id, emirate_id, functional_area_id
      from jobs, generate_series(1, 1150) n where id = ${ids.dubai}
      returning id`);
    const added = (copies as unknown as { rows: { id: number }[] }).rows.map((r) => r.id);
    try {
      const { entries } = await feed('indeed');
      expect(entries.size).toBe(before + added.length);
      for (const id of added) expect(entries.has(id)).toBe(true);
    } finally {
      await db.delete(jobs).where(sql`${jobs.id} in ${added}`);
    }
  });
});
