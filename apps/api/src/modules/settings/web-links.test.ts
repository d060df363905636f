import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SITE_SETTINGS } from '@logicareers/shared/constants';
import { MSG } from '@logicareers/shared/messages';
import { EMPLOYER_MESSAGES as EM, SOCIAL_NETWORKS } from '@logicareers/shared/schemas/employer';
import { siteSettings } from '../../db/schema';
import { buildCompany, signedIn } from '../../test/factories';
import { call, DATABASES, startTestApp, type TestApp } from '../../test/harness';

/** Links that run script or leave the web, as a browser would still read them. */
const HOSTILE = [
  'javascript:alert(document.cookie)',
  'JavaScript:alert(1)',
  ' javascript:alert(1)',
  '\tjavascript:alert(1)',
  '\njavascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  'VBSCRIPT:msgbox(1)',
  '//evil.example/logo.svg',
];
const SETTINGS_LINKS = ['whatsapp_url', 'linkedin_url', 'facebook_url', 'instagram_url', 'x_url'];

describe.each(DATABASES)('links people follow or load (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t?.close());

  it('site settings take http(s) links only, and the logo a path of the site too', async () => {
    const { token } = await signedIn(t.app, t.database.db, 'master_admin');
    const put = (payload: Record<string, string>) =>
      call(t.app, { method: 'PUT', url: '/api/settings', token, payload });
    for (const link of HOSTILE) {
      const res = await put({
        logo_url: link,
        ...Object.fromEntries(SETTINGS_LINKS.map((name) => [name, link])),
      });
      expect(res.status, JSON.stringify(link)).toBe(400);
      expect(res.body).toMatchObject({
        code: 'VALIDATION',
        message: {
          logo_url: MSG.logoLinkInvalid,
          ...Object.fromEntries(SETTINGS_LINKS.map((name) => [name, MSG.webLinkInvalid])),
        },
      });
    }
    const good = {
      logo_url: '/logo.svg',
      linkedin_url: 'https://www.linkedin.com/company/gulf-reefer',
      x_url: '',
    };
    expect((await put({ ...good, facebook_url: ' https://facebook.com/gulfreefer ' })).status).toBe(
      200,
    );
    const read = await call(t.app, { method: 'GET', url: '/api/settings' });
    expect(read.body.data).toMatchObject({
      ...good,
      facebook_url: 'https://facebook.com/gulfreefer',
    });
    expect((await put({ logo_url: 'https://cdn.gulfreefer.ae/logo.png' })).status).toBe(200);
  });

  it('a hostile link kept from before is not served: the default stands in', async () => {
    await t.database.db
      .insert(siteSettings)
      .values({ key: 'instagram_url', value: 'javascript:alert(1)' })
      .onConflictDoUpdate({ target: siteSettings.key, set: { value: 'javascript:alert(1)' } });
    const read = await call(t.app, { method: 'GET', url: '/api/settings' });
    expect((read.body.data as { instagram_url: string }).instagram_url).toBe(
      DEFAULT_SITE_SETTINGS.instagram_url,
    );
  });

  it("a company's website and social links take http(s) links only", async () => {
    const company = await buildCompany(t.database.db);
    const { token } = await signedIn(t.app, t.database.db, 'employer', { companyId: company.id });
    for (const link of HOSTILE) {
      const social = await call(t.app, {
        method: 'PUT',
        url: '/api/employers/social',
        token,
        payload: Object.fromEntries(SOCIAL_NETWORKS.map((network) => [network, link])),
      });
      expect(social.status, JSON.stringify(link)).toBe(400);
      expect(social.body.message).toEqual(
        Object.fromEntries(SOCIAL_NETWORKS.map((network) => [network, EM.socialInvalid])),
      );
    }
    const social = await call(t.app, {
      method: 'PUT',
      url: '/api/employers/social',
      token,
      payload: { linkedin: 'https://www.linkedin.com/company/gulf-reefer' },
    });
    expect(social.status).toBe(200);
  });
});
