import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '@logicareers/shared/api';
import type { TPage } from '@logicareers/shared/schemas/common';
import {
  DEFAULT_RESPONSE_OPTIONS,
  EMAIL_RESPONSE_MESSAGES as M,
  type TEmailResponseItem,
  type TEmailResponsePage,
} from '@logicareers/shared/schemas/email-responses';
import { candidateEmails, emailResponses } from '../../db/schema';
import { buildUser, signedIn } from '../../test/factories';
import { call, DATABASES, startTestApp, type TestApp } from '../../test/harness';
import { hashToken } from '../access/sessions';

/*
 * Candidates' answers to recruiters' e-mails on both databases: the token page without signing in,
 * answering and answering again, every refused token, the company's options and list, and that no
 * other company or role reads them.
 */

describe.each(DATABASES)('e-mail responses (%s)', (kind) => {
  let t: TestApp;
  let recruiter: { token: string; id: string; companyId: number };
  let colleague: { token: string };
  let other: { token: string; companyId: number };

  const as = async (role: 'employer' | 'consultancy' | 'ats', companyId?: number) => {
    const { user, token } = await signedIn(
      t.app,
      t.database.db,
      role,
      companyId ? { companyId } : {},
    );
    return { token, id: user.id, companyId: user.companyId! };
  };

  /** A mail the company sent a candidate, asking for an answer; answers its link's token. */
  const mailAskingAnswer = async (
    companyId: number,
    options: {
      expiresInDays?: number;
      status?: 'queued' | 'sent' | 'cancelled';
      first?: string;
    } = {},
  ) => {
    const candidate = await buildUser(t.database.db, 'candidate', {
      firstName: options.first ?? 'Omar',
      lastName: 'Haddad',
    });
    const token = randomBytes(32).toString('base64url');
    const [mail] = await t.database.db
      .insert(candidateEmails)
      .values({
        companyId,
        candidateId: candidate.id,
        sentBy: recruiter.id,
        toAddress: candidate.email,
        subject: 'Forklift operator role in Jebel Ali',
        text: 'Are you interested?',
        status: options.status ?? 'sent',
        responseTokenHash: hashToken(token),
        responseExpiresAt: new Date(Date.now() + (options.expiresInDays ?? 30) * 86_400_000),
      })
      .returning();
    return { token, mail, candidate };
  };

  const open = (token: string) =>
    call(t.app, { method: 'GET', url: API.emailResponses.answer(token) });
  const answer = (token: string, payload: object) =>
    call(t.app, { method: 'POST', url: API.emailResponses.answer(token), payload });
  const list = (token: string, query: Record<string, string> = {}) =>
    call(t.app, { method: 'GET', url: API.emailResponses.list, token, query });

  beforeAll(async () => {
    t = await startTestApp(kind);
    recruiter = await as('consultancy');
    colleague = await as('ats', recruiter.companyId);
    other = await as('employer');
  }, 120_000);
  afterAll(async () => t?.close());

  it('opens the page without signing in, with the default options and no answer yet', async () => {
    const { token } = await mailAskingAnswer(recruiter.companyId, { first: 'Layla' });
    const res = await open(token);
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const page = res.body.data as TEmailResponsePage;
    expect(page).toMatchObject({
      subject: 'Forklift operator role in Jebel Ali',
      first_name: 'Layla',
      options: [...DEFAULT_RESPONSE_OPTIONS],
      answer: null,
    });
    expect(JSON.stringify(page)).not.toContain('@');
  });

  it('records an answer, and answering again replaces it', async () => {
    const { token, mail } = await mailAskingAnswer(recruiter.companyId);
    const first = await answer(token, {
      answer: 'Call me',
      note: 'After 6 pm',
      call_time: 'Evenings',
    });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.message).toBe(M.answered);
    const second = await answer(token, { answer: 'interested' });
    expect(second.status).toBe(200);
    expect((second.body.data as TEmailResponsePage).answer).toMatchObject({
      answer: 'Interested',
      note: '',
    });
    const rows = await t.database.db
      .select()
      .from(emailResponses)
      .where(eq(emailResponses.candidateEmailId, mail.id));
    expect(rows).toHaveLength(1);
    expect(rows[0].answer).toBe('Interested');
  });

  it('refuses an answer that is not offered, and bad input, by field', async () => {
    const { token } = await mailAskingAnswer(recruiter.companyId);
    const unknown = await answer(token, { answer: 'Maybe later' });
    expect(unknown.status).toBe(400);
    expect(JSON.stringify(unknown.body)).toContain(M.answerUnknown);
    const empty = await answer(token, { answer: '  ' });
    expect(JSON.stringify(empty.body)).toContain(M.answerRequired);
    const long = await answer(token, { answer: 'Interested', note: 'x'.repeat(1_001) });
    expect(JSON.stringify(long.body)).toContain(M.noteTooLong);
  });

  it('refuses an unknown, expired, cancelled or malformed token the same way', async () => {
    const expired = await mailAskingAnswer(recruiter.companyId, { expiresInDays: -1 });
    const cancelled = await mailAskingAnswer(recruiter.companyId, { status: 'cancelled' });
    const tokens = [
      randomBytes(32).toString('base64url'),
      expired.token,
      cancelled.token,
      'short-token',
      // The hash of a real token is not a token.
      hashToken((await mailAskingAnswer(recruiter.companyId)).token),
    ];
    for (const token of tokens) {
      for (const res of [await open(token), await answer(token, { answer: 'Interested' })]) {
        expect(res.status, token).toBe(404);
        expect(res.body.message, token).toBe(M.linkInvalid);
      }
    }
    // Longer than any token: the router knows no such page.
    expect((await open('x'.repeat(150))).status).toBe(404);
  });

  it("uses the company's own options once set, and validates them", async () => {
    const company = await as('employer');
    const bad = [
      { options: ['Only one'] },
      { options: ['Yes', 'yes'] },
      { options: ['Yes', ''] },
      { options: Array.from({ length: 9 }, (_, i) => `Option ${i}`) },
      { options: ['Yes', 'x'.repeat(41)] },
    ];
    const messages = [
      M.optionsTooFew,
      M.optionsRepeated,
      M.optionRequired,
      M.optionsTooMany,
      M.optionTooLong,
    ];
    for (const [i, body] of bad.entries()) {
      const res = await call(t.app, {
        method: 'PUT',
        url: API.emailResponses.options,
        token: company.token,
        payload: body,
      });
      expect(res.status).toBe(400);
      expect(JSON.stringify(res.body)).toContain(messages[i]);
    }
    const options = ['Yes, send details', 'Not now', 'Call me on WhatsApp'];
    const saved = await call(t.app, {
      method: 'PUT',
      url: API.emailResponses.options,
      token: company.token,
      payload: { options },
    });
    expect(saved.status).toBe(200);
    const read = await call(t.app, {
      method: 'GET',
      url: API.emailResponses.options,
      token: company.token,
    });
    expect(read.body.data).toEqual({ options, is_default: false });
    const { token } = await mailAskingAnswer(company.companyId);
    expect(((await open(token)).body.data as TEmailResponsePage).options).toEqual(options);
    expect((await answer(token, { answer: 'Interested' })).status).toBe(400);
    expect((await answer(token, { answer: 'Not now' })).status).toBe(200);
    // Another company's options are its own.
    const mine = await call(t.app, {
      method: 'GET',
      url: API.emailResponses.options,
      token: other.token,
    });
    expect(mine.body.data).toMatchObject({ is_default: true });
  });

  it("lists the company's answers, filtered by answer and date, to colleagues only", async () => {
    const { token, candidate } = await mailAskingAnswer(recruiter.companyId, { first: 'Noura' });
    await answer(token, { answer: 'Already placed', note: 'Joined a 3PL in Dubai South' });
    const res = await list(colleague.token, { answer: 'already placed' });
    expect(res.status).toBe(200);
    const page = res.body.data as TPage<TEmailResponseItem>;
    const item = page.items.find((i) => i.candidate.id === candidate.id);
    expect(item).toMatchObject({
      candidate: { name: 'Noura Haddad' },
      answer: 'Already placed',
      note: 'Joined a 3PL in Dubai South',
      subject: 'Forklift operator role in Jebel Ali',
    });
    expect(page.items.every((i) => i.answer === 'Already placed')).toBe(true);
    const today = new Date(Date.now() + 4 * 3_600_000).toISOString().slice(0, 10);
    const dated = await list(recruiter.token, { from: today, to: today });
    expect(
      (dated.body.data as TPage<TEmailResponseItem>).items.some((i) => i.id === item!.id),
    ).toBe(true);
    const past = await list(recruiter.token, { to: '2020-01-01' });
    expect((past.body.data as TPage<TEmailResponseItem>).total).toBe(0);
    const badDate = await list(recruiter.token, { from: '01/02/2026' });
    expect(badDate.status).toBe(400);
    expect(JSON.stringify(badDate.body)).toContain(M.dateFormat);
    // Another company sees none of them.
    const theirs = await list(other.token);
    expect(
      (theirs.body.data as TPage<TEmailResponseItem>).items.some((i) => i.id === item!.id),
    ).toBe(false);
  });

  it('refuses the company routes to candidates, administrators of no company and visitors', async () => {
    const candidate = await signedIn(t.app, t.database.db, 'candidate');
    for (const url of [API.emailResponses.list, API.emailResponses.options]) {
      expect((await call(t.app, { method: 'GET', url, token: candidate.token })).status).toBe(403);
      expect((await call(t.app, { method: 'GET', url })).status).toBe(401);
    }
    const admin = await signedIn(t.app, t.database.db, 'master_admin');
    expect(
      (await call(t.app, { method: 'GET', url: API.emailResponses.list, token: admin.token }))
        .status,
    ).toBe(403);
    expect(
      (
        await call(t.app, {
          method: 'PUT',
          url: API.emailResponses.options,
          token: candidate.token,
          payload: { options: ['A', 'B'] },
        })
      ).status,
    ).toBe(403);
  });
});
