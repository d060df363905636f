import { type AnyPgColumn, index, integer, pgTable, serial, text, uuid } from 'drizzle-orm/pg-core';

import { createdAt } from '../../db/columns';
import { belongsToCompany, users } from '../access/access.schema';
import { masterItems } from '../master-data/master-data.schema';

/** A company's contact people (SPEC.md call employers/contacts). */
export const companyContacts = pgTable(
  'company_contacts',
  {
    id: serial('id').primaryKey(),
    companyId: belongsToCompany(),
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
    companyId: belongsToCompany(),
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
    companyId: belongsToCompany(),
    authorId: uuid('author_id').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('company_comments_company_idx').on(t.companyId, t.createdAt)],
);
