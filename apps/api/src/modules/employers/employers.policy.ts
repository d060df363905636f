import { and, eq, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { ClientKind, ZEmployerContactForm } from '@logicareers/shared/schemas/employer';
import { EMPLOYER_MESSAGES } from '@logicareers/shared/schemas/employer';
import type { Db } from '../../db/client';
import { companies } from '../../db/schema';
import { notFound } from '../../lib/errors';
import type { SessionUser } from '../access/sessions';

/*
 * Who may look after which client company. A master administrator looks after every company; a
 * consultancy administrator the clients its consultancy manages (companies.managed_by_id) and its
 * own consultancy; nobody else any. The route's permission (clients.manage) is checked before.
 */

/** The person an employer contact form names. */
type ContactPerson = Pick<
  z.output<typeof ZEmployerContactForm>,
  'username' | 'pronoun' | 'first_name' | 'last_name' | 'mobile_number'
>;

/** The user row of the person an employer contact form names: sign-in e-mail, title, name, mobile. */
export const contactUser = (input: ContactPerson) => ({
  email: input.username,
  pronoun: input.pronoun,
  firstName: input.first_name,
  lastName: input.last_name,
  mobileNumber: input.mobile_number,
});

/** The columns that name a company and say what it is: id, kind, name and status. */
export const companyHeadColumns = {
  id: companies.id,
  kind: companies.kind,
  name: companies.name,
  status: companies.status,
};

/** The companies an administrator looks after, as a condition on `companies` (none: false). */
export function clientScope(actor: SessionUser): SQL | undefined {
  if (actor.role === 'master_admin') return undefined;
  if (actor.role !== 'consultancy_admin' || actor.companyId === null) return sql`false`;
  return or(eq(companies.managedById, actor.companyId), eq(companies.id, actor.companyId));
}

/** Whether the administrator looks after the company. */
export async function looksAfterClient(db: Db, actor: SessionUser, companyId: number) {
  const [row] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(and(eq(companies.id, companyId), clientScope(actor)));
  return !!row;
}

/**
 * The client company an administrator looks after, or 404: a company outside their care is as
 * unknown as one that does not exist.
 */
export async function requireClient(db: Db, actor: SessionUser, companyId: number) {
  const [row] = await db
    .select(companyHeadColumns)
    .from(companies)
    .where(and(eq(companies.id, companyId), clientScope(actor)));
  if (!row) throw notFound(EMPLOYER_MESSAGES.companyNotFound);
  return row as { id: number; kind: ClientKind; name: string; status: typeof row.status };
}

/** The company of a signed-in user (their own), or 404 when they belong to none. */
export function ownCompanyId(actor: SessionUser): number {
  if (actor.companyId === null) throw notFound(EMPLOYER_MESSAGES.companyNotFound);
  return actor.companyId;
}
