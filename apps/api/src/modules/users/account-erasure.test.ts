import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq, inArray } from 'drizzle-orm';
import { API } from '@logicareers/shared/api';
import { uaeLocalOf } from '@logicareers/shared/schemas/interviews';
import { auditLog, candidateProfiles, interviews, outbox, users } from '../../db/schema';
import { signedIn } from '../../test/factories';
import { call, DATABASES, startTestApp, type TestApp } from '../../test/harness';
import { recordAudit } from '../audit/audit';
import { enqueueMail, FORGOTTEN_ADDRESS } from '../mail/outbox';
import { ERASED_DOMAIN, ERASED_TEXT } from './account-erasure';

const unique = () => randomBytes(4).toString('hex');
const DAY = 86_400_000;

/*
 * Erasure by identity (decision 036): what belongs to the erased account is found by its id and
 * address, never by searching other people's records for a name, so a name can neither rewrite
 * someone else's records nor make the erasure fail.
 */
describe.each(DATABASES)('erasing an account by identity (%s)', (kind) => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof signedIn>>;
  const db = () => t.database.db;

  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = await signedIn(t.app, db(), 'master_admin');
  }, 120_000);
  afterAll(async () => t?.close());

  const candidateNamed = async (firstName: string, lastName: string) => {
    const c = await signedIn(t.app, db(), 'candidate', {
      email: `candidate-${unique()}@example.ae`,
      firstName,
      lastName,
      mobileNumber: '+971509876543',
    });
    await db().insert(candidateProfiles).values({ userId: c.user.id });
    return c;
  };
  const erase = (id: string) =>
    call(t.app, { method: 'DELETE', url: API.users.delete(id), token: admin.token });
  const mailsOf = (ids: string[]) =>
    db().select().from(outbox).where(inArray(outbox.id, ids)).orderBy(asc(outbox.id));
  const auditOf = (ids: number[]) =>
    db().select().from(auditLog).where(inArray(auditLog.id, ids)).orderBy(asc(auditLog.id));
  const auditIds = async (where: ReturnType<typeof eq>) =>
    (await db().select({ id: auditLog.id }).from(auditLog).where(where)).map((r) => r.id);

  it("erases a candidate named exactly like a recruiter, and leaves the recruiter's mails and audit entries as they were", async () => {
    const recruiter = await signedIn(t.app, db(), 'consultancy', {
      email: `recruiter-${unique()}@example.ae`,
      firstName: 'Rashid',
      lastName: 'Hamdan',
    });
    const namesake = await candidateNamed('Rashid', 'Hamdan');
    const someoneElse = await candidateNamed('Layla', 'Nasser');
    // The recruiter interviews both: the mails about the namesake are theirs to lose, the others not.
    const interviewWith = async (candidateId: string) => {
      const res = await call(t.app, {
        method: 'POST',
        url: API.interviews.list,
        token: recruiter.token,
        payload: {
          candidate_id: candidateId,
          starts_at: uaeLocalOf(new Date(Date.now() + 3 * DAY)),
          duration_minutes: 30,
          mode: 'phone',
          phone: '+971501112233',
          notes: 'Ask Rashid Hamdan about the night shifts',
        },
      });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      return (res.body.data as { id: string }).id;
    };
    const namesakeInterview = await interviewWith(namesake.user.id);
    const otherInterview = await interviewWith(someoneElse.user.id);
    // The recruiter's own mail to a third person, signed with the same name.
    const signed = await enqueueMail(db(), {
      kind: 'recruiter_email',
      to: `client-${unique()}@example.ae`,
      subject: 'Rashid Hamdan: your shortlist',
      text: `Regards, Rashid Hamdan (${recruiter.user.email})`,
      secrets: [],
    });
    // Audit entries by the recruiter and about the recruiter, which name him.
    await recordAudit(db(), null, {
      action: 'user.role_change',
      targetType: 'user',
      targetId: recruiter.user.id,
      before: { first_name: 'Rashid', last_name: 'Hamdan', email: recruiter.user.email },
      after: { note: 'Rashid Hamdan', role_group_id: null },
    });
    await recordAudit(
      db(),
      { ...admin.user, id: recruiter.user.id, email: recruiter.user.email } as never,
      {
        action: 'user.disable',
        targetType: 'user',
        targetId: someoneElse.user.id,
        before: { status: 'active', by: 'Rashid Hamdan' },
        after: { status: 'disabled' },
      },
    );
    await recordAudit(db(), null, {
      action: 'user.role_change',
      targetType: 'user',
      targetId: namesake.user.id,
      before: { first_name: 'Rashid', email: namesake.user.email, role_group_id: null },
      after: { first_name: 'Rashid', kept: 'shift lead' },
    });

    const everyMail = (await db().select({ id: outbox.id }).from(outbox)).map((r) => r.id);
    const recruiterAudit = await auditIds(eq(auditLog.targetId, recruiter.user.id));
    const byRecruiter = await auditIds(eq(auditLog.actorId, recruiter.user.id));
    expect(recruiterAudit.length).toBe(1);
    expect(byRecruiter.length).toBe(1);
    const mailsBefore = await mailsOf(everyMail);
    const auditBefore = await auditOf([...recruiterAudit, ...byRecruiter]);
    const [otherBefore] = await db()
      .select()
      .from(interviews)
      .where(eq(interviews.id, otherInterview));

    const res = await erase(namesake.user.id);
    expect(res.status, JSON.stringify(res.body)).toBe(200);

    // The namesake's mails (to them, and the notices about them) lose them; every other is as it was.
    const mailsAfter = await mailsOf(everyMail);
    const namesakeNotices = mailsAfter.filter(
      (m, i) =>
        mailsBefore[i].kind === 'interview_notice' && mailsBefore[i].to === recruiter.user.email,
    );
    expect(namesakeNotices).toHaveLength(2);
    const touched = mailsAfter.filter(
      (m, i) => JSON.stringify(m) !== JSON.stringify(mailsBefore[i]),
    );
    // Exactly the invitation to the namesake and the notice about them to the recruiter changed.
    expect(touched.map((m) => m.kind).sort()).toEqual(['interview_invitation', 'interview_notice']);
    const invitation = touched.find((m) => m.kind === 'interview_invitation')!;
    expect(invitation.to).toBe(FORGOTTEN_ADDRESS);
    expect(invitation.status).toBe('cancelled');
    expect(invitation.extras).toBeNull();
    const notice = touched.find((m) => m.kind === 'interview_notice')!;
    expect(notice.to).toBe(recruiter.user.email);
    expect(notice.text).not.toMatch(/Rashid|Hamdan/);
    expect(notice.text).toContain(ERASED_TEXT);
    expect(mailsAfter.find((m) => m.id === signed)).toEqual(
      mailsBefore.find((m) => m.id === signed),
    );

    // The recruiter's audit entries, by him and about him, are unchanged.
    expect(await auditOf([...recruiterAudit, ...byRecruiter])).toEqual(auditBefore);
    // The entry about the namesake is rebuilt without them, as JSON values.
    const [about] = await db()
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, namesake.user.id))
      .orderBy(asc(auditLog.id))
      .limit(1);
    expect(about.before).toEqual({
      first_name: ERASED_TEXT,
      email: ERASED_TEXT,
      role_group_id: null,
    });
    expect(about.after).toEqual({ first_name: ERASED_TEXT, kept: 'shift lead' });
    // Their interview loses them; the other candidate's interview, naming the recruiter, does not.
    const [theirInterview] = await db()
      .select()
      .from(interviews)
      .where(eq(interviews.id, namesakeInterview));
    expect(theirInterview.notes).toBe(`Ask ${ERASED_TEXT} about the night shifts`);
    const [otherAfter] = await db()
      .select()
      .from(interviews)
      .where(eq(interviews.id, otherInterview));
    expect(otherAfter).toEqual(otherBefore);
    // The recruiter's account is untouched.
    const [kept] = await db().select().from(users).where(eq(users.id, recruiter.user.id));
    expect(kept).toMatchObject({ firstName: 'Rashid', lastName: 'Hamdan', status: 'active' });
  });

  it.each([
    ['"', '\\'],
    ['}', '{"a":'],
    ["'; drop table users; --", 'x'],
    ['null', 'true'],
    ['[erased]', '[erased]'],
    ['Zoë', 'محمد 李'],
    ['\\m', '.*'],
  ])(
    'erases a candidate named %j %j: the account is disabled and anonymised',
    async (first, last) => {
      const c = await candidateNamed(first, last);
      const bystander = await candidateNamed('Omar', 'Said');
      await recordAudit(db(), null, {
        action: 'user.role_change',
        targetType: 'user',
        targetId: c.user.id,
        before: { first_name: first, last_name: last, role_group_id: null, flag: true },
        after: { first_name: first, note: `${first} ${last}` },
      });
      const bystanderMail = await enqueueMail(db(), {
        kind: 'recruiter_email',
        to: bystander.user.email,
        subject: `${first} ${last} null true`,
        text: `{"first": "${first}", "last": "${last}"} null [erased]`,
        secrets: [],
      });
      const [mailBefore] = await mailsOf([bystanderMail]);
      const res = await erase(c.user.id);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const [row] = await db().select().from(users).where(eq(users.id, c.user.id));
      expect(row).toMatchObject({
        email: `erased-${c.user.id}@${ERASED_DOMAIN}`,
        firstName: '',
        lastName: '',
        mobileNumber: null,
        status: 'disabled',
      });
      const [entry] = await db()
        .select()
        .from(auditLog)
        .where(eq(auditLog.targetId, c.user.id))
        .orderBy(asc(auditLog.id))
        .limit(1);
      expect(entry.before).toEqual({
        first_name: ERASED_TEXT,
        last_name: ERASED_TEXT,
        role_group_id: null,
        flag: true,
      });
      expect(entry.after).toEqual({ first_name: ERASED_TEXT, note: ERASED_TEXT });
      // Someone else's mail holding the same text is not theirs: it stays as it was.
      expect(await mailsOf([bystanderMail])).toEqual([mailBefore]);
      // Erased once: a second erasure has nothing to do.
      expect((await erase(c.user.id)).status).toBe(404);
    },
  );
});
