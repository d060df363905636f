import * as pg from 'drizzle-orm/pg-core';

import { createdAt } from '../../db/columns';
import { companies, doneBy } from '../access/access.schema';

/**
 * Every administrative action (who, what, when, before and after): permission changes, clients,
 * users, roles. Written in the transaction of the change it records; never updated.
 */
export const auditLog = pg.pgTable(
  'audit_log',
  {
    id: pg.bigserial('id', { mode: 'number' }).primaryKey(),
    actorId: doneBy('actor_id'),
    /** The actor's e-mail at the time, kept when the account is gone. */
    actorEmail: pg.text('actor_email').notNull().default(''),
    /** What was done, one of AUDIT_ACTIONS, e.g. 'role.update'. */
    action: pg.text('action').notNull(),
    /** What it was done to: 'company', 'user', 'role', 'role_group' ... and its id. */
    targetType: pg.text('target_type').notNull(),
    targetId: pg.text('target_id').notNull(),
    /** The company the target belongs to, so a client's history is one query. */
    companyId: pg.integer('company_id').references(() => companies.id, { onDelete: 'set null' }),
    before: pg.jsonb('before'),
    after: pg.jsonb('after'),
    createdAt: createdAt(),
  },
  (t) => [
    pg.index('audit_log_created_idx').on(t.createdAt),
    pg.index('audit_log_target_idx').on(t.targetType, t.targetId),
    pg.index('audit_log_company_idx').on(t.companyId, t.createdAt),
    pg.index('audit_log_actor_idx').on(t.actorId, t.createdAt),
  ],
);
