import { eq } from 'drizzle-orm';
import type { TAccount, TAccountInput } from '@logicareers/shared/schemas/account';
import type { Role } from '@logicareers/shared/roles';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { notFound } from '../../lib/errors';
import type { SessionUser } from '../access/sessions';
import { recordAudit } from '../audit/audit';

/** The columns of the account page, and nothing else of the row (no hash, no status). */
const ACCOUNT_COLUMNS = {
  id: users.id,
  role: users.role,
  email: users.email,
  first_name: users.firstName,
  last_name: users.lastName,
  mobile_number: users.mobileNumber,
  profile_photo: users.profilePhoto,
  language: users.language,
  companyId: users.companyId,
};

async function accountRow(db: Db, userId: string) {
  const [row] = await db.select(ACCOUNT_COLUMNS).from(users).where(eq(users.id, userId));
  if (!row) throw notFound();
  return row;
}

const present = ({ companyId: _company, ...row }: Awaited<ReturnType<typeof accountRow>>) =>
  ({ ...row, role: row.role as Role }) satisfies TAccount;

/** The signed-in user's own account: names, mobile, photo, language and sign-in e-mail. */
export async function loadAccount(db: Db, userId: string): Promise<TAccount> {
  return present(await accountRow(db, userId));
}

/**
 * Saves the signed-in user's names, mobile number and (when given) language, whatever the role.
 * The audit log keeps what changed, before and after; an unchanged form writes no entry.
 */
export async function saveAccount(
  db: Db,
  actor: SessionUser,
  input: TAccountInput,
): Promise<TAccount> {
  const changes = {
    first_name: input.first_name,
    last_name: input.last_name,
    mobile_number: input.mobile_number,
    ...(input.language ? { language: input.language } : {}),
  };
  await db.transaction(async (tx) => {
    const [was] = await tx
      .select(ACCOUNT_COLUMNS)
      .from(users)
      .where(eq(users.id, actor.id))
      .for('update');
    if (!was) throw notFound();
    const changed = (Object.keys(changes) as (keyof typeof changes)[]).filter(
      (key) => was[key] !== changes[key],
    );
    if (!changed.length) return;
    await tx
      .update(users)
      .set({
        firstName: changes.first_name,
        lastName: changes.last_name,
        mobileNumber: changes.mobile_number,
        ...(changes.language ? { language: changes.language } : {}),
      })
      .where(eq(users.id, actor.id));
    await recordAudit(tx, actor, {
      action: 'user.account',
      targetType: 'user',
      targetId: actor.id,
      companyId: was.companyId,
      before: Object.fromEntries(changed.map((key) => [key, was[key]])),
      after: Object.fromEntries(changed.map((key) => [key, changes[key]])),
    });
  });
  return loadAccount(db, actor.id);
}
