import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { API } from '@logicareers/shared/api';
import { paths } from '@logicareers/shared/pages';
import { users } from '../db/schema';
import { builtinRoleId } from '../modules/access/access.policy';
import { buildUser, signedIn } from '../test/factories';
import { call, DATABASES, startTestApp, type TestApp } from '../test/harness';

/** Personal data and secrets a failed query is given; none may reach the log. */
const PERSONAL = {
  email: 'mona.haddad@example.ae',
  passwordHash: '$argon2id$v=19$m=19456,t=2,p=1$c2VjcmV0c2FsdA$Zm9yZ2VkaGFzaGZvcmxvZ3Rlc3Q',
  mobileNumber: '+971501234567',
  firstName: 'Mona',
  lastName: 'Haddad',
};

describe.each(DATABASES)('the log (%s)', (kind) => {
  let t: TestApp;
  const lines: string[] = [];
  const logged = () => lines.join('');
  beforeAll(async () => {
    t = await startTestApp(
      kind,
      { LOG_LEVEL: 'info' },
      (app) => {
        // A failed insert: the row's e-mail is taken, so the database refuses it, naming the key.
        app.post('/test/failing-insert', { config: { access: 'public' } }, async () => {
          const roleId = await builtinRoleId(app.ctx.db, 'candidate');
          await app.ctx.db.insert(users).values({ ...PERSONAL, role: 'candidate', roleId });
          return {};
        });
        // A failed cast: the database quotes the value it could not read.
        app.post('/test/failing-cast', { config: { access: 'public' } }, async () => {
          await app.ctx.db.execute(sql`select ${PERSONAL.email}::int`);
          return {};
        });
      },
      { write: (line: string) => void lines.push(line) },
    );
    await buildUser(t.database.db, 'candidate', { email: PERSONAL.email });
  });
  afterAll(() => t?.close());

  it('a failed query logs its error, SQL and codes, never its parameters or the row', async () => {
    lines.length = 0;
    // A duplicate is a server error; a value the database cannot read is answered as the
    // client's (400), and both are logged as errors.
    for (const [url, status] of [
      ['/test/failing-insert', 500],
      ['/test/failing-cast', 400],
    ] as const) {
      const res = await call(t.app, { method: 'POST', url });
      expect(res.status).toBe(status);
    }
    const log = logged();
    const errors = lines.map((line) => JSON.parse(line)).filter((entry) => entry.err);
    expect(errors).toHaveLength(2);
    // What helps: the statement, the constraint and the SQLSTATE codes.
    expect(log).toContain('insert into \\"users\\"');
    expect(log).toContain('users_email_key');
    expect(log).toContain('23505');
    expect(log).toContain('22P02');
    for (const value of Object.values(PERSONAL)) expect(log).not.toContain(value);
    expect(log).not.toContain('971501234567');
    expect(log).not.toContain('params');
  });

  it('request logs keep no token of a link and no Authorization header', async () => {
    lines.length = 0;
    const { token } = await signedIn(t.app, t.database.db, 'candidate');
    const linkToken = 'Yq3vL9xT2mKp8RwZ4nB7cJ5hF1dS6gA0eU-_iO2lQ';
    await call(t.app, { method: 'GET', url: `${API.alerts.unsubscribe}?token=${linkToken}` });
    await call(t.app, {
      method: 'GET',
      url: `${API.alerts.confirmSubscription}?token=${linkToken}`,
    });
    await call(t.app, { method: 'GET', url: paths.unsubscribeAlert(linkToken) });
    // A client's candidate link, even one whose token looks like a plain word.
    const clientToken = 'abcdefghijklmnopqrstuvwxyzabcdefghijklmnopq';
    await call(t.app, { method: 'GET', url: API.talent.clientCv(clientToken) });
    await call(t.app, { method: 'GET', url: API.talent.clientCvFile(linkToken) });
    await call(t.app, { method: 'GET', url: paths.clientCv(clientToken) });
    await call(t.app, { method: 'GET', url: `${API.outbox}?to=${PERSONAL.email}`, token });
    await call(t.app, { method: 'GET', url: API.me, token });
    const log = logged();
    expect(log).toContain(`${API.alerts.unsubscribe}?token=[redacted]`);
    expect(log).toContain('incoming request');
    expect(log).not.toContain(linkToken);
    expect(log).not.toContain(clientToken);
    expect(log).toContain('/api/client-cv/[redacted]');
    expect(log).not.toContain(token);
    expect(log).not.toContain(PERSONAL.email);
    expect(log).not.toContain(encodeURIComponent(PERSONAL.email));
  });
});
