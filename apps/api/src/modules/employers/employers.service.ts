import { and, asc, eq } from 'drizzle-orm';
import type { TPendingEmployer } from '@logicareers/shared/api';
import { ANSWERS } from '@logicareers/shared/messages';
import type { z } from 'zod';
import type { ZEmployerRegisterRequest } from '@logicareers/shared/schemas/employer';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { companies, users } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { assertMayActOnCompany, builtinRoleId } from '../access/access.policy';
import { revokeCompanySessions, type SessionUser } from '../access/sessions';
import { accountLanguageOf } from '../identity/identity.policy';
import { hashNewPassword } from '../identity/passwords';
import { enqueueMail } from '../mail/outbox';
import { mails } from '../mail/templates';
import { contactUser } from './employers.policy';

type EmployerRegistration = z.output<typeof ZEmployerRegisterRequest>;

/**
 * Registers a company with its first user, awaiting activation. A taken sign-in e-mail answers the
 * same (no account enumeration); its owner is told by e-mail.
 */
export async function registerEmployer(ctx: AppContext, input: EmployerRegistration) {
  const passwordHash = await hashNewPassword(input.password, 'password');
  const roleId = await builtinRoleId(ctx.db, 'employer');
  await ctx.db.transaction(async (tx) => {
    const owner = await accountLanguageOf(tx, input.username);
    if (owner) {
      await enqueueMail(
        tx,
        mails.registrationAttemptOnExistingAccount(input.username, ctx.env.APP_URL, owner),
      );
      return;
    }
    const [company] = await tx
      .insert(companies)
      .values({
        kind: 'employer',
        name: input.company_name,
        primaryMobile: input.primary_mobile,
        primaryEmail: input.primary_email,
        status: 'pending',
      })
      .returning({ id: companies.id });
    const [user] = await tx
      .insert(users)
      .values({
        ...contactUser(input),
        passwordHash,
        role: 'employer',
        roleId,
        companyId: company.id,
      })
      .returning({ language: users.language });
    await enqueueMail(
      tx,
      mails.employerAwaitingActivation(input.username, input.company_name, user.language),
    );
  });
}

export async function listPendingEmployers(db: Db): Promise<TPendingEmployer[]> {
  const rows = await db
    .select({
      id: companies.id,
      company_name: companies.name,
      primary_email: companies.primaryEmail,
      primary_mobile: companies.primaryMobile,
      first_name: users.firstName,
      last_name: users.lastName,
      contact_email: users.email,
      created_at: companies.createdAt,
    })
    .from(companies)
    .leftJoin(users, eq(users.companyId, companies.id))
    .where(and(eq(companies.kind, 'employer'), eq(companies.status, 'pending')))
    .orderBy(asc(companies.createdAt), asc(companies.id));
  // One row per company: the first user is its contact.
  const seen = new Map<number, TPendingEmployer>();
  for (const row of rows) {
    if (seen.has(row.id)) continue;
    seen.set(row.id, {
      id: row.id,
      company_name: row.company_name,
      primary_email: row.primary_email,
      primary_mobile: row.primary_mobile,
      contact_name: [row.first_name, row.last_name].filter(Boolean).join(' '),
      contact_email: row.contact_email ?? row.primary_email,
      created_at: row.created_at.toISOString(),
    });
  }
  return [...seen.values()];
}

export async function activateEmployer(ctx: AppContext, actor: SessionUser, companyId: number) {
  await assertMayActOnCompany(ctx.db, actor, companyId);
  await ctx.db.transaction(async (tx) => {
    const [company] = await tx
      .update(companies)
      .set({ status: 'active', activatedAt: new Date() })
      .where(
        and(
          eq(companies.id, companyId),
          eq(companies.kind, 'employer'),
          eq(companies.status, 'pending'),
        ),
      )
      .returning({ id: companies.id, name: companies.name });
    if (!company) {
      const [existing] = await tx
        .select({ status: companies.status })
        .from(companies)
        .where(and(eq(companies.id, companyId), eq(companies.kind, 'employer')));
      if (!existing) throw new AppError('NOT_FOUND', 'Employer not found');
      throw new AppError('CONFLICT', 'This employer is already active');
    }
    const contacts = await tx
      .select({ email: users.email, language: users.language })
      .from(users)
      .where(eq(users.companyId, company.id));
    for (const contact of contacts) {
      await enqueueMail(
        tx,
        mails.employerActivated(contact.email, company.name, ctx.env.APP_URL, contact.language),
      );
    }
  });
  return ANSWERS.employerActivated;
}

/**
 * Disables or re-enables an employer that was activated. Disabling ends every session of its users
 * at once, and none of them can sign in until it is enabled again.
 */
export async function setEmployerStatus(
  ctx: AppContext,
  actor: SessionUser,
  companyId: number,
  status: 'active' | 'disabled',
) {
  await assertMayActOnCompany(ctx.db, actor, companyId);
  await ctx.db.transaction(async (tx) => {
    const [company] = await tx
      .select({ status: companies.status })
      .from(companies)
      .where(and(eq(companies.id, companyId), eq(companies.kind, 'employer')));
    if (!company) throw new AppError('NOT_FOUND', 'Employer not found');
    if (company.status === 'pending') {
      throw new AppError('CONFLICT', 'This employer is awaiting activation');
    }
    await tx.update(companies).set({ status }).where(eq(companies.id, companyId));
    if (status === 'disabled') await revokeCompanySessions(tx, companyId);
  });
  return status === 'disabled' ? ANSWERS.employerDisabled : ANSWERS.employerEnabled;
}
