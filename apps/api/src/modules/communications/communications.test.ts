import { randomBytes } from 'node:crypto';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '@logicareers/shared/api';
import type { TPage } from '@logicareers/shared/schemas/common';
import {
  COMMUNICATION_MESSAGES,
  EMAIL_RESPONSE_LINK_DAYS,
  type TCandidateEmail,
  type TEmailPreview,
  type TEmailSend,
  type TEmailTemplate,
  type TTemplateTags,
  type TUnsubscribeInfo,
} from '@logicareers/shared/schemas/communications';
import type { CandidateVisibility } from '@logicareers/shared/talent-terms';
import {
  candidateEmails,
  candidateProfiles,
  emailSendRecipients,
  emailUnsubscribes,
  interviews,
  outbox,
  users,
} from '../../db/schema';
import { builtinRoleId } from '../access/access.policy';
import { hashToken } from '../access/sessions';
import { SECRET_MASK } from '../mail/mail-kinds';
import { deliverDueMail, MAX_ATTEMPTS, messageToSend, type MailTransport } from '../mail/outbox';
import { smtpTransport } from '../mail/transport';
import { buildCandidate, jobFactory } from '../../test/factories';
import { call, DATABASES, startTestApp, type TestApp } from '../../test/harness';
import { signerFor, type Signed } from '../../test/scenarios';
import { startSmtpPeer } from '../../test/smtp-peer';
import { runDueJobs } from '../background-jobs/background-jobs';
import { JOB_HANDLERS, startWorker } from '../../worker/worker';

/*
 * Recruiters' e-mails on both databases: templates scoped to the company, merge tags filled and
 * escaped, who may be e-mailed, single and bulk sends through the outbox to a real SMTP peer (a
 * worker stopped halfway, another finishing), stopping a send, and unsubscribing.
 */

const M = COMMUNICATION_MESSAGES;

const until = async (check: () => Promise<boolean> | boolean, ms = 60_000) => {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};

describe.each(DATABASES)('e-mail templates and sending (%s)', (kind) => {
  let t: TestApp;
  let jobMaker: Awaited<ReturnType<typeof jobFactory>>;
  let consultant: Signed;
  let employer: Signed;
  let otherEmployer: Signed;

  const as = signerFor(() => t);
  const candidate = (
    visibility: CandidateVisibility = 'consultancy',
    user: { firstName?: string; lastName?: string } = {},
  ) =>
    buildCandidate(t.database.db, {
      user: { firstName: 'Aisha', lastName: 'Khan', ...user },
      profile: { visibility, headline: 'Forklift Operator' },
    });
  const get = (token: string | undefined, url: string, query?: Record<string, string>) =>
    call(t.app, { method: 'GET', url, token, query });
  const send = (
    token: string | undefined,
    method: 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
  ) => call(t.app, { method, url, token, payload });
  const newTemplate = async (token: string, body: Partial<Record<string, unknown>> = {}) => {
    const res = await send(token, 'POST', API.communications.templates, {
      name: `Template ${randomBytes(3).toString('hex')}`,
      subject: 'Hello {{candidate.first_name}}',
      body: '<p>Dear {{ candidate.first_name }}, greetings from {{company.name}}.</p>',
      ...body,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.data as TEmailTemplate;
  };
  /** What the worker does with queued bulk sends: their mails written, every batch. */
  const writeQueuedMails = async () => {
    while (await runDueJobs(t.database.db, JOB_HANDLERS, { budgetMs: 60_000, log: t.app.log }));
  };
  const mailsTo = (to: string) => t.database.db.select().from(outbox).where(eq(outbox.to, to));
  const emailsOf = (candidateId: string) =>
    t.database.db
      .select()
      .from(candidateEmails)
      .where(eq(candidateEmails.candidateId, candidateId));

  /** Many candidates at once, straight into the tables, each with an address of its own. */
  const manyCandidates = async (n: number, tag: string) => {
    const { db } = t.database;
    const roleId = await builtinRoleId(db, 'candidate');
    const rows = await db
      .insert(users)
      .values(
        Array.from({ length: n }, (_, i) => ({
          email: `bulk-${tag}-${i}@example.ae`,
          passwordHash: 'x',
          role: 'candidate' as const,
          roleId,
          firstName: `Driver${i}`,
          lastName: 'Bulk',
        })),
      )
      .returning({ id: users.id, email: users.email });
    await db.insert(candidateProfiles).values(rows.map((r) => ({ userId: r.id })));
    return rows;
  };

  beforeAll(async () => {
    t = await startTestApp(kind);
    jobMaker = await jobFactory(t.app);
    consultant = await as('consultancy');
    employer = await as('employer');
    otherEmployer = await as('employer');
  }, 120_000);
  afterAll(async () => t?.close());

  describe('templates', () => {
    it('anonymous callers answer 401 and candidates 403, everywhere but the unsubscribe link', async () => {
      const { token } = await as('candidate');
      const urls: [string, 'GET' | 'POST'][] = [
        [API.communications.templates, 'GET'],
        [API.communications.templates, 'POST'],
        [API.communications.template(1), 'GET'],
        [API.communications.tags, 'GET'],
        [API.communications.preview, 'POST'],
        [API.communications.sendSingle, 'POST'],
        [API.communications.bulkSends, 'POST'],
        [API.communications.candidateEmails(consultant.id), 'GET'],
      ];
      for (const [url, method] of urls) {
        const anonymous = await call(t.app, {
          method,
          url,
          payload: method === 'POST' ? {} : undefined,
        });
        expect(anonymous.status, `${method} ${url}`).toBe(401);
        const asCandidate = await call(t.app, {
          method,
          url,
          token,
          payload: method === 'POST' ? {} : undefined,
        });
        expect(asCandidate.status, `${method} ${url}`).toBe(403);
      }
    });

    it('a company with no template gets the five starters, each using tags', async () => {
      const fresh = await as('employer');
      const res = await get(fresh.token, API.communications.templates);
      expect(res.status).toBe(200);
      const page = res.body.data as TPage<TEmailTemplate>;
      expect(page.items.map((item) => item.name).sort()).toEqual([
        'Interview invitation',
        'Invitation to apply',
        'Not selected',
        'Offer follow-up',
        'Shortlisted',
      ]);
      expect(page.items.find((item) => item.name === 'Invitation to apply')!.marketing).toBe(true);
      for (const item of page.items) expect(item.tags).toContain('candidate.first_name');
      // Listing again adds nothing.
      const again = await get(fresh.token, API.communications.templates);
      expect((again.body.data as TPage<TEmailTemplate>).total).toBe(5);
    });

    it('saves a template with its body sanitised; a name the company uses answers 409', async () => {
      const template = await newTemplate(employer.token, {
        name: 'Night shift',
        body: '<p onclick="x()">Dear {{candidate.first_name}}</p><script>alert(1)</script>',
      });
      expect(template.body).toBe('<p>Dear {{candidate.first_name}}</p>');
      expect(template.tags).toEqual(['candidate.first_name']);
      const taken = await send(employer.token, 'POST', API.communications.templates, {
        name: 'NIGHT SHIFT',
        subject: 'Hi',
        body: '<p>Hi</p>',
      });
      expect(taken.status).toBe(409);
      expect(taken.body.message).toEqual({ name: M.nameTaken });
    });

    it('refuses an unknown tag, naming it on its field', async () => {
      const res = await send(employer.token, 'POST', API.communications.templates, {
        name: 'Age check',
        subject: 'Hello {{ candidate.first_name }}',
        body: '<p>You are {{candidate.age}} years old</p>',
      });
      expect(res.status).toBe(400);
      expect(res.body.message).toEqual({ body: 'Unknown merge tag {{candidate.age}}' });
      const subject = await send(employer.token, 'POST', API.communications.templates, {
        name: 'Age check',
        subject: 'Hello {{candidate.nick}}',
        body: '<p>Hi</p>',
      });
      expect(subject.body.message).toEqual({ subject: 'Unknown merge tag {{candidate.nick}}' });
    });

    it('keeps an Arabic version beside the English one: both parts or neither', async () => {
      const template = await newTemplate(employer.token, {
        name: 'Shortlisted in two languages',
        subject_ar: 'أنت في القائمة المختصرة لوظيفة {{job.title}}',
        body_ar: '<p onclick="x()">عزيزي {{candidate.first_name}}</p><script>alert(1)</script>',
      });
      expect(template).toMatchObject({
        subject_ar: 'أنت في القائمة المختصرة لوظيفة {{job.title}}',
        body_ar: '<p>عزيزي {{candidate.first_name}}</p>',
      });
      expect(template.tags).toContain('job.title');
      const tags = await get(employer.token, API.communications.templateTags(template.id));
      expect((tags.body.data as TTemplateTags).needs.job).toBe(true);
      const halves = await Promise.all([
        send(employer.token, 'POST', API.communications.templates, {
          name: 'Only an Arabic subject',
          subject: 'Hi',
          body: '<p>Hi</p>',
          subject_ar: 'مرحبًا',
        }),
        send(employer.token, 'PUT', API.communications.template(template.id), {
          name: template.name,
          subject: 'Hi',
          body: '<p>Hi</p>',
          subject_ar: '  ',
          body_ar: '<p>مرحبًا {{candidate.age}}</p>',
        }),
      ]);
      expect(halves.map((res) => [res.status, res.body.message])).toEqual([
        [400, { body_ar: M.arabicBodyRequired }],
        [
          400,
          { subject_ar: M.arabicSubjectRequired, body_ar: 'Unknown merge tag {{candidate.age}}' },
        ],
      ]);
      // Emptied, the Arabic version is gone: every candidate gets the English one.
      const cleared = await send(employer.token, 'PUT', API.communications.template(template.id), {
        name: template.name,
        subject: 'Hi',
        body: '<p>Hi</p>',
        subject_ar: '',
        body_ar: '',
      });
      expect(cleared.body.data).toMatchObject({ subject_ar: null, body_ar: null });
    });

    it("another company's template answers 404 by every route", async () => {
      const template = await newTemplate(employer.token);
      const c = await candidate('all');
      const attempts = [
        get(otherEmployer.token, API.communications.template(template.id)),
        get(otherEmployer.token, API.communications.templateTags(template.id)),
        send(otherEmployer.token, 'PUT', API.communications.template(template.id), {
          name: 'Mine now',
          subject: 'x',
          body: '<p>x</p>',
        }),
        send(otherEmployer.token, 'DELETE', API.communications.template(template.id)),
        send(otherEmployer.token, 'POST', API.communications.sendSingle, {
          template_id: template.id,
          candidate_id: c.id,
        }),
      ];
      for (const res of await Promise.all(attempts)) expect(res.status).toBe(404);
      expect((await get(employer.token, API.communications.template(template.id))).status).toBe(
        200,
      );
    });

    it('lists the tags a template uses and those available, with examples', async () => {
      const template = await newTemplate(employer.token, {
        subject: 'About {{job.title}}',
        body: '<p>{{candidate.full_name}}, see {{job.link}}</p>',
      });
      const res = await get(employer.token, API.communications.templateTags(template.id));
      expect(res.status).toBe(200);
      const tags = res.body.data as TTemplateTags;
      expect(tags.used.map((tag) => tag.name)).toEqual([
        'job.title',
        'candidate.full_name',
        'job.link',
      ]);
      expect(tags.available.map((tag) => tag.name)).toContain('response.link');
      expect(tags.available.every((tag) => tag.example.length > 0)).toBe(true);
      expect(tags.needs).toEqual({ job: true, interview: false });
    });

    it('updates and deletes a template', async () => {
      const template = await newTemplate(employer.token);
      const saved = await send(employer.token, 'PUT', API.communications.template(template.id), {
        name: 'Renamed',
        subject: 'New subject',
        body: '<p>New body {{recruiter.name}}</p>',
        marketing: true,
      });
      expect(saved.status).toBe(200);
      expect(saved.body.data).toMatchObject({ name: 'Renamed', marketing: true });
      const removed = await send(
        employer.token,
        'DELETE',
        API.communications.template(template.id),
      );
      expect(removed.status).toBe(200);
      expect((await get(employer.token, API.communications.template(template.id))).status).toBe(
        404,
      );
    });
  });

  describe('preview and one e-mail to one candidate', () => {
    it('previews for a real candidate and job, with examples where nothing is chosen', async () => {
      const c = await candidate('consultancy', { firstName: 'Rahul', lastName: 'Menon' });
      const job = await jobMaker.create(consultant.token, { title: 'Reach Truck Driver' });
      const body = {
        subject: '{{job.title}} for {{candidate.first_name}}',
        body: '<p>Dear {{candidate.full_name}}, apply at {{job.link}}</p>',
      };
      const res = await send(consultant.token, 'POST', API.communications.preview, {
        ...body,
        candidate_ids: [c.id],
        job_id: job,
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const preview = res.body.data as TEmailPreview;
      expect(preview.subject).toBe('Reach Truck Driver for Rahul');
      expect(preview.html).toContain('Dear Rahul Menon');
      expect(preview.html).toContain(
        `<a href="${t.env.APP_URL}/unauth/jobs/view/${job}?from=invitation">`,
      );
      expect(preview.candidate).toEqual({ id: c.id, name: 'Rahul Menon' });
      expect(preview.recipients).toBe(1);
      const examples = await send(consultant.token, 'POST', API.communications.preview, body);
      expect((examples.body.data as TEmailPreview).subject).toBe('Warehouse Supervisor for Aisha');
      // A candidate the employer may not open is as unknown as a missing one.
      const hidden = await send(employer.token, 'POST', API.communications.preview, {
        ...body,
        candidate_ids: [c.id],
      });
      expect(hidden.status).toBe(404);
    });

    it('fills tags once, as text: a name that looks like a tag or markup is shown as written', async () => {
      const c = await candidate('all', {
        firstName: '<b>{{job.title}}</b>',
        lastName: 'Smith & Co',
      });
      const job = await jobMaker.create(employer.token, { title: 'Fleet Coordinator' });
      const template = await newTemplate(employer.token, {
        subject: 'Hi {{candidate.first_name}}: {{job.title}}',
        body: '<p>Dear {{candidate.full_name}},</p><p>About the {{job.title}} role: <a href="{{job.link}}">apply here</a>.</p>',
      });
      const res = await send(employer.token, 'POST', API.communications.sendSingle, {
        template_id: template.id,
        candidate_id: c.id,
        job_id: job,
      });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      const [mail] = await mailsTo(c.email);
      expect(mail.kind).toBe('recruiter_email');
      expect(mail.subject).toBe('Hi <b>{{job.title}}</b>: Fleet Coordinator');
      expect(mail.html).toContain('Dear &lt;b&gt;{{job.title}}&lt;/b&gt; Smith &amp; Co,');
      expect(mail.html).not.toContain('<b>');
      expect(mail.text).toContain('Dear <b>{{job.title}}</b> Smith & Co,');
      expect(mail.text).toContain(
        `apply here (${t.env.APP_URL}/unauth/jobs/view/${job}?from=invitation)`,
      );
      const [row] = await emailsOf(c.id);
      expect(row).toMatchObject({
        companyId: employer.companyId,
        sentBy: employer.id,
        templateId: template.id,
        jobId: job,
        toAddress: c.email,
        outboxId: mail.id,
        status: 'queued',
        subject: mail.subject,
        text: mail.text,
      });
    });

    it('refuses a template with job or interview tags sent without them', async () => {
      const c = await candidate('all');
      const jobTemplate = await newTemplate(employer.token, { body: '<p>{{job.title}}</p>' });
      const noJob = await send(employer.token, 'POST', API.communications.sendSingle, {
        template_id: jobTemplate.id,
        candidate_id: c.id,
      });
      expect(noJob.status).toBe(400);
      expect(noJob.body.message).toEqual({ job_id: M.jobNeeded });
      const otherJob = await jobMaker.create(otherEmployer.token);
      const foreign = await send(employer.token, 'POST', API.communications.sendSingle, {
        template_id: jobTemplate.id,
        candidate_id: c.id,
        job_id: otherJob,
      });
      expect(foreign.body.message).toEqual({ job_id: M.jobUnknown });
      const interviewTemplate = await newTemplate(employer.token, {
        body: '<p>See you on {{interview.date}} at {{interview.location}}</p>',
      });
      const noInterview = await send(employer.token, 'POST', API.communications.sendSingle, {
        template_id: interviewTemplate.id,
        candidate_id: c.id,
      });
      expect(noInterview.body.message).toEqual({ interview_id: M.interviewNeeded });
      expect(await mailsTo(c.email)).toHaveLength(0);
    });

    it('fills interview tags from the interview, in UAE time', async () => {
      const c = await candidate('all');
      const [interview] = await t.database.db
        .insert(interviews)
        .values({
          companyId: employer.companyId!,
          candidateId: c.id,
          startsAt: new Date('2030-03-05T06:30:00Z'),
          durationMinutes: 45,
          mode: 'in_person',
          location: 'Warehouse 14, JAFZA South',
        })
        .returning({ id: interviews.id });
      const template = await newTemplate(employer.token, {
        subject: 'Interview {{interview.date}}',
        body: '<p>Where: {{interview.location}}</p>',
      });
      // The compose page offers the candidate's scheduled interviews from the interviews list.
      const choices = await get(employer.token, API.interviews.list, {
        candidate_id: c.id,
        status: 'scheduled',
      });
      expect((choices.body.data as TPage<{ id: string }>).items.map((i) => i.id)).toEqual([
        interview.id,
      ]);
      const res = await send(employer.token, 'POST', API.communications.sendSingle, {
        template_id: template.id,
        candidate_id: c.id,
        interview_id: interview.id,
      });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      const [mail] = await mailsTo(c.email);
      expect(mail.subject).toBe('Interview Tuesday, 5 March 2030 at 10:30 (UAE time)');
      expect(mail.text).toContain('Where: Warehouse 14, JAFZA South');

      // A candidate who reads Arabic gets the day, the time and the way to join in Arabic.
      await t.database.db.update(users).set({ language: 'ar' }).where(eq(users.id, c.id));
      await t.database.db
        .update(interviews)
        .set({ mode: 'video', videoLink: 'https://meet.example.ae/abc' })
        .where(eq(interviews.id, interview.id));
      await send(employer.token, 'POST', API.communications.sendSingle, {
        template_id: template.id,
        candidate_id: c.id,
        interview_id: interview.id,
      });
      const arabic = (await mailsTo(c.email)).find((m) => m.id !== mail.id)!;
      expect(arabic.subject).toMatch(
        /^Interview الثلاثاء، 5 مارس 2030 .*10:30 \(بتوقيت الإمارات\)$/,
      );
      expect(arabic.text).toContain('Where: مكالمة فيديو: https://meet.example.ae/abc');
    });

    it('an employer cannot e-mail a candidate they cannot open; an applicant they can', async () => {
      const template = await newTemplate(employer.token);
      const c = await candidate('consultancy');
      const refused = await send(employer.token, 'POST', API.communications.sendSingle, {
        template_id: template.id,
        candidate_id: c.id,
      });
      expect(refused.status).toBe(404);
      expect(await mailsTo(c.email)).toHaveLength(0);
      // Applying to the employer's job shares the profile with it.
      const applicant = await as('candidate');
      await t.database.db
        .insert(candidateProfiles)
        .values({ userId: applicant.id, visibility: 'hidden' });
      const job = await jobMaker.create(employer.token);
      const applied = await send(applicant.token, 'POST', API.applications.apply, { job_id: job });
      expect(applied.status, JSON.stringify(applied.body)).toBeLessThan(300);
      const ok = await send(employer.token, 'POST', API.communications.sendSingle, {
        template_id: template.id,
        candidate_id: applicant.id,
      });
      expect(ok.status, JSON.stringify(ok.body)).toBe(201);
    });

    it('keeps the response link token hashed with its expiry, masked in the outbox and the list', async () => {
      const c = await candidate('consultancy');
      const template = await newTemplate(consultant.token, {
        body: '<p>When can we call? {{response.link}}</p>',
      });
      const res = await send(consultant.token, 'POST', API.communications.sendSingle, {
        template_id: template.id,
        candidate_id: c.id,
      });
      expect(res.status).toBe(201);
      const [mail] = await mailsTo(c.email);
      expect(mail.kind).toBe('recruiter_email_linked');
      const token = /email-response\/([\w-]+)/.exec(messageToSend(mail).text)![1];
      expect(mail.text).toContain(`/unauth/email-response/${SECRET_MASK}`);
      expect(JSON.stringify({ ...mail, unredacted: null })).not.toContain(token);
      const [row] = await emailsOf(c.id);
      expect(row.responseTokenHash).toBe(hashToken(token));
      expect(row.text).not.toContain(token);
      const days = (row.responseExpiresAt!.getTime() - row.createdAt.getTime()) / 86_400_000;
      expect(Math.round(days)).toBe(EMAIL_RESPONSE_LINK_DAYS);
      const list = await get(consultant.token, API.communications.candidateEmails(c.id));
      expect(list.status).toBe(200);
      const page = list.body.data as TPage<TCandidateEmail>;
      expect(page.items).toHaveLength(1);
      expect(page.items[0]).toMatchObject({ status: 'queued', sent_by: 'Test consultancy' });
      expect(JSON.stringify(page)).not.toContain(token);
    });

    it("lists only the company's own mails to a candidate, with their delivery", async () => {
      const c = await candidate('all');
      const template = await newTemplate(employer.token);
      await send(employer.token, 'POST', API.communications.sendSingle, {
        template_id: template.id,
        candidate_id: c.id,
      });
      await deliverDueMail(t.database.db, {
        send: async (m) => {
          if (m.to === c.email) throw new Error('550 mailbox full');
        },
      });
      const mine = await get(employer.token, API.communications.candidateEmails(c.id));
      const [item] = (mine.body.data as TPage<TCandidateEmail>).items;
      expect(item.status).toBe('queued');
      expect(item.last_error).toContain('550 mailbox full');
      // Refused at every try: given up after the last, and shown as failed, not lost.
      await t.database.db
        .update(outbox)
        .set({ attempts: MAX_ATTEMPTS - 1, nextAttemptAt: new Date() })
        .where(eq(outbox.to, c.email));
      await deliverDueMail(t.database.db, {
        send: async (m) => {
          if (m.to === c.email) throw new Error('550 mailbox full');
        },
      });
      const failed = await get(employer.token, API.communications.candidateEmails(c.id));
      expect((failed.body.data as TPage<TCandidateEmail>).items[0]).toMatchObject({
        status: 'failed',
      });
      const theirs = await get(otherEmployer.token, API.communications.candidateEmails(c.id));
      expect((theirs.body.data as TPage<TCandidateEmail>).total).toBe(0);
    });
  });

  describe('bulk sends', () => {
    it('delivers 1,000 mails to a real SMTP peer, each recipient once, across a worker stopped halfway', async () => {
      const sender = await as('consultancy');
      const people = await manyCandidates(1_000, randomBytes(3).toString('hex'));
      const addresses = new Set(people.map((p) => p.email));
      const template = await newTemplate(sender.token, {
        subject: 'Night shift drivers wanted, {{candidate.first_name}}',
      });
      const started = Date.now();
      const res = await send(sender.token, 'POST', API.communications.bulkSends, {
        template_id: template.id,
        candidate_ids: people.map((p) => p.id),
      });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      // One request for 1,000 recipients stays quick: few statements, not one per mail.
      expect(Date.now() - started).toBeLessThan(15_000);
      const created = res.body.data as TEmailSend;
      // Queued, not written: the worker writes the mails.
      expect(created).toMatchObject({
        recipients: 1_000,
        preparing: 1_000,
        queued: 0,
        skipped: 0,
        status: 'sending',
      });

      const peer = await startSmtpPeer();
      // Pooled, as a production relay would be used: connections are reused between mails.
      const transport = smtpTransport(
        `smtp://127.0.0.1:${peer.port}?pool=true&maxConnections=1`,
        'no-reply@logicareers.ae',
      );
      const ours = () => peer.received.filter((m) => addresses.has(m.to[0]));
      try {
        const first = startWorker({ db: t.database.db, transport, log: t.app.log, intervalMs: 5 });
        await until(() => ours().length >= 300);
        await first.stop();
        const halfway = ours().length;
        expect(halfway).toBeLessThan(1_000);
        const progress = await get(sender.token, API.communications.bulkSend(created.id));
        expect((progress.body.data as TEmailSend).sent).toBe(halfway);

        const second = startWorker({ db: t.database.db, transport, log: t.app.log, intervalMs: 5 });
        try {
          await until(async () => {
            const now = await get(sender.token, API.communications.bulkSend(created.id));
            return (now.body.data as TEmailSend).status === 'done';
          }, 150_000);
        } finally {
          await second.stop();
        }
        const arrived = ours();
        expect(arrived).toHaveLength(1_000);
        expect(new Set(arrived.map((m) => m.to[0])).size).toBe(1_000);
        expect(arrived.some((m) => m.raw.includes('Night shift drivers wanted, Driver'))).toBe(
          true,
        );
        const done = await get(sender.token, API.communications.bulkSend(created.id));
        expect(done.body.data).toMatchObject({
          sent: 1_000,
          preparing: 0,
          queued: 0,
          failed: 0,
          status: 'done',
        });
      } finally {
        transport.close();
        await peer.close();
      }
    }, 180_000);

    it('stop cancels what is not sent yet, and nothing more leaves', async () => {
      const sender = await as('consultancy');
      const people = await manyCandidates(30, randomBytes(3).toString('hex'));
      const template = await newTemplate(sender.token);
      const res = await send(sender.token, 'POST', API.communications.bulkSends, {
        template_id: template.id,
        candidate_ids: people.map((p) => p.id),
      });
      const created = res.body.data as TEmailSend;
      await writeQueuedMails();
      const addresses = new Set(people.map((p) => p.email));
      const sent: string[] = [];
      const transport: MailTransport = { send: async (m) => void sent.push(m.to) };
      // Mails of other tests may be due too: deliver until five of ours have left.
      await until(async () => {
        await deliverDueMail(t.database.db, transport, 1);
        return sent.filter((to) => addresses.has(to)).length >= 5;
      });
      const stopped = await send(sender.token, 'POST', API.communications.bulkSendStop(created.id));
      expect(stopped.status).toBe(200);
      expect(stopped.body.data).toMatchObject({
        sent: 5,
        cancelled: 25,
        queued: 0,
        status: 'stopped',
      });
      await deliverDueMail(t.database.db, transport, 100);
      expect(sent.filter((to) => addresses.has(to))).toHaveLength(5);
      // Another company's send is unknown to others.
      expect((await get(employer.token, API.communications.bulkSend(created.id))).status).toBe(404);
      expect(
        (await send(employer.token, 'POST', API.communications.bulkSendStop(created.id))).status,
      ).toBe(404);
    });

    it('stopped before the worker writes them, no mail is written or sent', async () => {
      const sender = await as('consultancy');
      const people = await manyCandidates(40, randomBytes(3).toString('hex'));
      const template = await newTemplate(sender.token);
      const res = await send(sender.token, 'POST', API.communications.bulkSends, {
        template_id: template.id,
        candidate_ids: people.map((p) => p.id),
      });
      const created = res.body.data as TEmailSend;
      const stopped = await send(sender.token, 'POST', API.communications.bulkSendStop(created.id));
      expect(stopped.body.data).toMatchObject({
        preparing: 0,
        queued: 0,
        cancelled: 40,
        status: 'stopped',
      });
      await writeQueuedMails();
      expect(await mailsTo(people[0].email)).toHaveLength(0);
      const rows = await t.database.db
        .select()
        .from(candidateEmails)
        .where(eq(candidateEmails.sendId, created.id));
      expect(rows).toHaveLength(0);
    });

    it('two workers at once, and one dying mid-batch, still mail each recipient once', async () => {
      const sender = await as('consultancy');
      const people = await manyCandidates(300, randomBytes(3).toString('hex'));
      const template = await newTemplate(sender.token);
      const res = await send(sender.token, 'POST', API.communications.bulkSends, {
        template_id: template.id,
        candidate_ids: people.map((p) => p.id),
      });
      const created = res.body.data as TEmailSend;
      // A worker that claimed a batch and died: its rows stay pending, claimed until the lease lapses.
      await t.database.db.execute(sql`
        update email_send_recipients set claimed_until = now() - interval '1 second'
        where send_id = ${created.id} and position < 10`);
      await Promise.all([writeQueuedMails(), writeQueuedMails()]);
      const rows = await t.database.db
        .select({ candidateId: candidateEmails.candidateId })
        .from(candidateEmails)
        .where(eq(candidateEmails.sendId, created.id));
      expect(rows).toHaveLength(300);
      expect(new Set(rows.map((r) => r.candidateId)).size).toBe(300);
      const pending = await t.database.db
        .select()
        .from(emailSendRecipients)
        .where(
          and(eq(emailSendRecipients.sendId, created.id), eq(emailSendRecipients.state, 'pending')),
        );
      expect(pending).toHaveLength(0);
      const progress = await get(sender.token, API.communications.bulkSend(created.id));
      expect(progress.body.data).toMatchObject({ preparing: 0, queued: 300 });
    });

    // A busy machine can take the process off its core for a moment, which reads as a stall once;
    // a stall the worker causes shows in every attempt.
    it(
      'a maximal send answers at once and, while the worker writes it, the site keeps answering',
      {
        retry: 2,
        timeout: 180_000,
      },
      async () => {
        const sender = await as('consultancy');
        const people = await manyCandidates(5_000, randomBytes(3).toString('hex'));
        const unit =
          '<p>{{candidate.first_name}}{{candidate.last_name}} {{ candidate.full_name }}, ' +
          '{{company.name}} {{recruiter.name}} {{recruiter.email}}</p>';
        const template = await newTemplate(sender.token, {
          subject: '{{candidate.first_name}}, night shifts',
          body: unit.repeat(Math.floor(49_900 / unit.length)),
        });
        const res = await send(sender.token, 'POST', API.communications.bulkSends, {
          template_id: template.id,
          candidate_ids: people.map((p) => p.id),
        });
        expect(res.status, JSON.stringify(res.body)).toBe(201);
        const created = res.body.data as TEmailSend;
        // Nothing rendered in the request: every recipient waits for the worker.
        expect(created).toMatchObject({ recipients: 5_000, preparing: 5_000, queued: 0 });
        expect(await mailsTo(people[0].email)).toHaveLength(0);

        const delay = monitorEventLoopDelay({ resolution: 10 });
        const worker = startWorker({ db: t.database.db, transport: null, log: t.app.log });
        const searchTimes: number[] = [];
        try {
          void worker.tick();
          await until(async () => {
            const now = await get(sender.token, API.communications.bulkSend(created.id));
            return (now.body.data as TEmailSend).preparing < 5_000;
          });
          delay.enable();
          // Rounds of concurrent searches while batches are written.
          for (let round = 0; round < 6; round++) {
            const times = await Promise.all(
              Array.from({ length: 4 }, async () => {
                const started = performance.now();
                const answer = await get(undefined, API.jobs.search, { q: 'driver' });
                expect(answer.status).toBe(200);
                return performance.now() - started;
              }),
            );
            searchTimes.push(...times);
            await new Promise((resolve) => setTimeout(resolve, 100));
          }
          delay.disable();
          const now = await get(sender.token, API.communications.bulkSend(created.id));
          // Still working through it: the searches ran while it was being written.
          expect((now.body.data as TEmailSend).preparing).toBeGreaterThan(0);
        } finally {
          await worker.stop();
          await send(sender.token, 'POST', API.communications.bulkSendStop(created.id));
        }
        searchTimes.sort((a, b) => a - b);
        const median = searchTimes[Math.floor(searchTimes.length / 2)];
        const longestStallMs = delay.max / 1e6;
        expect(longestStallMs, `longest event loop stall ${longestStallMs} ms`).toBeLessThan(200);
        expect(median, `median search ${median} ms`).toBeLessThan(200);
      },
    );

    it('reaches a CV folder and a job’s applicants, each candidate once', async () => {
      const a = await candidate('consultancy');
      const b = await candidate('consultancy');
      const folder = await send(consultant.token, 'POST', API.talent.folders, {
        name: `Drivers ${randomBytes(3).toString('hex')}`,
      });
      const folderId = (folder.body.data as { id: number }).id;
      await send(consultant.token, 'POST', API.talent.folderCandidates(folderId), {
        candidate_ids: [a.id, b.id],
      });
      const template = await newTemplate(consultant.token);
      const res = await send(consultant.token, 'POST', API.communications.bulkSends, {
        template_id: template.id,
        folder_id: folderId,
        candidate_ids: [a.id],
      });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      expect((res.body.data as TEmailSend).recipients).toBe(2);
      await writeQueuedMails();
      expect(await mailsTo(a.email)).toHaveLength(1);
      const foreign = await send(otherEmployer.token, 'POST', API.communications.bulkSends, {
        template_id: (await newTemplate(otherEmployer.token)).id,
        folder_id: folderId,
      });
      expect(foreign.body.message).toEqual({ folder_id: M.folderUnknown });
    });

    it('each candidate gets the version in their own language, previewed as they would read it', async () => {
      const english = await candidate('consultancy');
      const arabic = await candidate('consultancy', { firstName: 'عائشة' });
      await t.database.db.update(users).set({ language: 'ar' }).where(eq(users.id, arabic.id));
      const template = await newTemplate(consultant.token, {
        subject: 'Hello {{candidate.first_name}}',
        subject_ar: 'مرحبًا {{candidate.first_name}}',
        body: '<p>Dear {{candidate.first_name}}, see {{job.link}}</p>',
        body_ar: '<p>عزيزتي {{candidate.first_name}}، الوظيفة هنا: {{job.link}}</p>',
      });
      const jobId = await jobMaker.create(consultant.token);
      const preview = async (id: string) =>
        (
          await send(consultant.token, 'POST', API.communications.preview, {
            subject: template.subject,
            body: template.body,
            subject_ar: template.subject_ar,
            body_ar: template.body_ar,
            candidate_ids: [id],
            job_id: jobId,
          })
        ).body.data as TEmailPreview;
      expect(await preview(arabic.id)).toMatchObject({ language: 'ar', subject: 'مرحبًا عائشة' });
      expect(await preview(english.id)).toMatchObject({ language: 'en', subject: 'Hello Aisha' });

      const res = await send(consultant.token, 'POST', API.communications.bulkSends, {
        template_id: template.id,
        candidate_ids: [english.id, arabic.id],
        job_id: jobId,
      });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      await writeQueuedMails();
      const [toArabic] = await mailsTo(arabic.email);
      const [toEnglish] = await mailsTo(english.email);
      expect([toArabic.subject, toEnglish.subject]).toEqual(['مرحبًا عائشة', 'Hello Aisha']);
      expect(toArabic.text).toContain('عزيزتي عائشة');
      // The job's link opens its page in the reader's language, as an invitation.
      expect(toArabic.text).toContain(`/ar/unauth/jobs/view/${jobId}?from=invitation`);
      expect(toEnglish.text).toContain(`/unauth/jobs/view/${jobId}?from=invitation`);
      expect(toEnglish.text).not.toContain('/ar/');
      // One e-mail to one candidate follows the same rule.
      const single = await send(consultant.token, 'POST', API.communications.sendSingle, {
        template_id: template.id,
        candidate_id: arabic.id,
        job_id: jobId,
      });
      expect((single.body.data as TCandidateEmail).subject).toBe('مرحبًا عائشة');
    });
  });

  describe('marketing mails and unsubscribing', () => {
    it('carries an unsubscribe link and headers; one click stops them; the next send skips the candidate', async () => {
      const sender = await as('consultancy');
      const [keen, leaving] = [await candidate('consultancy'), await candidate('consultancy')];
      const job = await jobMaker.create(sender.token);
      const template = await newTemplate(sender.token, {
        subject: '{{job.title}} at {{company.name}}',
        body: '<p>Dear {{candidate.first_name}}, apply: {{job.link}}</p>',
        marketing: true,
      });
      const first = await send(sender.token, 'POST', API.communications.bulkSends, {
        template_id: template.id,
        candidate_ids: [keen.id, leaving.id],
        job_id: job,
      });
      expect(first.status, JSON.stringify(first.body)).toBe(201);
      await writeQueuedMails();
      const [mail] = await mailsTo(leaving.email);
      expect(mail.kind).toBe('recruiter_email_linked');
      const token = /email-unsubscribe\/([\w-]+)/.exec(messageToSend(mail).text)![1];
      expect(messageToSend(mail).extras!.headers).toEqual({
        'List-Unsubscribe': `<${t.env.APP_URL}${API.communications.unsubscribe(token)}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      });
      expect(JSON.stringify(mail.extras)).toContain(SECRET_MASK);
      expect(JSON.stringify(mail.extras)).not.toContain(token);
      const [row] = await emailsOf(leaving.id);
      expect(row.unsubscribeTokenHash).toBe(hashToken(token));

      const info = await get(undefined, API.communications.unsubscribe(token));
      expect(info.status).toBe(200);
      expect((info.body.data as TUnsubscribeInfo).unsubscribed).toBe(false);
      // The mail program's one-click post, RFC 8058.
      const oneClick = await call(t.app, {
        method: 'POST',
        url: API.communications.unsubscribe(token),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
      });
      expect(oneClick.status, JSON.stringify(oneClick.body)).toBe(200);
      expect(oneClick.body.data).toMatchObject({ unsubscribed: true });
      const stored = await t.database.db
        .select()
        .from(emailUnsubscribes)
        .where(
          and(
            eq(emailUnsubscribes.companyId, sender.companyId!),
            eq(emailUnsubscribes.candidateId, leaving.id),
          ),
        );
      expect(stored).toHaveLength(1);
      const unknown = await get(undefined, API.communications.unsubscribe('x'.repeat(43)));
      expect(unknown.status).toBe(404);

      const preview = await send(sender.token, 'POST', API.communications.preview, {
        subject: template.subject,
        body: template.body,
        marketing: true,
        candidate_ids: [keen.id, leaving.id],
        job_id: job,
      });
      expect(preview.body.data).toMatchObject({ recipients: 1, skipped: 1 });
      const second = await send(sender.token, 'POST', API.communications.bulkSends, {
        template_id: template.id,
        candidate_ids: [keen.id, leaving.id],
        job_id: job,
      });
      expect(second.status).toBe(201);
      expect(second.body.data).toMatchObject({ recipients: 1, skipped: 1 });
      expect(second.body.message).toContain('1 unsubscribed left out');
      await writeQueuedMails();
      expect(await mailsTo(leaving.email)).toHaveLength(1);
      expect(await mailsTo(keen.email)).toHaveLength(2);
      const single = await send(sender.token, 'POST', API.communications.sendSingle, {
        template_id: template.id,
        candidate_id: leaving.id,
        job_id: job,
      });
      expect(single.status).toBe(409);
      // Only that company's marketing mails stop.
      const rows = await t.database.db
        .select({ n: sql<number>`count(*)` })
        .from(emailUnsubscribes)
        .where(inArray(emailUnsubscribes.candidateId, [leaving.id]));
      expect(Number(rows[0].n)).toBe(1);
    });
  });
});
