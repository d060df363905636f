import { and, count, desc, eq, exists, ilike, inArray, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { TPage } from '@logicareers/shared/api';
import {
  EMPLOYER_MESSAGES as EM,
  type TClientListItem,
  type TClientView,
  type TCompanyComment,
  type ZClientCreateRequest,
  type ZClientListQuery,
} from '@logicareers/shared/schemas/employer';
import { todayInUae } from '@logicareers/shared/uae-date';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import {
  applications,
  auditLog,
  companies,
  companyBranches,
  companyComments,
  jobs,
  masterItems,
  users,
} from '../../db/schema';
import { AppError, invalid } from '../../lib/errors';
import { readPage } from '../../lib/paging';
import { containing } from '../../lib/like';
import {
  assertMayActOnCompany,
  assertMayCreateCompany,
  assertMayGrantRole,
  builtinRoleId,
} from '../access/access.policy';
import { revokeCompanySessions, type SessionUser } from '../access/sessions';
import { recordAudit } from '../audit/audit';
import { emailTaken } from '../identity/identity.policy';
import { hashNewPassword } from '../identity/passwords';
import { enqueueMail } from '../mail/outbox';
import { mails } from '../mail/templates';
import { currentPlanIdOf } from '../plans/entitlements';
import { companyUsers } from './company-users.service';
import { companyProfile } from './company.service';
import { clientScope, companyHeadColumns, contactUser, requireClient } from './employers.policy';

/*
 * Client companies as administrators see them: a master administrator every company, a
 * consultancy administrator the clients its consultancy manages and its own (employers.policy).
 */

const industry = alias(masterItems, 'industry');
const manager = alias(companies, 'manager');

export async function listClients(
  db: Db,
  actor: SessionUser,
  query: z.output<typeof ZClientListQuery>,
): Promise<TPage<TClientListItem>> {
  const q = query.q?.trim();
  const planId = currentPlanIdOf(db, companies.id, todayInUae());
  const where = and(
    eq(companies.kind, query.kind),
    clientScope(actor),
    query.status ? eq(companies.status, query.status) : undefined,
    query.industry_id ? eq(companies.industryId, query.industry_id) : undefined,
    query.plan_id && query.kind === 'employer' ? sql`${planId} = ${query.plan_id}` : undefined,
    query.state_id
      ? exists(
          db
            .select({ one: sql`1` })
            .from(companyBranches)
            .where(
              and(
                eq(companyBranches.companyId, companies.id),
                // The emirate itself or one of its areas.
                inArray(
                  companyBranches.stateId,
                  db
                    .select({ id: masterItems.id })
                    .from(masterItems)
                    .where(
                      or(
                        eq(masterItems.id, query.state_id),
                        eq(masterItems.parentId, query.state_id),
                      ),
                    ),
                ),
              ),
            ),
        )
      : undefined,
    q
      ? or(
          ilike(companies.name, containing(q)),
          ilike(companies.primaryEmail, containing(q)),
          exists(
            db
              .select({ one: sql`1` })
              .from(users)
              .where(and(eq(users.companyId, companies.id), ilike(users.email, containing(q)))),
          ),
        )
      : undefined,
  );
  return readPage(
    query,
    {
      rows: db
        .select({
          ...companyHeadColumns,
          primaryEmail: companies.primaryEmail,
          primaryMobile: companies.primaryMobile,
          industry: industry.name,
          managedBy: manager.name,
          plan: sql<string | null>`(select p.name from plans p where p.id = ${planId})`,
          createdAt: companies.createdAt,
          usersCount: sql<number>`(select count(*)::int from users u where u.company_id = ${companies.id})`,
          jobsCount: sql<number>`(select count(*)::int from jobs j where j.company_id = ${companies.id} or j.client_company_id = ${companies.id})`,
        })
        .from(companies)
        .leftJoin(industry, eq(industry.id, companies.industryId))
        .leftJoin(manager, eq(manager.id, companies.managedById))
        .where(where)
        .orderBy(desc(companies.createdAt), desc(companies.id)),
      total: db.select({ total: count() }).from(companies).where(where),
    },
    (rows) =>
      rows.map((r) => ({
        id: r.id,
        kind: r.kind,
        name: r.name,
        status: r.status,
        primary_email: r.primaryEmail,
        primary_mobile: r.primaryMobile,
        industry: r.industry,
        users_count: Number(r.usersCount),
        jobs_count: Number(r.jobsCount),
        managed_by: r.managedBy,
        plan: r.kind === 'employer' ? r.plan : null,
        created_at: r.createdAt.toISOString(),
      })),
  );
}

/**
 * A client company made by an administrator, with its first contact: active at once, the contact
 * holds the built-in role of the kind and administers the company. A consultancy administrator's
 * new client is managed by their consultancy; a consultancy comes from a master administrator only,
 * and nobody gives the contact more than they hold (decision 034).
 */
export async function createClient(
  ctx: AppContext,
  actor: SessionUser,
  input: z.output<typeof ZClientCreateRequest>,
) {
  assertMayCreateCompany(actor, input.kind);
  const userKind = input.kind === 'employer' ? 'employer' : 'consultancy_admin';
  const roleId = await builtinRoleId(ctx.db, userKind);
  // The contact administers the new company: never with more than its creator holds.
  await assertMayGrantRole(ctx.db, actor, userKind, roleId, null);
  const passwordHash = await hashNewPassword(input.password, 'password');
  const managedById = actor.role === 'master_admin' ? null : actor.companyId;
  return ctx.db.transaction(async (tx) => {
    if (await emailTaken(tx, input.username)) throw invalid({ username: EM.emailTaken });
    const [company] = await tx
      .insert(companies)
      .values({
        kind: input.kind,
        name: input.company_name,
        primaryMobile: input.primary_mobile,
        primaryEmail: input.primary_email,
        status: 'active',
        activatedAt: new Date(),
        managedById,
      })
      .returning({ id: companies.id });
    const [user] = await tx
      .insert(users)
      .values({
        ...contactUser(input),
        passwordHash,
        role: userKind,
        roleId,
        companyId: company.id,
        createdById: actor.id,
      })
      .returning({ id: users.id, language: users.language });
    await recordAudit(tx, actor, {
      action: 'company.create',
      targetType: 'company',
      targetId: company.id,
      companyId: company.id,
      after: {
        kind: input.kind,
        name: input.company_name,
        primaryEmail: input.primary_email,
        primaryMobile: input.primary_mobile,
        managedById,
        contact: { id: user.id, email: input.username, roleId },
      },
    });
    await enqueueMail(
      tx,
      mails.employerActivated(input.username, input.company_name, ctx.env.APP_URL, user.language),
    );
    return company.id;
  });
}

export async function clientView(db: Db, actor: SessionUser, id: number): Promise<TClientView> {
  await requireClient(db, actor, id);
  const profile = await companyProfile(db, id);
  const [managed] = await db
    .select({ name: manager.name })
    .from(companies)
    .innerJoin(manager, eq(manager.id, companies.managedById))
    .where(eq(companies.id, id));
  const [{ jobsCount }] = await db
    .select({ jobsCount: count() })
    .from(jobs)
    .where(or(eq(jobs.companyId, id), eq(jobs.clientCompanyId, id)));
  const latest = await db
    .select({ id: jobs.id, title: jobs.title, status: jobs.status, createdAt: jobs.createdAt })
    .from(jobs)
    .where(or(eq(jobs.companyId, id), eq(jobs.clientCompanyId, id)))
    .orderBy(desc(jobs.createdAt), desc(jobs.id))
    .limit(5);
  const [{ applicationsCount }] = await db
    .select({ applicationsCount: count() })
    .from(applications)
    .where(
      inArray(
        applications.jobId,
        db
          .select({ id: jobs.id })
          .from(jobs)
          .where(or(eq(jobs.companyId, id), eq(jobs.clientCompanyId, id))),
      ),
    );
  const history = await db
    .select({
      id: auditLog.id,
      action: auditLog.action,
      actor: auditLog.actorEmail,
      targetType: auditLog.targetType,
      targetId: auditLog.targetId,
      before: auditLog.before,
      after: auditLog.after,
      createdAt: auditLog.createdAt,
    })
    .from(auditLog)
    .where(eq(auditLog.companyId, id))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(50);
  return {
    profile,
    managed_by: managed?.name ?? null,
    users: await companyUsers(db, id),
    jobs: {
      count: Number(jobsCount),
      latest: latest.map((j) => ({
        id: j.id,
        title: j.title,
        status: j.status,
        created_at: j.createdAt.toISOString(),
      })),
    },
    applications_count: Number(applicationsCount),
    history: history.map((h) => ({
      id: Number(h.id),
      action: h.action,
      actor: h.actor,
      target_type: h.targetType,
      target_id: h.targetId,
      before: h.before,
      after: h.after,
      created_at: h.createdAt.toISOString(),
    })),
  };
}

export async function listComments(
  db: Db,
  actor: SessionUser,
  id: number,
): Promise<TCompanyComment[]> {
  await requireClient(db, actor, id);
  const rows = await db
    .select({
      id: companyComments.id,
      body: companyComments.body,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      createdAt: companyComments.createdAt,
    })
    .from(companyComments)
    .leftJoin(users, eq(users.id, companyComments.authorId))
    .where(eq(companyComments.companyId, id))
    .orderBy(desc(companyComments.createdAt), desc(companyComments.id));
  return rows.map((r) => ({
    id: r.id,
    body: r.body,
    author: [r.firstName, r.lastName].filter(Boolean).join(' ') || r.email || '',
    created_at: r.createdAt.toISOString(),
  }));
}

export async function addComment(db: Db, actor: SessionUser, id: number, body: string) {
  await requireClient(db, actor, id);
  await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(companyComments)
      .values({ companyId: id, authorId: actor.id, body })
      .returning({ id: companyComments.id });
    await recordAudit(tx, actor, {
      action: 'company.comment',
      targetType: 'company_comment',
      targetId: row.id,
      companyId: id,
      after: { body },
    });
  });
}

/**
 * Activates a pending client (its users are told), or disables / re-enables an active one.
 * Disabling ends every session of its users at once. A consultancy administrator cannot disable
 * their own consultancy.
 */
export async function setClientStatus(
  ctx: AppContext,
  actor: SessionUser,
  id: number,
  status: 'active' | 'disabled',
) {
  const client = await requireClient(ctx.db, actor, id);
  if (client.id === actor.companyId) throw new AppError('CONFLICT', EM.notSelf);
  if (client.status === 'pending' && status === 'disabled')
    throw new AppError('CONFLICT', EM.awaitingActivation);
  if (client.status === status)
    throw new AppError('CONFLICT', status === 'active' ? EM.alreadyActive : EM.clientDisabled);
  await assertMayActOnCompany(ctx.db, actor, id);
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(companies)
      .set({
        status,
        ...(client.status === 'pending' ? { activatedAt: new Date() } : {}),
        updatedAt: new Date(),
      })
      .where(eq(companies.id, id));
    if (status === 'disabled') await revokeCompanySessions(tx, id);
    if (client.status === 'pending') {
      const contacts = await tx
        .select({ email: users.email, language: users.language })
        .from(users)
        .where(eq(users.companyId, id));
      for (const contact of contacts)
        await enqueueMail(
          tx,
          mails.employerActivated(contact.email, client.name, ctx.env.APP_URL, contact.language),
        );
    }
    await recordAudit(tx, actor, {
      action: 'company.status',
      targetType: 'company',
      targetId: id,
      companyId: id,
      before: { status: client.status },
      after: { status },
    });
  });
  if (client.status === 'pending') return EM.clientActivated;
  return status === 'disabled' ? EM.clientDisabled : EM.clientEnabled;
}
