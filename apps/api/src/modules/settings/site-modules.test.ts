import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '@logicareers/shared/api';
import { SUBSCRIPTION_SUBJECT } from '@logicareers/shared/constants';
import { ALL_MODULES_ON, SITE_MODULE_KEYS } from '@logicareers/shared/modules';
import { PAGES } from '@logicareers/shared/pages';
import type { TAuditEntry } from '@logicareers/shared/schemas/roles';
import { ALERT_MESSAGES } from '@logicareers/shared/schemas/alerts';
import type { TPage } from '@logicareers/shared/api';
import { signedIn } from '../../test/factories';
import { call, DATABASES, type TestApp } from '../../test/harness';
import { startTestAppWithAdmin } from '../../test/scenarios';
import { webDist } from '../web/web.routes';

const webBuilt = fs.existsSync(path.join(webDist, 'index.html'));

describe.each(DATABASES)('site features switched on and off (%s)', (kind) => {
  let t: TestApp;
  let admin: string;
  const switchTo = (changes: Record<string, boolean>, token = admin) =>
    call(t.app, { method: 'PUT', url: API.modules, token, payload: changes });

  beforeAll(async () => ({ t, admin } = await startTestAppWithAdmin(kind)));
  afterAll(() => t?.close());

  it('starts with every feature on, told to everyone with the settings', async () => {
    const modules = await call(t.app, { method: 'GET', url: API.modules });
    expect(modules.body.data).toEqual(ALL_MODULES_ON);
    const settings = await call(t.app, { method: 'GET', url: API.settings });
    expect((settings.body.data as { modules: unknown }).modules).toEqual(ALL_MODULES_ON);
  });

  it('lets only those who manage settings switch features, and rejects unknown values', async () => {
    for (const role of ['candidate', 'employer', 'consultancy', 'consultancy_admin'] as const) {
      const { token } = await signedIn(t.app, t.database.db, role);
      expect((await switchTo({ job_alerts: false }, token)).status).toBe(403);
    }
    expect(
      (await call(t.app, { method: 'PUT', url: API.modules, payload: { job_alerts: false } }))
        .status,
    ).toBe(401);
    expect((await switchTo({ job_alerts: 'no' } as never)).status).toBe(400);
    const modules = await call(t.app, { method: 'GET', url: API.modules });
    expect(modules.body.data).toMatchObject({ job_alerts: true });
  });

  it('answers 404 from the routes of a switched-off feature, to everyone, until it is on again', async () => {
    const candidate = await signedIn(t.app, t.database.db, 'candidate');
    const alerts = (token?: string) =>
      call(t.app, { method: 'GET', url: API.alerts.list, token }).then((r) => r.status);
    const subscribe = () =>
      call(t.app, {
        method: 'POST',
        url: API.subscribe,
        payload: { email: `s-${Date.now()}@example.ae`, subject: SUBSCRIPTION_SUBJECT },
      }).then((r) => r.status);
    const register = () =>
      call(t.app, { method: 'POST', url: API.employerRegister, payload: {} }).then((r) => r.status);
    const news = () => call(t.app, { method: 'GET', url: API.news.list }).then((r) => r.status);
    expect(await alerts(candidate.token)).toBe(200);
    expect(await alerts()).toBe(401);
    expect(await news()).toBe(200);

    const off = await switchTo({
      job_alerts: false,
      email_subscription: false,
      employer_signup: false,
      logistics_news: false,
    });
    expect(off.status).toBe(200);
    expect(off.body.data).toMatchObject({
      job_alerts: false,
      email_subscription: false,
      employer_signup: false,
      whatsapp: true,
    });
    // Signed in or not, the feature is simply not there.
    expect(await alerts(candidate.token)).toBe(404);
    expect(await alerts()).toBe(404);
    expect(await subscribe()).toBe(404);
    expect(await register()).toBe(404);
    expect(await news()).toBe(404);
    // Stopping job e-mails always works: the link is read (this one is unknown, and told so).
    const unsubscribe = await call(t.app, {
      method: 'POST',
      url: API.alerts.unsubscribe,
      payload: { token: 'not-a-token' },
    });
    expect(unsubscribe.body.message).toBe(ALERT_MESSAGES.linkInvalid);

    await switchTo({
      job_alerts: true,
      email_subscription: true,
      employer_signup: true,
      logistics_news: true,
    });
    expect(await news()).toBe(200);
    expect(await alerts(candidate.token)).toBe(200);
    expect(await subscribe()).toBe(201);
    expect(await register()).toBe(400);
  });

  it("switches employers' CV search off for employers only: the consultancy keeps searching", async () => {
    const employer = await signedIn(t.app, t.database.db, 'employer');
    const consultancy = await signedIn(t.app, t.database.db, 'consultancy');
    const search = (token: string) =>
      call(t.app, { method: 'GET', url: API.talent.search, token }).then((r) => r.status);
    const saved = (token: string) =>
      call(t.app, { method: 'GET', url: API.talent.savedSearches, token }).then((r) => r.status);
    expect(await search(employer.token)).toBe(200);
    await switchTo({ employer_cv_search: false });
    expect(await search(employer.token)).toBe(404);
    expect(await saved(employer.token)).toBe(404);
    expect(await search(consultancy.token)).toBe(200);
    expect(await saved(consultancy.token)).toBe(200);
    await switchTo({ employer_cv_search: true });
    expect(await search(employer.token)).toBe(200);
  });

  it('records every switch in the audit log with before and after', async () => {
    await switchTo({ whatsapp: false });
    await switchTo({ whatsapp: true });
    const log = await call(t.app, {
      method: 'GET',
      url: API.access.auditLog,
      token: admin,
      query: { action: 'modules.update' },
    });
    const entries = (log.body.data as TPage<TAuditEntry>).items;
    expect(entries[0]).toMatchObject({ before: { whatsapp: false }, after: { whatsapp: true } });
    expect(entries[1]).toMatchObject({ before: { whatsapp: true }, after: { whatsapp: false } });
    expect(SITE_MODULE_KEYS).toContain('whatsapp');
  });

  describe.runIf(webBuilt)('the pages served', () => {
    it('carry the title, description and theme colour as set now, without a restart', async () => {
      await call(t.app, {
        method: 'PUT',
        url: API.settings,
        token: admin,
        payload: {
          theme_color: '#2f9e44',
          seo_title: 'Gulf logistics jobs & careers',
          seo_description: 'Warehouse, freight and fleet jobs in every emirate.',
        },
      });
      for (const url of [PAGES.admin.dashboard, PAGES.home]) {
        const page = await t.app.inject({ method: 'GET', url });
        expect(page.statusCode).toBe(200);
        expect(page.body).toContain('<meta name="theme-color" content="#2f9e44">');
        expect(page.body).toContain(
          '<meta name="description" content="Warehouse, freight and fleet jobs in every emirate.">',
        );
      }
      const shell = await t.app.inject({ method: 'GET', url: PAGES.admin.dashboard });
      expect(shell.body).toContain('<title>Gulf logistics jobs &amp; careers</title>');
      const log = await call(t.app, {
        method: 'GET',
        url: API.access.auditLog,
        token: admin,
        query: { action: 'settings.update' },
      });
      expect((log.body.data as TPage<TAuditEntry>).items[0]).toMatchObject({
        after: { theme_color: '#2f9e44' },
      });
    });
  });
});
