import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Role } from '@logicareers/shared/roles';
import {
  USER_MESSAGES as M,
  type TConsultancyJoinInput,
  type TJoinRequest,
  type TTeam,
  type UserStatus,
} from '@logicareers/shared/schemas/users';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import {
  auditLog,
  candidateSubmissions,
  applicationEvents,
  companies,
  jobs,
  users,
} from '../../db/schema';
import { AppError } from '../../lib/errors';
import { assertMayActOn, builtinRoleId, siteConsultancy } from '../access/access.policy';
import type { SessionUser } from '../access/sessions';
import { recordAudit } from '../audit/audit';
import { accountLanguageOf, notErased } from '../identity/identity.policy';
import { hashNewPassword } from '../identity/passwords';
import { enqueueMail } from '../mail/outbox';
import { mails } from '../mail/templates';
import { userMails } from './users.mails';
import { DAY, iso, reach, reachable } from './users.service';

/*
 * The consultancy's team: requests to join it as a recruiter, how its administrators answer them,
 * and what each recruiter and ATS user did lately.
 */

/**
 * A request to join the consultancy as a recruiter: a pending account of the consultancy, which
 * its administrators are told of. A taken e-mail gets the same answer (no account enumeration);
 * its owner is told instead.
 */
export async function requestToJoin(ctx: AppContext, input: TConsultancyJoinInput) {
  const consultancy = await siteConsultancy(ctx.db);
  if (!consultancy) throw new AppError('SERVICE_UNAVAILABLE', M.noConsultancy);
  const passwordHash = await hashNewPassword(input.password, 'password');
  const roleId = await builtinRoleId(ctx.db, 'consultancy');
  const { message } = input;
  await ctx.db.transaction(async (tx) => {
    const inserted = await tx
      .insert(users)
      .values({
        email: input.email,
        passwordHash,
        role: 'consultancy',
        roleId,
        companyId: consultancy.id,
        firstName: input.first_name,
        lastName: input.last_name,
        mobileNumber: input.mobile_number,
        status: 'pending',
      })
      .onConflictDoNothing({ target: users.email })
      .returning({ id: users.id });
    if (!inserted.length) {
      await enqueueMail(
        tx,
        mails.registrationAttemptOnExistingAccount(
          input.email,
          ctx.env.APP_URL,
          await accountLanguageOf(tx, input.email),
        ),
      );
      return;
    }
    // The request's message is kept with the record of the request.
    await recordAudit(tx, null, {
      action: 'user.join_request',
      targetType: 'user',
      targetId: inserted[0].id,
      companyId: consultancy.id,
      after: { message },
    });
    const admins = await tx
      .select({ email: users.email, language: users.language })
      .from(users)
      .where(
        and(
          eq(users.companyId, consultancy.id),
          eq(users.role, 'consultancy_admin'),
          eq(users.status, 'active'),
        ),
      );
    for (const admin of admins) {
      await enqueueMail(
        tx,
        userMails.joinRequestReceived({
          to: admin.email,
          locale: admin.language,
          name: `${input.first_name} ${input.last_name}`,
          email: input.email,
          company: consultancy.name,
          message,
          appUrl: ctx.env.APP_URL,
        }),
      );
    }
  });
}

/** The pending requests to join the actor's consultancy (every consultancy for master admins). */
export async function listJoinRequests(db: Db, actor: SessionUser): Promise<TJoinRequest[]> {
  // The outer table is named in full: inside the subquery a bare "id" would be the log's own.
  const message = sql<string | null>`(select a.after ->> 'message' from ${auditLog} a
    where a.action = 'user.join_request' and a.target_id = users.id::text
    order by a.created_at desc limit 1)`;
  const rows = await db
    .select({
      id: users.id,
      first_name: users.firstName,
      last_name: users.lastName,
      email: users.email,
      mobile_number: users.mobileNumber,
      message,
      created_at: users.createdAt,
    })
    .from(users)
    .where(and(eq(users.status, 'pending'), reach(actor)))
    .orderBy(asc(users.createdAt));
  return rows.map((r) => ({
    ...r,
    message: r.message ?? '',
    created_at: r.created_at.toISOString(),
  }));
}

/**
 * Answers a request to join: approved, the account is active; rejected, it is removed. Either way
 * the person is e-mailed.
 */
export async function answerJoinRequest(
  ctx: AppContext,
  actor: SessionUser,
  userId: string,
  approve: boolean,
) {
  const target = await reachable(ctx.db, actor, userId);
  if (target.status !== 'pending') throw new AppError('CONFLICT', M.notPending);
  // Approving gives the account its role; rejecting erases it: either acts on it.
  await assertMayActOn(ctx.db, actor, userId);
  const [company] = target.companyId
    ? await ctx.db
        .select({ name: companies.name })
        .from(companies)
        .where(eq(companies.id, target.companyId))
    : [];
  await ctx.db.transaction(async (tx) => {
    if (approve) {
      await tx.update(users).set({ status: 'active' }).where(eq(users.id, userId));
    } else {
      await tx.delete(users).where(eq(users.id, userId));
    }
    await recordAudit(tx, actor, {
      action: approve ? 'user.join_approve' : 'user.join_reject',
      targetType: 'user',
      targetId: userId,
      companyId: target.companyId,
      before: { status: 'pending' },
      after: approve ? { status: 'active' } : { removed: true },
    });
    await enqueueMail(
      tx,
      userMails.joinRequestAnswered({
        to: target.email,
        locale: target.language,
        name: target.firstName,
        company: company?.name ?? 'LogiCareers',
        approved: approve,
        appUrl: ctx.env.APP_URL,
      }),
    );
  });
  return approve ? M.joinApproved : M.joinRejected;
}

/**
 * The consultancy's recruiters and ATS users, with what each did over the last `days`: jobs
 * posted, candidates added, candidates sent to clients and applications moved to hired.
 */
export async function teamOf(db: Db, actor: SessionUser, days: number): Promise<TTeam> {
  const companyId =
    actor.role === 'master_admin' ? ((await siteConsultancy(db))?.id ?? null) : actor.companyId;
  if (companyId === null) return { days, members: [], pending: [] };
  const since = new Date(Date.now() - days * DAY);
  const n = (query: SQL) => sql<number>`(${query})::int`;
  const members = await db
    .select({
      id: users.id,
      first_name: users.firstName,
      last_name: users.lastName,
      email: users.email,
      role: users.role,
      status: users.status,
      last_login_at: users.lastLoginAt,
      jobs_posted: n(
        sql`select count(*) from ${jobs} where ${jobs.createdBy} = users.id and ${jobs.createdAt} >= ${since}`,
      ),
      candidates_added: n(
        sql`select count(*) from users c where c.created_by_id = users.id and c.created_at >= ${since}`,
      ),
      submissions: n(
        sql`select count(*) from ${candidateSubmissions} where ${candidateSubmissions.sentBy} = users.id and ${candidateSubmissions.createdAt} >= ${since}`,
      ),
      placements: n(
        sql`select count(*) from ${applicationEvents} where ${applicationEvents.actorId} = users.id and ${applicationEvents.toStatus} = 'hired' and ${applicationEvents.createdAt} >= ${since}`,
      ),
    })
    .from(users)
    .where(
      and(
        eq(users.companyId, companyId),
        inArray(users.role, ['consultancy', 'ats']),
        inArray(users.status, ['active', 'disabled']),
        notErased,
      ),
    )
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.email));
  const pending = await listJoinRequests(db, actor);
  return {
    days,
    members: members.map((m) => ({
      ...m,
      role: m.role as Role,
      status: m.status as UserStatus,
      last_login_at: iso(m.last_login_at),
    })),
    pending,
  };
}
