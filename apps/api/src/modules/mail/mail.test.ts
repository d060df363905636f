import net from 'node:net';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { API, type TOutboxMessage, type TPage } from '@logicareers/shared/api';
import { ROLES } from '@logicareers/shared/roles';
import { uaeLocalOf } from '@logicareers/shared/schemas/interviews';
import { interviews, outbox } from '../../db/schema';
import {
  buildCandidate,
  buildCompany,
  buildUser,
  jobFactory,
  loadMaster,
  signedIn,
  TEST_PASSWORD,
} from '../../test/factories';
import { MAIL_SAMPLES } from '../../test/mail-samples';
import { call, DATABASES, startTestApp, type TestApp } from '../../test/harness';
import { startSmtpPeer } from '../../test/smtp-peer';
import { runAlertDigests } from '../alerts/alerts.digest';
import { sendInterviewReminders } from '../interviews/interviews.reminders';
import { lastCompletedPeriod } from '../alerts/alerts.periods';
import {
  FORGETS_RECIPIENT,
  FORGOTTEN_ADDRESS,
  MAIL_KIND_NAMES,
  MAIL_KINDS,
  SECRET_MASK,
  type SecretMailKind,
} from './mail-kinds';
import { writeComposedMail } from '../../test/composed-mail';
import { deliverDueMail, enqueueMail, messageToSend, type MailTransport } from './outbox';
import { smtpTransport } from './transport';
import { startWorker } from '../../worker/worker';
import { prepareDataExports } from '../privacy/data-export';

async function closedPort() {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const port = (probe.address() as net.AddressInfo).port;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

type SmtpPeer = Awaited<ReturnType<typeof startSmtpPeer>>;
type SmtpTransport = ReturnType<typeof smtpTransport>;

/** Runs `use` with an SMTP peer and a transport that sends to it, and closes both after. */
async function withSmtpPeer(
  use: (peer: SmtpPeer, transport: SmtpTransport) => Promise<void>,
  from = 'no-reply@logicareers.ae',
) {
  const peer = await startSmtpPeer();
  const transport = smtpTransport(`smtp://127.0.0.1:${peer.port}`, from);
  try {
    await use(peer, transport);
  } finally {
    transport.close();
    await peer.close();
  }
}

describe.each(DATABASES)('e-mail outbox (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t?.close());

  const rowsFor = (to: string) => t.database.db.select().from(outbox).where(eq(outbox.to, to));
  const requestCode = (email: string) =>
    call(t.app, { method: 'POST', url: '/api/user/request-otp', payload: { email } });

  it('delivers queued mail to the SMTP peer exactly once', async () => {
    await withSmtpPeer(async (peer, transport) => {
      const user = await buildUser(t.database.db, 'candidate');
      expect((await requestCode(user.email)).status).toBe(200);
      await t.app.background.settled();
      await deliverDueMail(t.database.db, transport);
      const mine = peer.received.filter((m) => m.to.includes(user.email));
      expect(mine).toHaveLength(1);
      expect(mine[0].raw).toMatch(/Subject: Your LogiCareers verification code: \d{6}/);
      const [row] = await rowsFor(user.email);
      expect(row.status).toBe('sent');
      expect(row.sentAt).not.toBeNull();
      await deliverDueMail(t.database.db, transport);
      expect(peer.received.filter((m) => m.to.includes(user.email))).toHaveLength(1);
    }, 'LogiCareers <no-reply@logicareers.ae>');
  });

  it('loses nothing while SMTP is down and delivers once it is back', async () => {
    const downPort = await closedPort();
    const down = smtpTransport(`smtp://127.0.0.1:${downPort}`, 'no-reply@logicareers.ae');
    const user = await buildUser(t.database.db, 'candidate');
    expect((await requestCode(user.email)).status).toBe(200);
    await t.app.background.settled();
    await deliverDueMail(t.database.db, down);
    down.close();
    let [row] = await rowsFor(user.email);
    expect(row.status).toBe('pending');
    expect(row.attempts).toBe(1);
    expect(row.lastError).toBeTruthy();
    expect(row.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());

    await withSmtpPeer(async (peer, up) => {
      await deliverDueMail(t.database.db, up);
      expect(peer.received.filter((m) => m.to.includes(user.email))).toHaveLength(0); // not due yet
      await t.database.db
        .update(outbox)
        .set({ nextAttemptAt: new Date(Date.now() - 1000) })
        .where(eq(outbox.id, row.id));
      await deliverDueMail(t.database.db, up);
      await deliverDueMail(t.database.db, up);
      expect(peer.received.filter((m) => m.to.includes(user.email))).toHaveLength(1);
      [row] = await rowsFor(user.email);
      expect(row.status).toBe('sent');
      expect(row.attempts).toBe(2);
    });
  });

  it('never sends twice a message whose worker died mid-send', async () => {
    const user = await buildUser(t.database.db, 'candidate');
    await requestCode(user.email);
    await t.app.background.settled();
    const [row] = await rowsFor(user.email);
    await t.database.db
      .update(outbox)
      .set({ status: 'sending', attempts: 1, lockedUntil: new Date(Date.now() - 1000) })
      .where(eq(outbox.id, row.id));
    await withSmtpPeer(async (peer, transport) => {
      await deliverDueMail(t.database.db, transport);
      expect(peer.received.filter((m) => m.to.includes(user.email))).toHaveLength(0);
      const [after] = await rowsFor(user.email);
      expect(after.status).toBe('failed');
    });
  });

  it('sends an attached file as a MIME part of its own, as a mail client opens it', async () => {
    const pdf = Buffer.from('%PDF-1.7 an invoice');
    await withSmtpPeer(async (peer, transport) => {
      await transport.send({
        to: 'billing@client.example.ae',
        subject: 'Your tax invoice INV-000042',
        text: 'The invoice is attached.',
        extras: {
          attachments: [
            {
              filename: 'INV-000042.pdf',
              contentType: 'application/pdf',
              base64: pdf.toString('base64'),
            },
          ],
        },
      });
      const [received] = peer.received;
      expect(received.raw).toMatch(/Content-Type: application\/pdf; name="?INV-000042\.pdf"?/);
      expect(received.raw).toMatch(/Content-Disposition: attachment; filename="?INV-000042\.pdf"?/);
      expect(received.raw).toContain(pdf.toString('base64'));
    });
  });

  it('the worker delivers on its own tick', async () => {
    await withSmtpPeer(async (peer, transport) => {
      const worker = startWorker({
        db: t.database.db,
        transport,
        log: t.app.log,
        intervalMs: 60_000,
      });
      try {
        const user = await buildUser(t.database.db, 'candidate');
        await requestCode(user.email);
        // The code is made and queued after the answer.
        await t.app.background.settled();
        await worker.tick();
        expect(peer.received.filter((m) => m.to.includes(user.email))).toHaveLength(1);
      } finally {
        await worker.stop();
      }
    });
  });

  describe('secrets', () => {
    const address = () => `mail-${randomBytes(5).toString('hex')}@example.ae`;
    /** Keeps what it is given, as an SMTP peer would. */
    const capture = () => {
      const sent: Parameters<MailTransport['send']>[0][] = [];
      return { sent, send: async (m: (typeof sent)[number]) => void sent.push(m) };
    };
    let admin: string;
    beforeAll(async () => {
      admin = (await signedIn(t.app, t.database.db, 'master_admin')).token;
    });
    /** The outbox as the API answers it, for one address. */
    const shown = async (to: string) => {
      const res = await call(t.app, {
        method: 'GET',
        url: API.outbox,
        token: admin,
        query: { to },
      });
      expect(res.status).toBe(200);
      return (res.body.data as TPage<TOutboxMessage>).items;
    };
    /** Every column of the rows to an address, as any reader of the database sees them. */
    const stored = async (to: string) =>
      JSON.stringify(
        (
          (await t.database.db.execute(
            sql`select * from ${outbox} where to_address = ${to}`,
          )) as unknown as { rows: unknown[] }
        ).rows,
      );

    it.each(MAIL_KIND_NAMES)(
      '%s: the outbox API shows it with its secrets masked, before and after sending, and the row keeps none once sent',
      async (kind) => {
        const to = address();
        const { message, secrets } = MAIL_SAMPLES[kind](to);
        await enqueueMail(t.database.db, message);
        const [before] = await shown(to);
        expect(before).toMatchObject({ kind, redacted: MAIL_KINDS[kind] === 'secret' });
        for (const secret of secrets) expect(JSON.stringify(before)).not.toContain(secret);
        if (secrets.length) expect(before.text).toContain(SECRET_MASK);

        const transport = capture();
        await deliverDueMail(t.database.db, transport);
        const delivered = transport.sent.find((m) => m.to === to);
        expect(delivered).toMatchObject({ subject: message.subject, text: message.text });
        // The confirmation of an erasure forgets its recipient once sent: no listing finds it.
        const forgets = FORGETS_RECIPIENT.includes(kind);
        if (forgets) expect(await shown(to)).toEqual([]);
        const [after] = await shown(forgets ? FORGOTTEN_ADDRESS : to);
        expect(after.status).toBe('sent');
        for (const secret of secrets) {
          expect(JSON.stringify(after)).not.toContain(secret);
          expect(await stored(to)).not.toContain(secret);
        }
      },
    );

    it('drops the unmasked copy of a message given up after its last attempt', async () => {
      const to = address();
      const { message, secrets } = MAIL_SAMPLES.password_reset_code(to);
      await enqueueMail(t.database.db, message);
      await t.database.db.update(outbox).set({ attempts: 7 }).where(eq(outbox.to, to));
      await deliverDueMail(t.database.db, {
        send: async () => {
          throw new Error('550 mailbox unavailable');
        },
      });
      const [row] = await rowsFor(to);
      expect(row.status).toBe('failed');
      expect(await stored(to)).not.toContain(secrets[0]);
    });

    /** An interview a consultant schedules with a candidate: the candidate's address and its id. */
    const scheduleInterviewFor = async () => {
      const { db } = t.database;
      const consultant = await signedIn(t.app, db, 'consultancy');
      const candidate = await buildCandidate(db);
      const res = await call(t.app, {
        method: 'POST',
        url: API.interviews.list,
        token: consultant.token,
        payload: {
          candidate_id: candidate.id,
          starts_at: uaeLocalOf(new Date(Date.now() + 3 * 86_400_000)),
          duration_minutes: 30,
          mode: 'video',
          video_link: 'https://meet.example.com/abc-defg-hij',
        },
      });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      return { email: candidate.email, id: (res.body.data as { id: string }).id };
    };

    /** Each kind with a secret, caused the way the product causes it; answers the address. */
    const causes: Record<SecretMailKind, () => Promise<string>> = {
      account_created: async () => {
        const { token } = await signedIn(t.app, t.database.db, 'consultancy');
        const { idOf } = await loadMaster(t.app, ['country']);
        const to = address();
        const res = await call(t.app, {
          method: 'POST',
          url: API.users.createCandidate,
          token,
          payload: {
            email: to,
            mobile_number: '+971 50 123 4567',
            first_name: 'Aisha',
            last_name: 'Khan',
            country: idOf('country', 'India'),
            state: 'Kerala',
            employment: null,
          },
        });
        expect(res.status, JSON.stringify(res.body)).toBe(201);
        return to;
      },
      password_reset_code: async () => {
        const user = await buildUser(t.database.db, 'candidate');
        const res = await call(t.app, {
          method: 'POST',
          url: API.requestOtp,
          payload: { email: user.email },
        });
        expect(res.status).toBe(200);
        // The code is made and mailed after the answer.
        await t.app.background.settled();
        return user.email;
      },
      email_change_code: async () => {
        const { token } = await signedIn(t.app, t.database.db, 'candidate');
        const to = address();
        const res = await call(t.app, {
          method: 'POST',
          url: API.changeEmail,
          token,
          payload: { new_email: to, current_password: TEST_PASSWORD },
        });
        expect(res.status).toBe(200);
        // The code is made and mailed after the answer.
        await t.app.background.settled();
        return to;
      },
      subscription_confirm: async () => {
        const to = address();
        const res = await call(t.app, {
          method: 'POST',
          url: API.subscribe,
          payload: { email: to },
        });
        expect(res.status).toBe(201);
        return to;
      },
      job_alert_digest: async () => {
        const word = `qz${randomBytes(4)
          .toString('hex')
          .replace(/[0-9]/g, (d) => 'ghijklmnop'[Number(d)])}`;
        const { user, token } = await signedIn(t.app, t.database.db, 'candidate');
        const alert = await call(t.app, {
          method: 'POST',
          url: API.alerts.list,
          token,
          payload: { name: 'Night shift', keywords: word },
        });
        expect(alert.status).toBe(201);
        const employer = await signedIn(t.app, t.database.db, 'employer');
        const jobs = await jobFactory(t.app);
        const id = await jobs.create(employer.token, { title: `${word} Planner` });
        const ended = lastCompletedPeriod('daily', new Date());
        await t.database.db.execute(
          sql`update jobs set published_at = ${new Date(ended.end.getTime() - 3_600_000).toISOString()} where id = ${id}`,
        );
        await runAlertDigests(t.database.db);
        await writeComposedMail(t.database.db, t.env.APP_URL);
        return user.email;
      },
      candidates_sent: async () => {
        const { db } = t.database;
        const consultant = await signedIn(t.app, db, 'consultancy');
        const client = await buildCompany(db, { managedById: consultant.user.companyId });
        const to = address();
        await buildUser(db, 'employer', { companyId: client.id, email: to });
        const candidate = await buildCandidate(db);
        const res = await call(t.app, {
          method: 'POST',
          url: API.talent.submissions,
          token: consultant.token,
          payload: { candidate_ids: [candidate.id], client_id: client.id },
        });
        expect(res.status).toBe(201);
        return to;
      },
      interview_invitation: async () => (await scheduleInterviewFor()).email,
      interview_reminder: async () => {
        const { email, id } = await scheduleInterviewFor();
        // 23 hours ahead: the 24-hour reminder is due.
        await t.database.db
          .update(interviews)
          .set({ startsAt: new Date(Date.now() + 23 * 3_600_000), reminded24At: null })
          .where(eq(interviews.id, id));
        await sendInterviewReminders(t.database.db, {
          appUrl: t.env.APP_URL,
          mailFrom: t.env.MAIL_FROM,
        });
        return email;
      },
      data_export_ready: async () => {
        const { user, token } = await signedIn(t.app, t.database.db, 'candidate');
        const res = await call(t.app, { method: 'POST', url: API.privacy.export, token });
        expect(res.status, JSON.stringify(res.body)).toBe(202);
        await prepareDataExports({ db: t.database.db, files: t.app.ctx.files }, t.env.APP_URL);
        return user.email;
      },
      recruiter_email_linked: async () => {
        const { db } = t.database;
        const consultant = await signedIn(t.app, db, 'consultancy');
        const to = address();
        const candidate = await buildCandidate(db, { user: { email: to } });
        const template = await call(t.app, {
          method: 'POST',
          url: API.communications.templates,
          token: consultant.token,
          payload: {
            name: 'Call back',
            subject: 'A quick question',
            body: '<p>Dear {{candidate.first_name}}, when can we call? {{response.link}}</p>',
          },
        });
        expect(template.status).toBe(201);
        const res = await call(t.app, {
          method: 'POST',
          url: API.communications.sendSingle,
          token: consultant.token,
          payload: {
            template_id: (template.body.data as { id: number }).id,
            candidate_id: candidate.id,
          },
        });
        expect(res.status).toBe(201);
        return to;
      },
    };

    it.each(Object.keys(causes) as SecretMailKind[])(
      '%s caused through the API: the outbox shows none of what the recipient gets',
      async (kind) => {
        const to = await causes[kind]();
        const [row] = (await rowsFor(to)).filter((r) => r.kind === kind);
        expect(row?.unredacted, `${kind} is queued with its secrets`).toBeTruthy();
        // The secrets: the words of the e-mail as sent that the e-mail as shown does not have.
        const words = (text: string) => new Set(text.split(/[^\w-]+/).filter(Boolean));
        const shownWords = words(`${row.subject} ${row.text}`);
        const sent = messageToSend(row);
        const secrets = [...words(`${sent.subject} ${sent.text}`)].filter(
          (word) => !shownWords.has(word),
        );
        expect(secrets.length).toBeGreaterThan(0);
        const answer = JSON.stringify(await shown(to));
        for (const secret of secrets) expect(answer).not.toContain(secret);
        expect(answer).toContain(SECRET_MASK);
      },
    );

    it('only master administrators read the outbox', async () => {
      for (const role of ROLES) {
        const { token } = await signedIn(t.app, t.database.db, role);
        const res = await call(t.app, { method: 'GET', url: API.outbox, token });
        expect(res.status, role).toBe(role === 'master_admin' ? 200 : 403);
      }
    });
  });
});
