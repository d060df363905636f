import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { builtinRoleId } from '../access/access.policy';
import { ConfigError } from '../../config/env';
import { hashPassword, isCommonPassword } from './passwords';

/** Outside demo mode, ADMIN_EMAIL and ADMIN_PASSWORD create the first master administrator. */
export async function ensureMasterAdmin(db: Db, email: string, password: string) {
  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.role, 'master_admin'))
    .limit(1);
  if (existing) return false;
  if (await isCommonPassword(password)) {
    throw new ConfigError(['ADMIN_PASSWORD: is one of the most common passwords; choose another']);
  }
  await db.insert(users).values({
    email: email.toLowerCase(),
    passwordHash: await hashPassword(password),
    role: 'master_admin',
    roleId: await builtinRoleId(db, 'master_admin'),
    firstName: 'Administrator',
  });
  return true;
}
