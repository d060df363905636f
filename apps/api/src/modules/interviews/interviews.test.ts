import { and, asc, eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '@logicareers/shared/api';
import {
  INTERVIEW_MESSAGES as M,
  uaeLocalOf,
  type TInterview,
  type TInterviewInvitation,
  type TPerson,
} from '@logicareers/shared/schemas/interviews';
import {
  applicationEvents,
  applications,
  candidateProfiles,
  candidateSubmissions,
  interviews,
  outbox,
} from '../../db/schema';
import { buildCompany, jobFactory } from '../../test/factories';
import { call, DATABASES, startTestApp, type TestApp } from '../../test/harness';
import { signerFor, type Signed } from '../../test/scenarios';
import { startSmtpPeer } from '../../test/smtp-peer';
import { hashToken } from '../access/sessions';
import { deliverDueMail, messageToSend } from '../mail/outbox';
import { smtpTransport } from '../mail/transport';
import { sendInterviewReminders } from './interviews.reminders';

/*
 * Interview scheduling on both databases: scheduling from an application, a candidate and a
 * client's request; every boundary (company, candidate reach, roles); the calendar invitation as
 * calendars read it; the candidate's answer link; reminders; and one invitation through SMTP.
 */

const HOUR = 3_600_000;

describe.each(DATABASES)('interviews (%s)', (kind) => {
  let t: TestApp;
  let jobMaker: Awaited<ReturnType<typeof jobFactory>>;
  let employer: Signed;
  let colleague: Signed;
  let otherEmployer: Signed;
  let consultant: Signed;

  const as = signerFor(() => t);
  const candidate = async (visibility: 'all' | 'consultancy' | 'hidden' = 'all') => {
    const signed = await as('candidate', { firstName: 'Aisha', lastName: 'Khan' });
    await t.database.db.insert(candidateProfiles).values({ userId: signed.id, visibility });
    return signed;
  };
  const applicationOf = async (candidateId: string, jobId: number) => {
    const [row] = await t.database.db
      .insert(applications)
      .values({ candidateId, jobId })
      .returning({ id: applications.id });
    return row.id;
  };

  /** A valid form, two days ahead at 10:30 UAE time, by video. */
  const inDays = (days: number, time = '10:30') =>
    `${uaeLocalOf(new Date(Date.now() + days * 86_400_000)).slice(0, 10)}T${time}`;
  const form = (overrides: Record<string, unknown> = {}) => ({
    starts_at: inDays(2),
    duration_minutes: 45,
    mode: 'video',
    video_link: 'https://meet.example.com/abc-defg-hij',
    notes: 'Bring your Emirates ID.',
    ...overrides,
  });
  const schedule = (token: string, payload: object) =>
    call(t.app, { method: 'POST', url: API.interviews.list, token, payload });
  const scheduled = async (token: string, payload: object) => {
    const res = await schedule(token, payload);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.data as TInterview;
  };
  const mailsTo = (to: string) =>
    t.database.db.select().from(outbox).where(eq(outbox.to, to)).orderBy(asc(outbox.createdAt));
  const lastMail = async (to: string, kind: string) =>
    (await mailsTo(to)).filter((m) => m.kind === kind).at(-1)!;
  /** The answer link's token in the candidate's latest e-mail of `kind`, as sent. */
  const tokenFor = async (to: string, kind = 'interview_invitation') => {
    const sent = messageToSend(await lastMail(to, kind));
    return /\/interview-response\/([\w-]+)/.exec(sent.text)![1];
  };
  const parse = (ics: string) => {
    const calendar = new ICAL.Component(ICAL.parse(ics));
    const event = calendar.getFirstSubcomponent('vevent')!;
    return { calendar, event };
  };
  const calendarTo = async (to: string, kind = 'interview_invitation') => {
    const mail = await lastMail(to, kind);
    expect(mail.extras?.calendar, `${kind} to ${to} has a calendar`).toBeTruthy();
    return { raw: mail.extras!.calendar!.content, ...parse(mail.extras!.calendar!.content) };
  };

  beforeAll(async () => {
    t = await startTestApp(kind);
    jobMaker = await jobFactory(t.app);
    employer = await as('employer', { firstName: 'Mona', lastName: 'Saeed' });
    colleague = await as('employer', {
      companyId: employer.companyId!,
      firstName: 'Omar',
      lastName: 'Haddad',
    });
    otherEmployer = await as('employer');
    consultant = await as('consultancy');
  }, 120_000);
  afterAll(async () => t?.close());

  describe('scheduling', () => {
    it('from an application: the calendar invitation reaches the candidate and each interviewer, and the application moves to interview with its history', async () => {
      const job = await jobMaker.create(employer.token);
      const person = await candidate();
      const applicationId = await applicationOf(person.id, job);
      const starts = inDays(3, '10:30');
      const interview = await scheduled(
        employer.token,
        form({
          application_id: applicationId,
          starts_at: starts,
          mode: 'in_person',
          location: 'Plot S30412, Jebel Ali Free Zone, Dubai',
          map_link: 'https://maps.example.com/jafza',
          video_link: 'https://ignored.example.com',
          interviewer_ids: [employer.id, colleague.id],
        }),
      );
      expect(interview).toMatchObject({
        status: 'scheduled',
        mode: 'in_person',
        video_link: '',
        candidate: { id: person.id, name: 'Aisha Khan' },
        job: { id: job, title: 'Warehouse Supervisor' },
        application_id: applicationId,
        candidate_answer: 'pending',
        sequence: 0,
        scheduled_by: 'Mona Saeed',
      });
      expect(uaeLocalOf(new Date(interview.starts_at))).toBe(starts);
      expect(interview.interviewers.map((p) => p.id).sort()).toEqual(
        [employer.id, colleague.id].sort(),
      );

      // The calendar as Google, Outlook and Apple read it.
      const { raw, calendar, event } = await calendarTo(person.email);
      expect(raw).toContain('\r\n');
      expect(raw.split('\r\n').every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
      expect(calendar.getFirstPropertyValue('method')).toBe('REQUEST');
      expect(calendar.getFirstSubcomponent('vtimezone')?.getFirstPropertyValue('tzid')).toBe(
        'Asia/Dubai',
      );
      expect(event.getFirstPropertyValue('uid')).toBe(`${interview.id}@localhost:3000`);
      expect(event.getFirstPropertyValue('sequence')).toBe(0);
      expect(event.getFirstPropertyValue('status')).toBe('CONFIRMED');
      const start = event.getFirstProperty('dtstart')!;
      expect(start.getParameter('tzid')).toBe('Asia/Dubai');
      expect(String(start.getFirstValue())).toBe(`${starts}:00`);
      expect(String(event.getFirstPropertyValue('dtend'))).toBe(
        `${uaeLocalOf(new Date(new Date(interview.starts_at).getTime() + 45 * 60_000))}:00`,
      );
      const organizer = event.getFirstProperty('organizer')!;
      expect(organizer.getParameter('cn')).toBe('Mona Saeed');
      expect(organizer.getFirstValue()).toBe('mailto:no-reply@logicareers.ae');
      const attendees = event.getAllProperties('attendee');
      expect(
        attendees.map((a) => String(a.getFirstValue()).replace(/^mailto:/i, 'mailto:')).sort(),
      ).toEqual([person.email, employer.email, colleague.email].map((e) => `mailto:${e}`).sort());
      for (const attendee of attendees) {
        expect(attendee.getParameter('rsvp')).toBe('TRUE');
        expect(attendee.getParameter('partstat')).toBe('NEEDS-ACTION');
      }
      expect(event.getFirstPropertyValue('location')).toBe(
        'Plot S30412, Jebel Ali Free Zone, Dubai',
      );

      // The candidate's e-mail gives the time in UAE time and the answer link (masked when shown).
      const invitation = await lastMail(person.email, 'interview_invitation');
      expect(invitation.text).toContain('(UAE time)');
      expect(invitation.text).toContain('10:30');
      expect(invitation.text).not.toContain(await tokenFor(person.email));
      for (const interviewer of [employer, colleague]) {
        const notice = await calendarTo(interviewer.email, 'interview_notice');
        expect(notice.event.getFirstPropertyValue('uid')).toBe(`${interview.id}@localhost:3000`);
        expect(
          messageToSend(await lastMail(interviewer.email, 'interview_notice')).text,
        ).not.toContain('/interview-response/');
      }

      // The application: status and history, as the candidate sees it.
      const [app] = await t.database.db
        .select({ status: applications.status })
        .from(applications)
        .where(eq(applications.id, applicationId));
      expect(app.status).toBe('interview');
      const events = await t.database.db
        .select()
        .from(applicationEvents)
        .where(eq(applicationEvents.applicationId, applicationId));
      expect(events).toEqual([
        expect.objectContaining({
          fromStatus: 'applied',
          toStatus: 'interview',
          actorId: employer.id,
        }),
      ]);
      const mine = await call(t.app, {
        method: 'GET',
        url: '/api/jobs/applied',
        token: person.token,
      });
      const [item] = (mine.body.data as { items: { status: string; history: object[] }[] }).items;
      expect(item.status).toBe('interview');
      expect(item.history.at(-1)).toMatchObject({ to_status: 'interview' });
    });

    it('from the candidate view, for a candidate the recruiter may open; the default interviewer is the scheduler', async () => {
      const person = await candidate('consultancy');
      const interview = await scheduled(consultant.token, form({ candidate_id: person.id }));
      expect(interview.interviewers.map((p) => p.id)).toEqual([consultant.id]);
      expect(interview.application_id).toBeNull();
      // An employer cannot reach a consultancy-only candidate: as unknown as a missing one.
      const refused = await schedule(employer.token, form({ candidate_id: person.id }));
      expect(refused.status).toBe(404);
    });

    it('from the candidate view with one of the jobs they applied to: the application moves too', async () => {
      const job = await jobMaker.create(employer.token);
      const person = await candidate();
      const applicationId = await applicationOf(person.id, job);
      const interview = await scheduled(
        employer.token,
        form({ candidate_id: person.id, job_id: job }),
      );
      expect(interview.application_id).toBe(applicationId);
      const refused = await schedule(
        employer.token,
        form({ candidate_id: person.id, job_id: await jobMaker.create(otherEmployer.token) }),
      );
      expect(refused.status).toBe(400);
      expect(refused.body.message).toEqual({ job_id: M.jobUnknown });
    });

    it("from a client's request for an interview, only for the consultancy's own requested submission", async () => {
      const client = await buildCompany(t.database.db, { managedById: consultant.companyId });
      const person = await candidate('consultancy');
      const [submission] = await t.database.db
        .insert(candidateSubmissions)
        .values({
          consultancyId: consultant.companyId!,
          clientId: client.id,
          candidateId: person.id,
          sentBy: consultant.id,
          status: 'interview_requested',
          tokenHash: hashToken(`submission-${person.id}`),
          expiresAt: new Date(Date.now() + 86_400_000),
        })
        .returning({ id: candidateSubmissions.id });
      const interview = await scheduled(consultant.token, form({ submission_id: submission.id }));
      expect(interview).toMatchObject({
        submission_id: submission.id,
        candidate: { id: person.id },
      });
      const refused = await schedule(employer.token, form({ submission_id: submission.id }));
      expect(refused.status).toBe(400);
      expect(refused.body.message).toEqual({ submission_id: M.submissionUnknown });
      await t.database.db
        .update(candidateSubmissions)
        .set({ status: 'viewed' })
        .where(eq(candidateSubmissions.id, submission.id));
      const notRequested = await schedule(consultant.token, form({ submission_id: submission.id }));
      expect(notRequested.status).toBe(400);
    });

    it('names the field of every bad input', async () => {
      const person = await candidate();
      const base = { candidate_id: person.id };
      const cases: [Record<string, unknown>, Record<string, string>][] = [
        [{ starts_at: '' }, { starts_at: M.startsAtRequired }],
        [{ starts_at: '03/12/2026 10:30' }, { starts_at: M.startsAtInvalid }],
        [{ starts_at: '2026-02-30T10:30' }, { starts_at: M.startsAtInvalid }],
        [{ starts_at: inDays(-1) }, { starts_at: M.startsAtPast }],
        [{ duration_minutes: 10 }, { duration_minutes: M.duration }],
        [{ duration_minutes: 481 }, { duration_minutes: M.duration }],
        [{ mode: 'carrier pigeon' }, { mode: M.modeRequired }],
        [{ video_link: '' }, { video_link: M.videoLinkRequired }],
        [{ video_link: 'http://meet.example.com/x' }, { video_link: M.httpsLink }],
        [{ video_link: 'javascript:alert(1)' }, { video_link: M.httpsLink }],
        [{ mode: 'in_person' }, { location: M.locationRequired }],
        [{ mode: 'in_person', location: 'JAFZA', map_link: 'maps' }, { map_link: M.httpsLink }],
        [{ mode: 'phone' }, { phone: M.phoneRequired }],
        [{ mode: 'phone', phone: '12' }, { phone: M.phoneInvalid }],
        [{ interviewer_ids: [] }, { interviewer_ids: M.interviewersRequired }],
        [{ interviewer_ids: [otherEmployer.id] }, { interviewer_ids: M.interviewerUnknown }],
        [{ candidate_id: null }, { candidate_id: M.sourceRequired }],
      ];
      for (const [overrides, message] of cases) {
        const res = await schedule(employer.token, form({ ...base, ...overrides }));
        expect(res.status, JSON.stringify(overrides)).toBe(400);
        expect(res.body.message, JSON.stringify(overrides)).toMatchObject(message);
      }
      const job = await jobMaker.create(employer.token);
      const both = await schedule(
        employer.token,
        form({ candidate_id: person.id, application_id: await applicationOf(person.id, job) }),
      );
      expect(both.body.message).toEqual({ candidate_id: M.sourceRequired });
      const otherApplication = await applicationOf(
        person.id,
        await jobMaker.create(otherEmployer.token),
      );
      const foreign = await schedule(employer.token, form({ application_id: otherApplication }));
      expect(foreign.body.message).toEqual({ application_id: M.applicationUnknown });
      // A phone number is kept international.
      const phone = await scheduled(
        employer.token,
        form({ ...base, mode: 'phone', phone: '971 50 123 4567' }),
      );
      expect(phone).toMatchObject({ phone: '+971501234567', video_link: '' });
    });

    it('lists the users of the company who may interview', async () => {
      const res = await call(t.app, {
        method: 'GET',
        url: API.interviews.interviewers,
        token: employer.token,
      });
      expect(res.status).toBe(200);
      const ids = (res.body.data as TPerson[]).map((p) => p.id);
      expect(ids.sort()).toEqual([employer.id, colleague.id].sort());
    });
  });

  describe('boundaries', () => {
    it("another company's interview answers 404 everywhere; candidates and visitors are refused", async () => {
      const person = await candidate();
      const interview = await scheduled(employer.token, form({ candidate_id: person.id }));
      const attempts = [
        call(t.app, {
          method: 'GET',
          url: API.interviews.one(interview.id),
          token: otherEmployer.token,
        }),
        call(t.app, {
          method: 'PUT',
          url: API.interviews.one(interview.id),
          token: otherEmployer.token,
          payload: form(),
        }),
        call(t.app, {
          method: 'POST',
          url: API.interviews.cancel(interview.id),
          token: otherEmployer.token,
          payload: {},
        }),
        call(t.app, {
          method: 'POST',
          url: API.interviews.outcome(interview.id),
          token: otherEmployer.token,
          payload: { outcome: 'passed' },
        }),
        call(t.app, {
          method: 'GET',
          url: API.interviews.one('not-a-uuid'),
          token: employer.token,
        }),
      ];
      for (const res of await Promise.all(attempts)) expect(res.status).toBe(404);
      const list = await call(t.app, {
        method: 'GET',
        url: API.interviews.list,
        token: otherEmployer.token,
      });
      expect((list.body.data as { items: TInterview[] }).items.map((i) => i.id)).not.toContain(
        interview.id,
      );
      for (const token of [person.token, undefined]) {
        const expected = token ? 403 : 401;
        for (const res of await Promise.all([
          call(t.app, { method: 'GET', url: API.interviews.list, token }),
          call(t.app, { method: 'GET', url: API.interviews.one(interview.id), token }),
          schedule(token as string, form({ candidate_id: person.id })),
        ]))
          expect(res.status).toBe(expected);
      }
    });

    it('filters the list by interviewer, job, status and week', async () => {
      const job = await jobMaker.create(employer.token);
      const person = await candidate();
      const mine = await scheduled(
        employer.token,
        form({
          candidate_id: person.id,
          job_id: job,
          interviewer_ids: [colleague.id],
          starts_at: inDays(9),
        }),
      );
      const list = async (query: Record<string, string>) => {
        const res = await call(t.app, {
          method: 'GET',
          url: API.interviews.list,
          token: employer.token,
          query,
        });
        expect(res.status, JSON.stringify(res.body)).toBe(200);
        return (res.body.data as { items: TInterview[] }).items.map((i) => i.id);
      };
      expect(await list({ interviewer_id: colleague.id })).toContain(mine.id);
      expect(await list({ interviewer_id: employer.id })).not.toContain(mine.id);
      expect(await list({ job_id: String(job) })).toEqual([mine.id]);
      expect(await list({ status: 'cancelled' })).not.toContain(mine.id);
      const start = new Date(mine.starts_at);
      expect(
        await list({
          from: new Date(start.getTime() - HOUR).toISOString(),
          to: new Date(start.getTime() + HOUR).toISOString(),
        }),
      ).toContain(mine.id);
      expect(await list({ from: new Date(start.getTime() + HOUR).toISOString() })).not.toContain(
        mine.id,
      );
      expect(await list({ when: 'upcoming' })).toContain(mine.id);
      expect(await list({ when: 'past' })).not.toContain(mine.id);
    });
  });

  describe('changes and the candidate’s answer', () => {
    it('reschedules with the same UID and SEQUENCE 1, then cancels with METHOD:CANCEL; the answer link follows', async () => {
      const person = await candidate();
      const interview = await scheduled(
        employer.token,
        form({ candidate_id: person.id, interviewer_ids: [employer.id, colleague.id] }),
      );
      const firstToken = await tokenFor(person.email);
      const answer = (token: string, body: object) =>
        call(t.app, { method: 'POST', url: API.interviews.answer(token), payload: body });

      // The candidate answers, then changes their mind.
      const seen = await call(t.app, { method: 'GET', url: API.interviews.answer(firstToken) });
      expect(seen.status).toBe(200);
      expect(seen.body.data).toMatchObject({
        company: expect.any(String),
        mode: 'video',
        candidate_answer: 'pending',
      });
      expect((await answer(firstToken, { answer: 'accepted' })).status).toBe(200);
      const noNote = await answer(firstToken, { answer: 'new_time' });
      expect(noNote.status).toBe(400);
      expect(noNote.body.message).toEqual({ note: M.noteRequiredForNewTime });
      const again = await answer(firstToken, { answer: 'new_time', note: 'Sunday morning?' });
      expect(again.status).toBe(200);
      expect(again.body.data as TInterviewInvitation).toMatchObject({
        candidate_answer: 'new_time',
        candidate_note: 'Sunday morning?',
      });
      const told = await lastMail(employer.email, 'interview_answered');
      expect(told.text).toContain('asked for another time');
      expect(told.text).toContain('Sunday morning?');
      expect((await lastMail(colleague.email, 'interview_answered')).subject).toContain(
        'Aisha Khan',
      );
      expect((await answer('x'.repeat(43), { answer: 'accepted' })).body.message).toBe(
        M.linkInvalid,
      );

      // Rescheduled: SEQUENCE 1, the answer pending again, a new link; the colleague is taken off.
      const moved = await call(t.app, {
        method: 'PUT',
        url: API.interviews.one(interview.id),
        token: employer.token,
        payload: form({ starts_at: inDays(4, '14:00'), interviewer_ids: [employer.id] }),
      });
      expect(moved.status, JSON.stringify(moved.body)).toBe(200);
      expect(moved.body.data).toMatchObject({
        sequence: 1,
        candidate_answer: 'pending',
        candidate_note: '',
      });
      const updated = await calendarTo(person.email);
      expect(updated.event.getFirstPropertyValue('uid')).toBe(`${interview.id}@localhost:3000`);
      expect(updated.event.getFirstPropertyValue('sequence')).toBe(1);
      expect(String(updated.event.getFirstPropertyValue('dtstart'))).toBe(
        `${inDays(4, '14:00')}:00`,
      );
      expect((await lastMail(person.email, 'interview_invitation')).subject).toMatch(/^Updated/);
      const dropped = await calendarTo(colleague.email, 'interview_notice');
      expect(dropped.calendar.getFirstPropertyValue('method')).toBe('CANCEL');
      // The first e-mail's link showed another time: it says the interview moved, and answers
      // nothing; the new invitation's link answers.
      const first = await call(t.app, { method: 'GET', url: API.interviews.answer(firstToken) });
      expect(first.status).toBe(409);
      expect(first.body).toMatchObject({ code: 'CONFLICT', message: M.linkMoved });
      const stale = await answer(firstToken, { answer: 'declined' });
      expect(stale.status).toBe(409);
      expect(stale.body.message).toBe(M.linkMoved);
      const secondToken = await tokenFor(person.email);
      expect(secondToken).not.toBe(firstToken);
      const current = await call(t.app, { method: 'GET', url: API.interviews.answer(secondToken) });
      expect(current.body.data).toMatchObject({ candidate_answer: 'pending' });
      expect((await answer(secondToken, { answer: 'accepted' })).status).toBe(200);

      // Cancelled: METHOD:CANCEL, higher SEQUENCE, STATUS:CANCELLED; the link now refuses.
      const cancelled = await call(t.app, {
        method: 'POST',
        url: API.interviews.cancel(interview.id),
        token: employer.token,
        payload: { reason: 'The position was filled' },
      });
      expect(cancelled.status).toBe(200);
      expect(cancelled.body.data).toMatchObject({ status: 'cancelled', sequence: 2 });
      for (const to of [person.email, employer.email]) {
        const mail = await lastMail(to, 'interview_notice');
        expect(mail.subject).toMatch(/^Interview cancelled/);
        const { calendar, event } = parse(mail.extras!.calendar!.content);
        expect(calendar.getFirstPropertyValue('method')).toBe('CANCEL');
        expect(event.getFirstPropertyValue('uid')).toBe(`${interview.id}@localhost:3000`);
        expect(event.getFirstPropertyValue('sequence')).toBe(2);
        expect(event.getFirstPropertyValue('status')).toBe('CANCELLED');
      }
      expect((await lastMail(person.email, 'interview_notice')).text).toContain(
        'The position was filled',
      );
      const refused = await call(t.app, { method: 'GET', url: API.interviews.answer(secondToken) });
      expect(refused.status).toBe(409);
      expect(refused.body.message).toBe(M.linkCancelled);
      const twice = await call(t.app, {
        method: 'POST',
        url: API.interviews.cancel(interview.id),
        token: employer.token,
        payload: {},
      });
      expect(twice.status).toBe(409);
      const edit = await call(t.app, {
        method: 'PUT',
        url: API.interviews.one(interview.id),
        token: employer.token,
        payload: form(),
      });
      expect(edit.status).toBe(409);
    });

    it("each link opens its own interview only, and a past interview's link refuses", async () => {
      const a = await candidate();
      const b = await candidate();
      await scheduled(employer.token, form({ candidate_id: a.id, notes: 'For A' }));
      const second = await scheduled(employer.token, form({ candidate_id: b.id, notes: 'For B' }));
      const tokenA = await tokenFor(a.email);
      const seen = await call(t.app, { method: 'GET', url: API.interviews.answer(tokenA) });
      expect(seen.body.data).toMatchObject({ notes: 'For A' });
      await t.database.db
        .update(interviews)
        .set({ startsAt: new Date(Date.now() - HOUR) })
        .where(eq(interviews.id, second.id));
      const past = await call(t.app, {
        method: 'GET',
        url: API.interviews.answer(await tokenFor(b.email)),
      });
      expect(past.status).toBe(409);
      expect(past.body.message).toBe(M.linkPast);
    });

    it('records the outcome only once the interview has started', async () => {
      const person = await candidate();
      const interview = await scheduled(employer.token, form({ candidate_id: person.id }));
      const outcome = () =>
        call(t.app, {
          method: 'POST',
          url: API.interviews.outcome(interview.id),
          token: colleague.token,
          payload: { outcome: 'no_show', note: 'Did not come' },
        });
      const early = await outcome();
      expect(early.status).toBe(409);
      expect(early.body.message).toBe(M.outcomeTooEarly);
      await t.database.db
        .update(interviews)
        .set({ startsAt: new Date(Date.now() - HOUR) })
        .where(eq(interviews.id, interview.id));
      const done = await outcome();
      expect(done.status).toBe(200);
      expect(done.body.data).toMatchObject({
        status: 'completed',
        outcome: 'no_show',
        outcome_note: 'Did not come',
      });
      const bad = await call(t.app, {
        method: 'POST',
        url: API.interviews.outcome(interview.id),
        token: employer.token,
        payload: { outcome: 'great' },
      });
      expect(bad.body.message).toEqual({ outcome: M.outcomeRequired });
    });
  });

  describe('reminders', () => {
    const remind = () =>
      sendInterviewReminders(t.database.db, { appUrl: t.env.APP_URL, mailFrom: t.env.MAIL_FROM });
    const reminders = async (to: string) =>
      (await mailsTo(to)).filter((m) => m.kind === 'interview_reminder').length;
    const startIn = (id: string, ms: number) =>
      t.database.db
        .update(interviews)
        .set({ startsAt: new Date(Date.now() + ms) })
        .where(eq(interviews.id, id));

    it('reminds 24 hours and 2 hours before, once each, never a cancelled interview', async () => {
      const person = await candidate();
      const interview = await scheduled(
        employer.token,
        form({ candidate_id: person.id, interviewer_ids: [colleague.id] }),
      );
      const dropped = await candidate();
      const cancelled = await scheduled(employer.token, form({ candidate_id: dropped.id }));
      await call(t.app, {
        method: 'POST',
        url: API.interviews.cancel(cancelled.id),
        token: employer.token,
        payload: {},
      });
      await startIn(cancelled.id, 23 * HOUR);
      await remind();
      expect(await reminders(person.email)).toBe(0);

      await startIn(interview.id, 23 * HOUR);
      await Promise.all([remind(), remind()]);
      await remind();
      expect(await reminders(person.email)).toBe(1);
      const reminder = await lastMail(person.email, 'interview_reminder');
      expect(reminder.text).not.toMatch(/interview-response\/[\w-]{20,}/);
      // The reminder's link is the one that works now.
      const token = await tokenFor(person.email, 'interview_reminder');
      expect((await call(t.app, { method: 'GET', url: API.interviews.answer(token) })).status).toBe(
        200,
      );
      expect(
        (await mailsTo(colleague.email)).filter(
          (m) => m.kind === 'interview_notice' && m.subject.startsWith('Reminder'),
        ),
      ).toHaveLength(1);

      await startIn(interview.id, 90 * 60_000);
      await remind();
      await remind();
      expect(await reminders(person.email)).toBe(2);
      expect(await reminders(dropped.email)).toBe(0);
    });

    it('sends no 24-hour reminder for an interview scheduled less than 24 hours ahead', async () => {
      const person = await candidate();
      await scheduled(
        employer.token,
        form({ candidate_id: person.id, starts_at: uaeLocalOf(new Date(Date.now() + 5 * HOUR)) }),
      );
      await remind();
      expect(await reminders(person.email)).toBe(0);
      const [row] = await t.database.db
        .select({ id: interviews.id })
        .from(interviews)
        .where(and(eq(interviews.candidateId, person.id)));
      await startIn(row.id, HOUR);
      await remind();
      expect(await reminders(person.email)).toBe(1);
    });
  });

  it('delivers the invitation through SMTP with a text/calendar part of METHOD:REQUEST', async () => {
    const { received, port, close } = await startSmtpPeer();
    const transport = smtpTransport(`smtp://127.0.0.1:${port}`, t.env.MAIL_FROM);
    try {
      const person = await candidate();
      await scheduled(employer.token, form({ candidate_id: person.id }));
      for (let i = 0; i < 20; i++) {
        const { claimed } = await deliverDueMail(t.database.db, transport, 100);
        if (!claimed) break;
      }
      const mail = received.find((m) => m.to.includes(person.email));
      expect(mail).toBeTruthy();
      expect(mail!.raw).toMatch(/Content-Type: text\/calendar; charset=utf-8; method=REQUEST/i);
      expect(mail!.raw).toContain('invite.ics');
      expect(mail!.raw).toMatch(/METHOD:REQUEST|TUVUSE9EOlJFUVVFU1Q/);
    } finally {
      transport.close();
      await close();
    }
  });
});
