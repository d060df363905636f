import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AuditAction } from '@logicareers/shared/audit';
import {
  EMPLOYER_MESSAGES as EM,
  type ZCompanyBranchRequest,
  type ZCompanyContactRequest,
} from '@logicareers/shared/schemas/employer';
import type { Db } from '../../db/client';
import { companyBranches, companyContacts } from '../../db/schema';
import { notFound } from '../../lib/errors';
import type { SessionUser } from '../access/sessions';
import { recordAudit } from '../audit/audit';
import { checkMaster } from './company.service';

/*
 * The contacts and branches a company keeps of itself. Every change is written to the audit log
 * with what it was before and after, in the transaction of the change.
 */

/**
 * A list a company keeps of itself (its contacts, its branches): how one row is written, read as
 * the audit log keeps it, and removed. Saving and removing are the same for every list.
 */
interface CompanyPart<Values> {
  target: 'company_contact' | 'company_branch';
  actions: Record<'create' | 'update' | 'delete', AuditAction>;
  notFound: string;
  insert(tx: Db, companyId: number, values: Values): Promise<number>;
  /** The company's row as the audit log keeps it; undefined when the company has no such row. */
  read(tx: Db, companyId: number, id: number): Promise<unknown>;
  update(tx: Db, id: number, values: Values): Promise<void>;
  /** Removes the company's row and answers it as the audit log keeps it, if there was one. */
  remove(tx: Db, companyId: number, id: number): Promise<unknown>;
}

/** Adds a row (id null) or changes one of the company's, with its audit entry. */
async function savePart<Values>(
  db: Db,
  actor: SessionUser,
  companyId: number,
  id: number | null,
  values: Values,
  part: CompanyPart<Values>,
) {
  await db.transaction(async (tx) => {
    let before: unknown = null;
    let targetId = id;
    if (id === null) targetId = await part.insert(tx, companyId, values);
    else {
      before = await part.read(tx, companyId, id);
      if (!before) throw notFound(part.notFound);
      await part.update(tx, id, values);
    }
    await recordAudit(tx, actor, {
      action: id === null ? part.actions.create : part.actions.update,
      targetType: part.target,
      targetId: targetId!,
      companyId,
      before,
      after: values,
    });
  });
}

async function removePart<Values>(
  db: Db,
  actor: SessionUser,
  companyId: number,
  id: number,
  part: CompanyPart<Values>,
) {
  await db.transaction(async (tx) => {
    const before = await part.remove(tx, companyId, id);
    if (!before) throw notFound(part.notFound);
    await recordAudit(tx, actor, {
      action: part.actions.delete,
      targetType: part.target,
      targetId: id,
      companyId,
      before,
    });
  });
}

type ContactInput = z.output<typeof ZCompanyContactRequest>;
const contactOf = (row?: typeof companyContacts.$inferSelect) =>
  row && { name: row.name, designation: row.designation, email: row.email, phone: row.phone };
const ofContact = (companyId: number, id: number) =>
  and(eq(companyContacts.id, id), eq(companyContacts.companyId, companyId));

const CONTACTS: CompanyPart<ContactInput> = {
  target: 'company_contact',
  actions: {
    create: 'company.contact.create',
    update: 'company.contact.update',
    delete: 'company.contact.delete',
  },
  notFound: EM.contactNotFound,
  insert: async (tx, companyId, values) =>
    (
      await tx
        .insert(companyContacts)
        .values({ companyId, ...values })
        .returning({ id: companyContacts.id })
    )[0].id,
  read: async (tx, companyId, id) =>
    contactOf((await tx.select().from(companyContacts).where(ofContact(companyId, id)))[0]),
  update: async (tx, id, values) => {
    await tx.update(companyContacts).set(values).where(eq(companyContacts.id, id));
  },
  remove: async (tx, companyId, id) =>
    contactOf((await tx.delete(companyContacts).where(ofContact(companyId, id)).returning())[0]),
};

/** Adds a contact (id null) or changes one of the company's. */
export const saveContact = (
  db: Db,
  actor: SessionUser,
  companyId: number,
  id: number | null,
  input: ContactInput,
) => savePart(db, actor, companyId, id, input, CONTACTS);

export const removeContact = (db: Db, actor: SessionUser, companyId: number, id: number) =>
  removePart(db, actor, companyId, id, CONTACTS);

type BranchValues = Pick<
  typeof companyBranches.$inferInsert,
  'stateId' | 'area' | 'address' | 'phone'
>;
const branchOf = (row?: typeof companyBranches.$inferSelect) =>
  row && { stateId: row.stateId, area: row.area, address: row.address, phone: row.phone };
const ofBranch = (companyId: number, id: number) =>
  and(eq(companyBranches.id, id), eq(companyBranches.companyId, companyId));

const BRANCHES: CompanyPart<BranchValues> = {
  target: 'company_branch',
  actions: {
    create: 'company.branch.create',
    update: 'company.branch.update',
    delete: 'company.branch.delete',
  },
  notFound: EM.branchNotFound,
  insert: async (tx, companyId, values) =>
    (
      await tx
        .insert(companyBranches)
        .values({ companyId, ...values })
        .returning({ id: companyBranches.id })
    )[0].id,
  read: async (tx, companyId, id) =>
    branchOf((await tx.select().from(companyBranches).where(ofBranch(companyId, id)))[0]),
  update: async (tx, id, values) => {
    await tx.update(companyBranches).set(values).where(eq(companyBranches.id, id));
  },
  remove: async (tx, companyId, id) =>
    branchOf((await tx.delete(companyBranches).where(ofBranch(companyId, id)).returning())[0]),
};

/** Adds a branch (id null) or changes one of the company's; its emirate must be one. */
export async function saveBranch(
  db: Db,
  actor: SessionUser,
  companyId: number,
  id: number | null,
  input: z.output<typeof ZCompanyBranchRequest>,
) {
  const held = sql<
    number | null
  >`(select state_id from company_branches where id = ${id ?? 0} and company_id = ${companyId})`;
  await checkMaster(db, input.state_id, 'state', 'state_id', EM.emirateRequired, held);
  const { state_id: stateId, area, address, phone } = input;
  await savePart(db, actor, companyId, id, { stateId, area, address, phone }, BRANCHES);
}

export const removeBranch = (db: Db, actor: SessionUser, companyId: number, id: number) =>
  removePart(db, actor, companyId, id, BRANCHES);
