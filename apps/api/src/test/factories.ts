import { randomBytes } from 'node:crypto';
import { hash, type Algorithm } from '@node-rs/argon2';
import type { FastifyInstance } from 'fastify';
import { API } from '@logicareers/shared/api';
import { PRIVACY_NOTICE_VERSION } from '@logicareers/shared/constants';
import type { Role } from '@logicareers/shared/roles';
import type { TMasterOption } from '@logicareers/shared/schemas/jobs';
import type { Db } from '../db/client';
import {
  candidateCertifications,
  candidateEducations,
  candidateEmployments,
  candidateProfiles,
  companies,
  rolePermissions,
  roles,
  users,
} from '../db/schema';
import { builtinRoleId } from '../modules/access/access.policy';
import { call, LOGIN_PATH, loginKindOf } from './harness';

export const TEST_PASSWORD = 'Str0ng&Secret!';
/**
 * The stored hash of the users tests make: argon2id as the app writes it, with the least work
 * argon2 allows. Signing in reads the cost from the hash, so each of the thousands of test sign-ins
 * is quick; the app's own cost is used (and checked) wherever the app hashes a password.
 */
let passwordHash: Promise<string> | undefined;
const testPasswordHash = () =>
  hash(TEST_PASSWORD, {
    algorithm: 2 as Algorithm, // Argon2id: a const enum isolated modules cannot read
    memoryCost: 8,
    timeCost: 1,
    parallelism: 1,
  });
const unique = () => randomBytes(4).toString('hex');

export async function buildCompany(db: Db, overrides: Partial<typeof companies.$inferInsert> = {}) {
  const [company] = await db
    .insert(companies)
    .values({
      kind: 'employer',
      name: `Test Logistics ${unique()} LLC`,
      primaryMobile: '+971501234567',
      primaryEmail: `company-${unique()}@example.ae`,
      status: 'active',
      activatedAt: new Date(),
      ...overrides,
    })
    .returning();
  return company;
}

/**
 * A role of a kind holding exactly `permissions`: the site's, or a company's own when given one.
 * Its id is what a user is built with to hold it.
 */
export async function buildRole(
  db: Db,
  kind: Role,
  permissions: readonly string[],
  companyId: number | null = null,
) {
  const [role] = await db
    .insert(roles)
    .values({ name: `Role ${unique()}`, kind, companyId })
    .returning({ id: roles.id });
  if (permissions.length)
    await db
      .insert(rolePermissions)
      .values(
        [...new Set(permissions)].map((permissionKey) => ({ roleId: role.id, permissionKey })),
      );
  return role.id;
}

/** A user of the given role; employers and consultancy users get an active company unless given one. */
export async function buildUser(
  db: Db,
  role: Role,
  overrides: Partial<typeof users.$inferInsert> = {},
) {
  passwordHash ??= testPasswordHash();
  let companyId = overrides.companyId;
  if (companyId === undefined && role !== 'candidate' && role !== 'master_admin') {
    companyId = (await buildCompany(db, { kind: role === 'employer' ? 'employer' : 'consultancy' }))
      .id;
  }
  const [user] = await db
    .insert(users)
    .values({
      email: `${role}-${unique()}@example.ae`,
      passwordHash: await passwordHash,
      role,
      roleId: await builtinRoleId(db, role),
      firstName: 'Test',
      lastName: role,
      // A candidate signed up, and accepted the privacy notice with it.
      ...(role === 'candidate' && {
        privacyAcceptedAt: new Date(),
        privacyVersion: PRIVACY_NOTICE_VERSION,
      }),
      ...overrides,
      companyId: companyId ?? null,
    })
    .returning();
  return user;
}

/** A client employer a consultancy manages, with one user who is e-mailed what is sent to it. */
export async function buildClient(
  db: Db,
  consultancyId: number | null,
  overrides: Partial<typeof companies.$inferInsert> = {},
) {
  const company = await buildCompany(db, { ...overrides, managedById: consultancyId });
  const user = await buildUser(db, 'employer', { companyId: company.id });
  return { id: company.id, name: company.name, userEmail: user.email };
}

export interface CandidateSpec {
  user?: Partial<typeof users.$inferInsert>;
  profile?: Partial<typeof candidateProfiles.$inferInsert>;
  employments?: Partial<typeof candidateEmployments.$inferInsert>[];
  educations?: Partial<typeof candidateEducations.$inferInsert>[];
  certifications?: Partial<typeof candidateCertifications.$inferInsert>[];
}

/**
 * A candidate with a profile (visible to the consultancy, the default, unless said) and their
 * history, written straight into the tables: for tests about finding and opening candidates.
 */
export async function buildCandidate(db: Db, spec: CandidateSpec = {}) {
  const user = await buildUser(db, 'candidate', spec.user ?? {});
  await db.insert(candidateProfiles).values({ userId: user.id, ...spec.profile });
  for (const e of spec.employments ?? [])
    await db.insert(candidateEmployments).values({ userId: user.id, ...e });
  for (const e of spec.educations ?? [])
    await db.insert(candidateEducations).values({ userId: user.id, institution: 'School', ...e });
  for (const c of spec.certifications ?? [])
    await db.insert(candidateCertifications).values({ userId: user.id, name: 'Cert', ...c });
  return user;
}

/** A user of the role, signed in through that role's sign-in call. */
export async function signedIn(
  app: FastifyInstance,
  db: Db,
  role: Role,
  overrides: Partial<typeof users.$inferInsert> = {},
) {
  const user = await buildUser(db, role, overrides);
  const res = await call(app, {
    method: 'POST',
    url: LOGIN_PATH[loginKindOf(role)],
    payload: { email: user.email, password: TEST_PASSWORD },
  });
  if (res.status !== 200)
    throw new Error(`sign-in failed for ${role}: ${JSON.stringify(res.body)}`);
  return { user, token: res.body.token as string };
}

/** Master-data lists read through the public API, and the id of an item by its name. */
export async function loadMaster<K extends string>(app: FastifyInstance, kinds: readonly K[]) {
  const lists = Object.fromEntries(
    await Promise.all(
      kinds.map(async (kind) => {
        const res = await call(app, { method: 'GET', url: API.master(kind) });
        return [kind, res.body.data as TMasterOption[]] as const;
      }),
    ),
  ) as Record<K, TMasterOption[]>;
  const idOf = (kind: K, name: string) => {
    const item = lists[kind].find((m) => m.name === name);
    if (!item) throw new Error(`no ${kind} named ${name}`);
    return item.id;
  };
  return { lists, idOf };
}

/** A date `days` from today, as a job form writes it (YYYY-MM-DD). */
export const dayFromNow = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

export const JOB_MASTER_KINDS = [
  'designation',
  'functional_area',
  'industry',
  'state',
  'skill',
] as const;
export type JobMasterKind = (typeof JOB_MASTER_KINDS)[number];

/**
 * A complete, valid job form (a warehouse supervisor in JAFZA, valid for 30 days) with any field
 * overridden, its master-data items found by `idOf`.
 */
export const warehouseJobForm = (
  idOf: (kind: JobMasterKind, name: string) => number,
  overrides: Record<string, unknown> = {},
): Record<string, unknown> => ({
  title: 'Warehouse Supervisor',
  designation_id: idOf('designation', 'Warehouse Supervisor'),
  functional_area_id: idOf('functional_area', 'Warehousing and 3PL'),
  industry_id: idOf('industry', 'Logistics and Freight'),
  state_id: idOf('state', 'Jebel Ali Free Zone (JAFZA)'),
  employment_type: 'full_time',
  experience_min: 2,
  experience_max: 5,
  salary_min: 6000,
  salary_max: 9000,
  vacancies: 2,
  skill_ids: [idOf('skill', 'SAP EWM')],
  description:
    '<p>Lead the receiving and dispatch teams on the night shift in our bonded warehouse.</p>',
  requirements: '<ul><li>Three years in a warehouse</li></ul>',
  benefits: 'Housing allowance',
  valid_through: dayFromNow(30),
  ...overrides,
});

/**
 * Job forms and jobs for tests. `form` is a complete, valid job form (a warehouse supervisor in
 * JAFZA, valid for 30 days) with any field overridden; `create` posts it and returns the new id;
 * `idOf` finds master-data items by name for overrides, `lists` holds the lists it read.
 */
export async function jobFactory(app: FastifyInstance) {
  const { lists, idOf } = await loadMaster(app, JOB_MASTER_KINDS);
  const form = (overrides: Record<string, unknown> = {}) => warehouseJobForm(idOf, overrides);
  /** Creates the job as the token's user: published unless `publish` is false. */
  const create = async (token: string, overrides: Record<string, unknown> = {}, publish = true) => {
    const res = await call(app, {
      method: 'POST',
      url: API.jobs.managed,
      token,
      payload: { publish, ...form(overrides) },
    });
    if (res.status !== 201) throw new Error(`job not created: ${JSON.stringify(res.body)}`);
    return (res.body.data as { id: number }).id;
  };
  return { form, create, idOf, lists };
}
