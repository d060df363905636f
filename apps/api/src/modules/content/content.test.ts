import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { API } from '@logicareers/shared/api';
import { MSG } from '@logicareers/shared/messages';
import type { Role } from '@logicareers/shared/roles';
import {
  CONTENT_MESSAGES as CM,
  type TContentPage,
  type TContentPageAdmin,
  type TEnquiry,
  type TPerson,
} from '@logicareers/shared/schemas/content';
import { CONTENT_PAGE_KEYS, contentPagePath } from '@logicareers/shared/service-pages';
import { auditLog, enquiries, outbox } from '../../db/schema';
import { signedIn } from '../../test/factories';
import {
  call,
  createServerDatabase,
  DATABASES,
  startTestApp,
  type TestApp,
} from '../../test/harness';
import { startSmtpPeer } from '../../test/smtp-peer';
import { deliverDueMail } from '../mail/outbox';
import { smtpTransport } from '../mail/transport';
import { webDist } from '../web/web.routes';
import { DEFAULT_PAGES } from './content.defaults';
import { FORM_MAX_SECONDS, issueFormToken } from './enquiry-token';

const serverEntryBuilt = fs.existsSync(path.join(webDist, '.server', 'entry-server.js'));
const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

describe.each(DATABASES)('service pages and enquiries (%s)', (kind) => {
  let t: TestApp;
  let admin: string;
  let consultancyAdmin: { token: string; id: string };
  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = (await signedIn(t.app, t.database.db, 'master_admin')).token;
    const ca = await signedIn(t.app, t.database.db, 'consultancy_admin');
    consultancyAdmin = { token: ca.token, id: ca.user.id };
  });
  afterAll(() => t?.close());

  const get = (url: string, token?: string) => call(t.app, { method: 'GET', url, token });
  const send = (
    method: 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: unknown,
    token?: string,
  ) => call(t.app, { method, url, payload: payload as object, token });
  /** A token issued long enough ago for a person to have filled in the form. */
  const token = (secondsAgo = 10) => issueFormToken(t.database.db, Date.now() - secondsAgo * 1000);
  const enquiry = async (overrides: Record<string, unknown> = {}) => ({
    page: 'contact-us',
    name: 'Hessa Al Mansoori',
    company: 'Desert Falcon Logistics LLC',
    email: `hessa-${Math.random().toString(36).slice(2)}@example.ae`,
    phone: '+971 50 123 4567',
    subject: 'Drivers for a new depot',
    message: 'We need 25 heavy-vehicle drivers from January.',
    token: await token(),
    website: '',
    ...overrides,
  });
  const stored = (email: string) =>
    t.database.db.select().from(enquiries).where(eq(enquiries.email, email));

  describe('pages', () => {
    it('answers every page of the catalogue with its default words, and 404 for any other', async () => {
      for (const key of CONTENT_PAGE_KEYS) {
        const res = await get(API.content.page(key));
        expect(res.status, key).toBe(200);
        const page = res.body.data as TContentPage;
        expect(page.title).toBe(DEFAULT_PAGES[key].title);
        expect(page.has_enquiry_form).toBe(key === 'contact-us' || page.section === 'employer');
        expect(page.body.length).toBeGreaterThan(400);
        expect(page.description.length).toBeLessThanOrEqual(160);
      }
      expect((await get(API.content.page('pricing'))).status).toBe(404);
      expect((await get(API.content.page('nope'))).body.message).toBe(CM.pageNotFound);
    });

    it('lets only content.manage change a page; the body is sanitised and audited', async () => {
      const change = {
        title: 'CV writing by logistics recruiters',
        description: 'A CV for UAE logistics jobs.',
        body: '<h3>Prices</h3><p onclick="steal()">From <strong>AED 350</strong><script>alert(1)</script></p><img src=x onerror=alert(1)><a href="javascript:alert(1)">x</a>',
      };
      const url = API.content.page('cv-writing');
      expect((await send('PUT', url, change)).status).toBe(401);
      for (const role of ['employer', 'consultancy', 'candidate', 'consultancy_admin'] as Role[]) {
        const other = await signedIn(t.app, t.database.db, role);
        expect((await send('PUT', url, change, other.token)).status, role).toBe(403);
        expect((await get(API.content.pages, other.token)).status, role).toBe(403);
      }
      const res = await send('PUT', url, change, admin);
      expect(res.status).toBe(200);
      expect(res.body.message).toBe(CM.pageSaved);
      const page = (await get(url)).body.data as TContentPage;
      expect(page.title).toBe(change.title);
      expect(page.body).toBe(
        '<h3>Prices</h3><p>From <strong>AED 350</strong></p><a rel="nofollow noopener noreferrer" target="_blank">x</a>',
      );
      const list = (await get(API.content.pages, admin)).body.data as TContentPageAdmin[];
      expect(list.map((p) => p.key)).toEqual([...CONTENT_PAGE_KEYS]);
      expect(list.find((p) => p.key === 'cv-writing')).toMatchObject({ customised: true });
      expect(list.find((p) => p.key === 'rpo')).toMatchObject({ customised: false });
      const [entry] = await t.database.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.targetId, 'cv-writing'));
      expect(entry).toMatchObject({ action: 'content.page.update', targetType: 'service_page' });

      const restored = await send('DELETE', url, undefined, admin);
      expect(restored.body.message).toBe(CM.pageRestored);
      expect(((await get(url)).body.data as TContentPage).title).toBe(
        DEFAULT_PAGES['cv-writing'].title,
      );
    });

    it('refuses a page without its title, description or content', async () => {
      const res = await send(
        'PUT',
        API.content.page('rpo'),
        { title: ' ', description: '', body: '<p> </p>' },
        admin,
      );
      expect(res.status).toBe(400);
      expect(res.body.message).toEqual({
        title: CM.pageTitleRequired,
        description: CM.metaDescriptionRequired,
        body: CM.pageBodyRequired,
      });
    });

    it('lists every page in the sitemap', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
      for (const key of CONTENT_PAGE_KEYS)
        expect(res.body).toContain(`<loc>${t.env.APP_URL}${contentPagePath(key)}</loc>`);
    });

    describe.runIf(serverEntryBuilt)('served to a visitor', () => {
      it('renders each page on the server with its own title, description and canonical link', async () => {
        for (const key of CONTENT_PAGE_KEYS) {
          const res = await t.app.inject({ method: 'GET', url: contentPagePath(key) });
          expect(res.statusCode, key).toBe(200);
          const words = DEFAULT_PAGES[key];
          expect(res.body).toContain(`<title>${escapeHtml(words.title)} | LogiCareers</title>`);
          expect(res.body).toContain(
            `<meta name="description" content="${escapeHtml(words.description)}">`,
          );
          expect(res.body).toContain(
            `<link rel="canonical" href="${t.env.APP_URL}${contentPagePath(key)}">`,
          );
          const root = /<div id="root">([\s\S]*?)<\/div><script type="application\/json"/.exec(
            res.body,
          );
          expect(root?.[1], key).toContain(`>${escapeHtml(words.title)}</h1>`);
        }
      });

      it('answers 404 for an unknown page or a page of the other section', async () => {
        for (const url of [
          '/unauth/services/nope',
          '/unauth/services/rpo',
          '/unauth/employer-services/contact-us',
        ]) {
          const res = await t.app.inject({ method: 'GET', url });
          expect(res.statusCode, url).toBe(404);
          expect(res.body).toContain('<div id="root"></div>');
        }
      });
    });
  });

  describe('enquiries', () => {
    it('stores an enquiry and e-mails the sender a fixed acknowledgement through a real SMTP peer', async () => {
      // Whatever a visitor types goes to the consultancy only: the address typed in is not known
      // to be theirs, so it must not receive their words or links.
      const body = await enquiry({
        page: 'rpo',
        name: 'Win at https://spam.example/name',
        subject: 'Cheap offer https://spam.example/subject',
        message: 'Click https://spam.example/message now',
      });
      const res = await send('POST', API.enquiry.list, body);
      expect(res.status).toBe(201);
      expect(res.body.message).toBe(CM.enquirySent);
      const [row] = await stored(body.email);
      expect(row).toMatchObject({
        page: 'rpo',
        name: 'Win at https://spam.example/name',
        message: 'Click https://spam.example/message now',
        phone: '+971501234567',
        status: 'new',
        assigneeId: null,
      });
      const [mail] = await t.database.db.select().from(outbox).where(eq(outbox.to, body.email));
      expect(mail).toMatchObject({ kind: 'enquiry_received' });

      const { received, port, close } = await startSmtpPeer();
      try {
        const transport = smtpTransport(`smtp://127.0.0.1:${port}`, t.env.MAIL_FROM);
        await deliverDueMail(t.database.db, transport, 100);
        const delivered = received.find((r) => r.to.includes(body.email));
        // The text is quoted-printable: its soft line breaks are no part of it.
        const text = delivered?.raw.replace(/=\r?\n/g, '');
        expect(text).toContain('We have received your enquiry');
        expect(delivered?.raw).not.toMatch(/spam|Win at|Cheap offer|Click/);
      } finally {
        await close();
      }
      // The consultancy still has it, word for word, in its inbox.
      const inbox = await get(
        `${API.enquiry.list}?q=${encodeURIComponent(body.email)}`,
        consultancyAdmin.token,
      );
      expect(inbox.status).toBe(200);
      expect((inbox.body.data as { items: unknown[] }).items).toEqual([
        expect.objectContaining({
          email: body.email,
          subject: 'Cheap offer https://spam.example/subject',
          message: 'Click https://spam.example/message now',
        }),
      ]);
    });

    it('takes each form token once: sent again, it is refused and nothing more is kept or sent', async () => {
      const first = await enquiry();
      expect((await send('POST', API.enquiry.list, first)).status).toBe(201);
      const again = await enquiry({ token: first.token });
      const res = await send('POST', API.enquiry.list, again);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code: 'VALIDATION', message: { token: CM.formUsed } });
      expect(await stored(again.email)).toHaveLength(0);
      const mails = await t.database.db.select().from(outbox).where(eq(outbox.to, again.email));
      expect(mails).toHaveLength(0);
      // Two tokens issued in the same millisecond are still two tokens.
      const at = Date.now() - 10_000;
      const [a, b] = [
        await issueFormToken(t.database.db, at),
        await issueFormToken(t.database.db, at),
      ];
      expect(a).not.toBe(b);
      expect((await send('POST', API.enquiry.list, await enquiry({ token: a }))).status).toBe(201);
      expect((await send('POST', API.enquiry.list, await enquiry({ token: b }))).status).toBe(201);
      // Sent at once, one of two identical forms gets through.
      const token = await issueFormToken(t.database.db, Date.now() - 10_000);
      const both = await Promise.all(
        [1, 2].map(
          async () => (await send('POST', API.enquiry.list, await enquiry({ token }))).status,
        ),
      );
      expect(both.sort()).toEqual([201, 400]);
    });

    it('refuses bad input with the messages of each field, including the phone rules', async () => {
      const cases: [Record<string, unknown>, Record<string, string>][] = [
        [
          { name: '', email: 'not-an-email', phone: '', subject: '', message: '' },
          {
            name: CM.nameRequired,
            email: MSG.emailFormat,
            phone: MSG.mobileRequired,
            subject: CM.subjectRequired,
            message: CM.messageRequired,
          },
        ],
        [{ phone: '12' }, { phone: MSG.phoneInvalid }],
        [{ phone: 'call me' }, { phone: MSG.phoneInvalid }],
        [{ phone: '9'.repeat(251) }, { phone: MSG.phoneTooLong }],
        [{ email: '' }, { email: MSG.emailRequired }],
        [{ message: 'x'.repeat(5001) }, { message: CM.messageTooLong }],
        [{ page: 'cv-writing' }, { page: CM.pageNotFound }],
      ];
      for (const [change, messages] of cases) {
        const body = await enquiry(change);
        const res = await send('POST', API.enquiry.list, body);
        expect(res.status, JSON.stringify(change)).toBe(400);
        expect(res.body.message).toEqual(messages);
        expect(await stored(body.email)).toHaveLength(0);
      }
      // A UAE number without its plus is read as international, as SPEC.md says.
      const body = await enquiry({ phone: '971 4 880 1234' });
      expect((await send('POST', API.enquiry.list, body)).status).toBe(201);
      expect((await stored(body.email))[0].phone).toBe('+97148801234');
    });

    it('answers a bot that fills in the hidden field as if all went well, and keeps nothing', async () => {
      const body = await enquiry({ website: 'https://spam.example.com' });
      const res = await send('POST', API.enquiry.list, body);
      expect(res.status).toBe(201);
      expect(res.body.message).toBe(CM.enquirySent);
      expect(await stored(body.email)).toHaveLength(0);
      const mails = await t.database.db.select().from(outbox).where(eq(outbox.to, body.email));
      expect(mails).toHaveLength(0);
    });

    it('refuses a form sent too fast, too late, or with a token changed or made elsewhere', async () => {
      const fresh = await get(API.enquiry.token);
      expect(fresh.status).toBe(200);
      expect(fresh.headers['cache-control']).toBe('no-store');
      const issued = (fresh.body.data as { token: string }).token;
      const [time, nonce, signature] = issued.split('.');
      const cases: [string, string][] = [
        [issued, CM.formTooFast],
        [await token(FORM_MAX_SECONDS + 60), CM.formTooOld],
        [`${Number(time) - 60_000}.${nonce}.${signature}`, CM.formInvalid],
        [`${time}.${nonce.slice(0, -2)}xx.${signature}`, CM.formInvalid],
        [`${time}.${nonce}.${signature.slice(0, -2)}xx`, CM.formInvalid],
        [`${time}.${signature}`, CM.formInvalid],
        ['1700000000000.bm90LWEtc2lnbmF0dXJl', CM.formInvalid],
        ['nonsense', CM.formInvalid],
      ];
      for (const [given, message] of cases) {
        const body = await enquiry({ token: given });
        const res = await send('POST', API.enquiry.list, body);
        expect(res.status, given).toBe(400);
        expect(res.body.message).toEqual({ token: message });
        expect(await stored(body.email)).toHaveLength(0);
      }
    });

    it('lets only enquiries.manage read and handle enquiries', async () => {
      const body = await enquiry();
      await send('POST', API.enquiry.list, body);
      const [row] = await stored(body.email);
      const urls = [API.enquiry.list, API.enquiry.assignees, API.enquiry.one(row.id)];
      for (const url of urls) expect((await get(url)).status, url).toBe(401);
      expect((await send('PUT', API.enquiry.one(row.id), { status: 'closed' })).status).toBe(401);
      for (const role of ['employer', 'consultancy', 'ats', 'candidate'] as Role[]) {
        const other = await signedIn(t.app, t.database.db, role);
        for (const url of urls) expect((await get(url, other.token)).status, role).toBe(403);
        const put = await send('PUT', API.enquiry.one(row.id), { status: 'closed' }, other.token);
        expect(put.status, role).toBe(403);
      }
      for (const holder of [admin, consultancyAdmin.token]) {
        const res = await get(API.enquiry.one(row.id), holder);
        expect(res.status).toBe(200);
        expect((res.body.data as TEnquiry).email).toBe(body.email);
      }
    });

    it('filters, pages, assigns, notes and closes enquiries, with audit entries', async () => {
      const mark = `Reefer-${Math.random().toString(36).slice(2, 8)}`;
      for (let i = 0; i < 3; i++) {
        const res = await send(
          'POST',
          API.enquiry.list,
          await enquiry({ page: 'job-posting', subject: `${mark} trucks ${i}` }),
        );
        expect(res.status).toBe(201);
      }
      const list = async (query: string, token = admin) => {
        const res = await get(`${API.enquiry.list}?${query}`, token);
        expect(res.status).toBe(200);
        return res.body.data as { items: TEnquiry[]; total: number };
      };
      const all = await list(`q=${mark}&page_size=2`);
      expect(all.total).toBe(3);
      expect(all.items).toHaveLength(2);
      expect(all.items[0].subject).toBe(`${mark} trucks 2`);
      expect((await list(`q=${mark}&page=2&page_size=2`)).items).toHaveLength(1);
      expect((await list(`q=${mark}&page_key=job-posting`)).total).toBe(3);
      expect((await list(`q=${mark}&page_key=rpo`)).total).toBe(0);

      const target = all.items[0];
      const staff = (await get(API.enquiry.assignees, admin)).body.data as TPerson[];
      expect(staff.map((s) => s.id)).toContain(consultancyAdmin.id);
      const candidate = await signedIn(t.app, t.database.db, 'candidate');
      const refused = await send(
        'PUT',
        API.enquiry.one(target.id),
        { assignee_id: candidate.user.id },
        admin,
      );
      expect(refused.status).toBe(400);
      expect(refused.body.message).toEqual({ assignee_id: CM.assigneeInvalid });
      const badStatus = await send('PUT', API.enquiry.one(target.id), { status: 'done' }, admin);
      expect(badStatus.status).toBe(400);

      const assigned = await send(
        'PUT',
        API.enquiry.one(target.id),
        {
          status: 'in_progress',
          assignee_id: consultancyAdmin.id,
          note: 'Called back, quote sent',
        },
        admin,
      );
      expect(assigned.status).toBe(200);
      expect(assigned.body.message).toBe(CM.enquiryUpdated);
      expect(assigned.body.data).toMatchObject({
        status: 'in_progress',
        assignee: { id: consultancyAdmin.id },
        note: 'Called back, quote sent',
      });
      const mine = await list(`q=${mark}&assignee=me`, consultancyAdmin.token);
      expect(mine.items.map((e) => e.id)).toEqual([target.id]);
      expect((await list(`q=${mark}&assignee=none`)).total).toBe(2);
      expect((await list(`q=${mark}&assignee=${consultancyAdmin.id}`)).total).toBe(1);
      expect((await list(`q=${mark}&status=in_progress`)).total).toBe(1);

      const closed = await send(
        'PUT',
        API.enquiry.one(target.id),
        { status: 'closed', assignee_id: null },
        consultancyAdmin.token,
      );
      expect(closed.body.data).toMatchObject({ status: 'closed', assignee: null });
      expect((await list(`q=${mark}&status=closed`)).total).toBe(1);
      const entries = await t.database.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.targetId, String(target.id)));
      expect(entries.filter((e) => e.action === 'enquiry.update')).toHaveLength(2);
      expect((await get(API.enquiry.one(999_999), admin)).status).toBe(404);
      expect((await get(API.enquiry.one('abc'), admin)).status).toBe(404);
    });
  });
});

describe('the enquiry form is rate limited like the other public forms', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('pglite', { RATE_LIMIT_FORMS_PER_MINUTE: '2' });
  });
  afterAll(() => t?.close());

  it('answers 429 once the limit is reached', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await call(t.app, {
        method: 'POST',
        url: API.enquiry.list,
        payload: { page: 'contact-us', website: 'bot', token: 'x' },
      });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([400, 400, 429]);
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('an enquiry form token across processes', () => {
  it('is taken once by the site, whichever process is sent it', async () => {
    const server = await createServerDatabase();
    const apps: TestApp[] = [];
    try {
      for (let i = 0; i < 2; i++)
        apps.push(await startTestApp('postgres', { DATABASE_URL: server.url }));
      const [first, second] = apps;
      const token = await issueFormToken(first.database.db, Date.now() - 10_000);
      const body = (email: string) => ({
        page: 'contact-us',
        name: 'Hessa Al Mansoori',
        company: '',
        email,
        phone: '+971 50 123 4567',
        subject: 'Drivers for a new depot',
        message: 'We need 25 heavy-vehicle drivers from January.',
        token,
        website: '',
      });
      const send = (t: TestApp, email: string) =>
        call(t.app, { method: 'POST', url: API.enquiry.list, payload: body(email) });
      expect((await send(first, 'one@example.ae')).status).toBe(201);
      const again = await send(second, 'two@example.ae');
      expect(again.status).toBe(400);
      expect(again.body.message).toEqual({ token: CM.formUsed });
    } finally {
      for (const t of apps) await t.close();
      await server.drop();
    }
  });
});
