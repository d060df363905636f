import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '@logicareers/shared/api';
import type { TPublicSettings } from '@logicareers/shared/schemas/common';
import type { TContentPage, TContentPageAdmin } from '@logicareers/shared/schemas/content';
import type {
  TNewsArticle,
  TNewsPublicArticle,
  TNewsPublicList,
} from '@logicareers/shared/schemas/news';
import type { TPlan, TPublicPlan } from '@logicareers/shared/schemas/plans';
import type { TSiteSettings } from '@logicareers/shared/schemas/settings';
import { signedIn } from '../../test/factories';
import { call, DATABASES, startTestApp, type TestApp } from '../../test/harness';

/*
 * The site's own words in Arabic beside English: news articles, plans, service pages and the site
 * settings. Administrators save both; visitors read the Arabic with lang=ar where it is given.
 */

const limits = {
  job_posts: 5,
  featured_jobs: null,
  cv_views: null,
  cv_downloads: null,
  users: null,
  bulk_emails: null,
};

describe.each(DATABASES)('site content in Arabic (%s)', (kind) => {
  let t: TestApp;
  let admin: string;
  let employer: string;
  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = (await signedIn(t.app, t.database.db, 'master_admin')).token;
    employer = (await signedIn(t.app, t.database.db, 'employer')).token;
  });
  afterAll(() => t?.close());

  const get = (url: string, token?: string) => call(t.app, { method: 'GET', url, token });
  const send = (method: 'POST' | 'PUT', url: string, payload: object, token = admin) =>
    call(t.app, { method, url, payload, token });

  it('saves an article in both languages and serves each reader theirs', async () => {
    const english = {
      title: 'Jebel Ali adds night shifts at the container terminal',
      summary: 'Trucks can collect containers around the clock from March.',
      body: '<p>The terminal opens <strong>all night</strong>.</p>',
      tags: ['Ports'],
      status: 'published',
    };
    const arabic = {
      title_ar: 'ميناء جبل علي يضيف نوبات ليلية في محطة الحاويات',
      summary_ar: 'تستطيع الشاحنات استلام الحاويات على مدار الساعة اعتبارًا من مارس.',
      body_ar:
        '<p onclick="steal()">تعمل المحطة <strong>طوال الليل</strong>.</p><script>x</script>',
    };
    expect((await send('POST', API.news.manage, { ...english, ...arabic }, employer)).status).toBe(
      403,
    );
    const res = await send('POST', API.news.manage, { ...english, ...arabic });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const saved = res.body.data as TNewsArticle;
    expect(saved).toMatchObject({ title_ar: arabic.title_ar, summary_ar: arabic.summary_ar });
    expect(saved.body_ar).toBe('<p>تعمل المحطة <strong>طوال الليل</strong>.</p>');

    const inArabic = (await get(`${API.news.article(saved.slug)}?lang=ar`)).body
      .data as TNewsPublicArticle;
    expect(inArabic).toMatchObject({
      title: arabic.title_ar,
      summary: arabic.summary_ar,
      body: saved.body_ar,
    });
    const inEnglish = (await get(API.news.article(saved.slug))).body.data as TNewsPublicArticle;
    expect(inEnglish).toMatchObject({ title: english.title, body: saved.body });
    const list = (await get(`${API.news.list}?lang=ar`)).body.data as TNewsPublicList;
    expect(list.items.find((card) => card.slug === saved.slug)?.title).toBe(arabic.title_ar);

    // Without Arabic words (a body of formatting only is none), Arabic readers get the English.
    const plain = await send('PUT', API.news.one(saved.id), {
      ...english,
      slug: saved.slug,
      title_ar: '',
      body_ar: '<p> </p>',
    });
    expect(plain.status, JSON.stringify(plain.body)).toBe(200);
    const fallback = (await get(`${API.news.article(saved.slug)}?lang=ar`)).body
      .data as TNewsPublicArticle;
    expect(fallback).toMatchObject({ title: english.title, body: saved.body });
  });

  it('refuses Arabic words longer than the English limits', async () => {
    const res = await send('POST', API.news.manage, {
      title: 'Long Arabic title',
      summary: 'Summary',
      body: '<p>Text</p>',
      status: 'draft',
      title_ar: 'ع'.repeat(201),
    });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.message as Record<string, string>)).toEqual(['title_ar']);
  });

  it('names a plan in Arabic on the pricing page read in Arabic', async () => {
    const plan = {
      name: `Growth ${kind}`,
      description: 'For growing logistics teams.',
      name_ar: `النمو ${kind}`,
      description_ar: 'لفرق الخدمات اللوجستية المتنامية.',
      price_aed: '900',
      billing_period: 'month',
      limits,
    };
    expect((await send('POST', API.plans.list, plan, employer)).status).toBe(403);
    const res = await send('POST', API.plans.list, plan);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const saved = (res.body.data as TPlan[]).find((p) => p.name === plan.name)!;
    expect(saved).toMatchObject({ name_ar: plan.name_ar, description_ar: plan.description_ar });

    const arabic = (await get(`${API.plans.public}?lang=ar`)).body.data as TPublicPlan[];
    expect(arabic.find((p) => p.id === saved.id)).toMatchObject({
      name: plan.name_ar,
      description: plan.description_ar,
    });
    const english = (await get(API.plans.public)).body.data as TPublicPlan[];
    expect(english.find((p) => p.id === saved.id)).toMatchObject({ name: plan.name });
    expect(english.find((p) => p.id === saved.id)).not.toHaveProperty('name_ar');
  });

  it('keeps a service page in both languages; an employer may not change it', async () => {
    const url = API.content.page('cv-writing');
    const change = {
      title: 'CV writing',
      description: 'A CV for UAE logistics jobs.',
      body: '<p>From AED 350</p>',
      title_ar: 'كتابة السيرة الذاتية',
      description_ar: 'سيرة ذاتية لوظائف الخدمات اللوجستية في الإمارات.',
      body_ar: '<p>ابتداءً من 350 درهمًا</p><img src=x onerror=alert(1)>',
    };
    expect((await send('PUT', url, change, employer)).status).toBe(403);
    const res = await send('PUT', url, change);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data as TContentPageAdmin).toMatchObject({
      title_ar: change.title_ar,
      body_ar: '<p>ابتداءً من 350 درهمًا</p>',
    });
    const arabic = (await get(`${url}?lang=ar`)).body.data as TContentPage;
    expect(arabic).toMatchObject({ title: change.title_ar, body: '<p>ابتداءً من 350 درهمًا</p>' });
    expect(((await get(url)).body.data as TContentPage).title).toBe(change.title);

    // Without Arabic words, Arabic readers see the English ones.
    await send('PUT', url, { title: change.title, description: 'Short.', body: change.body });
    const english = (await get(`${url}?lang=ar`)).body.data as TContentPage;
    expect(english).toMatchObject({ title: change.title, body: change.body });
  });

  it("keeps the site's name and page title in Arabic among the settings", async () => {
    const words = { site_name_ar: 'لوجي كاريرز', seo_title_ar: 'وظائف لوجستية في الإمارات' };
    expect((await send('PUT', API.settings, words, employer)).status).toBe(403);
    const res = await send('PUT', API.settings, words);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data as TSiteSettings).toMatchObject(words);
    const settings = (await get(API.settings)).body.data as TPublicSettings;
    expect(settings).toMatchObject({ ...words, site_name: 'LogiCareers' });
  });
});
