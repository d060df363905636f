import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

import type { Digits, SiteLanguage } from '@logicareers/shared/languages';

import { createdAt, updatedAt } from '../../db/columns';
import { masterItems } from '../master-data/master-data.schema';

/*
 * The accounts every module reads: the users and their sessions, the roles and role groups that
 * say what they may do, the companies they belong to and the files they upload. A user names a role
 * and a company, a company its logo, a file its owner: these tables refer to one another round in a
 * circle, so they are kept in one file, as schema files never import one another both ways.
 */

export const permissions = pgTable('permissions', {
  key: text('key').primaryKey(),
  description: text('description').notNull(),
});

/**
 * A role: a named set of permissions for one kind of account (`kind`, one of the six of SPEC.md
 * section 6). Each kind has one built-in role, which cannot be deleted; administrators add custom
 * roles of the site, and a company's administrator roles of the company (`company_id`) for its users.
 */
export const roles = pgTable(
  'roles',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    kind: text('kind').notNull(),
    builtin: boolean('builtin').notNull().default(false),
    companyId: integer('company_id').references((): AnyPgColumn => companies.id, {
      onDelete: 'cascade',
    }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('roles_name_key').on(sql`coalesce(${t.companyId}, 0)`, sql`lower(${t.name})`),
    uniqueIndex('roles_builtin_key')
      .on(t.kind)
      .where(sql`${t.builtin}`),
  ],
);

export const rolePermissions = pgTable(
  'role_permissions',
  {
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    permissionKey: text('permission_key')
      .notNull()
      .references(() => permissions.key, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.permissionKey] })],
);

/**
 * A role group: roles bundled under one name (e.g. "Recruitment team" = recruiter + interview
 * scheduler), given to users on top of their role; a user holds the permissions of both.
 */
export const roleGroups = pgTable('role_groups', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  /** The kind of account the group is for (its roles are of this kind). */
  role: text('role').notNull(),
  description: text('description').notNull().default(''),
  createdAt: createdAt(),
});

export const roleGroupRoles = pgTable(
  'role_group_roles',
  {
    roleGroupId: integer('role_group_id')
      .notNull()
      .references(() => roleGroups.id, { onDelete: 'cascade' }),
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.roleGroupId, t.roleId] })],
);

/** Employers (clients) and consultancies. */
export const companies = pgTable(
  'companies',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').$type<'employer' | 'consultancy'>().notNull(),
    name: text('name').notNull(),
    primaryMobile: text('primary_mobile').notNull(),
    primaryEmail: text('primary_email').notNull(),
    status: text('status').$type<'pending' | 'active' | 'disabled'>().notNull().default('pending'),
    /** The consultancy that manages this client, if any. */
    managedById: integer('managed_by_id'),
    activatedAt: timestamp('activated_at', { withTimezone: true }),
    /** The company profile (SPEC.md calls employers/profile, update, social). */
    about: text('about').notNull().default(''),
    industryId: integer('industry_id').references((): AnyPgColumn => masterItems.id),
    /** Employees, one of COMPANY_SIZES. */
    size: text('size'),
    tradeLicence: text('trade_licence'),
    website: text('website'),
    logoFileId: uuid('logo_file_id').references((): AnyPgColumn => files.id, {
      onDelete: 'set null',
    }),
    /** Network → address, e.g. { linkedin: 'https://...' }. */
    socialLinks: jsonb('social_links').$type<Record<string, string>>().notNull().default({}),
    updatedAt: updatedAt(),
    createdAt: createdAt(),
  },
  (t) => [index('companies_status_idx').on(t.kind, t.status)],
);

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role').notNull(),
    /** The user's role (what they may do), of the user's kind. */
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id),
    /** A role group held on top of the role, if any. */
    roleGroupId: integer('role_group_id').references(() => roleGroups.id, {
      onDelete: 'set null',
    }),
    companyId: integer('company_id').references(() => companies.id),
    pronoun: text('pronoun'),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    mobileNumber: text('mobile_number'),
    profilePhoto: text('profile_photo'),
    /** 'pending': asked to join the consultancy, awaiting its administrator's approval. */
    status: text('status').$type<'active' | 'disabled' | 'pending'>().notNull().default('active'),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    /** When the user accepted the privacy notice, and which version of it. */
    privacyAcceptedAt: timestamp('privacy_accepted_at', { withTimezone: true }),
    privacyVersion: text('privacy_version'),
    /**
     * A candidate's own request to delete the account: when it was made and when it is carried out
     * (a cooling-off day later, unless cancelled meanwhile).
     */
    deletionRequestedAt: timestamp('deletion_requested_at', { withTimezone: true }),
    deletionDueAt: timestamp('deletion_due_at', { withTimezone: true }),
    /** When an inactive candidate was warned that the account will be erased (reset by signing in). */
    inactivityWarnedAt: timestamp('inactivity_warned_at', { withTimezone: true }),
    /** The language of the site and of the user's e-mails: 'en' or 'ar'. */
    language: text('language').$type<SiteLanguage>().notNull().default('en'),
    /** The digits of Arabic numbers: 'latn' (0123) or 'arab' (٠١٢٣). */
    digits: text('digits').$type<Digits>().notNull().default('latn'),
    /** The staff member who created the account (a walk-in candidate, a colleague), if any. */
    createdById: uuid('created_by_id').references((): AnyPgColumn => users.id, {
      onDelete: 'set null',
    }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    index('users_company_idx').on(t.companyId),
    index('users_role_idx').on(t.role),
  ],
);

/** Opaque session tokens, stored as SHA-256 hashes. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('sessions_token_key').on(t.tokenHash),
    index('sessions_user_idx').on(t.userId),
  ],
);

/** Uploaded files (CVs, photos). The bytes live in the file store under `storage_key`. */
export const files = pgTable(
  'files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'cv' | 'photo'>().notNull(),
    filename: text('filename').notNull(),
    mime: text('mime').notNull(),
    size: integer('size').notNull(),
    storageKey: text('storage_key').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('files_owner_idx').on(t.ownerId, t.kind)],
);

/*
 * The columns by which other tables name a company or a user: a row that belongs to one goes with
 * it when it is deleted; a record of who did something keeps the row and forgets the person.
 */

/** The company a row belongs to. */
export const belongsToCompany = (column = 'company_id') =>
  integer(column)
    .notNull()
    .references((): AnyPgColumn => companies.id, { onDelete: 'cascade' });

/** The user a row belongs to (its candidate, its owner). */
export const belongsToUser = (column: string) =>
  uuid(column)
    .notNull()
    .references((): AnyPgColumn => users.id, { onDelete: 'cascade' });

/** The user who did something (wrote, sent, created), null once their account is gone. */
export const doneBy = (column: string) =>
  uuid(column).references((): AnyPgColumn => users.id, { onDelete: 'set null' });
