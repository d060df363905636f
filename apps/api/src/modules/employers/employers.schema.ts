import * as pg from 'drizzle-orm/pg-core';

import { createdAt } from '../../db/columns';
import { belongsToCompany, doneBy } from '../access/access.schema';
import { masterItems } from '../master-data/master-data.schema';

/** A company's contact people (SPEC.md call employers/contacts). */
export const companyContacts = pg.pgTable(
  'company_contacts',
  {
    id: pg.serial('id').primaryKey(),
    companyId: belongsToCompany(),
    name: pg.text('name').notNull(),
    designation: pg.text('designation').notNull().default(''),
    email: pg.text('email').notNull().default(''),
    phone: pg.text('phone').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [pg.index('company_contacts_company_idx').on(t.companyId)],
);

/** A company's branches (SPEC.md call employers/branches). */
export const companyBranches = pg.pgTable(
  'company_branches',
  {
    id: pg.serial('id').primaryKey(),
    companyId: belongsToCompany(),
    /** The emirate (master data). */
    stateId: pg.integer('state_id').references((): pg.AnyPgColumn => masterItems.id),
    area: pg.text('area').notNull().default(''),
    address: pg.text('address').notNull().default(''),
    phone: pg.text('phone').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [pg.index('company_branches_company_idx').on(t.companyId)],
);

/**
 * Administrators' internal comments on a client (SPEC.md call employers/comment): read by the site's
 * administrators and the consultancy, never by the client.
 */
export const companyComments = pg.pgTable(
  'company_comments',
  {
    id: pg.serial('id').primaryKey(),
    companyId: belongsToCompany(),
    authorId: doneBy('author_id'),
    body: pg.text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [pg.index('company_comments_company_idx').on(t.companyId, t.createdAt)],
);
