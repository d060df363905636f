import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Role } from '@logicareers/shared/roles';
import type { TMasterOption } from '@logicareers/shared/schemas/jobs';
import type { Db } from '../db/client';
import { companies, users } from '../db/schema';
import { defaultRoleGroupId } from '../modules/access/access.policy';
import { hashPassword } from '../modules/identity/passwords';
import { call, LOGIN_PATH, loginKindOf } from './harness';

export const TEST_PASSWORD = 'Str0ng&Secret!';
let passwordHash: Promise<string> | undefined;
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

/** A user of the given role; employers and consultancy users get an active company unless given one. */
export async function buildUser(
  db: Db,
  role: Role,
  overrides: Partial<typeof users.$inferInsert> = {},
) {
  passwordHash ??= hashPassword(TEST_PASSWORD);
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
      roleGroupId: await defaultRoleGroupId(db, role),
      firstName: 'Test',
      lastName: role,
      ...overrides,
      companyId: companyId ?? null,
    })
    .returning();
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
        const res = await call(app, { method: 'GET', url: `/api/master/${kind}` });
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
