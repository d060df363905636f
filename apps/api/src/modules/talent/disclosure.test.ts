import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { API } from '@logicareers/shared/api';
import { REFUSED } from '@logicareers/shared/messages';
import type { TCandidateSearchResult } from '@logicareers/shared/schemas/talent';
import type { Db } from '../../db/client';
import {
  applications,
  candidateEmails,
  candidateSubmissions,
  emailResponses,
  plans,
  siteSettings,
} from '../../db/schema';
import { buildCandidate, buildClient, jobFactory, signedIn } from '../../test/factories';
import { DATABASES, startTestApp, type TestApp } from '../../test/harness';
import { hashToken } from '../access/sessions';
import { CLIENT_CV_MESSAGES } from './submissions';

/*
 * What an employer who has not opened a candidate learns of them (decision 033), walked route by
 * route: every route under the prefixes that serve candidate data is listed here with a call, and
 * a new route under them fails the walk until it is listed. The candidate's names, address, phone
 * and CV contact lines are distinctive, so that not finding them in a body is conclusive.
 */

const PREFIXES = [
  '/api/search/candidate',
  '/api/candidate/',
  '/api/template/cv-folder',
  '/api/template/email/preview',
  '/api/send-single-email',
  '/api/send-bulk-email',
  '/api/email-response',
  '/api/interview',
  '/api/submissions',
  '/api/client-cv/',
  '/api/employers/submissions',
];

/** Routes under the prefixes that serve nothing about other candidates. */
const NOT_CANDIDATE_DATA = new Set(['POST /api/candidate/register']);

const NO_ID = '00000000-0000-0000-0000-000000000000';
const FIRST = 'Zephyrina';
const LAST = 'Quillfeather';
const PHONE = '+971524681357';
const PHONE_WRITTEN = '+971 52 468 1357';

describe.each(DATABASES)('what a viewer sees of a candidate (%s)', (kind) => {
  let t: TestApp;
  let db: Db;
  let employer: { token: string; companyId: number };
  let consultancy: { token: string; companyId: number };
  let candidateId: string;
  let email: string;
  let word: string;
  let folderId: number;
  let templateId: number;
  let clientToken: string;
  let submissionId: string;
  /** A user of the client the candidate was sent to, in their own employer account. */
  let clientUser: { token: string };

  const setOpenings = (cvViews: number | null) =>
    db.update(plans).set({ cvViews, cvSearch: true }).where(eq(plans.isFree, true));

  const raw = async (method: string, url: string, token?: string, payload?: object) => {
    const res = await t.app.inject({
      method: method as 'GET',
      url,
      payload,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
    return {
      status: res.statusCode,
      text: `${JSON.stringify(res.headers)}\n${res.body}`,
      json: () => res.json() as { data: unknown; message?: unknown },
    };
  };

  /** Every way the candidate's identity could be written in a body. */
  const needles = () => [
    FIRST,
    LAST,
    email,
    email.split('@')[0],
    PHONE,
    PHONE_WRITTEN,
    PHONE.slice(4),
    '52 468 1357',
  ];
  const revealed = (text: string) =>
    needles().filter((needle) => text.toLowerCase().includes(needle.toLowerCase()));

  beforeAll(async () => {
    t = await startTestApp(kind);
    db = t.database.db;
    // CV search, and no profile openings: the company never opened the candidate.
    await setOpenings(0);
    const e = await signedIn(t.app, db, 'employer');
    employer = { token: e.token, companyId: e.user.companyId! };
    const c = await signedIn(t.app, db, 'consultancy');
    consultancy = { token: c.token, companyId: c.user.companyId! };
    word = `zq${randomBytes(4)
      .toString('hex')
      .replace(/[0-9]/g, (d) => 'abcdefghij'[Number(d)])}`;
    email = `${FIRST.toLowerCase()}.${LAST.toLowerCase()}.${word}@mailbox-q.ae`;
    candidateId = (
      await buildCandidate(db, {
        user: { firstName: FIRST, lastName: LAST, email, mobileNumber: PHONE },
        profile: {
          visibility: 'all',
          headline: `Forklift operator ${word}`,
          summary: `Forklift operator ${word}; reach ${FIRST} at ${email} or ${PHONE_WRITTEN}.`,
          cvText: `${FIRST} ${LAST}\n${email} · ${PHONE_WRITTEN}\nForklift operator ${word} in Jebel Ali, reach-truck certified.`,
        },
      })
    ).id;

    // The employer keeps the candidate in a folder and e-mails them through the platform.
    const folder = await raw('POST', API.talent.folders, employer.token, { name: 'Drivers' });
    expect(folder.status, folder.text).toBe(201);
    folderId = (folder.json().data as { id: number }).id;
    const added = await raw('POST', API.talent.folderCandidates(folderId), employer.token, {
      candidate_ids: [candidateId],
    });
    expect(added.status, added.text).toBe(200);
    const template = await raw('POST', API.communications.templates, employer.token, {
      name: 'Hello',
      subject: 'Hello {{candidate.full_name}}',
      body: '<p>Dear {{candidate.first_name}} {{candidate.last_name}}, {{candidate.designation}}.</p>',
    });
    expect(template.status, template.text).toBe(201);
    templateId = (template.json().data as { id: number }).id;
    const sent = await raw('POST', API.communications.sendSingle, employer.token, {
      template_id: templateId,
      candidate_id: candidateId,
    });
    expect(sent.status, sent.text).toBe(201);
    expect(revealed(sent.text)).toEqual([]);
    const [mail] = await db
      .select({ id: candidateEmails.id })
      .from(candidateEmails)
      .where(eq(candidateEmails.candidateId, candidateId));
    await db.insert(emailResponses).values({
      candidateEmailId: mail.id,
      companyId: employer.companyId,
      candidateId,
      answer: 'Interested',
    });

    // The consultancy sent the candidate to a client without their contact details.
    const client = await buildClient(db, consultancy.companyId);
    clientUser = await signedIn(t.app, db, 'employer', { companyId: client.id });
    clientToken = randomBytes(32).toString('base64url');
    const [submission] = await db
      .insert(candidateSubmissions)
      .values({
        consultancyId: consultancy.companyId,
        clientId: client.id,
        candidateId,
        shareContact: false,
        tokenHash: hashToken(clientToken),
        expiresAt: new Date(Date.now() + 86_400_000),
      })
      .returning({ id: candidateSubmissions.id });
    submissionId = submission.id;
  });
  afterAll(() => t?.close());

  /** Each route under PREFIXES, called as the employer (the client's link as the client). */
  const walk = (): Record<string, () => ReturnType<typeof raw>> => {
    const id = () => candidateId;
    const as = (method: string, url: string, payload?: object) => () =>
      raw(method, url, employer.token, payload);
    return {
      [`GET ${API.talent.search}`]: as('GET', `${API.talent.search}?q=${word}&facets=true`),
      [`POST ${API.talent.saveSearch}`]: as('POST', API.talent.saveSearch, {
        name: `Forklift ${word}`,
        query: { q: word },
      }),
      [`GET ${API.talent.savedSearches}`]: as('GET', API.talent.savedSearches),
      [`POST ${API.talent.runSavedSearch(':id')}`]: as('POST', API.talent.runSavedSearch(999_999)),
      [`DELETE ${API.talent.savedSearch(':id')}`]: as('DELETE', API.talent.savedSearch(999_999)),
      [`GET ${API.talent.candidate(':id')}`]: as('GET', API.talent.candidate(id())),
      [`GET ${API.talent.candidateCv(':id')}`]: as('GET', API.talent.candidateCv(id())),
      [`GET ${API.talent.staffCandidates}`]: as('GET', `${API.talent.staffCandidates}?q=${LAST}`),
      [`GET ${API.talent.staffCandidate(':id')}`]: as('GET', API.talent.staffCandidate(id())),
      [`GET ${API.talent.comment}`]: as('GET', `${API.talent.comment}?candidate_id=${id()}`),
      [`POST ${API.talent.comment}`]: as('POST', API.talent.comment, {
        candidate_id: id(),
        body: 'Call back on Sunday',
      }),
      [`GET ${API.talent.feedback}`]: as('GET', `${API.talent.feedback}?candidate_id=${id()}`),
      [`POST ${API.talent.feedback}`]: as('POST', API.talent.feedback, {
        candidate_id: id(),
        rating: 4,
      }),
      [`POST ${API.talent.invite}`]: as('POST', API.talent.invite, {
        candidate_ids: [id()],
        job_id: 999_999,
      }),
      [`GET ${API.talent.folders}`]: as('GET', API.talent.folders),
      [`POST ${API.talent.folders}`]: as('POST', API.talent.folders, { name: `F ${word}` }),
      [`GET ${API.talent.folder(':id')}`]: as('GET', API.talent.folder(folderId)),
      [`PUT ${API.talent.folder(':id')}`]: as('PUT', API.talent.folder(folderId), {
        name: 'Drivers',
      }),
      [`DELETE ${API.talent.folder(':id')}`]: as('DELETE', API.talent.folder(999_999)),
      [`POST ${API.talent.folderCandidates(':id')}`]: as(
        'POST',
        API.talent.folderCandidates(folderId),
        { candidate_ids: [id()] },
      ),
      [`DELETE ${API.talent.folderCandidates(':id')}`]: as(
        'DELETE',
        API.talent.folderCandidates(999_999),
        { candidate_ids: [id()] },
      ),
      [`POST ${API.talent.folderMove}`]: as('POST', API.talent.folderMove, {
        from_folder_id: folderId,
        to_folder_id: folderId,
        candidate_ids: [id()],
      }),
      [`GET ${API.talent.folderCsv(':id')}`]: as('GET', API.talent.folderCsv(folderId)),
      [`GET ${API.talent.folderZip(':id')}`]: as('GET', API.talent.folderZip(folderId)),
      [`GET ${API.talent.submissions}`]: as('GET', API.talent.submissions),
      [`POST ${API.talent.submissions}`]: as('POST', API.talent.submissions, {
        candidate_ids: [id()],
        client_id: 1,
      }),
      [`GET ${API.talent.submissionClients}`]: as('GET', API.talent.submissionClients),
      [`POST ${API.talent.submissionRevoke(':id')}`]: as(
        'POST',
        API.talent.submissionRevoke(submissionId),
      ),
      [`POST ${API.talent.submissionLink(':id')}`]: as(
        'POST',
        API.talent.submissionLink(submissionId),
      ),
      [`GET ${API.talent.submissionPreview(':id')}`]: as(
        'GET',
        API.talent.submissionPreview(submissionId),
      ),
      // The client's own account shows what the link shows: the candidate by initials.
      [`GET ${API.employers.submissions}`]: () =>
        raw('GET', API.employers.submissions, clientUser.token),
      [`GET ${API.employers.submission(':id')}`]: () =>
        raw('GET', API.employers.submission(submissionId), clientUser.token),
      [`POST ${API.employers.submissionAnswer(':id')}`]: () =>
        raw('POST', API.employers.submissionAnswer(submissionId), clientUser.token, {
          answer: 'interested',
        }),
      [`GET ${API.employers.submissionCv(':id')}`]: () =>
        raw('GET', API.employers.submissionCv(submissionId), clientUser.token),
      [`GET ${API.talent.clientCv(':token')}`]: () => raw('GET', API.talent.clientCv(clientToken)),
      [`POST ${API.talent.clientCvAnswer(':token')}`]: () =>
        raw('POST', API.talent.clientCvAnswer(clientToken), undefined, { answer: 'interested' }),
      [`GET ${API.talent.clientCvFile(':token')}`]: () =>
        raw('GET', API.talent.clientCvFile(clientToken)),
      [`PUT ${API.talent.visibility}`]: as('PUT', API.talent.visibility, { visibility: 'all' }),
      [`GET ${API.talent.profileViews}`]: as('GET', API.talent.profileViews),
      [`POST ${API.communications.preview}`]: as('POST', API.communications.preview, {
        subject: 'Hello {{candidate.full_name}}',
        body: '<p>Dear {{candidate.first_name}} {{candidate.last_name}}</p>',
        candidate_ids: [id()],
      }),
      [`POST ${API.communications.sendSingle}`]: as('POST', API.communications.sendSingle, {
        template_id: templateId,
        candidate_id: id(),
      }),
      [`POST ${API.communications.bulkSends}`]: as('POST', API.communications.bulkSends, {
        template_id: templateId,
        candidate_ids: [id()],
      }),
      [`GET ${API.communications.bulkSends}`]: as('GET', API.communications.bulkSends),
      [`GET ${API.communications.bulkSend(':id')}`]: as('GET', API.communications.bulkSend(NO_ID)),
      [`POST ${API.communications.bulkSendStop(':id')}`]: as(
        'POST',
        API.communications.bulkSendStop(NO_ID),
      ),
      [`GET ${API.communications.candidateEmails(':id')}`]: as(
        'GET',
        API.communications.candidateEmails(id()),
      ),
      [`GET ${API.emailResponses.list}`]: as('GET', API.emailResponses.list),
      [`GET ${API.emailResponses.answer(':token')}`]: as(
        'GET',
        API.emailResponses.answer('no-such-token'),
      ),
      [`POST ${API.emailResponses.answer(':token')}`]: as(
        'POST',
        API.emailResponses.answer('no-such-token'),
        { answer: 'Interested' },
      ),
      [`GET ${API.interviews.list}`]: as('GET', API.interviews.list),
      [`POST ${API.interviews.list}`]: as('POST', API.interviews.list, {
        candidate_id: id(),
        starts_at: `${new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10)}T10:30`,
        duration_minutes: 45,
        mode: 'video',
        video_link: 'https://meet.example.com/abc-defg-hij',
      }),
      [`GET ${API.interviews.interviewers}`]: as('GET', API.interviews.interviewers),
      [`GET ${API.interviews.one(':id')}`]: as('GET', API.interviews.one(NO_ID)),
      [`PUT ${API.interviews.one(':id')}`]: as('PUT', API.interviews.one(NO_ID), {}),
      [`POST ${API.interviews.cancel(':id')}`]: as('POST', API.interviews.cancel(NO_ID), {}),
      [`POST ${API.interviews.outcome(':id')}`]: as('POST', API.interviews.outcome(NO_ID), {}),
      [`GET ${API.interviews.calendar(':id')}`]: as('GET', API.interviews.calendar(NO_ID)),
      [`GET ${API.interviews.answer(':token')}`]: () =>
        raw('GET', API.interviews.answer('no-such-token')),
      [`POST ${API.interviews.answer(':token')}`]: () =>
        raw('POST', API.interviews.answer('no-such-token'), undefined, { answer: 'accepted' }),
    };
  };

  it('walks every candidate-data route: nothing names or reaches an unopened candidate', async () => {
    const calls = walk();
    const table = (t.app as unknown as { routeAccess: { method: string; url: string }[] })
      .routeAccess;
    const routes = [
      ...new Set(
        table
          .filter((r) => r.method !== 'HEAD' && PREFIXES.some((p) => r.url.startsWith(p)))
          .map((r) => `${r.method} ${r.url}`),
      ),
    ];
    // Routes of the candidate's own account answer employers 403 before reading anything.
    const own = await raw('GET', '/api/candidate/profile', employer.token);
    const leaksOrMissing: string[] = [];
    const unlisted = routes.filter((route) => !(route in calls) && !NOT_CANDIDATE_DATA.has(route));
    for (const route of unlisted) {
      const [method, url] = route.split(' ');
      const path = url.replace(/:[a-z_]+/g, candidateId);
      const res = await raw(method, path, employer.token, method === 'GET' ? undefined : {});
      // Only a route the employer is refused may go unlisted; anything else must be walked here.
      if (![401, 403].includes(res.status)) leaksOrMissing.push(`${route} is not in the walk`);
    }
    expect(own.status).toBe(403);
    expect(leaksOrMissing).toEqual([]);
    const leaks: string[] = [];
    for (const [route, request] of Object.entries(calls)) {
      const res = await request();
      for (const needle of revealed(res.text)) leaks.push(`${route} (${res.status}): ${needle}`);
    }
    expect(leaks).toEqual([]);
  });

  it('shows the candidate by initials, with a snippet that names nothing', async () => {
    const res = await raw('GET', `${API.talent.search}?q=${word}&facets=false`, employer.token);
    const { items } = res.json().data as TCandidateSearchResult;
    const card = items.find((item) => item.id === candidateId)!;
    expect(card).toMatchObject({ name: 'Z. Q.', name_hidden: true });
    expect(card.snippet.map((p) => p.text).join('')).toContain('Forklift operator');
    expect(revealed(res.text)).toEqual([]);
  });

  it('finds nobody by their e-mail, phone or names', async () => {
    for (const q of [email, PHONE, PHONE_WRITTEN, `${FIRST} ${LAST}`, LAST, `${LAST} ${word}`]) {
      const res = await raw(
        'GET',
        `${API.talent.search}?${new URLSearchParams({ q, facets: 'false' })}`,
        employer.token,
      );
      expect(res.status, res.text).toBe(200);
      const ids = (res.json().data as TCandidateSearchResult).items.map((item) => item.id);
      expect(ids, q).not.toContain(candidateId);
    }
    // The consultancy, who sees every candidate disclosed, still finds them by name.
    const res = await raw(
      'GET',
      `${API.talent.search}?${new URLSearchParams({ q: `${FIRST} ${LAST}`, facets: 'false' })}`,
      consultancy.token,
    );
    const ids = (res.json().data as TCandidateSearchResult).items.map((item) => item.id);
    expect(ids).toContain(candidateId);
  });

  it('refuses the profile and the interview with the plan message, spending nothing', async () => {
    const view = await raw('GET', API.talent.candidate(candidateId), employer.token);
    expect(view.status).toBe(403);
    const interview = await walk()[`POST ${API.interviews.list}`]();
    expect(interview.status, interview.text).toBe(403);
    expect(interview.json().message).toEqual(view.json().message);
  });

  it('serves no CV file on a client link that shares no contact details', async () => {
    const res = await raw('GET', API.talent.clientCvFile(clientToken));
    expect(res.status).toBe(404);
    expect(res.json().message).toBe(CLIENT_CV_MESSAGES.cvNotShared);
  });

  it('lets the consultancy withdraw a sent link, which then answers as expired', async () => {
    const other = await signedIn(t.app, db, 'consultancy');
    const refused = await raw('POST', API.talent.submissionRevoke(submissionId), other.token);
    expect(refused.status).toBe(404);
    const token = randomBytes(32).toString('base64url');
    const client = await buildClient(db, consultancy.companyId);
    const [row] = await db
      .insert(candidateSubmissions)
      .values({
        consultancyId: consultancy.companyId,
        clientId: client.id,
        candidateId,
        shareContact: true,
        tokenHash: hashToken(token),
        expiresAt: new Date(Date.now() + 86_400_000),
      })
      .returning({ id: candidateSubmissions.id });
    expect((await raw('GET', API.talent.clientCv(token))).status).toBe(200);
    const revoked = await raw('POST', API.talent.submissionRevoke(row.id), consultancy.token);
    expect(revoked.status, revoked.text).toBe(200);
    for (const url of [API.talent.clientCv(token), API.talent.clientCvFile(token)]) {
      const res = await raw('GET', url);
      expect(res.status).toBe(404);
      expect(res.json().message).toBe(CLIENT_CV_MESSAGES.linkInvalid);
    }
    const again = await raw('POST', API.talent.submissionRevoke(row.id), consultancy.token);
    expect(again.status).toBe(404);
  });

  it('with employer CV search off, opens only applicants and keeps no folders', async () => {
    const e = await signedIn(t.app, db, 'employer');
    const applicant = (await buildCandidate(db, { profile: { visibility: 'all' } })).id;
    const jobs = await jobFactory(t.app);
    const jobId = await jobs.create(e.token);
    await db.insert(applications).values({ candidateId: applicant, jobId });
    await setOpenings(null);
    await db.insert(siteSettings).values({ key: 'module.employer_cv_search', value: 'off' });
    try {
      const other = await raw('GET', API.talent.candidate(candidateId), e.token);
      expect(other.status).toBe(404);
      expect(other.json().message).toBe(REFUSED.candidateNotFound);
      expect((await raw('GET', API.talent.folders, e.token)).status).toBe(404);
      expect((await raw('GET', API.talent.candidate(applicant), e.token)).status).toBe(200);
      // The consultancy keeps searching and opening.
      expect((await raw('GET', API.talent.candidate(candidateId), consultancy.token)).status).toBe(
        200,
      );
    } finally {
      await db.delete(siteSettings).where(eq(siteSettings.key, 'module.employer_cv_search'));
      await setOpenings(0);
    }
  });

  it('once the company opened the candidate, it sees them everywhere (the control)', async () => {
    await setOpenings(null);
    try {
      const view = await raw('GET', API.talent.candidate(candidateId), employer.token);
      expect(view.status, view.text).toBe(200);
      expect(view.text).toContain(email);
      const search = await raw('GET', `${API.talent.search}?q=${word}`, employer.token);
      expect(search.text).toContain(`${FIRST} ${LAST}`);
      const history = await raw(
        'GET',
        API.communications.candidateEmails(candidateId),
        employer.token,
      );
      expect(history.text).toContain(email);
      expect(history.text).toContain(`Hello ${FIRST} ${LAST}`);
      const folder = await raw('GET', API.talent.folderCsv(folderId), employer.token);
      expect(folder.text).toContain(`${FIRST} ${LAST}`);
      const preview = await walk()[`POST ${API.communications.preview}`]();
      expect(preview.text).toContain(`${FIRST} ${LAST}`);
      const answers = await raw('GET', API.emailResponses.list, employer.token);
      expect(answers.text).toContain(`${FIRST} ${LAST}`);
    } finally {
      await setOpenings(0);
    }
  });
});
