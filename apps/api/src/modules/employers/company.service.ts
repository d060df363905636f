import { and, asc, eq, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import { API } from '@logicareers/shared/api';
import { PHOTO_MAX_BYTES } from '@logicareers/shared/constants';
import type { AuditAction } from '@logicareers/shared/audit';
import { type Role, withinCeiling } from '@logicareers/shared/roles';
import type { Lang } from '@logicareers/shared/schemas/common';
import {
  EMPLOYER_MESSAGES as EM,
  SOCIAL_NETWORKS,
  type ClientKind,
  type TCompanyProfile,
  type TCompanyPublicProfile,
  type TCompanyUser,
  type TCompanyUsers,
  type ZCompanyBranchRequest,
  type ZCompanyContactRequest,
  type ZCompanyProfileRequest,
  type ZCompanyUserCreateRequest,
  type ZSocialLinksRequest,
} from '@logicareers/shared/schemas/employer';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import {
  companies,
  companyBranches,
  companyContacts,
  masterItems,
  roles,
  users,
} from '../../db/schema';
import { AppError, invalid, notFound } from '../../lib/errors';
import {
  assertMayActOn,
  assertMayGrant,
  assertMayGrantRole,
  assignableRoles,
  builtinRoleId,
} from '../access/access.policy';
import {
  heldPermissions,
  permissionsOf,
  revokeUserSessions,
  type SessionUser,
} from '../access/sessions';
import { recordAudit } from '../audit/audit';
import { nameIn } from '../master-data/master-data.service';
import { dropStoredFile, readUploadedImage, storeImageFile, type Upload } from '../files/uploads';
import { emailTaken } from '../identity/identity.policy';
import { hashNewPassword } from '../identity/passwords';
import { withPlaceLeft } from '../plans/entitlements';

/*
 * A company's own profile (name, about, industry, size, licence, website, e-mail, mobile, logo),
 * its contacts, branches, social links and users. Every change is written to the audit log with
 * what it was before and after, in the transaction of the change.
 */

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const logoUrl = (fileId: string | null) => (fileId ? API.files.photo(fileId) : null);

const industry = alias(masterItems, 'industry');
const emirate = alias(masterItems, 'emirate');

async function companyRow(db: Db, companyId: number, lang: Lang = 'en') {
  const [row] = await db
    .select({
      id: companies.id,
      kind: companies.kind,
      name: companies.name,
      status: companies.status,
      primaryEmail: companies.primaryEmail,
      primaryMobile: companies.primaryMobile,
      about: companies.about,
      industryId: companies.industryId,
      industry: sql<string | null>`${nameIn(industry, lang)}`,
      size: companies.size,
      tradeLicence: companies.tradeLicence,
      website: companies.website,
      logoFileId: companies.logoFileId,
      socialLinks: companies.socialLinks,
      managedById: companies.managedById,
      createdAt: companies.createdAt,
      updatedAt: companies.updatedAt,
    })
    .from(companies)
    .leftJoin(industry, eq(industry.id, companies.industryId))
    .where(eq(companies.id, companyId));
  if (!row) throw notFound(EM.companyNotFound);
  return row;
}

export async function listContacts(db: Db, companyId: number) {
  return db
    .select({
      id: companyContacts.id,
      name: companyContacts.name,
      designation: companyContacts.designation,
      email: companyContacts.email,
      phone: companyContacts.phone,
    })
    .from(companyContacts)
    .where(eq(companyContacts.companyId, companyId))
    .orderBy(asc(companyContacts.id));
}

/** A company's branches, their emirates named in `lang`. */
export async function listBranches(db: Db, companyId: number, lang: Lang = 'en') {
  return db
    .select({
      id: companyBranches.id,
      state_id: companyBranches.stateId,
      state: sql<string | null>`${nameIn(emirate, lang)}`,
      area: companyBranches.area,
      address: companyBranches.address,
      phone: companyBranches.phone,
    })
    .from(companyBranches)
    .leftJoin(emirate, eq(emirate.id, companyBranches.stateId))
    .where(eq(companyBranches.companyId, companyId))
    .orderBy(asc(companyBranches.id));
}

const socialOf = (links: Record<string, string>) =>
  Object.fromEntries(
    SOCIAL_NETWORKS.filter((n) => typeof links[n] === 'string' && links[n]).map((n) => [
      n,
      links[n],
    ]),
  );

/** A company's whole profile: for its users and for the administrators who look after it. */
export async function companyProfile(db: Db, companyId: number): Promise<TCompanyProfile> {
  const row = await companyRow(db, companyId);
  return {
    id: row.id,
    kind: row.kind,
    company_name: row.name,
    status: row.status,
    primary_email: row.primaryEmail,
    primary_mobile: row.primaryMobile,
    about: row.about,
    industry_id: row.industryId,
    industry: row.industry,
    size: row.size,
    trade_licence: row.tradeLicence ?? '',
    website: row.website ?? '',
    logo_url: logoUrl(row.logoFileId),
    social_links: socialOf(row.socialLinks),
    contacts: await listContacts(db, companyId),
    branches: await listBranches(db, companyId),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/**
 * What visitors see of an active company: nothing internal (no e-mail, licence, contacts); its
 * industry and its branches' emirates named in `lang`.
 */
export async function publicProfile(
  db: Db,
  companyId: number,
  lang: Lang = 'en',
): Promise<TCompanyPublicProfile> {
  const row = await companyRow(db, companyId, lang).catch(() => null);
  if (!row || row.status !== 'active') throw notFound(EM.companyNotFound);
  const branches = await listBranches(db, companyId, lang);
  return {
    id: row.id,
    name: row.name,
    about: row.about,
    industry: row.industry,
    size: row.size,
    website: row.website ?? '',
    logo_url: logoUrl(row.logoFileId),
    social_links: socialOf(row.socialLinks),
    branches: branches.map((b) => ({ state: b.state, area: b.area })),
  };
}

type ProfileInput = z.output<typeof ZCompanyProfileRequest>;

/**
 * Checks that a master-data id is of the expected kind and active (or already held by the record
 * changed, `held`), or answers a field error.
 */
async function checkMaster(
  db: Db,
  id: number | null,
  kind: string,
  field: string,
  msg: string,
  held: SQL<number | null>,
) {
  if (id === null) return;
  const [item] = await db
    .select({ id: masterItems.id })
    .from(masterItems)
    .where(
      and(
        eq(masterItems.id, id),
        eq(masterItems.kind, kind),
        or(eq(masterItems.active, true), sql`${masterItems.id} = (${held})`),
      ),
    );
  if (!item) throw invalid({ [field]: msg });
}

export async function updateProfile(
  db: Db,
  actor: SessionUser,
  companyId: number,
  input: ProfileInput,
) {
  const held = sql<number>`(select industry_id from companies where id = ${companyId})`;
  await checkMaster(
    db,
    input.industry_id,
    'industry',
    'industry_id',
    'Please choose an industry',
    held,
  );
  await db.transaction(async (tx) => {
    const before = await companyRow(tx, companyId);
    const values = {
      name: input.company_name,
      primaryEmail: input.primary_email,
      primaryMobile: input.primary_mobile,
      about: input.about,
      industryId: input.industry_id,
      size: input.size,
      tradeLicence: input.trade_licence,
      website: input.website,
    };
    await tx
      .update(companies)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(companies.id, companyId));
    await recordAudit(tx, actor, {
      action: 'company.update',
      targetType: 'company',
      targetId: companyId,
      companyId,
      before: {
        name: before.name,
        primaryEmail: before.primaryEmail,
        primaryMobile: before.primaryMobile,
        about: before.about,
        industryId: before.industryId,
        size: before.size,
        tradeLicence: before.tradeLicence,
        website: before.website,
      },
      after: values,
    });
  });
}

/**
 * A new logo: JPEG, PNG or WebP of at most 2 MB, read in the file sandbox (type by content,
 * metadata removed) and served at an unguessable address like a profile photo.
 */
export async function uploadLogo(
  ctx: Pick<AppContext, 'db' | 'files'>,
  actor: SessionUser,
  companyId: number,
  upload: Upload | null,
  log?: FastifyBaseLogger,
) {
  const image = await readUploadedImage(
    upload,
    {
      field: 'logo',
      maxBytes: PHOTO_MAX_BYTES,
      messages: {
        required: EM.logoRequired,
        type: EM.logoType,
        tooLarge: EM.logoTooLarge,
        tooComplex: EM.logoTooComplex,
        busy: EM.filesBusy,
      },
    },
    log,
  );
  await storeImageFile(ctx, actor.id, image, (tx, fileId) => setLogo(tx, actor, companyId, fileId));
}

/** Points the company at a new logo (or none), with the audit entry; answers the one it replaces. */
async function setLogo(tx: Db, actor: SessionUser, companyId: number, fileId: string | null) {
  const [company] = await tx
    .select({ old: companies.logoFileId })
    .from(companies)
    .where(eq(companies.id, companyId))
    .for('update');
  const old = company?.old ?? null;
  if (!old && !fileId) return null;
  await tx
    .update(companies)
    .set({ logoFileId: fileId, updatedAt: new Date() })
    .where(eq(companies.id, companyId));
  await recordAudit(tx, actor, {
    action: 'company.logo',
    targetType: 'company',
    targetId: companyId,
    companyId,
    before: { logoFileId: old },
    after: { logoFileId: fileId },
  });
  return old;
}

export const removeLogo = (
  ctx: Pick<AppContext, 'db' | 'files'>,
  actor: SessionUser,
  companyId: number,
) => dropStoredFile(ctx, (tx) => setLogo(tx, actor, companyId, null));

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

export async function saveSocial(
  db: Db,
  actor: SessionUser,
  companyId: number,
  input: z.output<typeof ZSocialLinksRequest>,
) {
  const links = socialOf(input as Record<string, string>);
  await db.transaction(async (tx) => {
    const before = await companyRow(tx, companyId);
    await tx
      .update(companies)
      .set({ socialLinks: links, updatedAt: new Date() })
      .where(eq(companies.id, companyId));
    await recordAudit(tx, actor, {
      action: 'company.social',
      targetType: 'company',
      targetId: companyId,
      companyId,
      before: before.socialLinks,
      after: links,
    });
  });
}

/* ----------------------------------- the company's users ----------------------------------- */

/** The kinds of account a company of a kind holds; the first is what a new user is by default. */
const USER_KINDS: Record<ClientKind, Role[]> = {
  employer: ['employer'],
  consultancy: ['consultancy', 'ats', 'consultancy_admin'],
};

/** The roles a user of the company may be given, with the kind of account each is for. */
export async function companyRoles(db: Db, kind: ClientKind, companyId: number) {
  const lists = await Promise.all(
    USER_KINDS[kind].map(async (userKind) =>
      (await assignableRoles(db, userKind, companyId)).map((r) => ({ ...r, kind: userKind })),
    ),
  );
  return lists.flat();
}

export async function companyUsers(db: Db, companyId: number): Promise<TCompanyUser[]> {
  const rows = await db
    .select({
      id: users.id,
      pronoun: users.pronoun,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      mobile: users.mobileNumber,
      role: users.role,
      roleId: users.roleId,
      roleName: roles.name,
      status: users.status,
      lastLoginAt: users.lastLoginAt,
      createdAt: users.createdAt,
      keys: heldPermissions,
    })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(eq(users.companyId, companyId))
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.email));
  return rows.map((r) => ({
    id: r.id,
    pronoun: r.pronoun,
    first_name: r.firstName,
    last_name: r.lastName,
    email: r.email,
    mobile_number: r.mobile,
    role_id: r.roleId,
    role_name: r.roleName,
    status: r.status,
    last_login_at: iso(r.lastLoginAt),
    created_at: r.createdAt.toISOString(),
    manages_company: permissionsOf(r.role as Role, r.keys).includes('company.manage'),
  }));
}

/** The company's users, and the roles the actor may give them (within the actor's ceiling). */
export async function companyUsersWithRoles(
  db: Db,
  actor: SessionUser,
  companyId: number,
): Promise<TCompanyUsers> {
  const row = await companyRow(db, companyId);
  const assignable = (await companyRoles(db, row.kind, companyId)).filter((r) =>
    withinCeiling(actor, r.kind, r.permissions),
  );
  return {
    users: await companyUsers(db, companyId),
    roles: assignable.map((r) => ({ id: r.id, name: r.name, builtin: r.builtin })),
  };
}

const managerCount = async (db: Db, companyId: number) =>
  (await companyUsers(db, companyId)).filter((u) => u.status === 'active' && u.manages_company)
    .length;

/**
 * Runs a change to the company's users, refusing it (409) when it leaves the company, which had an
 * active user holding company.manage, with none.
 */
async function keepingAManager(db: Db, companyId: number, change: () => Promise<void>) {
  const before = await managerCount(db, companyId);
  await change();
  if (before > 0 && (await managerCount(db, companyId)) === 0)
    throw new AppError('CONFLICT', EM.lastManager);
}

type NewUser = z.output<typeof ZCompanyUserCreateRequest>;

/**
 * Adds a user to a company: the contact form in create mode, with a role the company's users may
 * hold (by default the built-in role of its kind). Active at once; audited.
 */
export async function createCompanyUser(
  db: Db,
  actor: SessionUser,
  companyId: number,
  input: NewUser,
) {
  const company = await companyRow(db, companyId);
  const assignable = await companyRoles(db, company.kind, companyId);
  let role: { id: number; kind: Role };
  if (input.role_id === undefined) {
    const kind = USER_KINDS[company.kind][0];
    role = { id: await builtinRoleId(db, kind), kind };
  } else {
    const found = assignable.find((r) => r.id === input.role_id);
    if (!found) throw invalid({ role_id: EM.roleNotAssignable });
    role = found;
  }
  await assertMayGrantRole(db, actor, role.kind, role.id, null, 'role_id');
  const passwordHash = await hashNewPassword(input.password, 'password');
  return withPlaceLeft(db, ownPlan(actor, companyId), 'users', async (tx) => {
    if (await emailTaken(tx, input.username)) throw invalid({ username: EM.emailTaken });
    const [user] = await tx
      .insert(users)
      .values({
        email: input.username,
        passwordHash,
        role: role.kind,
        roleId: role.id,
        companyId,
        pronoun: input.pronoun,
        firstName: input.first_name,
        lastName: input.last_name,
        mobileNumber: input.mobile_number,
        createdById: actor.id,
      })
      .returning({ id: users.id });
    await recordAudit(tx, actor, {
      action: 'company.user.create',
      targetType: 'user',
      targetId: user.id,
      companyId,
      after: { email: input.username, roleId: role.id, kind: role.kind },
    });
    return user.id;
  });
}

async function companyUser(db: Db, companyId: number, userId: string) {
  const [user] = await db
    .select({ id: users.id, roleId: users.roleId, role: users.role, status: users.status })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.companyId, companyId)));
  if (!user) throw notFound(EM.userNotFound);
  return user;
}

/** Gives a colleague another of the company's roles; the company keeps a manager. */
export async function changeUserRole(
  db: Db,
  actor: SessionUser,
  companyId: number,
  userId: string,
  roleId: number,
) {
  const company = await companyRow(db, companyId);
  await db.transaction(async (tx) => {
    const user = await companyUser(tx, companyId, userId);
    await assertMayActOn(tx, actor, userId);
    const assignable = await companyRoles(tx, company.kind, companyId);
    const role = assignable.find((r) => r.id === roleId);
    if (!role) throw invalid({ role_id: EM.roleNotAssignable });
    // Oneself included: nobody raises themselves through their own user detail.
    assertMayGrant(actor, role.kind, role.permissions, 'role_id');
    await keepingAManager(tx, companyId, async () => {
      await tx.update(users).set({ roleId, role: role.kind }).where(eq(users.id, userId));
    });
    await recordAudit(tx, actor, {
      action: 'company.user.role',
      targetType: 'user',
      targetId: userId,
      companyId,
      before: { roleId: user.roleId, kind: user.role },
      after: { roleId, kind: role.kind },
    });
  });
  // The new permissions are read at the next request: nothing to sign out.
}

/** Disables (signing them out everywhere) or re-enables a colleague; never oneself. */
export async function setUserStatus(
  db: Db,
  actor: SessionUser,
  companyId: number,
  userId: string,
  status: 'active' | 'disabled',
) {
  if (userId === actor.id) throw new AppError('CONFLICT', EM.notSelf);
  // Re-enabling a colleague takes a user place of the plan again.
  const limited = status === 'active' ? ownPlan(actor, companyId) : null;
  await withPlaceLeft(db, limited, 'users', async (tx) => {
    const user = await companyUser(tx, companyId, userId);
    await assertMayActOn(tx, actor, userId);
    await keepingAManager(tx, companyId, async () => {
      await tx.update(users).set({ status }).where(eq(users.id, userId));
    });
    if (status === 'disabled') await revokeUserSessions(tx, userId);
    await recordAudit(tx, actor, {
      action: 'company.user.status',
      targetType: 'user',
      targetId: userId,
      companyId,
      before: { status: user.status },
      after: { status },
    });
  });
}

/**
 * The company whose plan limits what the actor does to it: its own users are limited; an
 * administrator acting for a client is not.
 */
const ownPlan = (actor: SessionUser, companyId: number) =>
  actor.companyId === companyId ? companyId : null;

/**
 * Removes a colleague from the company: the account is disabled, signed out and detached from the
 * company; what they did (jobs, notes, comments) stays with the company.
 */
export async function removeCompanyUser(
  db: Db,
  actor: SessionUser,
  companyId: number,
  userId: string,
) {
  if (userId === actor.id) throw new AppError('CONFLICT', EM.notSelf);
  await db.transaction(async (tx) => {
    const user = await companyUser(tx, companyId, userId);
    await assertMayActOn(tx, actor, userId);
    await keepingAManager(tx, companyId, async () => {
      await tx
        .update(users)
        .set({ status: 'disabled', companyId: null })
        .where(eq(users.id, userId));
    });
    await revokeUserSessions(tx, userId);
    await recordAudit(tx, actor, {
      action: 'company.user.remove',
      targetType: 'user',
      targetId: userId,
      companyId,
      before: { status: user.status, companyId },
      after: { status: 'disabled', companyId: null },
    });
  });
}
