import { and, asc, eq, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import { API } from '@logicareers/shared/api';
import type { Lang } from '@logicareers/shared/schemas/common';
import {
  EMPLOYER_MESSAGES as EM,
  SOCIAL_NETWORKS,
  type TCompanyProfile,
  type TCompanyPublicProfile,
  type ZCompanyProfileRequest,
  type ZSocialLinksRequest,
} from '@logicareers/shared/schemas/employer';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { companies, companyBranches, companyContacts, masterItems } from '../../db/schema';
import { invalid, notFound } from '../../lib/errors';
import type { SessionUser } from '../access/sessions';
import { recordAudit, type AuditEntry } from '../audit/audit';
import { nameIn } from '../master-data/master-data.service';
import { dropStoredFile, readUploadedLogo, storeImageFile, type Upload } from '../files/uploads';
import { companyHeadColumns } from './employers.policy';

/*
 * A company's own profile (name, about, industry, size, licence, TRN, website, e-mail, mobile, logo)
 * and social links. Its contacts and branches are in company-contacts.service.ts, its users in
 * company-users.service.ts. Every change is written to the audit log with what it was before and
 * after, in the transaction of the change.
 */

const logoUrl = (fileId: string | null) => (fileId ? API.files.photo(fileId) : null);

const industry = alias(masterItems, 'industry');
const emirate = alias(masterItems, 'emirate');

/**
 * Changes the company's own record (its profile, logo or social links) and writes the audit entry
 * of the change, in the transaction `tx`.
 */
async function changeCompany(
  tx: Db,
  actor: SessionUser,
  companyId: number,
  values: Partial<typeof companies.$inferInsert>,
  entry: Pick<AuditEntry, 'action' | 'before' | 'after'>,
) {
  await tx
    .update(companies)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(companies.id, companyId));
  await recordAudit(tx, actor, { ...entry, targetType: 'company', targetId: companyId, companyId });
}

export async function companyRow(db: Db, companyId: number, lang: Lang = 'en') {
  const [row] = await db
    .select({
      ...companyHeadColumns,
      primaryEmail: companies.primaryEmail,
      primaryMobile: companies.primaryMobile,
      about: companies.about,
      industryId: companies.industryId,
      industry: sql<string | null>`${nameIn(industry, lang)}`,
      size: companies.size,
      tradeLicence: companies.tradeLicence,
      trn: companies.trn,
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
    trn: row.trn,
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

/** The profile as sent; without `trn` when the request left it out, so the TRN kept stays. */
type ProfileInput = Omit<z.output<typeof ZCompanyProfileRequest>, 'trn'> & { trn?: string };

/**
 * Checks that a master-data id is of the expected kind and active (or already held by the record
 * changed, `held`), or answers a field error.
 */
export async function checkMaster(
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
      ...(input.trn === undefined ? {} : { trn: input.trn }),
      website: input.website,
    };
    await changeCompany(tx, actor, companyId, values, {
      action: 'company.update',
      before: {
        name: before.name,
        primaryEmail: before.primaryEmail,
        primaryMobile: before.primaryMobile,
        about: before.about,
        industryId: before.industryId,
        size: before.size,
        tradeLicence: before.tradeLicence,
        ...(input.trn === undefined ? {} : { trn: before.trn }),
        website: before.website,
      },
      after: values,
    });
  });
}

/**
 * A new logo: JPEG, PNG or WebP of at most 2 MB and 16 to 4000 pixels a side, read in the file
 * sandbox (type by content, metadata removed; SVG refused) and served at an unguessable address like a profile photo.
 */
export async function uploadLogo(
  ctx: Pick<AppContext, 'db' | 'files'>,
  actor: SessionUser,
  companyId: number,
  upload: Upload | null,
  log?: FastifyBaseLogger,
) {
  const image = await readUploadedLogo(upload, log);
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
  await changeCompany(
    tx,
    actor,
    companyId,
    { logoFileId: fileId },
    {
      action: 'company.logo',
      before: { logoFileId: old },
      after: { logoFileId: fileId },
    },
  );
  return old;
}

export const removeLogo = (
  ctx: Pick<AppContext, 'db' | 'files'>,
  actor: SessionUser,
  companyId: number,
) => dropStoredFile(ctx, (tx) => setLogo(tx, actor, companyId, null));

export async function saveSocial(
  db: Db,
  actor: SessionUser,
  companyId: number,
  input: z.output<typeof ZSocialLinksRequest>,
) {
  const links = socialOf(input as Record<string, string>);
  await db.transaction(async (tx) => {
    const before = await companyRow(tx, companyId);
    await changeCompany(
      tx,
      actor,
      companyId,
      { socialLinks: links },
      {
        action: 'company.social',
        before: before.socialLinks,
        after: links,
      },
    );
  });
}
