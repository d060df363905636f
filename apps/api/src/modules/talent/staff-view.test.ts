import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { API } from '@logicareers/shared/api';
import type { TCandidateProfile } from '@logicareers/shared/schemas/candidate';
import type { TStaffCandidatesPage } from '@logicareers/shared/schemas/talent';
import { candidateProfileViews } from '../../db/schema';
import { buildCandidate, signedIn } from '../../test/factories';
import { call, DATABASES, startTestApp, type TestApp } from '../../test/harness';

describe.each(DATABASES)('the consultancy in the candidate area (%s)', (kind) => {
  let t: TestApp;
  let consultancy: string;
  let ats: string;
  let admin: string;
  let employer: string;
  let candidate: { token: string; id: string };
  // Visible to the consultancy (the default), to all, and hidden.
  let forConsultancy: { id: string; email: string };
  let forAll: { id: string };
  let hidden: { id: string };

  beforeAll(async () => {
    t = await startTestApp(kind);
    const db = t.database.db;
    consultancy = (await signedIn(t.app, db, 'consultancy')).token;
    ats = (await signedIn(t.app, db, 'ats')).token;
    admin = (await signedIn(t.app, db, 'master_admin')).token;
    employer = (await signedIn(t.app, db, 'employer')).token;
    const own = await signedIn(t.app, db, 'candidate');
    candidate = { token: own.token, id: own.user.id };
    forConsultancy = await buildCandidate(db, {
      user: { firstName: 'Zainab', lastName: 'Quraishi', email: 'zainab.q@example.ae' },
      profile: { headline: 'Reach truck operator' },
    });
    forAll = await buildCandidate(db, {
      user: { firstName: 'Zainab', lastName: 'Rahimi' },
      profile: { visibility: 'all' },
    });
    hidden = await buildCandidate(db, {
      user: { firstName: 'Zainab', lastName: 'Hidden' },
      profile: { visibility: 'hidden' },
    });
  });
  afterAll(() => t?.close());

  const find = (token: string | undefined, q: string) =>
    call(t.app, {
      method: 'GET',
      url: `${API.talent.staffCandidates}?q=${encodeURIComponent(q)}`,
      token,
    });
  const read = (token: string | undefined, id: string) =>
    call(t.app, { method: 'GET', url: API.talent.staffCandidate(id), token });

  it('finds the candidates the consultancy may open by name or e-mail, never a hidden one', async () => {
    for (const token of [consultancy, ats, admin]) {
      const res = await find(token, 'zainab');
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const page = res.body.data as TStaffCandidatesPage;
      expect(page.items.map((c) => c.name)).toEqual(['Zainab Quraishi', 'Zainab Rahimi']);
      expect(page.total).toBe(2);
    }
    const byEmail = (await find(consultancy, 'ZAINAB.Q@')).body.data as TStaffCandidatesPage;
    expect(byEmail.items).toEqual([
      {
        id: forConsultancy.id,
        name: 'Zainab Quraishi',
        email: 'zainab.q@example.ae',
        headline: 'Reach truck operator',
      },
    ]);
    const wildcard = (await find(consultancy, 'zain%hid')).body.data as TStaffCandidatesPage;
    expect(wildcard.items).toEqual([]);
  });

  it('reads the profile as the candidate keeps it, and records the opening', async () => {
    const res = await read(consultancy, forConsultancy.id);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const profile = res.body.data as TCandidateProfile;
    expect(profile).toMatchObject({
      user_id: forConsultancy.id,
      first_name: 'Zainab',
      headline: 'Reach truck operator',
    });
    expect(profile.completeness.percent).toBeGreaterThanOrEqual(0);
    const openings = await t.database.db
      .select()
      .from(candidateProfileViews)
      .where(eq(candidateProfileViews.candidateId, forConsultancy.id));
    expect(openings).toHaveLength(1);
    expect((await read(admin, forAll.id)).status).toBe(200);
  });

  it('does not find a hidden candidate, nor an unknown or malformed id', async () => {
    for (const id of [hidden.id, '00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      const res = await read(consultancy, id);
      expect(res.status).toBe(404);
      expect(res.body.message).toBe('Candidate not found');
    }
  });

  it('refuses employers, candidates (even for themselves) and visitors', async () => {
    expect((await find(employer, 'zainab')).status).toBe(403);
    expect((await read(employer, forAll.id)).status).toBe(403);
    expect((await find(candidate.token, 'zainab')).status).toBe(403);
    expect((await read(candidate.token, forConsultancy.id)).status).toBe(403);
    expect((await read(candidate.token, candidate.id)).status).toBe(403);
    expect((await find(undefined, 'zainab')).status).toBe(401);
    expect((await read(undefined, forAll.id)).status).toBe(401);
  });
});
