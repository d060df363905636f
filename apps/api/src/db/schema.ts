import { sql, type SQLWrapper } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigserial,
  bit,
  boolean,
  check,
  customType,
  date,
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
import {
  DEFAULT_CANDIDATE_VISIBILITY,
  type CandidateVisibility,
  type SubmissionStatus,
} from '@logicareers/shared/talent-terms';

/** What an e-mail carries besides its text: headers and a calendar invitation (an .ics). */
export type MailExtras = {
  headers?: Record<string, string>;
  calendar?: { method: 'REQUEST' | 'CANCEL'; content: string };
  attachments?: MailAttachment[];
};
/** What an e-mail written when it is sent is written from: the job-alert digests of one period. */
export type MailComposition = { digests: 'daily' | 'weekly' };
/** A file sent with an e-mail (a tax invoice's PDF), its bytes in base64. */
export type MailAttachment = { filename: string; contentType: string; base64: string };

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

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
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
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
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [index('companies_status_idx').on(t.kind, t.status)],
);

/** A company's contact people (SPEC.md call employers/contacts). */
export const companyContacts = pgTable(
  'company_contacts',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    designation: text('designation').notNull().default(''),
    email: text('email').notNull().default(''),
    phone: text('phone').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index('company_contacts_company_idx').on(t.companyId)],
);

/** A company's branches (SPEC.md call employers/branches). */
export const companyBranches = pgTable(
  'company_branches',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** The emirate (master data). */
    stateId: integer('state_id').references((): AnyPgColumn => masterItems.id),
    area: text('area').notNull().default(''),
    address: text('address').notNull().default(''),
    phone: text('phone').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index('company_branches_company_idx').on(t.companyId)],
);

/**
 * Administrators' internal comments on a client (SPEC.md call employers/comment): read by the site's
 * administrators and the consultancy, never by the client.
 */
export const companyComments = pgTable(
  'company_comments',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('company_comments_company_idx').on(t.companyId, t.createdAt)],
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

export const passwordResetCodes = pgTable(
  'password_reset_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('password_reset_codes_user_idx').on(t.userId)],
);

/**
 * A change of sign-in e-mail waiting for the code sent to the new address: one per user (a new
 * request replaces it), the code hashed as for password resets, with its expiry and tries.
 */
export const emailChangeCodes = pgTable('email_change_codes', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id')
    .notNull()
    .unique('email_change_codes_user_key')
    .references(() => users.id, { onDelete: 'cascade' }),
  newEmail: text('new_email').notNull(),
  codeHash: text('code_hash').notNull(),
  attempts: integer('attempts').notNull().default(0),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: createdAt(),
});

/**
 * Failed sign-ins per sign-in e-mail, known or not (so that the throttle says nothing about who
 * has an account), kept as a SHA-256 of the address. Forgotten a day after the last failure.
 */
export const signInThrottle = pgTable('sign_in_throttle', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull(),
  lastFailureAt: timestamp('last_failure_at', { withTimezone: true }).notNull(),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
});

/** Every e-mail is first a row here, written in the transaction of the change that caused it. */
export const outbox = pgTable(
  'outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull(),
    to: text('to_address').notNull(),
    subject: text('subject').notNull(),
    text: text('text_body').notNull(),
    html: text('html_body'),
    /**
     * For a kind that carries a secret (subject, text and html above have each secret masked): the
     * secrets in the order of their masks, or the message as sent in full. Kept only until the
     * message is sent or given up, then null.
     */
    unredacted: jsonb('unredacted').$type<
      | { subject: string; text: string; html: string | null; extras?: MailExtras | null }
      | { secrets: string[] }
      | null
    >(),
    /**
     * Headers (List-Unsubscribe) and a calendar invitation sent with the message, each secret
     * masked as in the subject; the unredacted copy carries the real ones.
     */
    extras: jsonb('extras').$type<MailExtras | null>(),
    /**
     * For an e-mail written when it is sent (a job-alert digest): what to write it from. Subject
     * and text then hold a preview until it is sent, and what was sent afterwards.
     */
    compose: jsonb('compose').$type<MailComposition | null>(),
    /** 'cancelled': a stopped bulk send's message, never sent. */
    status: text('status')
      .$type<'pending' | 'sending' | 'sent' | 'failed' | 'cancelled'>()
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('outbox_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`status in ('pending', 'sending')`),
    index('outbox_created_idx').on(t.createdAt),
  ],
);

/**
 * Who an e-mail is about besides its recipient (the candidate of an interview notice, say): what an
 * erasure of that person finds by identity rather than by searching text (decision 036).
 */
export const outboxSubjects = pgTable(
  'outbox_subjects',
  {
    outboxId: uuid('outbox_id')
      .notNull()
      .references(() => outbox.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.outboxId, t.userId] }),
    index('outbox_subjects_user_idx').on(t.userId),
  ],
);

export const siteSettings = pgTable('site_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const emailSubscriptions = pgTable(
  'email_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    /** The token of the confirmation link last e-mailed; the address gets job e-mails only once confirmed. */
    confirmToken: text('confirm_token'),
    confirmSentAt: timestamp('confirm_sent_at', { withTimezone: true }),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('email_subscriptions_email_key').on(t.email),
    uniqueIndex('email_subscriptions_confirm_token_key').on(t.confirmToken),
  ],
);

/** Logistics master data (designations, functional areas, locations, industries, skills ...). */
export const masterItems = pgTable(
  'master_items',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    name: text('name').notNull(),
    /** The Arabic name, shown to those reading in Arabic; the English name when there is none. */
    nameAr: text('name_ar'),
    slug: text('slug').notNull(),
    parentId: integer('parent_id'),
    sort: integer('sort').notNull().default(0),
    active: boolean('active').notNull().default(true),
  },
  (t) => [uniqueIndex('master_items_kind_slug_key').on(t.kind, t.slug)],
);

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
/** Bytes: a Buffer from node-postgres, a Uint8Array from PGlite. */
const bytea = customType<{ data: Uint8Array }>({ dataType: () => 'bytea' });

/**
 * Jobs. Names of master data are copied into the row (designation_name, skills_text) so that the
 * weighted search vector can be a generated column: title and designation A, skills B, body C.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    /** For a consultancy's job: the client it is posted for (the hiring organisation shown). */
    clientCompanyId: integer('client_company_id').references(() => companies.id),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    status: text('status').$type<'draft' | 'published' | 'closed'>().notNull().default('draft'),
    title: text('title').notNull(),
    designationId: integer('designation_id').references(() => masterItems.id),
    functionalAreaId: integer('functional_area_id').references(() => masterItems.id),
    industryId: integer('industry_id').references(() => masterItems.id),
    stateId: integer('state_id').references(() => masterItems.id),
    /** The emirate of state_id (itself when state_id is an emirate), for filtering by emirate. */
    emirateId: integer('emirate_id').references(() => masterItems.id),
    employmentType: text('employment_type').notNull(),
    experienceMin: integer('experience_min'),
    experienceMax: integer('experience_max'),
    salaryMin: integer('salary_min'),
    salaryMax: integer('salary_max'),
    salaryHidden: boolean('salary_hidden').notNull().default(false),
    vacancies: integer('vacancies').notNull().default(1),
    skillIds: integer('skill_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    designationName: text('designation_name').notNull().default(''),
    skillsText: text('skills_text').notNull().default(''),
    description: text('description').notNull(),
    requirements: text('requirements').notNull().default(''),
    benefits: text('benefits').notNull().default(''),
    /** Plain text of description, requirements and benefits: what search reads. */
    bodyText: text('body_text').notNull().default(''),
    /** The start of body_text for job cards, kept inline so a card never reads the whole text. */
    snippet: text('snippet')
      .notNull()
      .generatedAlwaysAs(sql`left(body_text, 220)`),
    validThrough: date('valid_through', { mode: 'string' }).notNull(),
    confidential: boolean('confidential').notNull().default(false),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * Words in English and in Arabic (migration 0024): the `job_text` configuration stems ASCII words
     * as English and other words with the Arabic stemmer, over the text as with_arabic_article
     * writes it. Keywords are read the same way (job_keywords).
     */
    searchVector: tsvector('search_vector')
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector('job_text', with_arabic_article(coalesce(title, '') || ' ' || coalesce(designation_name, ''))), 'A') || setweight(to_tsvector('job_text', with_arabic_article(coalesce(skills_text, ''))), 'B') || setweight(to_tsvector('job_text', with_arabic_article(coalesce(body_text, ''))), 'C')`,
      ),
  },
  (t) => [
    index('jobs_company_idx').on(t.companyId, t.status),
    index('jobs_client_idx').on(t.clientCompanyId),
    index('jobs_published_idx')
      .on(t.publishedAt.desc(), t.id.desc())
      .where(sql`status = 'published'`),
    index('jobs_filters_idx')
      .on(t.functionalAreaId, t.designationId, t.publishedAt.desc())
      .where(sql`status = 'published'`),
    index('jobs_emirate_idx')
      .on(t.emirateId, t.publishedAt.desc())
      .where(sql`status = 'published'`),
    index('jobs_title_trgm_idx').using('gin', sql`title gin_trgm_ops`),
  ],
);

/**
 * Keyword search within one emirate has an index of its own per slot `emirate_id % EMIRATE_SLOTS`.
 * The seven emirates are seeded one after another, so each has a slot to itself; were two ever to
 * share one, searches there would read both emirates' posting lists, never give other answers.
 */
export const EMIRATE_SLOTS = 8;

/**
 * `column % EMIRATE_SLOTS = slot`, with both numbers written out as constants: the indexes' predicate,
 * and what a query must say, word for word, for the planner to use one.
 */
export const inEmirateSlot = (column: SQLWrapper, slot: number) =>
  sql`${column} % ${sql.raw(String(EMIRATE_SLOTS))} = ${sql.raw(String(slot))}`;

/**
 * The bits of a job's keyword signature (migration 0007): each word of the job sets three of them,
 * so a job can only match keywords whose words' bits it all has. A job's ~150 distinct words set
 * about a fifth. A word the job lacks seldom finds its three bits all set, unless they fall on the
 * bits of words most jobs hold (in the benchmark's jobs: never for most words, 12 % for one).
 */
export const SIGNATURE_BITS = 2048;

/**
 * What public search reads: one narrow row per published job, kept in step with `jobs` by a trigger
 * (migration 0005). Its rows hold the search vector inline (not in TOAST), so that checking the
 * keywords of a job reads one page instead of its text. The newest jobs of an emirate (and of one of
 * its functional areas) are read from indexes that carry their signatures (migration 0007): the
 * jobs that cannot match are passed over without reading their rows at all.
 */
export const jobSearch = pgTable(
  'job_search',
  {
    jobId: integer('job_id')
      .primaryKey()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
    validThrough: date('valid_through', { mode: 'string' }).notNull(),
    /** The hiring organisation shown: the client of a consultancy's job, else the owner. */
    hiringCompanyId: integer('hiring_company_id').notNull(),
    confidential: boolean('confidential').notNull(),
    emirateId: integer('emirate_id'),
    stateId: integer('state_id'),
    functionalAreaId: integer('functional_area_id'),
    designationId: integer('designation_id'),
    industryId: integer('industry_id'),
    employmentType: text('employment_type').notNull(),
    experienceMin: integer('experience_min'),
    experienceMax: integer('experience_max'),
    salaryMin: integer('salary_min'),
    salaryMax: integer('salary_max'),
    salaryHidden: boolean('salary_hidden').notNull(),
    searchVector: tsvector('search_vector').notNull(),
    signature: bit('signature', { dimensions: SIGNATURE_BITS })
      .notNull()
      .generatedAlwaysAs(sql`search_signature(search_vector)`),
  },
  (t) => [
    index('job_search_newest_idx').on(t.publishedAt.desc(), t.jobId.desc()),
    // These two also INCLUDE (valid_through, signature), and the first functional_area_id, so that
    // the newest jobs of an emirate are read from the index alone (migration 0007; drizzle does not
    // write INCLUDE).
    index('job_search_emirate_idx').on(t.emirateId, t.publishedAt.desc(), t.jobId.desc()),
    index('job_search_emirate_area_idx').on(
      t.emirateId,
      t.functionalAreaId,
      t.publishedAt.desc(),
      t.jobId.desc(),
    ),
    index('job_search_state_idx').on(t.stateId, t.publishedAt.desc()),
    index('job_search_area_idx').on(t.functionalAreaId, t.publishedAt.desc(), t.jobId.desc()),
    index('job_search_designation_idx').on(t.designationId, t.publishedAt.desc()),
    index('job_search_industry_idx').on(t.industryId, t.publishedAt.desc()),
    index('job_search_company_idx').on(t.hiringCompanyId, t.publishedAt.desc()),
    index('job_search_keywords_idx').using('gin', t.searchVector, t.emirateId, t.functionalAreaId),
    // The same per emirate (see EMIRATE_SLOTS): a search in one emirate reads posting lists of its
    // own jobs only, a seventh of the whole on average.
    ...Array.from({ length: EMIRATE_SLOTS }, (_, slot) =>
      index(`job_search_keywords_emirate_${slot}_idx`)
        .using('gin', t.searchVector, t.functionalAreaId)
        .where(inEmirateSlot(t.emirateId, slot)),
    ),
  ],
);

/** Saved job forms that new jobs start from. */
export const jobTemplates = pgTable(
  'job_templates',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    name: text('name').notNull(),
    /** The job form as entered (ZJobForm input, without dates). */
    form: jsonb('form').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('job_templates_company_idx').on(t.companyId)],
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

/**
 * A candidate's profile: where they live, the UAE facts recruiters filter on, the desired job and
 * the CV. Names and CV text are copied in so that the weighted search vector can be generated.
 */
export const candidateProfiles = pgTable(
  'candidate_profiles',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    countryId: integer('country_id').references(() => masterItems.id),
    /** The emirate or area (master data) for UAE residents. */
    stateId: integer('state_id').references(() => masterItems.id),
    /** The state or city as typed, for candidates outside the UAE. */
    stateName: text('state_name').notNull().default(''),
    nationalityId: integer('nationality_id').references(() => masterItems.id),
    visaStatus: text('visa_status'),
    drivingLicences: text('driving_licences')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    headline: text('headline').notNull().default(''),
    summary: text('summary').notNull().default(''),
    experienceYears: integer('experience_years'),
    skillIds: integer('skill_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    skillsText: text('skills_text').notNull().default(''),
    desiredDesignationIds: integer('desired_designation_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    desiredFunctionalAreaIds: integer('desired_functional_area_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    desiredStateIds: integer('desired_state_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    desiredEmploymentTypes: text('desired_employment_types')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    desiredTitlesText: text('desired_titles_text').notNull().default(''),
    expectedSalary: integer('expected_salary'),
    noticePeriod: text('notice_period'),
    cvFileId: uuid('cv_file_id').references(() => files.id, { onDelete: 'set null' }),
    cvText: text('cv_text').notNull().default(''),
    photoFileId: uuid('photo_file_id').references(() => files.id, { onDelete: 'set null' }),
    /** Who may find the candidate in CV search (decision 014): all, consultancy or hidden. */
    visibility: text('visibility')
      .$type<CandidateVisibility>()
      .notNull()
      .default(DEFAULT_CANDIDATE_VISIBILITY),
    willingToRelocate: boolean('willing_to_relocate').notNull().default(false),
    /** ISO 639-1 codes of the languages the candidate speaks (LANGUAGES). */
    languages: text('languages')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Set when the sign-up steps (personal-create, profile-create) are done. */
    onboardedAt: timestamp('onboarded_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    searchVector: tsvector('search_vector')
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector('english', coalesce(headline, '') || ' ' || coalesce(desired_titles_text, '')), 'A') || setweight(to_tsvector('english', coalesce(skills_text, '')), 'B') || setweight(to_tsvector('english', coalesce(summary, '') || ' ' || left(coalesce(cv_text, ''), 100000)), 'C')`,
      ),
  },
  (t) => [index('candidate_profiles_search_idx').using('gin', t.searchVector)],
);

export const candidateEducations = pgTable(
  'candidate_educations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    qualificationId: integer('qualification_id').references(() => masterItems.id),
    institution: text('institution').notNull(),
    fieldOfStudy: text('field_of_study').notNull().default(''),
    startYear: integer('start_year'),
    endYear: integer('end_year'),
    createdAt: createdAt(),
  },
  (t) => [index('candidate_educations_user_idx').on(t.userId)],
);

export const candidateEmployments = pgTable(
  'candidate_employments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    employerName: text('employer_name'),
    designation: text('designation').notNull().default(''),
    workingStatus: boolean('working_status').notNull().default(false),
    startMonth: integer('start_month'),
    startYear: integer('start_year'),
    endMonth: integer('end_month'),
    endYear: integer('end_year'),
    description: text('description').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index('candidate_employments_user_idx').on(t.userId)],
);

export const candidateCertifications = pgTable(
  'candidate_certifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    issuer: text('issuer').notNull().default(''),
    issuedOn: date('issued_on', { mode: 'string' }),
    expiresOn: date('expires_on', { mode: 'string' }),
    credentialId: text('credential_id').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index('candidate_certifications_user_idx').on(t.userId)],
);

/** A candidate's application to a job; one per candidate and job. */
export const applications = pgTable(
  'applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    jobId: integer('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    candidateId: uuid('candidate_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status').notNull().default('applied'),
    coverNote: text('cover_note').notNull().default(''),
    createdAt: createdAt(),
    statusChangedAt: timestamp('status_changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('applications_job_candidate_key').on(t.jobId, t.candidateId),
    index('applications_candidate_idx').on(t.candidateId, t.status),
    index('applications_job_idx').on(t.jobId, t.status),
  ],
);

/** Every status an application has had: who moved it and when. */
export const applicationEvents = pgTable(
  'application_events',
  {
    id: serial('id').primaryKey(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('application_events_application_idx').on(t.applicationId)],
);

/** Recruiters' notes on an application, visible to the company that wrote them only. */
export const applicationComments = pgTable(
  'application_comments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    companyId: integer('company_id').references(() => companies.id),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('application_comments_application_idx').on(t.applicationId, t.companyId)],
);

export const savedJobs = pgTable(
  'saved_jobs',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    jobId: integer('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.jobId] })],
);

/**
 * Job alerts: a saved job search whose new jobs are e-mailed daily or weekly. The owner is a
 * candidate, or a confirmed footer subscription (a weekly e-mail of every new job). Keywords are kept
 * as typed and as the tsquery text they compile to; the filters as columns and as one canonical
 * `filter_key`, so that the digest pass evaluates each distinct search once (alerts.matcher.ts).
 */
export const jobAlerts = pgTable(
  'job_alerts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    subscriptionId: uuid('subscription_id').references(() => emailSubscriptions.id, {
      onDelete: 'cascade',
    }),
    name: text('name').notNull(),
    keywords: text('keywords').notNull().default(''),
    /** job_keywords(keywords) as text (as job search reads them); empty when there are no keywords. */
    query: text('query').notNull().default(''),
    stateIds: integer('state_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    functionalAreaIds: integer('functional_area_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    designationIds: integer('designation_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    industryIds: integer('industry_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    employmentTypes: text('employment_types')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    experience: integer('experience'),
    salaryMin: integer('salary_min'),
    /** The filters above in one canonical string (alerts.criteria.ts); empty when there are none. */
    filterKey: text('filter_key').notNull().default(''),
    frequency: text('frequency').$type<'daily' | 'weekly'>().notNull().default('daily'),
    paused: boolean('paused').notNull().default(false),
    /** The secret of the unsubscribe link in the alert's e-mails. */
    unsubscribeToken: text('unsubscribe_token').notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('job_alerts_user_idx').on(t.userId, t.createdAt),
    uniqueIndex('job_alerts_subscription_key').on(t.subscriptionId),
    uniqueIndex('job_alerts_unsubscribe_token_key').on(t.unsubscribeToken),
    check('job_alerts_one_owner', sql`(user_id is null) <> (subscription_id is null)`),
  ],
);

/**
 * One row per alert and period whose new jobs were e-mailed. The key makes a second e-mail for the
 * same alert and period impossible; rows are written in the transaction of their outbox e-mail.
 * No foreign key to the alert: checking one would lock each alert's row as the pass writes half a
 * million digests. A deleted alert's digests name no one and go with the others (housekeeping);
 * its part of an e-mail not yet sent is left out when the e-mail is written.
 */
export const alertDigests = pgTable(
  'alert_digests',
  {
    alertId: uuid('alert_id').notNull(),
    periodStart: timestamp('period_start', { withTimezone: true }).notNull(),
    /** The outbox e-mail that carried this digest (one e-mail per owner may carry several). */
    mailId: uuid('mail_id').notNull(),
    /** How many new jobs the alert had (the e-mail lists the newest few and links to all). */
    jobCount: integer('job_count').notNull(),
    /**
     * The head of the alert's matches: which of the run's jobs (alert_runs.job_ids, by position)
     * the e-mail lists, as digestJobPositions() reads it. Null for digests written before.
     */
    head: bytea('head'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.alertId, t.periodStart] })],
);

/** Digest passes done: one per frequency and period, with the window of jobs it covered. */
export const alertRuns = pgTable(
  'alert_runs',
  {
    frequency: text('frequency').$type<'daily' | 'weekly'>().notNull(),
    periodStart: timestamp('period_start', { withTimezone: true }).notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    windowEnd: timestamp('window_end', { withTimezone: true }).notNull(),
    jobs: integer('jobs').notNull(),
    digests: integer('digests').notNull(),
    mails: integer('mails').notNull(),
    /** The window's jobs, newest first: a digest's head names them by position. */
    jobIds: integer('job_ids').array(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.frequency, t.periodStart] })],
);

/* ---------- Recruiter workspace (decision 014) ---------- */

/** Each time someone of a company opened a candidate's profile: the candidate sees who did. */
export const candidateProfileViews = pgTable(
  'candidate_profile_views',
  {
    id: serial('id').primaryKey(),
    candidateId: uuid('candidate_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    viewerId: uuid('viewer_id').references(() => users.id, { onDelete: 'set null' }),
    viewedAt: timestamp('viewed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('candidate_profile_views_candidate_idx').on(t.candidateId, t.viewedAt),
    index('candidate_profile_views_company_idx').on(t.companyId, t.candidateId),
  ],
);

/** Recruiters' notes on a candidate, seen only inside the company that wrote them. */
export const candidateComments = pgTable(
  'candidate_comments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    candidateId: uuid('candidate_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('candidate_comments_candidate_idx').on(t.candidateId, t.companyId)],
);

/** A consultant's judgement of a candidate after talking to them, seen only inside the company. */
export const consultantFeedback = pgTable(
  'consultant_feedback',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    candidateId: uuid('candidate_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    /** 1 to 5. */
    rating: integer('rating').notNull(),
    fitRoles: text('fit_roles').notNull().default(''),
    /** The monthly salary in AED talked about, if it was. */
    salaryDiscussed: integer('salary_discussed'),
    availability: text('availability').notNull().default(''),
    notes: text('notes').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    index('consultant_feedback_candidate_idx').on(t.candidateId, t.companyId),
    check('consultant_feedback_rating', sql`rating between 1 and 5`),
  ],
);

/** A recruiter's named CV search, run again from the saved list. */
export const savedCandidateSearches = pgTable(
  'saved_candidate_searches',
  {
    id: serial('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** The search as the CV search's query schema reads it (ZCandidateSearchQuery). */
    query: jsonb('query').$type<Record<string, unknown>>().notNull(),
    /** When it was last run from the list: candidates active since then count as new. */
    lastRunAt: timestamp('last_run_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [
    index('saved_candidate_searches_user_idx').on(t.userId, t.createdAt),
    uniqueIndex('saved_candidate_searches_name_key').on(t.userId, sql`lower(${t.name})`),
  ],
);

/** A company's named folder of candidates, shared by its colleagues. */
export const cvFolders = pgTable(
  'cv_folders',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('cv_folders_name_key').on(t.companyId, sql`lower(${t.name})`)],
);

export const cvFolderCandidates = pgTable(
  'cv_folder_candidates',
  {
    folderId: integer('folder_id')
      .notNull()
      .references(() => cvFolders.id, { onDelete: 'cascade' }),
    candidateId: uuid('candidate_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    addedBy: uuid('added_by').references(() => users.id, { onDelete: 'set null' }),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.folderId, t.candidateId] }),
    index('cv_folder_candidates_candidate_idx').on(t.candidateId),
  ],
);

/**
 * A candidate the consultancy sent to a client: the client's users open it through an e-mailed
 * link whose token is kept only as a SHA-256 hash, for SUBMISSION_LINK_DAYS, and answer there.
 */
export const candidateSubmissions = pgTable(
  'candidate_submissions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    consultancyId: integer('consultancy_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    clientId: integer('client_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    jobId: integer('job_id').references(() => jobs.id, { onDelete: 'set null' }),
    candidateId: uuid('candidate_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sentBy: uuid('sent_by').references(() => users.id, { onDelete: 'set null' }),
    note: text('note').notNull().default(''),
    /** The client sees the candidate's e-mail and mobile number. */
    shareContact: boolean('share_contact').notNull().default(false),
    tokenHash: text('token_hash').notNull(),
    status: text('status').$type<SubmissionStatus>().notNull().default('sent'),
    clientNote: text('client_note').notNull().default(''),
    viewedAt: timestamp('viewed_at', { withTimezone: true }),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('candidate_submissions_token_key').on(t.tokenHash),
    index('candidate_submissions_consultancy_idx').on(t.consultancyId, t.createdAt),
    index('candidate_submissions_candidate_idx').on(t.candidateId),
    index('candidate_submissions_client_idx').on(t.clientId, t.createdAt),
  ],
);

/**
 * What CV search reads: one narrow row per candidate with a profile, kept in step with the profile,
 * the user, and the candidate's employments, educations and certifications by triggers (migration
 * 0012, which also holds the view `candidate_search_source` the rows are computed from). Hidden and
 * disabled candidates keep their row; the search's reach (talent.policy.ts) leaves them out.
 */
export const candidateSearch = pgTable(
  'candidate_search',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    visibility: text('visibility').$type<CandidateVisibility>().notNull(),
    userStatus: text('user_status')
      .$type<'active' | 'disabled' | 'pending' | 'unconsented'>()
      .notNull(),
    name: text('name').notNull(),
    headline: text('headline').notNull(),
    /** The designation and employer of the current employment, else of the latest. */
    currentDesignation: text('current_designation'),
    currentEmployer: text('current_employer'),
    experienceYears: integer('experience_years'),
    /** The emirate the candidate lives in (the emirate of their area). */
    stateId: integer('state_id'),
    willingToRelocate: boolean('willing_to_relocate').notNull(),
    nationalityId: integer('nationality_id'),
    visaStatus: text('visa_status'),
    noticePeriod: text('notice_period'),
    expectedSalary: integer('expected_salary'),
    drivingLicences: text('driving_licences').array().notNull(),
    languages: text('languages').array().notNull(),
    /** The desired designations and functional areas. */
    designationIds: integer('designation_ids').array().notNull(),
    functionalAreaIds: integer('functional_area_ids').array().notNull(),
    /** The highest education: 1 + its index in EDUCATION_LEVELS, null when none is known. */
    educationRank: integer('education_rank'),
    /** The certifications' names, and their expiry dates in the same order ('infinity' for none). */
    certificationNames: text('certification_names').array().notNull(),
    certificationExpiries: date('certification_expiries', { mode: 'string' }).array().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** The latest of the last sign-in, the profile's last change and the sign-up. */
    lastActiveAt: timestamp('last_active_at', { withTimezone: true }).notNull(),
    /** A: name, headline, desired titles, designations; B: skills, certifications; C: summary,
     * experience and education; D: the CV's text (capped). */
    searchVector: tsvector('search_vector').notNull(),
    /** The keyword signature of the vector, as job search's (SIGNATURE_BITS, migration 0007). */
    signature: bit('signature', { dimensions: SIGNATURE_BITS })
      .notNull()
      .generatedAlwaysAs(sql`search_signature(search_vector)`),
  },
  (t) => [
    index('candidate_search_keywords_idx').using('gin', t.searchVector),
    index('candidate_search_active_idx').on(t.lastActiveAt.desc(), t.userId.desc()),
    index('candidate_search_state_idx').on(t.stateId, t.lastActiveAt.desc()),
    // These two also INCLUDE the columns of the reach and of the most used filters, and the
    // signature (the first the emirate too), so that the most recently active candidates are passed
    // over or kept from the index alone (migration 0013; drizzle does not write INCLUDE).
    index('candidate_search_active_walk_idx').on(t.lastActiveAt.desc(), t.userId.desc()),
    index('candidate_search_state_walk_idx').on(t.stateId, t.lastActiveAt.desc(), t.userId.desc()),
    index('candidate_search_nationality_idx').on(t.nationalityId, t.lastActiveAt.desc()),
    index('candidate_search_experience_idx').on(t.experienceYears),
    index('candidate_search_designations_idx').using('gin', t.designationIds),
    index('candidate_search_areas_idx').using('gin', t.functionalAreaIds),
    index('candidate_search_created_idx').on(t.createdAt),
  ],
);

/* ---------- Recruiter communications (issue 15) ---------- */

const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/** A company's e-mail templates: subject and sanitised rich-text body with merge tags. */
export const emailTemplates = pgTable(
  'email_templates',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    /** Marketing mail (an invitation to apply): carries an unsubscribe link and header. */
    marketing: boolean('marketing').notNull().default(false),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('email_templates_company_name_key').on(t.companyId, sql`lower(${t.name})`)],
);

/** One template sent to many candidates through the outbox: its progress is its messages'. */
export const emailSends = pgTable(
  'email_sends',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    templateId: integer('template_id').references(() => emailTemplates.id, {
      onDelete: 'set null',
    }),
    jobId: integer('job_id').references(() => jobs.id, { onDelete: 'set null' }),
    sentBy: uuid('sent_by').references(() => users.id, { onDelete: 'set null' }),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    marketing: boolean('marketing').notNull().default(false),
    /** Candidates e-mailed, and those left out (unsubscribed, or no longer reachable). */
    recipients: integer('recipients').notNull().default(0),
    skipped: integer('skipped').notNull().default(0),
    status: text('status').$type<'sending' | 'stopped' | 'done'>().notNull().default('sending'),
    stoppedAt: timestamp('stopped_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('email_sends_company_idx').on(t.companyId, t.createdAt)],
);

/**
 * Who a bulk send reaches, written when it is asked for and mailed by the worker in batches: a
 * row is claimed (claimed_until, taken with FOR UPDATE SKIP LOCKED), its mail written, and the row
 * marked in the same transaction, so a crash leaves it pending and nobody is mailed twice.
 */
export const emailSendRecipients = pgTable(
  'email_send_recipients',
  {
    sendId: uuid('send_id')
      .notNull()
      .references(() => emailSends.id, { onDelete: 'cascade' }),
    candidateId: uuid('candidate_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The order chosen. */
    position: integer('position').notNull(),
    state: text('state')
      .$type<'pending' | 'done' | 'skipped' | 'cancelled'>()
      .notNull()
      .default('pending'),
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.sendId, t.candidateId] }),
    index('email_send_recipients_pending_idx')
      .on(t.sendId, t.position)
      .where(sql`state = 'pending'`),
  ],
);

/**
 * Every e-mail a company sent a candidate: who sent what, when, and its delivery, which a trigger
 * (migration 0014) copies from the message's outbox row as the worker sends it.
 */
export const candidateEmails = pgTable(
  'candidate_emails',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    candidateId: uuid('candidate_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The bulk send it is part of; null for one e-mail to one candidate. */
    sendId: uuid('send_id').references(() => emailSends.id, { onDelete: 'cascade' }),
    outboxId: uuid('outbox_id').references(() => outbox.id, { onDelete: 'set null' }),
    templateId: integer('template_id').references(() => emailTemplates.id, {
      onDelete: 'set null',
    }),
    jobId: integer('job_id').references(() => jobs.id, { onDelete: 'set null' }),
    sentBy: uuid('sent_by').references(() => users.id, { onDelete: 'set null' }),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    /** The text as sent, links' tokens masked. */
    text: text('text_body').notNull(),
    status: text('status')
      .$type<'queued' | 'sent' | 'failed' | 'cancelled'>()
      .notNull()
      .default('queued'),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** The response link's token, as its SHA-256 hash; null when the mail asks for no answer. */
    responseTokenHash: text('response_token_hash'),
    responseExpiresAt: timestamp('response_expires_at', { withTimezone: true }),
    /** A marketing mail's unsubscribe link's token, as its SHA-256 hash. */
    unsubscribeTokenHash: text('unsubscribe_token_hash'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('candidate_emails_send_candidate_key').on(t.sendId, t.candidateId),
    uniqueIndex('candidate_emails_response_token_key').on(t.responseTokenHash),
    uniqueIndex('candidate_emails_unsubscribe_token_key').on(t.unsubscribeTokenHash),
    index('candidate_emails_candidate_idx').on(t.candidateId, t.companyId, t.createdAt),
    index('candidate_emails_outbox_idx').on(t.outboxId),
  ],
);

/** A company's answer options for e-mail responses; the defaults until it sets its own. */
export const emailResponseSettings = pgTable('email_response_settings', {
  companyId: integer('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  options: text('options').array().notNull(),
  updatedAt: updatedAt(),
});

/** A candidate's answer to an e-mail: one per mail, answering again updates it. */
export const emailResponses = pgTable(
  'email_responses',
  {
    candidateEmailId: uuid('candidate_email_id')
      .primaryKey()
      .references(() => candidateEmails.id, { onDelete: 'cascade' }),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    candidateId: uuid('candidate_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    answer: text('answer').notNull(),
    note: text('note').notNull().default(''),
    callTime: text('call_time').notNull().default(''),
    answeredAt: timestamp('answered_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: updatedAt(),
  },
  (t) => [index('email_responses_company_idx').on(t.companyId, t.updatedAt)],
);

/** A candidate who stopped a company's marketing e-mails. */
export const emailUnsubscribes = pgTable(
  'email_unsubscribes',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    candidateId: uuid('candidate_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.candidateId] })],
);

/**
 * A company's interview with a candidate: its calendar invitation's UID is the id, and SEQUENCE
 * `sequence`, raised by every reschedule and the cancellation.
 */
export const interviews = pgTable(
  'interviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    candidateId: uuid('candidate_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    applicationId: uuid('application_id').references(() => applications.id, {
      onDelete: 'set null',
    }),
    jobId: integer('job_id').references(() => jobs.id, { onDelete: 'set null' }),
    submissionId: uuid('submission_id').references(() => candidateSubmissions.id, {
      onDelete: 'set null',
    }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    mode: text('mode').$type<'in_person' | 'phone' | 'video'>().notNull(),
    /** In person: the address and a map link; video: the meeting link; phone: the number to call. */
    location: text('location').notNull().default(''),
    mapLink: text('map_link').notNull().default(''),
    videoLink: text('video_link').notNull().default(''),
    phone: text('phone').notNull().default(''),
    notes: text('notes').notNull().default(''),
    status: text('status')
      .$type<'scheduled' | 'cancelled' | 'completed'>()
      .notNull()
      .default('scheduled'),
    outcome: text('outcome'),
    outcomeNote: text('outcome_note').notNull().default(''),
    candidateAnswer: text('candidate_answer')
      .$type<'pending' | 'accepted' | 'declined' | 'new_time'>()
      .notNull()
      .default('pending'),
    candidateNote: text('candidate_note').notNull().default(''),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    sequence: integer('sequence').notNull().default(0),
    reminded24At: timestamp('reminded_24_at', { withTimezone: true }),
    reminded2At: timestamp('reminded_2_at', { withTimezone: true }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('interviews_company_idx').on(t.companyId, t.startsAt),
    index('interviews_candidate_idx').on(t.candidateId),
    index('interviews_due_idx')
      .on(t.startsAt)
      .where(sql`status = 'scheduled'`),
  ],
);

/**
 * The candidate's answer links of an interview, each token kept only as its SHA-256 hash: every
 * e-mail to the candidate (invitation, update, reminder) carries a fresh one, and each keeps working
 * for as long as the interview can be answered.
 */
export const interviewLinks = pgTable(
  'interview_links',
  {
    tokenHash: text('token_hash').primaryKey(),
    interviewId: uuid('interview_id')
      .notNull()
      .references(() => interviews.id, { onDelete: 'cascade' }),
    /** The interview's SEQUENCE when the link was sent: a reschedule since makes it stale. */
    sequence: integer('sequence').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('interview_links_interview_idx').on(t.interviewId)],
);

/** The company users who interview. */
export const interviewInterviewers = pgTable(
  'interview_interviewers',
  {
    interviewId: uuid('interview_id')
      .notNull()
      .references(() => interviews.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.interviewId, t.userId] }),
    index('interview_interviewers_user_idx').on(t.userId),
  ],
);

/**
 * Internal notes on a job (SPEC.md call jobs/comment): read by the job's company and, for a client's
 * job, by the consultancy; never by candidates.
 */
export const jobComments = pgTable(
  'job_comments',
  {
    id: serial('id').primaryKey(),
    jobId: integer('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    /** The company of the author: whose note it is. */
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('job_comments_job_idx').on(t.jobId, t.createdAt)],
);

/**
 * Every administrative action (who, what, when, before and after): permission changes, clients,
 * users, roles. Written in the transaction of the change it records; never updated.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** The actor's e-mail at the time, kept when the account is gone. */
    actorEmail: text('actor_email').notNull().default(''),
    /** What was done, one of AUDIT_ACTIONS, e.g. 'role.update'. */
    action: text('action').notNull(),
    /** What it was done to: 'company', 'user', 'role', 'role_group' ... and its id. */
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    /** The company the target belongs to, so a client's history is one query. */
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'set null' }),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_log_created_idx').on(t.createdAt),
    index('audit_log_target_idx').on(t.targetType, t.targetId),
    index('audit_log_company_idx').on(t.companyId, t.createdAt),
    index('audit_log_actor_idx').on(t.actorId, t.createdAt),
  ],
);

/**
 * Logistics news. `published_at` is when a published article goes live: one in the future waits
 * off the public pages until then. The body is rich text, sanitised before it is stored.
 */
export const newsArticles = pgTable(
  'news_articles',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    body: text('body').notNull(),
    coverFileId: uuid('cover_file_id').references(() => files.id, { onDelete: 'set null' }),
    coverAlt: text('cover_alt').notNull().default(''),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    status: text('status').$type<'draft' | 'published'>().notNull().default('draft'),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('news_articles_slug_idx').on(t.slug),
    index('news_articles_live_idx').on(t.status, t.publishedAt),
    index('news_articles_tags_idx').using('gin', t.tags),
    check('news_articles_status_check', sql`${t.status} in ('draft', 'published')`),
  ],
);

/**
 * The words of a service page an administrator has changed; a page without a row shows the default
 * the content module holds (content.defaults.ts).
 */
export const servicePages = pgTable('service_pages', {
  /** One of the catalogue's keys (packages/shared/src/service-pages.ts). */
  key: text('key').primaryKey(),
  title: text('title').notNull(),
  description: text('description').notNull(),
  /** Sanitised rich text. */
  body: text('body').notNull(),
  updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** An enquiry sent from contact-us or an employer page, with who handles it. */
/**
 * The enquiry form's tokens already taken, by their nonce, so that each is used once by every
 * process; kept until the token could no longer be taken anyway.
 */
export const usedFormTokens = pgTable(
  'used_form_tokens',
  {
    nonce: text('nonce').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('used_form_tokens_expires_idx').on(t.expiresAt)],
);

export const enquiries = pgTable(
  'enquiries',
  {
    id: serial('id').primaryKey(),
    /** The page it was sent from (a key of the catalogue). */
    page: text('page').notNull(),
    name: text('name').notNull(),
    company: text('company').notNull().default(''),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    /** new, in_progress or closed. */
    status: text('status').notNull().default('new'),
    assigneeId: uuid('assignee_id').references(() => users.id, { onDelete: 'set null' }),
    /** Staff's internal note, never sent to the sender. */
    note: text('note').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('enquiries_status_check', sql`${t.status} in ('new', 'in_progress', 'closed')`),
    index('enquiries_created_idx').on(t.createdAt),
    index('enquiries_status_idx').on(t.status, t.createdAt),
    index('enquiries_assignee_idx').on(t.assigneeId, t.createdAt),
  ],
);
/*
 * Plans, subscriptions and tax invoices. Money is whole fils (AED × 100), never floating point.
 * A limit column is null for unlimited.
 */
export const plans = pgTable(
  'plans',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    /** The list price before VAT, per billing period. */
    priceFils: integer('price_fils').notNull().default(0),
    billingPeriod: text('billing_period').$type<'month' | 'quarter' | 'year'>().notNull(),
    /** Shown on the pricing page. */
    isPublic: boolean('is_public').notNull().default(true),
    /** Offered for new assignments. */
    isActive: boolean('is_active').notNull().default(true),
    /** The one plan of every company that no paid subscription covers today. */
    isFree: boolean('is_free').notNull().default(false),
    sortOrder: integer('sort_order').notNull().default(0),
    cvSearch: boolean('cv_search').notNull().default(false),
    jobPosts: integer('job_posts'),
    featuredJobs: integer('featured_jobs'),
    cvViews: integer('cv_views'),
    cvDownloads: integer('cv_downloads'),
    usersLimit: integer('users_limit'),
    bulkEmails: integer('bulk_emails'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('plans_name_idx').on(sql`lower(${t.name})`),
    uniqueIndex('plans_free_idx')
      .on(t.isFree)
      .where(sql`is_free`),
    check('plans_price_check', sql`price_fils >= 0`),
  ],
);

/** A plan assigned to a client company for a period, at the price agreed (before VAT). */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    planId: integer('plan_id')
      .notNull()
      .references(() => plans.id),
    startsOn: date('starts_on', { mode: 'string' }).notNull(),
    endsOn: date('ends_on', { mode: 'string' }).notNull(),
    priceFils: integer('price_fils').notNull(),
    /** The client's tax registration number, for its invoice; '' when it has none. */
    buyerTrn: text('buyer_trn').notNull().default(''),
    assignedBy: uuid('assigned_by').references(() => users.id, { onDelete: 'set null' }),
    /** When the renewal reminder (before the end) and the expiry notice were e-mailed. */
    renewalRemindedAt: timestamp('renewal_reminded_at', { withTimezone: true }),
    expiryNotifiedAt: timestamp('expiry_notified_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('subscriptions_company_idx').on(t.companyId, t.startsOn),
    index('subscriptions_ends_idx').on(t.endsOn),
    check('subscriptions_dates_check', sql`ends_on >= starts_on`),
    check('subscriptions_price_check', sql`price_fils >= 0`),
  ],
);

/**
 * A subscription's payment and the tax invoice it issues (one each). The seller's and the buyer's
 * details are copied in when it is issued: an invoice never changes afterwards.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: serial('id').primaryKey(),
    /** Sequential, without gaps: the next is taken under a lock when an invoice is issued. */
    number: integer('number').notNull(),
    subscriptionId: integer('subscription_id')
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    issuedOn: date('issued_on', { mode: 'string' }).notNull(),
    supplyDate: date('supply_date', { mode: 'string' }).notNull(),
    paymentMethod: text('payment_method').$type<'bank_transfer' | 'card'>().notNull(),
    paymentReference: text('payment_reference').notNull(),
    sellerName: text('seller_name').notNull(),
    sellerAddress: text('seller_address').notNull(),
    sellerTrn: text('seller_trn').notNull(),
    buyerName: text('buyer_name').notNull(),
    buyerAddress: text('buyer_address').notNull().default(''),
    buyerTrn: text('buyer_trn').notNull().default(''),
    description: text('description').notNull(),
    netFils: integer('net_fils').notNull(),
    vatFils: integer('vat_fils').notNull(),
    totalFils: integer('total_fils').notNull(),
    issuedBy: uuid('issued_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('invoices_number_idx').on(t.number),
    uniqueIndex('invoices_subscription_idx').on(t.subscriptionId),
    index('invoices_company_idx').on(t.companyId, t.issuedOn),
    check('invoices_total_check', sql`total_fils = net_fils + vat_fils`),
  ],
);

/**
 * What a company spent of a monthly limit in a month (YYYY-MM, UAE time). Spending is one atomic
 * upsert that refuses to pass the limit, so two requests never both take the last unit.
 */
export const entitlementUsage = pgTable(
  'entitlement_usage',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    period: text('period').notNull(),
    used: integer('used').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.key, t.period] })],
);

/** What a monthly limit was spent on (a candidate opened, a CV downloaded): each once a month. */
export const entitlementSpends = pgTable(
  'entitlement_spends',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    period: text('period').notNull(),
    subject: text('subject').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.key, t.period, t.subject] })],
);

/**
 * A candidate's copy of their data (decision 028): prepared by the worker as a ZIP in the file
 * store, downloaded through an e-mailed link whose token is kept only as a SHA-256 hash, and removed
 * when the link expires.
 */
export const dataExports = pgTable(
  'data_exports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status')
      .$type<'requested' | 'ready' | 'expired'>()
      .notNull()
      .default('requested'),
    tokenHash: text('token_hash'),
    storageKey: text('storage_key'),
    size: integer('size'),
    readyAt: timestamp('ready_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** Downloads begun through the link: it stops at EXPORT_LINK_DOWNLOADS (decision 036). */
    downloads: integer('downloads').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index('data_exports_user_idx').on(t.userId, t.createdAt),
    uniqueIndex('data_exports_token_key').on(t.tokenHash),
  ],
);

/**
 * Heavy work done by the worker rather than in a request (decision 032): a bulk send's mails, and
 * any other kind given a handler. A job is claimed for a while (locked_until) by one worker at a
 * time, advances in small steps that each commit their own progress, and so resumes after a crash.
 */
export const backgroundJobs = pgTable(
  'background_jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull(),
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    status: text('status')
      .$type<'queued' | 'running' | 'done' | 'failed' | 'cancelled'>()
      .notNull()
      .default('queued'),
    total: integer('total').notNull().default(0),
    done: integer('done').notNull().default(0),
    failures: integer('failures').notNull().default(0),
    lastError: text('last_error'),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('background_jobs_due_idx')
      .on(t.createdAt)
      .where(sql`status in ('queued', 'running')`),
  ],
);
