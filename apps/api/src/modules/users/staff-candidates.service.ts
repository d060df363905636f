import { eq } from 'drizzle-orm';
import { PRIVACY_NOTICE_VERSION } from '@logicareers/shared/constants';
import { USER_MESSAGES as M, type TCreateCandidateInput } from '@logicareers/shared/schemas/users';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { companies, users } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { assertMayGrantRole, builtinRoleId } from '../access/access.policy';
import type { SessionUser } from '../access/sessions';
import { recordAudit } from '../audit/audit';
import { updatePersonal } from '../candidates/candidates.service';
import { emailTaken, issuePasswordResetCode } from '../identity/identity.policy';
import { enqueueMail } from '../mail/outbox';
import { NO_PASSWORD } from './account-erasure';
import { ACCOUNT_CODE_DAYS, userMails } from './users.mails';

/*
 * Candidates staff create for people who came in or called, and the privacy notice each
 * candidate accepts.
 */

/**
 * A candidate created by a staff member (a walk-in, a caller): no usable password, the privacy
 * notice not yet accepted, and an e-mail with the code that sets a password on the forgot-password
 * page. Until they accept the notice, employers neither find nor open the profile.
 */
export async function createCandidate(
  ctx: AppContext,
  actor: SessionUser,
  input: TCreateCandidateInput,
) {
  if (await emailTaken(ctx.db, input.email)) {
    throw new AppError('CONFLICT', { email: M.candidateEmailTaken });
  }
  const roleId = await builtinRoleId(ctx.db, 'candidate');
  await assertMayGrantRole(ctx.db, actor, 'candidate', roleId, null);
  const [creator] = await ctx.db
    .select({ first: users.firstName, last: users.lastName, company: companies.name })
    .from(users)
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(eq(users.id, actor.id));
  const createdBy =
    creator?.company ??
    ([creator?.first, creator?.last].filter(Boolean).join(' ') || 'LogiCareers');
  return ctx.db.transaction(async (tx) => {
    const inserted = await tx
      .insert(users)
      .values({
        email: input.email,
        passwordHash: NO_PASSWORD,
        role: 'candidate',
        roleId,
        firstName: input.first_name,
        lastName: input.last_name,
        mobileNumber: input.mobile_number,
        createdById: actor.id,
      })
      .onConflictDoNothing({ target: users.email })
      .returning({ id: users.id, language: users.language });
    if (!inserted.length) throw new AppError('CONFLICT', { email: M.candidateEmailTaken });
    const { id, language } = inserted[0];
    // The profile is written as the candidate's own personal step would write it.
    await updatePersonal(
      { ...ctx, db: tx },
      { ...actor, id },
      { ...input, nationality: null, visa_status: null, driving_licences: [] },
    );
    const code = await issuePasswordResetCode(tx, id, ACCOUNT_CODE_DAYS * 24 * 60);
    await enqueueMail(
      tx,
      userMails.accountCreated({
        to: input.email,
        name: input.first_name,
        createdBy,
        code,
        appUrl: ctx.env.APP_URL,
        // The new account's saved language: the site's default until the candidate changes it.
        locale: language,
      }),
    );
    await recordAudit(tx, actor, {
      action: 'user.create_candidate',
      targetType: 'user',
      targetId: id,
      after: { role: 'candidate', created_by_id: actor.id },
    });
    return { id };
  });
}

/** The signed-in candidate accepts the privacy notice of this release. */
export async function acceptPrivacy(db: Db, user: SessionUser) {
  await db
    .update(users)
    .set({ privacyAcceptedAt: new Date(), privacyVersion: PRIVACY_NOTICE_VERSION })
    .where(eq(users.id, user.id));
}
