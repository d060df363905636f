import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { outbox } from '../db/schema';
import { messageToSend } from '../modules/mail/outbox';
import { signedIn } from './factories';
import { startTestApp, type DatabaseKind, type TestApp } from './harness';

/*
 * Steps many API tests take the same way: a signed-in user as the tests hold one, addresses and
 * forms no other test uses, a browser's multipart body, and the latest e-mail someone was sent.
 */

/** A signed-in user: the session token and who they are. */
export interface Signed {
  token: string;
  id: string;
  email: string;
  companyId: number | null;
}

/** A user of the role, signed in, as a `Signed`. */
export async function signedAs(
  t: TestApp,
  role: Parameters<typeof signedIn>[2],
  overrides: Parameters<typeof signedIn>[3] = {},
): Promise<Signed> {
  const { user, token } = await signedIn(t.app, t.database.db, role, overrides);
  return { token, id: user.id, email: user.email, companyId: user.companyId };
}

/** `signedAs` for the test app `current` returns once it has started. */
export const signerFor =
  (current: () => TestApp) =>
  (role: Parameters<typeof signedIn>[2], overrides: Parameters<typeof signedIn>[3] = {}) =>
    signedAs(current(), role, overrides);

/** A test app over the database, and a master administrator's session token on it. */
export async function startTestAppWithAdmin(kind: DatabaseKind) {
  const t = await startTestApp(kind);
  const admin = (await signedIn(t.app, t.database.db, 'master_admin')).token;
  return { t, admin };
}

/** An e-mail address no other test uses. */
export const uniqueEmail = (prefix: string) =>
  `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.ae`;

/** The body and content type a browser sends for a FormData. */
export async function formBody(form: FormData) {
  const request = new Request('http://x', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type')! },
  };
}

/** A multipart body built the way a browser's FormData sends it. */
export async function multipart(fields: Record<string, string>) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  return formBody(form);
}

/** The latest e-mail of a kind written to `to`, as it is sent. */
export const lastMailTo = async (db: Db, to: string, mailKind: string) =>
  (
    await db
      .select()
      .from(outbox)
      .where(and(eq(outbox.to, to), eq(outbox.kind, mailKind)))
      .orderBy(desc(outbox.createdAt))
      .limit(1)
  ).map(messageToSend)[0];

/** A company's registration form, with its first contact, valid unless overridden. */
export const employerRegistration = (overrides: Record<string, unknown> = {}) => ({
  company_name: `Oasis Freight ${Date.now()}`,
  primary_mobile: '971 4 880 1234',
  primary_email: uniqueEmail('company'),
  pronoun: 'Mr',
  first_name: 'Yousef',
  last_name: 'Karim',
  username: uniqueEmail('contact'),
  mobile_number: '+971 50 111 2233',
  password: 'Str0ngPass!',
  confirmPassword: 'Str0ngPass!',
  ...overrides,
});

/**
 * The form staff fill in for a walk-in candidate (Aisha Rahman of Dubai, working at Gulf Freight),
 * valid unless overridden; `idOf` finds the country and the emirate.
 */
export const walkInCandidateForm = (
  idOf: (kind: 'country' | 'state', name: string) => number,
  overrides: Record<string, unknown> = {},
) => ({
  email: uniqueEmail('walkin'),
  mobile_number: '+971 50 123 4567',
  first_name: 'Aisha',
  last_name: 'Rahman',
  country: idOf('country', 'United Arab Emirates'),
  state: String(idOf('state', 'Dubai')),
  employment: {
    employer_name: 'Gulf Freight',
    working_status: true,
    start_month: 3,
    start_year: 2021,
  },
  ...overrides,
});
