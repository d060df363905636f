import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { DEFAULT_SITE_SETTINGS } from '@logicareers/shared/constants';
import { EMPLOYER_MESSAGES as EM } from '@logicareers/shared/messages';
import { auditLog, files } from '../../db/schema';
import { signedIn } from '../../test/factories';
import { fileForm, JPEG, pdfCv, plainPng, PNG } from '../../test/files';
import { call, DATABASES, startTestApp, type TestApp } from '../../test/harness';

const SVG = Buffer.from(
  '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
);

describe.each(DATABASES)('the site logo (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t?.close());

  const upload = async (token: string | undefined, bytes: Buffer, name = 'logo.png') =>
    call(t.app, {
      method: 'POST',
      url: '/api/settings/logo',
      token,
      ...(await fileForm('logo', bytes, name, 'image/png')),
    });
  const logoUrl = async () =>
    ((await call(t.app, { method: 'GET', url: '/api/settings' })).body.data as { logo_url: string })
      .logo_url;
  const fileCount = async (url: string) =>
    (
      await t.database.db
        .select({ id: files.id })
        .from(files)
        .where(eq(files.id, url.split('/').pop()!))
    ).length;

  it('takes a PNG or JPEG from the master admin, serves it, and goes back to the built-in logo', async () => {
    const { token, user } = await signedIn(t.app, t.database.db, 'master_admin');
    const first = await upload(token, PNG);
    expect(first.status).toBe(201);
    expect(first.body.message).toBe(EM.logoSaved);
    const pngUrl = await logoUrl();
    expect(pngUrl).toMatch(/^\/api\/files\/photo\/[0-9a-f-]{36}$/);
    const image = await t.app.inject({ method: 'GET', url: pngUrl });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['cache-control']).toContain('immutable');

    // A new logo has a new address (so no cache keeps the old one), and the old file goes.
    expect((await upload(token, JPEG, 'logo.jpg')).status).toBe(201);
    const jpegUrl = await logoUrl();
    expect(jpegUrl).not.toBe(pngUrl);
    const jpeg = await t.app.inject({ method: 'GET', url: jpegUrl });
    expect(jpeg.headers['content-type']).toBe('image/jpeg');
    expect(await fileCount(pngUrl)).toBe(0);
    expect((await t.app.inject({ method: 'GET', url: pngUrl })).statusCode).toBe(404);

    const audit = await t.database.db
      .select({ after: auditLog.after })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'settings.update'), eq(auditLog.actorId, user.id)));
    expect(audit.map((row) => row.after)).toContainEqual({ logo_url: jpegUrl });

    const removed = await call(t.app, { method: 'DELETE', url: '/api/settings/logo', token });
    expect(removed.status).toBe(200);
    expect(removed.body.message).toBe(EM.logoRemoved);
    expect(await logoUrl()).toBe(DEFAULT_SITE_SETTINGS.logo_url);
    expect(await fileCount(jpegUrl)).toBe(0);
  });

  it('refuses a wrong type, SVG, a file too large, and sides too small or too big', async () => {
    const { token } = await signedIn(t.app, t.database.db, 'master_admin');
    const pdf = await upload(token, await pdfCv(['Not an image']));
    expect([pdf.status, pdf.body.message]).toEqual([415, EM.logoType]);
    const svg = await upload(token, SVG, 'logo.svg');
    expect([svg.status, svg.body.message]).toEqual([415, EM.logoSvg]);
    const large = await upload(token, Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]));
    expect([large.status, large.body.message]).toEqual([413, EM.logoTooLarge]);
    const small = await upload(token, plainPng(8, 8));
    expect([small.status, small.body.message]).toEqual([400, { logo: EM.logoTooSmall }]);
    const big = await upload(token, plainPng(4001, 20));
    expect([big.status, big.body.message]).toEqual([400, { logo: EM.logoTooBig }]);
    const none = await call(t.app, { method: 'POST', url: '/api/settings/logo', token });
    expect(none.status).toBe(400);
    expect(await logoUrl()).toBe(DEFAULT_SITE_SETTINGS.logo_url);
  });

  it('refuses the logo to everyone but the master admin', async () => {
    expect((await upload(undefined, PNG)).status).toBe(401);
    for (const role of ['consultancy_admin', 'candidate', 'employer', 'consultancy'] as const) {
      const { token } = await signedIn(t.app, t.database.db, role);
      expect((await upload(token, PNG)).status).toBe(403);
      const remove = await call(t.app, { method: 'DELETE', url: '/api/settings/logo', token });
      expect(remove.status).toBe(403);
    }
    expect(await logoUrl()).toBe(DEFAULT_SITE_SETTINGS.logo_url);
  });
});
