import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { and, desc, eq, sql } from 'drizzle-orm';
import { API } from '@logicareers/shared/api';
import type { TPage } from '@logicareers/shared/api';
import type { TMasterOption } from '@logicareers/shared/schemas/jobs';
import {
  MASTER_MESSAGES as M,
  type MasterKind,
  type TMasterAdminItem,
  type TMasterKindSummary,
  type TMasterMergeResult,
} from '@logicareers/shared/schemas/master-data';
import type { TAuditEntry } from '@logicareers/shared/schemas/roles';
import type { Role } from '@logicareers/shared/roles';
import type { Db } from '../../db/client';
import {
  auditLog,
  candidateProfiles,
  candidateSearch,
  jobAlerts,
  jobSearch,
  jobTemplates,
  jobs,
  masterItems,
  savedCandidateSearches,
  users,
} from '../../db/schema';
import { buildCandidate, jobFactory, signedIn } from '../../test/factories';
import { call, DATABASES, startTestApp, type TestApp } from '../../test/harness';

let counter = 0;
/** A word no seeded text holds, so searches find only what a test made. */
const word = () => `qz${Date.now().toString(36)}${(counter++).toString(36)}x`;

describe.each(DATABASES)('administration of master data (%s)', (dbKind) => {
  let t: TestApp;
  let db: Db;
  let admin: string;
  let employer: string;
  let consultancy: string;
  let candidate: { token: string; id: string };
  let factory: Awaited<ReturnType<typeof jobFactory>>;

  const as = (token: string | undefined) => ({
    get: (url: string, query?: Record<string, string>) =>
      call(t.app, { method: 'GET', url, query, token }),
    post: (url: string, payload: object) => call(t.app, { method: 'POST', url, payload, token }),
    put: (url: string, payload: object) => call(t.app, { method: 'PUT', url, payload, token }),
  });

  beforeAll(async () => {
    t = await startTestApp(dbKind);
    db = t.database.db;
    admin = (await signedIn(t.app, db, 'master_admin')).token;
    employer = (await signedIn(t.app, db, 'employer')).token;
    consultancy = (await signedIn(t.app, db, 'consultancy')).token;
    const c = await signedIn(t.app, db, 'candidate');
    candidate = { token: c.token, id: c.user.id };
    factory = await jobFactory(t.app);
  });
  afterAll(() => t?.close());

  const add = async (kind: MasterKind, name: string, parentId: number | null = null) => {
    const res = await as(admin).post(API.masterAdmin.items(kind), { name, parent_id: parentId });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.data as TMasterAdminItem;
  };
  const items = async (kind: MasterKind, query: Record<string, string> = {}) => {
    const res = await as(admin).get(API.masterAdmin.items(kind), query);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.data as TPage<TMasterAdminItem>;
  };
  const offered = async (kind: MasterKind) =>
    ((await as(undefined).get(API.master(kind))).body.data as TMasterOption[]).map((o) => o.id);
  const merge = (id: number, into: number) =>
    as(admin).post(API.masterAdmin.merge(id), { into_id: into });
  const jobSearchIds = async (q: string) =>
    (
      (await as(undefined).get(API.jobs.search, { q })).body.data as {
        items: { id: number }[];
      }
    ).items.map((j) => j.id);
  const candidateSearchIds = async (q: string) => {
    const res = await as(consultancy).get(API.talent.search, { q, facets: 'false' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return (res.body.data as { items: { id: string }[] }).items.map((c) => c.id);
  };

  it('lists the kinds with their counts, and a kind’s items with paging and search', async () => {
    const res = await as(admin).get(API.masterAdmin.kinds);
    expect(res.status).toBe(200);
    const kinds = res.body.data as TMasterKindSummary[];
    const designations = kinds.find((k) => k.kind === 'designation')!;
    expect(designations.items).toBeGreaterThanOrEqual(50);
    expect(designations.active).toBeLessThanOrEqual(designations.items);

    const page = await items('designation', { page: '2', page_size: '10' });
    expect(page).toMatchObject({ page: 2, page_size: 10, total: designations.items });
    expect(page.items).toHaveLength(10);
    const found = await items('designation', { q: 'warehouse supervisor' });
    expect(found.items.map((i) => i.name)).toEqual(['Warehouse Supervisor']);
    expect(found.items[0].usage).toEqual({ jobs: 0, candidates: 0, alerts: 0, other: 0 });

    // Emirates each followed by their own areas.
    const states = (await items('state', { page_size: '100' })).items;
    const dubai = states.findIndex((s) => s.name === 'Dubai');
    expect(states[dubai + 1].parent_name).toBe('Dubai');
    expect(states[0].parent_id).toBeNull();
  });

  it('adds items at the end of their list, offered at once; areas under their emirate', async () => {
    const name = `Yard Marshal ${word()}`;
    const item = await add('designation', name);
    expect(item).toMatchObject({ name, kind: 'designation', active: true, parent_id: null });
    expect(await offered('designation')).toContain(item.id);

    const dubai = (await items('state', { q: 'Dubai', status: 'active' })).items.find(
      (s) => s.name === 'Dubai',
    )!;
    const area = await add('state', `Dubai Logistics District ${word()}`, dubai.id);
    expect(area).toMatchObject({ parent_id: dubai.id, parent_name: 'Dubai' });

    const audit = (
      (await as(admin).get(API.access.auditLog, { action: 'master.create' })).body
        .data as TPage<TAuditEntry>
    ).items;
    expect(audit.some((e) => e.target_id === String(item.id))).toBe(true);
  });

  it('answers bad input with clear messages', async () => {
    const api = as(admin);
    const first = await add('skill', `Yard Planning ${word()}`);
    const cases: [Promise<{ status: number; body: Record<string, unknown> }>, number, string][] = [
      [api.post(API.masterAdmin.items('skill'), { name: '  ' }), 400, M.nameRequired],
      [
        api.post(API.masterAdmin.items('skill'), { name: first.name.toUpperCase() }),
        400,
        M.nameTaken,
      ],
      [api.put(API.masterAdmin.item(first.id), { name: '' }), 400, M.nameRequired],
      [
        api.post(API.masterAdmin.items('skill'), { name: `Other ${word()}`, parent_id: 1 }),
        400,
        M.parentOnlyForLocations,
      ],
      [api.post(API.masterAdmin.items('gadgets'), { name: 'X' }), 400, 'kind must be one of'],
      [api.get(API.masterAdmin.items('gadgets')), 400, 'kind must be one of'],
      [api.put(API.masterAdmin.item(99_999_999), { name: 'X' }), 404, M.notFound],
      [api.post(API.masterAdmin.move(first.id), { direction: 'left' }), 400, M.directionInvalid],
      [api.put(API.masterAdmin.active(first.id), { active: 'perhaps' }), 400, M.activeInvalid],
      [merge(first.id, first.id), 400, M.mergeSelf],
      [api.post(API.masterAdmin.merge(first.id), {}), 400, M.intoRequired],
      [merge(first.id, factory.idOf('designation', 'Buyer')), 400, M.mergeKind],
      [merge(first.id, 99_999_999), 400, M.intoRequired],
    ];
    for (const [pending, status, message] of cases) {
      const res = await pending;
      expect(res.status, JSON.stringify(res.body)).toBe(status);
      expect(JSON.stringify(res.body)).toContain(message);
    }
    const second = await add('skill', `Yard Planning ${word()}`);
    expect(
      (await api.put(API.masterAdmin.item(second.id), { name: first.name.toLowerCase() })).status,
    ).toBe(400);

    const uae = (await items('country', { q: 'United Arab Emirates' })).items[0];
    const india = (await items('country', { q: 'India' })).items[0];
    for (const res of [
      await api.put(API.masterAdmin.active(uae.id), { active: false }),
      await merge(uae.id, india.id),
    ]) {
      expect(res.status).toBe(409);
      expect(res.body.message).toBe(M.protectedItem);
    }
  });

  it('lets only the master administrator read or change master data', async () => {
    const item = await add('industry', `Bonded Storage ${word()}`);
    const refused: Role[] = ['employer', 'consultancy', 'consultancy_admin', 'candidate'];
    const tokens: [string, string | undefined][] = [['signed out', undefined]];
    for (const role of refused) tokens.push([role, (await signedIn(t.app, db, role)).token]);
    for (const [who, token] of tokens) {
      const api = as(token);
      const answers = [
        await api.get(API.masterAdmin.kinds),
        await api.get(API.masterAdmin.items('industry')),
        await api.post(API.masterAdmin.items('industry'), { name: `Nope ${word()}` }),
        await api.put(API.masterAdmin.item(item.id), { name: `Nope ${word()}` }),
        await api.put(API.masterAdmin.active(item.id), { active: false }),
        await api.post(API.masterAdmin.move(item.id), { direction: 'up' }),
        await api.post(API.masterAdmin.merge(item.id), { into_id: item.id }),
      ];
      expect(
        answers.map((r) => r.status),
        who,
      ).toEqual(Array(answers.length).fill(token ? 403 : 401));
    }
    const [row] = await db.select().from(masterItems).where(eq(masterItems.id, item.id));
    expect(row).toMatchObject({ name: item.name, active: true });
  });

  it('moves an item up and down among its siblings', async () => {
    const a = await add('qualification', `Port Diploma ${word()}`);
    const b = await add('qualification', `Port Certificate ${word()}`);
    const order = async () =>
      (await items('qualification', { page_size: '100' })).items.map((i) => i.id);
    expect((await order()).slice(-2)).toEqual([a.id, b.id]);
    const moved = await as(admin).post(API.masterAdmin.move(b.id), { direction: 'up' });
    expect(moved.status).toBe(200);
    expect((await order()).slice(-2)).toEqual([b.id, a.id]);
    // The last one cannot go further down; nothing changes.
    expect((await as(admin).post(API.masterAdmin.move(a.id), { direction: 'down' })).status).toBe(
      200,
    );
    expect((await order()).slice(-2)).toEqual([b.id, a.id]);
  });

  it('renames: jobs and candidates are found by, and show, the new name', async () => {
    const designation = await add('designation', `Dock Lead ${word()}`);
    const skill = await add('skill', `Crane Telemetry ${word()}`);
    const jobId = await factory.create(employer, {
      title: 'Night shift lead',
      designation_id: designation.id,
      skill_ids: [skill.id],
    });
    const person = await buildCandidate(db, {
      profile: {
        headline: 'Shift lead',
        skillIds: [skill.id],
        skillsText: skill.name,
        desiredDesignationIds: [designation.id],
        desiredTitlesText: designation.name,
      },
    });
    const newDesignation = word();
    const newSkill = word();
    for (const [id, name] of [
      [designation.id, `Quay ${newDesignation}`],
      [skill.id, `Telemetry ${newSkill}`],
    ] as const) {
      const res = await as(admin).put(API.masterAdmin.item(id), { name });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect((res.body.data as TMasterAdminItem).usage.jobs).toBe(1);
    }
    expect(await jobSearchIds(newDesignation)).toEqual([jobId]);
    expect(await jobSearchIds(newSkill)).toEqual([jobId]);
    expect(await candidateSearchIds(newDesignation)).toEqual([person.id]);
    expect(await candidateSearchIds(newSkill)).toEqual([person.id]);
    const job = (await as(undefined).get(API.jobs.one(jobId))).body.data as {
      designation: string;
      skills: { name: string }[];
    };
    expect(job.designation).toBe(`Quay ${newDesignation}`);
    expect(job.skills.map((s) => s.name)).toEqual([`Telemetry ${newSkill}`]);
  });

  it('gives items Arabic names, shown in Arabic answers and never searched', async () => {
    // The shipped taxonomy has its Arabic names, found by the administration's search too.
    const seeded = await items('designation', { q: 'مشرف مستودع' });
    expect(seeded.items.map((i) => [i.name, i.name_ar])).toEqual([
      ['Warehouse Supervisor', 'مشرف مستودع'],
    ]);
    const name = `Dock Lead ${word()}`;
    const created = await as(admin).post(API.masterAdmin.items('designation'), {
      name,
      name_ar: '  مشرف رصيف ',
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const item = created.body.data as TMasterAdminItem;
    expect(item).toMatchObject({ name, name_ar: 'مشرف رصيف' });
    const jobId = await factory.create(employer, {
      title: 'Night shift lead',
      designation_id: item.id,
    });
    const designationOf = async (lang?: string) =>
      (
        (await as(undefined).get(API.jobs.one(jobId), lang ? { lang } : undefined)).body.data as {
          designation: string;
        }
      ).designation;
    expect(await designationOf('ar')).toBe('مشرف رصيف');
    expect(await designationOf()).toBe(name);

    // The administrator edits the Arabic name: public answers in Arabic show it.
    const edited = await as(admin).put(API.masterAdmin.item(item.id), {
      name,
      name_ar: 'رئيس الرصيف',
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body.data).toMatchObject({ name, name_ar: 'رئيس الرصيف' });
    expect(await designationOf('ar')).toBe('رئيس الرصيف');
    const options = (await as(undefined).get(API.master('designation'), { lang: 'ar' })).body
      .data as TMasterOption[];
    expect(options.find((o) => o.id === item.id)?.name).toBe('رئيس الرصيف');
    // Jobs are not found by it: Arabic keywords find what employers wrote in Arabic.
    expect(await jobSearchIds('رئيس الرصيف')).not.toContain(jobId);
    const [audit] = await db
      .select({ before: auditLog.before, after: auditLog.after })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'master.rename'), eq(auditLog.targetId, String(item.id))))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(audit).toMatchObject({
      before: { name_ar: 'مشرف رصيف' },
      after: { name_ar: 'رئيس الرصيف' },
    });

    // A rename that does not give it keeps the Arabic name; an empty one removes it.
    const renamed = `Quay Lead ${word()}`;
    const kept = await as(admin).put(API.masterAdmin.item(item.id), { name: renamed });
    expect(kept.body.data).toMatchObject({ name: renamed, name_ar: 'رئيس الرصيف' });
    const cleared = await as(admin).put(API.masterAdmin.item(item.id), {
      name: renamed,
      name_ar: '',
    });
    expect(cleared.body.data).toMatchObject({ name: renamed, name_ar: null });
    expect(await designationOf('ar')).toBe(renamed);

    // Only the master administrator changes it.
    for (const token of [employer, consultancy, candidate.token, undefined]) {
      const refused = await as(token).put(API.masterAdmin.item(item.id), {
        name: renamed,
        name_ar: 'اسم آخر',
      });
      expect(refused.status).toBeGreaterThanOrEqual(401);
      expect(refused.status).toBeLessThanOrEqual(403);
    }
    const [row] = await db.select().from(masterItems).where(eq(masterItems.id, item.id));
    expect(row.nameAr).toBeNull();
  });

  it('fills the shipped Arabic names on a database made before them, never over an edited one', async () => {
    const bySlug = async (kind: string, slug: string) =>
      (
        await db
          .select()
          .from(masterItems)
          .where(and(eq(masterItems.kind, kind), eq(masterItems.slug, slug)))
      )[0];
    const storekeeper = await bySlug('designation', 'storekeeper');
    const ajman = await bySlug('state', 'ajman');
    // As before the migration: no Arabic name; and one an administrator has given since.
    await db.update(masterItems).set({ nameAr: null }).where(eq(masterItems.id, storekeeper.id));
    await db.update(masterItems).set({ nameAr: 'إمارة عجمان' }).where(eq(masterItems.id, ajman.id));
    const folder = fileURLToPath(new URL('../../../drizzle/', import.meta.url));
    const file = readdirSync(folder).find((f) => f.endsWith('_master_data_arabic_names.sql'))!;
    const statements = readFileSync(join(folder, file), 'utf8').split('--> statement-breakpoint');
    await db.execute(sql.raw(statements[1]));
    expect((await bySlug('designation', 'storekeeper')).nameAr).toBe('أمين مخزن');
    expect((await bySlug('state', 'ajman')).nameAr).toBe('إمارة عجمان');
    await db.update(masterItems).set({ nameAr: 'عجمان' }).where(eq(masterItems.id, ajman.id));
  });

  it('deactivates: gone from the choices and refused in new input, kept on old records', async () => {
    const designation = await add('designation', `Reefer Checker ${word()}`);
    const jobId = await factory.create(employer, { designation_id: designation.id });
    const off = await as(admin).put(API.masterAdmin.active(designation.id), { active: false });
    expect(off.status).toBe(200);
    expect(off.body.message).toBe(M.deactivated);
    expect(await offered('designation')).not.toContain(designation.id);
    expect((await items('designation', { status: 'inactive' })).items.map((i) => i.id)).toContain(
      designation.id,
    );

    const job = (await as(undefined).get(API.jobs.one(jobId))).body.data as { designation: string };
    expect(job.designation).toBe(designation.name);
    // The job that holds it saves unchanged; a new job may not choose it.
    const kept = await as(employer).put(API.jobs.one(jobId), {
      ...factory.form({ designation_id: designation.id }),
    });
    expect(kept.status, JSON.stringify(kept.body)).toBe(200);
    const refused = await call(t.app, {
      method: 'POST',
      url: API.jobs.managed,
      token: employer,
      payload: { publish: true, ...factory.form({ designation_id: designation.id }) },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toHaveProperty('designation_id');
    const alert = await as(candidate.token).post(API.alerts.list, {
      name: `Alert ${word()}`,
      designation: [designation.id],
      frequency: 'daily',
    });
    expect(alert.status).toBe(400);
    expect(alert.body.message).toHaveProperty('designation');

    const on = await as(admin).put(API.masterAdmin.active(designation.id), { active: true });
    expect(on.body.message).toBe(M.reactivated);
    expect(await offered('designation')).toContain(designation.id);
  });

  it('merges: every job, candidate, search row, alert and saved search moves, once', async () => {
    const from = await add('designation', `Stevedore ${word()}`);
    const into = await add('designation', `Dock Worker ${word()}`);
    const skillFrom = await add('skill', `Lashing ${word()}`);
    const skillInto = await add('skill', `Cargo Lashing ${word()}`);
    const jobFrom = await factory.create(employer, {
      designation_id: from.id,
      skill_ids: [skillFrom.id, skillInto.id],
    });
    const jobInto = await factory.create(employer, { designation_id: into.id });
    // One candidate wants both, one only the merged-away item.
    const both = await buildCandidate(db, {
      profile: {
        desiredDesignationIds: [from.id, into.id],
        desiredTitlesText: `${from.name}, ${into.name}`,
        skillIds: [skillInto.id, skillFrom.id],
        skillsText: `${skillInto.name}, ${skillFrom.name}`,
      },
    });
    const one = await buildCandidate(db, {
      profile: { desiredDesignationIds: [from.id], desiredTitlesText: from.name },
    });
    const alert = await as(candidate.token).post(API.alerts.list, {
      name: `Dock jobs ${word()}`,
      designation: [into.id, from.id],
      frequency: 'daily',
    });
    expect(alert.status, JSON.stringify(alert.body)).toBe(201);
    const saved = await as(consultancy).post(API.talent.saveSearch, {
      name: `Dockers ${word()}`,
      query: { designation: `${from.id},${into.id}` },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const [companyRow] = await db
      .select({ companyId: jobs.companyId })
      .from(jobs)
      .where(eq(jobs.id, jobFrom));
    const [template] = await db
      .insert(jobTemplates)
      .values({
        companyId: companyRow.companyId,
        name: 'Docks',
        form: { designation_id: from.id, skill_ids: [skillFrom.id] },
      })
      .returning({ id: jobTemplates.id });

    const listed = (await items('designation', { q: from.name })).items[0];
    expect(listed.usage).toEqual({ jobs: 1, candidates: 2, alerts: 1, other: 0 });

    const res = await merge(from.id, into.id);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const result = res.body.data as TMasterMergeResult;
    expect(result.moved).toEqual({ jobs: 1, candidates: 2, alerts: 1, other: 0 });
    expect(result.item.usage).toEqual({ jobs: 2, candidates: 2, alerts: 1, other: 0 });
    expect((await merge(skillFrom.id, skillInto.id)).status).toBe(200);

    expect(await db.select().from(masterItems).where(eq(masterItems.id, from.id))).toEqual([]);
    const movedJob = (
      await db
        .select({
          designationId: jobs.designationId,
          designationName: jobs.designationName,
          skillIds: jobs.skillIds,
          skillsText: jobs.skillsText,
        })
        .from(jobs)
        .where(eq(jobs.id, jobFrom))
    )[0];
    expect(movedJob).toEqual({
      designationId: into.id,
      designationName: into.name,
      skillIds: [skillInto.id],
      skillsText: skillInto.name,
    });
    const searchRows = await db
      .select({ id: jobSearch.jobId, designation: jobSearch.designationId })
      .from(jobSearch)
      .where(sql`${jobSearch.jobId} in (${jobFrom}, ${jobInto})`);
    expect(searchRows.map((r) => r.designation)).toEqual([into.id, into.id]);

    const profiles = await db
      .select({
        userId: candidateProfiles.userId,
        designations: candidateProfiles.desiredDesignationIds,
        titles: candidateProfiles.desiredTitlesText,
        skills: candidateProfiles.skillIds,
        skillsText: candidateProfiles.skillsText,
      })
      .from(candidateProfiles)
      .where(sql`${candidateProfiles.userId} in (${both.id}, ${one.id})`);
    const byUser = new Map(profiles.map((p) => [p.userId, p]));
    expect(byUser.get(both.id)).toMatchObject({
      designations: [into.id],
      titles: into.name,
      skills: [skillInto.id],
      skillsText: skillInto.name,
    });
    expect(byUser.get(one.id)).toMatchObject({ designations: [into.id], titles: into.name });
    const rows = await db
      .select({ userId: candidateSearch.userId, ids: candidateSearch.designationIds })
      .from(candidateSearch)
      .where(sql`${candidateSearch.userId} in (${both.id}, ${one.id})`);
    expect(rows.map((r) => r.ids)).toEqual([[into.id], [into.id]]);

    const [alertRow] = await db
      .select({ ids: jobAlerts.designationIds, key: jobAlerts.filterKey })
      .from(jobAlerts)
      .where(eq(jobAlerts.userId, candidate.id));
    expect(alertRow).toEqual({ ids: [into.id], key: `||${into.id}||||` });
    const [savedRow] = await db
      .select({ query: savedCandidateSearches.query })
      .from(savedCandidateSearches)
      .where(eq(savedCandidateSearches.id, (saved.body.data as { id: number }).id));
    expect(savedRow.query).toEqual({ designation: String(into.id) });
    const [templateRow] = await db
      .select({ form: jobTemplates.form })
      .from(jobTemplates)
      .where(eq(jobTemplates.id, template.id));
    expect(templateRow.form).toEqual({ designation_id: into.id, skill_ids: [skillInto.id] });

    const audit = (
      (await as(admin).get(API.access.auditLog, { action: 'master.merge' })).body
        .data as TPage<TAuditEntry>
    ).items.find((e) => e.target_id === String(from.id));
    expect(audit?.before).toMatchObject({ name: from.name });
    expect(audit?.after).toMatchObject({ into_id: into.id });
  });

  it('merges a location: jobs follow to the other emirate, an emirate’s areas move with it', async () => {
    const states = (await items('state', { page_size: '100' })).items;
    const emirate = (name: string) => states.find((s) => s.name === name && !s.parent_id)!;
    const areaA = await add('state', `Dry Port ${word()}`, emirate('Dubai').id);
    const areaB = await add('state', `Inland Port ${word()}`, emirate('Sharjah').id);
    const jobId = await factory.create(employer, { state_id: areaA.id });
    expect((await merge(areaA.id, areaB.id)).status).toBe(200);
    const [row] = await db
      .select({ state: jobs.stateId, emirate: jobs.emirateId })
      .from(jobs)
      .where(eq(jobs.id, jobId));
    expect(row).toEqual({ state: areaB.id, emirate: emirate('Sharjah').id });
    const [searchRow] = await db
      .select({ emirate: jobSearch.emirateId })
      .from(jobSearch)
      .where(eq(jobSearch.jobId, jobId));
    expect(searchRow.emirate).toBe(emirate('Sharjah').id);

    // A new emirate with an area, merged into an existing one: the area moves under it.
    const newEmirate = await add('state', `Emirate ${word()}`);
    const newArea = await add('state', `Free Zone ${word()}`, newEmirate.id);
    const resident = await buildCandidate(db, { profile: { stateId: newArea.id } });
    expect((await merge(newEmirate.id, newArea.id)).body.message).toEqual({
      into_id: M.mergeIntoChild,
    });
    expect((await merge(newEmirate.id, areaB.id)).body.message).toEqual({
      into_id: M.mergeEmirateIntoArea,
    });
    expect((await merge(newEmirate.id, emirate('Ajman').id)).status).toBe(200);
    const [area] = await db.select().from(masterItems).where(eq(masterItems.id, newArea.id));
    expect(area.parentId).toBe(emirate('Ajman').id);
    const [searchState] = await db
      .select({ state: candidateSearch.stateId })
      .from(candidateSearch)
      .where(eq(candidateSearch.userId, resident.id));
    expect(searchState.state).toBe(emirate('Ajman').id);
    await db.delete(users).where(eq(users.id, resident.id));
  });
});
