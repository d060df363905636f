import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '@logicareers/shared/api';
import type { TPage } from '@logicareers/shared/schemas/common';
import type { TCvFolder, TCvFolderView, TSubmission } from '@logicareers/shared/schemas/talent';
import { SUBMISSION_STATUSES } from '@logicareers/shared/talent-terms';
import { call, DATABASES, LOGIN_PATH, startTestApp, type TestApp } from '../../test/harness';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../demo/demo-accounts';

describe.each(DATABASES)('the demo workspace (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind, { DEMO: 'true' });
  }, 300_000);
  afterAll(() => t?.close());

  const signIn = async (role: 'consultancy' | 'employer') => {
    const account = DEMO_ACCOUNTS.find((a) => a.role === role)!;
    const res = await call(t.app, {
      method: 'POST',
      url: role === 'employer' ? LOGIN_PATH.employer : LOGIN_PATH.consultancy,
      payload: { email: account.email, password: DEMO_PASSWORD },
    });
    expect(res.status).toBe(200);
    return res.body.token as string;
  };

  it('has folders with candidates each company may open, and submissions in every state', async () => {
    for (const role of ['consultancy', 'employer'] as const) {
      const token = await signIn(role);
      const folders = (await call(t.app, { method: 'GET', url: API.talent.folders, token })).body
        .data as TPage<TCvFolder>;
      expect(folders.total, role).toBeGreaterThanOrEqual(2);
      const [first] = folders.items.filter((f) => f.candidate_count > 0);
      expect(first, role).toBeDefined();
      const opened = await call(t.app, { method: 'GET', url: API.talent.folder(first.id), token });
      expect((opened.body.data as TCvFolderView).items.length).toBe(first.candidate_count);
    }
    const token = await signIn('consultancy');
    const sent = (await call(t.app, { method: 'GET', url: API.talent.submissions, token })).body
      .data as TPage<TSubmission>;
    expect(new Set(sent.items.map((s) => s.status))).toEqual(new Set(SUBMISSION_STATUSES));
  });

  it("has the recruiter's templates, a send with answers, and a week of interviews", async () => {
    const token = await signIn('consultancy');
    const get = async (url: string) => (await call(t.app, { method: 'GET', url, token })).body.data;
    const templates = (await get(API.communications.templates)) as TPage<{ name: string }>;
    expect(templates.items.map((x) => x.name)).toContain('Availability check');
    expect(templates.total).toBeGreaterThanOrEqual(6);
    const answers = (await get(API.emailResponses.list)) as TPage<{ answer: string }>;
    expect(answers.total).toBeGreaterThanOrEqual(4);
    // The week ahead, one that happened and one cancelled, among the months of history.
    for (const status of ['scheduled', 'completed', 'cancelled']) {
      const interviews = (await get(`${API.interviews.list}?when=all&status=${status}`)) as TPage<{
        status: string;
      }>;
      expect(interviews.total, status).toBeGreaterThanOrEqual(1);
    }
  });
});
