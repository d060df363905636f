import { eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '@logicareers/shared/api';
import {
  INTERVIEW_MESSAGES as M,
  uaeLocalOf,
  type TCandidateInterview,
  type TInterview,
} from '@logicareers/shared/schemas/interviews';
import { candidateProfiles, interviews, outbox } from '../../db/schema';
import { jobFactory } from '../../test/factories';
import { call, DATABASES, startTestApp, type TestApp } from '../../test/harness';
import { signerFor, type Signed } from '../../test/scenarios';
import { startSmtpPeer } from '../../test/smtp-peer';
import { deliverDueMail } from '../mail/outbox';
import { smtpTransport } from '../mail/transport';

/*
 * The candidate's own interviews in their account (issue 39) on both databases: the list, the
 * answer by the rule of the invitation's link, the .ics download for the candidate and the staff,
 * every refusal, and the invitation's .ics as a real attachment through SMTP.
 */

const HOUR = 3_600_000;

/** A calendar as Google, Outlook and Apple read it, its start as an instant and in UAE time. */
function parseCalendar(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  const zone = calendar.getFirstSubcomponent('vtimezone');
  if (zone) ICAL.TimezoneService.register(zone);
  const event = calendar.getFirstSubcomponent('vevent')!;
  const start = event.getFirstProperty('dtstart')!;
  return {
    method: calendar.getFirstPropertyValue('method'),
    event,
    tzid: start.getParameter('tzid'),
    local: String(start.getFirstValue()),
    instant: (start.getFirstValue() as ICAL.Time).toJSDate().toISOString(),
  };
}

/** The attachment of a raw MIME message whose Content-Disposition names `filename`, decoded. */
function attachmentOf(raw: string, filename: string) {
  const boundaries = [...raw.matchAll(/boundary="?([^";\r\n]+)"?/gi)].map((m) => m[1]);
  for (const boundary of boundaries)
    for (const part of raw.split(`--${boundary}`)) {
      const split = part.search(/\r?\n\r?\n/);
      if (split < 0) continue;
      const head = part.slice(0, split).replace(/\r?\n[ \t]+/g, ' ');
      if (!/Content-Disposition:\s*attachment/i.test(head) || !head.includes(filename)) continue;
      const body = part.slice(split).trim();
      const text = /Content-Transfer-Encoding:\s*base64/i.test(head)
        ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
        : body;
      return { head, text };
    }
  return null;
}

describe.each(DATABASES)("the candidate's interviews (%s)", (kind) => {
  let t: TestApp;
  let jobMaker: Awaited<ReturnType<typeof jobFactory>>;
  let employer: Signed;
  let otherEmployer: Signed;

  const as = signerFor(() => t);
  const candidate = async () => {
    const signed = await as('candidate', { firstName: 'Layla', lastName: 'Nasser' });
    await t.database.db.insert(candidateProfiles).values({ userId: signed.id, visibility: 'all' });
    return signed;
  };
  const inDays = (days: number, time = '10:30') =>
    `${uaeLocalOf(new Date(Date.now() + days * 86_400_000)).slice(0, 10)}T${time}`;
  const schedule = async (person: Signed, overrides: Record<string, unknown> = {}) => {
    const res = await call(t.app, {
      method: 'POST',
      url: API.interviews.list,
      token: employer.token,
      payload: {
        candidate_id: person.id,
        starts_at: inDays(2),
        duration_minutes: 45,
        mode: 'video',
        video_link: 'https://meet.example.com/abc-defg-hij',
        ...overrides,
      },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.data as TInterview;
  };
  const mine = async (token: string | undefined, query: Record<string, string> = {}) =>
    call(t.app, { method: 'GET', url: API.interviews.mine, token, query });
  const answer = (token: string | undefined, id: string, payload: object) =>
    call(t.app, { method: 'POST', url: API.interviews.myAnswer(id), token, payload });
  const startIn = (id: string, ms: number) =>
    t.database.db
      .update(interviews)
      .set({ startsAt: new Date(Date.now() + ms) })
      .where(eq(interviews.id, id));
  const cancel = (id: string) =>
    call(t.app, {
      method: 'POST',
      url: API.interviews.cancel(id),
      token: employer.token,
      payload: { reason: 'The position was filled' },
    });

  beforeAll(async () => {
    t = await startTestApp(kind);
    jobMaker = await jobFactory(t.app);
    employer = await as('employer', { firstName: 'Mona', lastName: 'Saeed' });
    otherEmployer = await as('employer');
  }, 120_000);
  afterAll(async () => t?.close());

  it('lists upcoming interviews soonest first and past ones latest first, with job and company', async () => {
    const person = await candidate();
    const job = await jobMaker.create(employer.token);
    const later = await schedule(person, { starts_at: inDays(5), job_id: job });
    const sooner = await schedule(person, {
      starts_at: inDays(3),
      mode: 'in_person',
      location: 'Plot S30412, Jebel Ali Free Zone, Dubai',
    });
    const cancelled = await schedule(person, { starts_at: inDays(4) });
    expect((await cancel(cancelled.id)).status).toBe(200);
    const older = await schedule(person);
    const newer = await schedule(person);
    await startIn(older.id, -72 * HOUR);
    await startIn(newer.id, -24 * HOUR);
    // Someone else's interview is not in the list.
    await schedule(await candidate());

    const upcoming = await mine(person.token, { page_size: '2' });
    expect(upcoming.status, JSON.stringify(upcoming.body)).toBe(200);
    const page = upcoming.body.data as { items: TCandidateInterview[]; total: number };
    expect(page.total).toBe(3);
    expect(page.items.map((i) => i.id)).toEqual([sooner.id, cancelled.id]);
    const second = (await mine(person.token, { page_size: '2', page: '2' })).body.data as {
      items: TCandidateInterview[];
    };
    expect(second.items.map((i) => i.id)).toEqual([later.id]);
    expect(second.items[0]).toMatchObject({
      status: 'scheduled',
      company: expect.any(String),
      job_title: 'Warehouse Supervisor',
      mode: 'video',
      video_link: 'https://meet.example.com/abc-defg-hij',
      duration_minutes: 45,
      candidate_answer: 'pending',
      can_answer: true,
    });
    expect(second.items[0].starts_at).toBe(later.starts_at);
    expect(page.items[0]).toMatchObject({
      mode: 'in_person',
      location: 'Plot S30412, Jebel Ali Free Zone, Dubai',
      job_title: null,
    });
    // A cancelled interview keeps its place but loses its link to join.
    expect(page.items[1]).toMatchObject({ status: 'cancelled', video_link: '', can_answer: false });

    const past = (await mine(person.token, { when: 'past' })).body.data as {
      items: TCandidateInterview[];
    };
    expect(past.items.map((i) => i.id)).toEqual([newer.id, older.id]);
    expect(past.items[0].can_answer).toBe(false);
    const scheduledOnly = (await mine(person.token, { status: 'scheduled' })).body.data as {
      items: TCandidateInterview[];
    };
    expect(scheduledOnly.items.map((i) => i.id)).toEqual([sooner.id, later.id]);
  });

  it('answers from the account by the rule of the link: the recruiter is told and sees it', async () => {
    const person = await candidate();
    const interview = await schedule(person);
    const accepted = await answer(person.token, interview.id, { answer: 'accepted' });
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    expect(accepted.body.message).toBe(M.answered);
    expect(accepted.body.data).toMatchObject({ candidate_answer: 'accepted', can_answer: true });
    const told = await t.database.db.select().from(outbox).where(eq(outbox.to, employer.email));
    expect(told.filter((m) => m.kind === 'interview_answered').at(-1)?.subject).toContain(
      'Layla Nasser',
    );
    const staff = await call(t.app, {
      method: 'GET',
      url: API.interviews.one(interview.id),
      token: employer.token,
    });
    expect((staff.body.data as TInterview).candidate_answer).toBe('accepted');

    const noNote = await answer(person.token, interview.id, { answer: 'new_time' });
    expect(noNote.status).toBe(400);
    expect(JSON.stringify(noNote.body)).toContain(M.noteRequiredForNewTime);
    const newTime = await answer(person.token, interview.id, {
      answer: 'new_time',
      note: 'Any morning next week',
    });
    expect(newTime.body.data).toMatchObject({
      candidate_answer: 'new_time',
      candidate_note: 'Any morning next week',
    });

    await startIn(interview.id, -HOUR);
    const late = await answer(person.token, interview.id, { answer: 'declined' });
    expect(late.status).toBe(409);
    expect(late.body.message).toBe(M.linkPast);
    const gone = await schedule(person);
    await cancel(gone.id);
    const onCancelled = await answer(person.token, gone.id, { answer: 'accepted' });
    expect(onCancelled.status).toBe(409);
    expect(onCancelled.body.message).toBe(M.linkCancelled);
  });

  it('downloads a valid .ics for the candidate and for the staff of the company, a cancellation once cancelled', async () => {
    const person = await candidate();
    const starts = inDays(6, '09:15');
    const interview = await schedule(person, { starts_at: starts });
    for (const [url, token] of [
      [API.interviews.myCalendar(interview.id), person.token],
      [API.interviews.calendar(interview.id), employer.token],
    ] as const) {
      const res = await call(t.app, { method: 'GET', url, token });
      expect(res.status, url).toBe(200);
      expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
      expect(res.headers['content-disposition']).toBe(
        `attachment; filename="interview-${starts.slice(0, 10)}.ics"`,
      );
      const ics = parseCalendar(res.body as unknown as string);
      expect(ics.method).toBe('REQUEST');
      expect(ics.tzid).toBe('Asia/Dubai');
      expect(ics.local).toBe(`${starts}:00`);
      expect(ics.instant).toBe(interview.starts_at);
      expect(ics.event.getFirstPropertyValue('uid')).toBe(`${interview.id}@localhost:3000`);
    }
    await cancel(interview.id);
    const res = await call(t.app, {
      method: 'GET',
      url: API.interviews.myCalendar(interview.id),
      token: person.token,
    });
    const ics = parseCalendar(res.body as unknown as string);
    expect(ics.method).toBe('CANCEL');
    expect(ics.event.getFirstPropertyValue('status')).toBe('CANCELLED');
    expect(ics.event.getFirstPropertyValue('sequence')).toBe(1);
  });

  it('refuses everyone else: other candidates 404, staff routes 403 to candidates, other companies 404, visitors 401', async () => {
    const person = await candidate();
    const stranger = await candidate();
    const interview = await schedule(person);
    const otherCandidate = await Promise.all([
      answer(stranger.token, interview.id, { answer: 'declined' }),
      call(t.app, {
        method: 'GET',
        url: API.interviews.myCalendar(interview.id),
        token: stranger.token,
      }),
      answer(person.token, 'not-a-uuid', { answer: 'accepted' }),
      call(t.app, {
        method: 'GET',
        url: API.interviews.calendar(interview.id),
        token: otherEmployer.token,
      }),
    ]);
    for (const res of otherCandidate) expect(res.status).toBe(404);
    expect(((await mine(stranger.token)).body.data as { total: number }).total).toBe(0);
    const [row] = await t.database.db
      .select({ answer: interviews.candidateAnswer })
      .from(interviews)
      .where(eq(interviews.id, interview.id));
    expect(row.answer).toBe('pending');

    // A candidate may not use the staff's routes, nor the staff the candidate's.
    for (const res of await Promise.all([
      call(t.app, {
        method: 'GET',
        url: API.interviews.calendar(interview.id),
        token: person.token,
      }),
      call(t.app, { method: 'GET', url: API.interviews.one(interview.id), token: person.token }),
      mine(employer.token),
      answer(employer.token, interview.id, { answer: 'accepted' }),
      call(t.app, {
        method: 'GET',
        url: API.interviews.myCalendar(interview.id),
        token: employer.token,
      }),
    ]))
      expect(res.status).toBe(403);

    for (const res of await Promise.all([
      mine(undefined),
      answer(undefined, interview.id, { answer: 'accepted' }),
      call(t.app, { method: 'GET', url: API.interviews.myCalendar(interview.id) }),
      call(t.app, { method: 'GET', url: API.interviews.calendar(interview.id) }),
    ]))
      expect(res.status).toBe(401);
  });

  it('sends the invitation, the interviewer’s notice and the cancellation with invite.ics attached', async () => {
    const { received, port, close } = await startSmtpPeer();
    const transport = smtpTransport(`smtp://127.0.0.1:${port}`, t.env.MAIL_FROM);
    const deliverAll = async () => {
      for (let i = 0; i < 20; i++) {
        const { claimed } = await deliverDueMail(t.database.db, transport, 100);
        if (!claimed) break;
      }
    };
    try {
      const person = await candidate();
      const interviewer = await as('employer', { companyId: employer.companyId! });
      const starts = inDays(8, '11:45');
      const interview = await schedule(person, {
        starts_at: starts,
        interviewer_ids: [interviewer.id],
      });
      await cancel(interview.id);
      await deliverAll();
      const toCandidate = received.filter((m) => m.to.includes(person.email));
      const toInterviewer = received.filter((m) => m.to.includes(interviewer.email));
      expect(toCandidate).toHaveLength(2);
      expect(toInterviewer).toHaveLength(2);
      // Sent side by side, they may arrive in either order: each is known by its method.
      for (const mails of [toCandidate, toInterviewer]) {
        const methods = mails.map((mail) => {
          // The text/calendar alternative that mail clients show as an invitation is still there.
          const alternative = /Content-Type: text\/calendar; charset=utf-8; method=(\w+)/i.exec(
            mail.raw,
          );
          expect(alternative).not.toBeNull();
          const file = attachmentOf(mail.raw, 'invite.ics');
          expect(file, 'an invite.ics attachment').not.toBeNull();
          expect(file!.head).toMatch(/Content-Type: application\/ics/i);
          const ics = parseCalendar(file!.text);
          expect(ics.method).toBe(alternative![1]);
          expect(ics.local).toBe(`${starts}:00`);
          expect(ics.instant).toBe(interview.starts_at);
          return ics.method;
        });
        expect(methods.sort()).toEqual(['CANCEL', 'REQUEST']);
      }
    } finally {
      transport.close();
      await close();
    }
  });
});
