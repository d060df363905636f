import { and, eq, ne } from 'drizzle-orm';
import { USER_MESSAGES as M, type TUserDetailsInput } from '@logicareers/shared/schemas/users';
import type { AppContext } from '../../context';
import { users } from '../../db/schema';
import { isUniqueViolation } from '../../lib/database-errors';
import { AppError } from '../../lib/errors';
import { assertMayActOn } from '../access/access.policy';
import type { SessionUser } from '../access/sessions';
import { recordAudit } from '../audit/audit';
import { endMailedCodes } from '../identity/identity.policy';
import { enqueueMail } from '../mail/outbox';
import { mails } from '../mail/templates';
import { reachable } from './users.service';

/*
 * An administrator corrects a user's details (issue 39): the names, the mobile number, the sign-in
 * e-mail and the language. Never the role (that is changeRole, held to the ceiling on grants), never
 * a password. The same reach as every other action on an account: a master administrator any
 * account, a consultancy administrator the accounts of their own company (another is 404), and
 * nobody an account holding more than they do (403). One's own details are changed on one's own
 * account page, where the e-mail is confirmed with a code.
 */

const COLUMNS = {
  first_name: users.firstName,
  last_name: users.lastName,
  mobile_number: users.mobileNumber,
  email: users.email,
  language: users.language,
};
type Field = keyof typeof COLUMNS;
const FIELDS = Object.keys(COLUMNS) as Field[];

const emailTaken = () => new AppError('CONFLICT', { email: M.candidateEmailTaken });

/**
 * Saves what changed of the user's details and writes one audit entry naming each changed field,
 * before and after; an unchanged form changes nothing and writes no entry. A new sign-in e-mail
 * must be free (409 on `email`); the old address is told, and codes mailed to it stop working.
 * Answers the fields that changed.
 */
export async function saveUserDetails(
  ctx: AppContext,
  actor: SessionUser,
  userId: string,
  input: TUserDetailsInput,
): Promise<Field[]> {
  const target = await reachable(ctx.db, actor, userId);
  if (userId === actor.id) throw new AppError('CONFLICT', M.ownDetailsOnAccountPage);
  await assertMayActOn(ctx.db, actor, userId);
  return ctx.db
    .transaction(async (tx) => {
      const [was] = await tx.select(COLUMNS).from(users).where(eq(users.id, userId)).for('update');
      const changed = FIELDS.filter((key) => was[key] !== input[key]);
      if (!changed.length) return [];
      const emailChanged = changed.includes('email');
      if (emailChanged) {
        const [other] = await tx
          .select({ id: users.id })
          .from(users)
          .where(and(eq(users.email, input.email), ne(users.id, userId)))
          .limit(1);
        if (other) throw emailTaken();
      }
      await tx
        .update(users)
        .set({
          firstName: input.first_name,
          lastName: input.last_name,
          mobileNumber: input.mobile_number,
          email: input.email,
          language: input.language,
        })
        .where(eq(users.id, userId));
      if (emailChanged) {
        await endMailedCodes(tx, userId);
        await enqueueMail(tx, mails.emailChangedByAdmin(was.email, input.email, was.language));
      }
      await recordAudit(tx, actor, {
        action: 'user.details',
        targetType: 'user',
        targetId: userId,
        companyId: target.companyId,
        before: Object.fromEntries(changed.map((key) => [key, was[key]])),
        after: Object.fromEntries(changed.map((key) => [key, input[key]])),
      });
      return changed;
    })
    .catch((error: unknown) => {
      // Taken in the instant between the check and the write.
      if (isUniqueViolation(error)) throw emailTaken();
      throw error;
    });
}
