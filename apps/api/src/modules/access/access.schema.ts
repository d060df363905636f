import { sql } from 'drizzle-orm';
import * as pg from 'drizzle-orm/pg-core';

import type { Digits, SiteLanguage } from '@logicareers/shared/languages';

import { createdAt, updatedAt } from '../../db/columns';
import { masterItems } from '../master-data/master-data.schema';

/*
 * The accounts every module reads: the users and their sessions, the roles and role groups that
 * say what they may do, the companies they belong to and the files they upload. A user names a role
 * and a company, a company its logo, a file its owner: these tables refer to one another round in a
 * circle, so they are kept in one file, as schema files never import one another both ways.
 */

export const permissions = pg.pgTable('permissions', {
  key: pg.text('key').primaryKey(),
  description: pg.text('description').notNull(),
});

/**
 * A role: a named set of permissions for one kind of account (`kind`, one of the six of SPEC.md
 * section 6). Each kind has one built-in role, which cannot be deleted; administrators add custom
 * roles of the site, and a company's administrator roles of the company (`company_id`) for its users.
 */
export const roles = pg.pgTable(
  'roles',
  {
    id: pg.serial('id').primaryKey(),
    name: pg.text('name').notNull(),
    description: pg.text('description').notNull().default(''),
    kind: pg.text('kind').notNull(),
    builtin: pg.boolean('builtin').notNull().default(false),
    companyId: pg.integer('company_id').references((): pg.AnyPgColumn => companies.id, {
      onDelete: 'cascade',
    }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    pg.uniqueIndex('roles_name_key').on(sql`coalesce(${t.companyId}, 0)`, sql`lower(${t.name})`),
    pg
      .uniqueIndex('roles_builtin_key')
      .on(t.kind)
      .where(sql`${t.builtin}`),
  ],
);

export const rolePermissions = pg.pgTable(
  'role_permissions',
  {
    roleId: pg
      .integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    permissionKey: pg
      .text('permission_key')
      .notNull()
      .references(() => permissions.key, { onDelete: 'cascade' }),
  },
  (t) => [pg.primaryKey({ columns: [t.roleId, t.permissionKey] })],
);

/**
 * A role group: roles bundled under one name (e.g. "Recruitment team" = recruiter + interview
 * scheduler), given to users on top of their role; a user holds the permissions of both.
 */
export const roleGroups = pg.pgTable('role_groups', {
  id: pg.serial('id').primaryKey(),
  name: pg.text('name').notNull().unique(),
  /** The kind of account the group is for (its roles are of this kind). */
  role: pg.text('role').notNull(),
  description: pg.text('description').notNull().default(''),
  createdAt: createdAt(),
});

export const roleGroupRoles = pg.pgTable(
  'role_group_roles',
  {
    roleGroupId: pg
      .integer('role_group_id')
      .notNull()
      .references(() => roleGroups.id, { onDelete: 'cascade' }),
    roleId: pg
      .integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
  },
  (t) => [pg.primaryKey({ columns: [t.roleGroupId, t.roleId] })],
);

/** Employers (clients) and consultancies. */
export const companies = pg.pgTable(
  'companies',
  {
    id: pg.serial('id').primaryKey(),
    kind: pg.text('kind').$type<'employer' | 'consultancy'>().notNull(),
    name: pg.text('name').notNull(),
    primaryMobile: pg.text('primary_mobile').notNull(),
    primaryEmail: pg.text('primary_email').notNull(),
    status: pg
      .text('status')
      .$type<'pending' | 'active' | 'disabled'>()
      .notNull()
      .default('pending'),
    /** The consultancy that manages this client, if any. */
    managedById: pg.integer('managed_by_id'),
    activatedAt: pg.timestamp('activated_at', { withTimezone: true }),
    /** The company profile (SPEC.md calls employers/profile, update, social). */
    about: pg.text('about').notNull().default(''),
    industryId: pg.integer('industry_id').references((): pg.AnyPgColumn => masterItems.id),
    /** Employees, one of COMPANY_SIZES. */
    size: pg.text('size'),
    tradeLicence: pg.text('trade_licence'),
    /** The UAE tax registration number printed on its tax invoices: 15 digits, or '' for none. */
    trn: pg.text('trn').notNull().default(''),
    website: pg.text('website'),
    logoFileId: pg.uuid('logo_file_id').references((): pg.AnyPgColumn => files.id, {
      onDelete: 'set null',
    }),
    /** Network → address, e.g. { linkedin: 'https://...' }. */
    socialLinks: pg.jsonb('social_links').$type<Record<string, string>>().notNull().default({}),
    updatedAt: updatedAt(),
    createdAt: createdAt(),
  },
  (t) => [pg.index('companies_status_idx').on(t.kind, t.status)],
);

export const users = pg.pgTable(
  'users',
  {
    id: pg.uuid('id').primaryKey().defaultRandom(),
    email: pg.text('email').notNull(),
    passwordHash: pg.text('password_hash').notNull(),
    role: pg.text('role').notNull(),
    /** The user's role (what they may do), of the user's kind. */
    roleId: pg
      .integer('role_id')
      .notNull()
      .references(() => roles.id),
    /** A role group held on top of the role, if any. */
    roleGroupId: pg.integer('role_group_id').references(() => roleGroups.id, {
      onDelete: 'set null',
    }),
    companyId: pg.integer('company_id').references(() => companies.id),
    pronoun: pg.text('pronoun'),
    firstName: pg.text('first_name').notNull().default(''),
    lastName: pg.text('last_name').notNull().default(''),
    mobileNumber: pg.text('mobile_number'),
    profilePhoto: pg.text('profile_photo'),
    /** 'pending': asked to join the consultancy, awaiting its administrator's approval. */
    status: pg
      .text('status')
      .$type<'active' | 'disabled' | 'pending'>()
      .notNull()
      .default('active'),
    lastLoginAt: pg.timestamp('last_login_at', { withTimezone: true }),
    /** When the user accepted the privacy notice, and which version of it. */
    privacyAcceptedAt: pg.timestamp('privacy_accepted_at', { withTimezone: true }),
    privacyVersion: pg.text('privacy_version'),
    /**
     * A candidate's own request to delete the account: when it was made and when it is carried out
     * (a cooling-off day later, unless cancelled meanwhile).
     */
    deletionRequestedAt: pg.timestamp('deletion_requested_at', { withTimezone: true }),
    deletionDueAt: pg.timestamp('deletion_due_at', { withTimezone: true }),
    /** When an inactive candidate was warned that the account will be erased (reset by signing in). */
    inactivityWarnedAt: pg.timestamp('inactivity_warned_at', { withTimezone: true }),
    /** The language of the site and of the user's e-mails: 'en' or 'ar'. */
    language: pg.text('language').$type<SiteLanguage>().notNull().default('en'),
    /** The digits of Arabic numbers: 'latn' (0123) or 'arab' (٠١٢٣). */
    digits: pg.text('digits').$type<Digits>().notNull().default('latn'),
    /** The staff member who created the account (a walk-in candidate, a colleague), if any. */
    createdById: pg.uuid('created_by_id').references((): pg.AnyPgColumn => users.id, {
      onDelete: 'set null',
    }),
    createdAt: createdAt(),
  },
  (t) => [
    pg.uniqueIndex('users_email_key').on(t.email),
    pg.index('users_company_idx').on(t.companyId),
    pg.index('users_role_idx').on(t.role),
  ],
);

/** Opaque session tokens, stored as SHA-256 hashes. */
export const sessions = pg.pgTable(
  'sessions',
  {
    id: pg.uuid('id').primaryKey().defaultRandom(),
    userId: pg
      .uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: pg.text('token_hash').notNull(),
    createdAt: createdAt(),
    lastSeenAt: pg.timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: pg.timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: pg.timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    pg.uniqueIndex('sessions_token_key').on(t.tokenHash),
    pg.index('sessions_user_idx').on(t.userId),
  ],
);

/** Uploaded files (CVs, photos). The bytes live in the file store under `storage_key`. */
export const files = pg.pgTable(
  'files',
  {
    id: pg.uuid('id').primaryKey().defaultRandom(),
    ownerId: pg
      .uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: pg.text('kind').$type<'cv' | 'photo'>().notNull(),
    filename: pg.text('filename').notNull(),
    mime: pg.text('mime').notNull(),
    size: pg.integer('size').notNull(),
    storageKey: pg.text('storage_key').notNull(),
    createdAt: createdAt(),
  },
  (t) => [pg.index('files_owner_idx').on(t.ownerId, t.kind)],
);

/*
 * The columns by which other tables name a company or a user: a row that belongs to one goes with
 * it when it is deleted; a record of who did something keeps the row and forgets the person.
 */

/** The company a row belongs to. */
export const belongsToCompany = (column = 'company_id') =>
  pg
    .integer(column)
    .notNull()
    .references((): pg.AnyPgColumn => companies.id, { onDelete: 'cascade' });

/** The user a row belongs to (its candidate, its owner). */
export const belongsToUser = (column: string) =>
  pg
    .uuid(column)
    .notNull()
    .references((): pg.AnyPgColumn => users.id, { onDelete: 'cascade' });

/** The user who did something (wrote, sent, created), null once their account is gone. */
export const doneBy = (column: string) =>
  pg.uuid(column).references((): pg.AnyPgColumn => users.id, { onDelete: 'set null' });
