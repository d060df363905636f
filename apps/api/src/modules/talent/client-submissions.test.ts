import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '@logicareers/shared/api';
import type {
  TClientSubmissionPage,
  TClientSubmissionView,
  TSubmissionLink,
} from '@logicareers/shared/schemas/client-submissions';
import type { TPage } from '@logicareers/shared/schemas/common';
import type { TClientCv, TSubmission } from '@logicareers/shared/schemas/talent';
import { candidateSubmissions, outbox } from '../../db/schema';
import { buildCandidate, buildClient, jobFactory, signedIn } from '../../test/factories';
import { call, DATABASES, startTestApp, type TestApp } from '../../test/harness';
import { messageToSend } from '../mail/outbox';
import { CLIENT_CV_MESSAGES as M } from './submissions';

/*
 * What a consultancy sent to a client, in the client's own employer account (issue 39): the same
 * as the e-mailed link shows, answered there as from the link with who answered; the consultancy's
 * fresh link and preview. Everyone else is refused.
 */

type Signed = Awaited<ReturnType<typeof signedIn>>;

describe.each(DATABASES)('candidates sent to a client, in its account (%s)', (kind) => {
  let t: TestApp;
  let consultant: Signed;
  let rivalConsultant: Signed;
  let clientUser: Signed;
  let clientColleague: Signed;
  let otherEmployer: Signed;
  let candidateUser: Signed;
  let client: { id: number; name: string; userEmail: string };
  let jobId: number;

  const db = () => t.database.db;
  const get = (token: string | undefined, url: string) =>
    call(t.app, { method: 'GET', url, token });
  const post = (token: string | undefined, url: string, payload: object = {}) =>
    call(t.app, { method: 'POST', url, token, payload });

  /** Sends a new candidate to the client; answers the submission and the e-mailed link's token. */
  const sendOne = async (shareContact: boolean, first: string, job: number | null = jobId) => {
    const candidate = await buildCandidate(db(), {
      user: { firstName: first, lastName: 'Haddad', mobileNumber: '+971501234567' },
      profile: { visibility: 'consultancy', headline: `Forklift operator, ask ${first} Haddad` },
    });
    const sent = await post(consultant.token, API.talent.submissions, {
      candidate_ids: [candidate.id],
      client_id: client.id,
      job_id: job,
      note: `Strong on reach trucks (${first})`,
      share_contact: shareContact,
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    const [submission] = sent.body.data as TSubmission[];
    const [mail] = await db()
      .select()
      .from(outbox)
      .where(eq(outbox.to, client.userEmail))
      .orderBy(desc(outbox.createdAt))
      .limit(1);
    const token = /\/client-cv\/([\w-]+)/.exec(messageToSend(mail).text)![1];
    return { submission, token, candidate };
  };

  const list = async (token: string, query = '') => {
    const res = await get(token, `${API.employers.submissions}${query}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.data as TClientSubmissionPage;
  };

  beforeAll(async () => {
    t = await startTestApp(kind);
    consultant = await signedIn(t.app, db(), 'consultancy');
    rivalConsultant = await signedIn(t.app, db(), 'consultancy');
    client = await buildClient(db(), consultant.user.companyId);
    clientUser = await signedIn(t.app, db(), 'employer', { companyId: client.id });
    clientColleague = await signedIn(t.app, db(), 'employer', {
      companyId: client.id,
      firstName: 'Mariam',
      lastName: 'Nasser',
    });
    otherEmployer = await signedIn(t.app, db(), 'employer');
    candidateUser = await signedIn(t.app, db(), 'candidate');
    jobId = await (
      await jobFactory(t.app)
    ).create(clientUser.token, { title: 'Reach Truck Driver' });
  }, 120_000);
  afterAll(async () => t?.close());

  it('lists what was sent to the company as the link shows it, filtered and paged', async () => {
    const masked = await sendOne(false, 'Zubair');
    const shared = await sendOne(true, 'Rashida', null);
    const page = await list(clientUser.token);
    expect(page.total).toBe(2);
    // Newest first; without contact details shared, initials and a redacted headline.
    expect(page.items.map((item) => item.id)).toEqual([shared.submission.id, masked.submission.id]);
    expect(page.items[1]).toMatchObject({
      status: 'sent',
      candidate: { name: 'Z. H.' },
      job: { id: jobId, title: 'Reach Truck Driver' },
      note: 'Strong on reach trucks (Zubair)',
      answered_by: null,
    });
    expect(JSON.stringify(page.items[1])).not.toMatch(/Zubair Haddad|ask Zubair/);
    expect(page.items[1].candidate.headline).toContain('Forklift operator');
    expect(page.items[0].candidate.name).toBe('Rashida Haddad');
    expect(page.jobs).toEqual([{ id: jobId, title: 'Reach Truck Driver' }]);

    expect((await list(clientUser.token, `?job_id=${jobId}`)).total).toBe(1);
    expect((await list(clientUser.token, '?status=interested')).total).toBe(0);
    expect((await list(clientUser.token, '?status=sent,viewed')).total).toBe(2);
    const second = await list(clientUser.token, '?page=2&page_size=1');
    expect(second.items.map((item) => item.id)).toEqual([masked.submission.id]);

    // The client's dashboard says how many await its answer.
    const dashboard = await get(clientUser.token, API.dashboard.employer);
    expect(dashboard.status).toBe(200);
    const { next } = dashboard.body.data as { next: { key: string; count: number }[] };
    expect(next).toContainEqual(expect.objectContaining({ key: 'submissions.awaiting', count: 2 }));
    const others = (await get(otherEmployer.token, API.dashboard.employer)).body.data as {
      next: { key: string }[];
    };
    expect(others.next.map((step) => step.key)).not.toContain('submissions.awaiting');
  });

  it('opens one as the link does, answers it naming who answered, and tells the consultant', async () => {
    const { submission, token } = await sendOne(false, 'Idris');
    const opened = await get(clientUser.token, API.employers.submission(submission.id));
    expect(opened.status, JSON.stringify(opened.body)).toBe(200);
    const view = opened.body.data as TClientSubmissionView;
    expect(view).toMatchObject({ id: submission.id, status: 'viewed', answered_by: null });
    // The account shows exactly what the link shows, never more.
    const link = (await get(undefined, API.talent.clientCv(token))).body.data as TClientCv;
    const { id: _id, ...rest } = view;
    expect(rest).toEqual(link);
    expect(view.candidate.first_name).toBe('I.');
    expect(view.candidate.mobile_number).toBeNull();
    expect((await get(clientUser.token, API.employers.submissionCv(submission.id))).status).toBe(
      404,
    );

    const answerUrl = API.employers.submissionAnswer(submission.id);
    expect((await post(clientColleague.token, answerUrl, { answer: 'rejected' })).status).toBe(400);
    const answered = await post(clientColleague.token, answerUrl, {
      answer: 'interview_requested',
      note: 'Sunday at 10?',
    });
    expect(answered.status, JSON.stringify(answered.body)).toBe(200);
    expect(answered.body.message).toBe(M.answered);
    expect(answered.body.data).toMatchObject({
      status: 'interview_requested',
      client_note: 'Sunday at 10?',
      answered_by: 'Mariam Nasser',
    });
    const [told] = await db()
      .select()
      .from(outbox)
      .where(eq(outbox.to, consultant.user.email))
      .orderBy(desc(outbox.createdAt))
      .limit(1);
    expect(told.kind).toBe('submission_answered');
    expect(told.text).toContain('Sunday at 10?');

    // The consultancy sees the answer and who gave it.
    const theirs = await get(consultant.token, API.talent.submissions);
    const mine = (theirs.body.data as TPage<TSubmission>).items.find((s) => s.id === submission.id);
    expect(mine).toMatchObject({ status: 'interview_requested', answered_by: 'Mariam Nasser' });

    // Answering from the link afterwards names nobody.
    await post(undefined, API.talent.clientCvAnswer(token), { answer: 'interested' });
    const [row] = await db()
      .select()
      .from(candidateSubmissions)
      .where(eq(candidateSubmissions.id, submission.id));
    expect(row).toMatchObject({ status: 'interested', answeredBy: null });
  });

  it('serves the CV when the consultancy shared the contact details', async () => {
    const { submission } = await sendOne(true, 'Samira');
    const view = (await get(clientUser.token, API.employers.submission(submission.id))).body
      .data as TClientSubmissionView;
    expect(view.candidate.first_name).toBe('Samira');
    expect(view.candidate.mobile_number).not.toBeNull();
    // No CV uploaded: the file answers 404, but not with "shared on request".
    const file = await get(clientUser.token, API.employers.submissionCv(submission.id));
    expect(file.body.message).not.toBe(M.cvNotShared);
  });

  it('refuses other companies, candidates and recruiters, and links no longer open', async () => {
    const { submission } = await sendOne(false, 'Karim');
    const id = submission.id;
    const urls = [API.employers.submission(id), API.employers.submissionCv(id)];
    // Another employer: its list is empty, the submission unknown.
    expect((await list(otherEmployer.token)).total).toBe(0);
    for (const url of urls) {
      const res = await get(otherEmployer.token, url);
      expect(res.status).toBe(404);
      expect(res.body.message).toBe(M.linkInvalid);
    }
    const other = await post(otherEmployer.token, API.employers.submissionAnswer(id), {
      answer: 'interested',
    });
    expect(other.status).toBe(404);
    // Candidates hold no such permission; recruiters use their own screens.
    for (const who of [candidateUser, consultant]) {
      expect((await get(who.token, API.employers.submissions)).status).toBe(403);
      for (const url of urls) expect((await get(who.token, url)).status).toBe(403);
      const res = await post(who.token, API.employers.submissionAnswer(id), {
        answer: 'interested',
      });
      expect(res.status).toBe(403);
    }
    expect((await get(undefined, API.employers.submissions)).status).toBe(401);
    expect((await get(clientUser.token, API.employers.submission('not-an-id'))).status).toBe(404);

    // Withdrawn: gone from the account as from the link.
    expect((await post(consultant.token, API.talent.submissionRevoke(id))).status).toBe(200);
    expect((await list(clientUser.token)).items.map((item) => item.id)).not.toContain(id);
    expect((await get(clientUser.token, API.employers.submission(id))).status).toBe(404);
    const late = await post(clientUser.token, API.employers.submissionAnswer(id), {
      answer: 'interested',
    });
    expect(late.status).toBe(404);
  });

  it('gives the consultancy a fresh link, which replaces the e-mailed one', async () => {
    const { submission, token } = await sendOne(false, 'Nadia');
    const renewed = await post(consultant.token, API.talent.submissionLink(submission.id));
    expect(renewed.status, JSON.stringify(renewed.body)).toBe(200);
    expect(renewed.body.message).toBe(M.renewed);
    const link = renewed.body.data as TSubmissionLink;
    expect(link.expires_at).toBe(submission.expires_at);
    const fresh = /\/client-cv\/([\w-]+)$/.exec(link.url)![1];
    expect(fresh).not.toBe(token);
    expect((await get(undefined, API.talent.clientCv(token))).status).toBe(404);
    expect((await get(undefined, API.talent.clientCv(fresh))).status).toBe(200);
    // Only the consultancy that sent it, and only while the link is open.
    expect(
      (await post(rivalConsultant.token, API.talent.submissionLink(submission.id))).status,
    ).toBe(404);
    expect((await post(clientUser.token, API.talent.submissionLink(submission.id))).status).toBe(
      403,
    );
    await post(consultant.token, API.talent.submissionRevoke(submission.id));
    const closed = await post(consultant.token, API.talent.submissionLink(submission.id));
    expect(closed.status).toBe(404);
    expect(closed.body.message).toBe(M.notOpen);
  });

  it('previews exactly what the client sees without marking it viewed', async () => {
    const { submission, token } = await sendOne(false, 'Hamdan');
    const preview = await get(consultant.token, API.talent.submissionPreview(submission.id));
    expect(preview.status, JSON.stringify(preview.body)).toBe(200);
    const seen = preview.body.data as TClientCv;
    expect(seen.status).toBe('sent');
    expect(seen.candidate.first_name).toBe('H.');
    const link = (await get(undefined, API.talent.clientCv(token))).body.data as TClientCv;
    expect({ ...seen, status: 'viewed' }).toEqual(link);
    expect(
      (await get(rivalConsultant.token, API.talent.submissionPreview(submission.id))).status,
    ).toBe(404);
    expect((await get(clientUser.token, API.talent.submissionPreview(submission.id))).status).toBe(
      403,
    );
  });
});
