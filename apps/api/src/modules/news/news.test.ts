import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { API } from '@logicareers/shared/api';
import { paths } from '@logicareers/shared/pages';
import { uaeLocalOf } from '@logicareers/shared/schemas/interviews';
import {
  NEWS_MESSAGES as M,
  type TNewsAdminItem,
  type TNewsArticle,
  type TNewsPublicArticle,
  type TNewsPublicList,
} from '@logicareers/shared/schemas/news';
import { auditLog } from '../../db/schema';
import { signedIn } from '../../test/factories';
import { fileForm, PNG } from '../../test/files';
import { call, DATABASES, startTestApp, type TestApp } from '../../test/harness';
import { webDist } from '../web/web.routes';

const webBuilt = fs.existsSync(path.join(webDist, 'index.html'));

const article = (overrides: Record<string, unknown> = {}) => ({
  title: 'Khalifa Port adds a second rail terminal',
  summary: 'More trains a day between the port and the industrial zones.',
  body: '<p>The terminal opens with <strong>four</strong> loading tracks.</p>',
  tags: ['Rail freight', 'Abu Dhabi'],
  status: 'published',
  ...overrides,
});

describe.each(DATABASES)('logistics news (%s)', (kind) => {
  let t: TestApp;
  let admin: string;
  let adminName: string;
  beforeAll(async () => {
    t = await startTestApp(kind);
    const signed = await signedIn(t.app, t.database.db, 'master_admin', {
      firstName: 'Aisha',
      lastName: 'Rahman',
    });
    admin = signed.token;
    adminName = 'Aisha Rahman';
  });
  afterAll(() => t?.close());

  const get = (url: string, token?: string) => call(t.app, { method: 'GET', url, token });
  const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, token = admin) =>
    call(t.app, { method, url, payload: payload as object, token });
  const create = async (overrides: Record<string, unknown> = {}) => {
    const res = await send('POST', API.news.manage, article(overrides));
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.data as TNewsArticle;
  };
  const publicList = async (query = '') => {
    const res = await get(`${API.news.list}${query}`);
    expect(res.status).toBe(200);
    return res.body.data as TNewsPublicList;
  };

  it('keeps only safe markup in the body: no scripts, handlers or javascript: links', async () => {
    const created = await create({
      title: 'Sanitised article',
      body: `<p onclick="steal()">Hello <img src=x onerror="alert(1)"><a href="javascript:alert(2)">click</a> <a href="https://rail.example.ae/t">timetable</a></p><script>alert(3)</script><iframe src="https://evil.example"></iframe>`,
    });
    expect(created.body).not.toMatch(/script|onerror|onclick|javascript:|<img|<iframe/i);
    expect(created.body).toContain('Hello');
    expect(created.body).toContain('href="https://rail.example.ae/t"');
    const read = await get(API.news.article(created.slug));
    expect((read.body.data as TNewsPublicArticle).body).toBe(created.body);
  });

  it('refuses a body that is only markup, and names every bad field', async () => {
    const empty = await send(
      'POST',
      API.news.manage,
      article({ body: '<p><script>x</script></p>' }),
    );
    expect(empty.status).toBe(400);
    expect(empty.body.message).toEqual({ body: M.bodyRequired });
    const bad = await send('POST', API.news.manage, {
      title: '',
      summary: '',
      body: '',
      slug: 'Not A Slug!',
      tags: ['x', 'ok tag'],
      status: 'live',
      publish_at: '2026-02-30T10:00',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatchObject({
      title: M.titleRequired,
      summary: M.summaryRequired,
      body: M.bodyRequired,
      slug: M.slugFormat,
      'tags.0': M.tagLength,
      status: M.statusRequired,
      publish_at: M.publishAtInvalid,
    });
    const many = await send(
      'POST',
      API.news.manage,
      article({ tags: Array.from({ length: 9 }, (_, i) => `tag ${i}`) }),
    );
    expect(many.body.message).toEqual({ tags: M.tagsMax });
  });

  it('makes the address from the title, unique, and refuses a chosen one in use', async () => {
    const first = await create({ title: 'Jebel Ali: new berths & cranes' });
    expect(first.slug).toBe('jebel-ali-new-berths-and-cranes');
    const second = await create({ title: 'Jebel Ali: new berths & cranes' });
    expect(second.slug).toBe('jebel-ali-new-berths-and-cranes-2');
    const taken = await send('POST', API.news.manage, article({ slug: first.slug }));
    expect(taken.status).toBe(409);
    expect(taken.body.message).toEqual({ slug: M.slugTaken });
    const renamed = await send('PUT', API.news.one(second.id), article({ slug: first.slug }));
    expect(renamed.status).toBe(409);
    // Its own address, or an empty one, keeps it.
    const same = await send('PUT', API.news.one(first.id), article({ slug: first.slug }));
    expect(same.status).toBe(200);
    const kept = await send('PUT', API.news.one(second.id), article({ slug: '' }));
    expect((kept.body.data as TNewsArticle).slug).toBe(second.slug);
    const chosen = await send(
      'PUT',
      API.news.one(second.id),
      article({ slug: 'jebel-ali-berths' }),
    );
    expect((chosen.body.data as TNewsArticle).slug).toBe('jebel-ali-berths');
  });

  it('lets only content.manage write; others are refused', async () => {
    const one = await create({ title: 'Refusals article' });
    for (const role of ['employer', 'consultancy', 'consultancy_admin', 'candidate'] as const) {
      const { token } = await signedIn(t.app, t.database.db, role);
      expect((await get(API.news.manage, token)).status, role).toBe(403);
      expect((await send('POST', API.news.manage, article(), token)).status, role).toBe(403);
      expect((await send('PUT', API.news.one(one.id), article(), token)).status, role).toBe(403);
      expect((await send('DELETE', API.news.one(one.id), undefined, token)).status, role).toBe(403);
      expect((await send('DELETE', API.news.cover(one.id), undefined, token)).status).toBe(403);
    }
    const anonymous = await call(t.app, {
      method: 'POST',
      url: API.news.manage,
      payload: article(),
    });
    expect(anonymous.status).toBe(401);
    expect((await get(API.news.one(one.id))).status).toBe(401);
  });

  it('shows visitors only published articles whose date has come, in the API, pages and sitemap', async () => {
    const draft = await create({ title: 'Draft about reefers', status: 'draft', tags: ['Hidden'] });
    const future = await create({
      title: 'Scheduled customs piece',
      publish_at: uaeLocalOf(new Date(Date.now() + 3 * 86_400_000)),
      tags: ['Hidden'],
    });
    const live = await create({ title: 'Live warehousing piece', tags: ['Warehousing'] });
    expect(draft.state).toBe('draft');
    expect(draft.publish_at).toBeNull();
    expect(future.state).toBe('scheduled');
    expect(live.state).toBe('published');
    expect(live.author_name).toBe(adminName);

    const list = await publicList('?page_size=100');
    const slugs = list.items.map((a) => a.slug);
    expect(slugs).toContain(live.slug);
    expect(slugs).not.toContain(draft.slug);
    expect(slugs).not.toContain(future.slug);
    expect(list.tags).toContain('Warehousing');
    expect(list.tags).not.toContain('Hidden');
    for (const hidden of [draft, future]) {
      const res = await get(API.news.article(hidden.slug));
      expect(res.status).toBe(404);
      expect(res.body.message).toBe(M.notFound);
    }
    expect((await get(API.news.article('no-such-article'))).status).toBe(404);

    const sitemap = await get('/sitemap.xml');
    expect(sitemap.body).toContain(`${t.env.APP_URL}${paths.newsArticle(live.slug)}<`);
    expect(sitemap.body).toContain(`${t.env.APP_URL}${paths.news()}<`);
    expect(sitemap.body).not.toContain(draft.slug);
    expect(sitemap.body).not.toContain(future.slug);

    // Published now (empty date), the draft goes live; the audit log says so.
    const published = await send(
      'PUT',
      API.news.one(draft.id),
      article({ title: draft.title, tags: [], publish_at: '' }),
    );
    expect((published.body.data as TNewsArticle).state).toBe('published');
    expect((await get(API.news.article(draft.slug))).status).toBe(200);
    const actions = await t.database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'news_article'), eq(auditLog.targetId, String(draft.id))));
    expect(actions.map((a) => a.action)).toEqual(['news.create', 'news.publish']);
  });

  it('pages the public list newest first and filters it by tag in any case', async () => {
    for (let i = 0; i < 4; i += 1)
      await create({
        title: `Paging article ${i}`,
        tags: ['Paging'],
        publish_at: uaeLocalOf(new Date(Date.now() - (10 - i) * 3_600_000)),
      });
    const page1 = await publicList('?tag=paging&page_size=3');
    expect(page1.total).toBe(4);
    expect(page1.items.map((a) => a.title)).toEqual([
      'Paging article 3',
      'Paging article 2',
      'Paging article 1',
    ]);
    const page2 = await publicList('?tag=PAGING&page_size=3&page=2');
    expect(page2.items.map((a) => a.title)).toEqual(['Paging article 0']);
    expect((await publicList('?tag=nothing-like-this')).items).toEqual([]);
  });

  it('lists every article for editors, searchable, by state, paged', async () => {
    await create({ title: 'Editors list draft', status: 'draft' });
    const res = await get(`${API.news.manage}?q=EDITORS%20LIST&page_size=1`, admin);
    expect(res.status).toBe(200);
    const page = res.body.data as { items: TNewsAdminItem[]; total: number };
    expect(page.total).toBe(1);
    expect(page.items[0]).toMatchObject({ title: 'Editors list draft', state: 'draft' });
    const drafts = await get(`${API.news.manage}?state=draft&page_size=100`, admin);
    const states = (drafts.body.data as { items: TNewsAdminItem[] }).items.map((a) => a.state);
    expect(new Set(states)).toEqual(new Set(['draft']));
    expect((await get(API.news.one(999_999), admin)).status).toBe(404);
    expect((await get(API.news.one('abc'), admin)).status).toBe(404);
  });

  it('takes a cover image by its content, serves it publicly and deletes it with the article', async () => {
    const one = await create({ title: 'Article with a cover' });
    const text = await fileForm(
      'cover',
      Buffer.from('not an image at all'),
      'cover.png',
      'image/png',
    );
    const refused = await call(t.app, {
      method: 'POST',
      url: API.news.cover(one.id),
      token: admin,
      ...text,
    });
    expect(refused.status).toBe(415);
    expect(refused.body.message).toBe(M.coverType);
    const saved = await call(t.app, {
      method: 'POST',
      url: API.news.cover(one.id),
      token: admin,
      ...(await fileForm('cover', PNG, 'port.png', 'image/png')),
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(201);
    const coverUrl = (saved.body.data as TNewsArticle).cover_url!;
    const image = await t.app.inject({ method: 'GET', url: coverUrl });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['x-content-type-options']).toBe('nosniff');
    expect((await get(API.news.article(one.slug))).body.data).toMatchObject({
      cover_url: coverUrl,
    });
    const deleted = await send('DELETE', API.news.one(one.id));
    expect(deleted.status).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: coverUrl })).statusCode).toBe(404);
    expect((await get(API.news.article(one.slug))).status).toBe(404);
    expect((await send('DELETE', API.news.one(one.id))).status).toBe(404);
  });

  describe.runIf(webBuilt)('the article page', () => {
    it('carries its title, canonical link and NewsArticle data; drafts are not found', async () => {
      const live = await create({
        title: 'Cold chain </script> capacity grows',
        summary: 'New chilled space near the airport.',
        tags: ['Cold chain'],
      });
      const page = await t.app.inject({ method: 'GET', url: paths.newsArticle(live.slug) });
      expect(page.statusCode).toBe(200);
      const canonical = `${t.env.APP_URL}${paths.newsArticle(live.slug)}`;
      expect(page.body).toContain(`<link rel="canonical" href="${canonical}">`);
      expect(page.body).toContain('<meta property="og:type" content="article">');
      expect(page.body).toContain('<title>Cold chain &lt;/script&gt; capacity grows | ');
      const scripts = [
        ...page.body.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g),
      ];
      expect(scripts).toHaveLength(1);
      const data = JSON.parse(scripts[0][1]) as Record<string, unknown>;
      expect(data).toMatchObject({
        '@context': 'https://schema.org',
        '@type': 'NewsArticle',
        headline: live.title,
        description: live.summary,
        datePublished: live.publish_at,
        author: { '@type': 'Person', name: adminName },
        keywords: 'Cold chain',
        mainEntityOfPage: { '@type': 'WebPage', '@id': canonical },
        url: canonical,
      });
      expect(data.articleBody).toBe('The terminal opens with four loading tracks.');

      const draft = await create({ title: 'Unpublished page', status: 'draft' });
      const missing = await t.app.inject({ method: 'GET', url: paths.newsArticle(draft.slug) });
      expect(missing.statusCode).toBe(404);
      expect(missing.body).not.toContain('application/ld+json');
      const unknown = await t.app.inject({ method: 'GET', url: paths.newsArticle('nothing') });
      expect(unknown.statusCode).toBe(404);
    });
  });
});
