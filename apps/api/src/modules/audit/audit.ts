import type { AUDIT_TARGET_TYPES, AuditAction } from '@logicareers/shared/audit';
import type { Db } from '../../db/client';
import { auditLog } from '../../db/schema';
import type { SessionUser } from '../access/sessions';

/** What an administrative action did, for the audit log. */
export interface AuditEntry {
  action: AuditAction;
  targetType: (typeof AUDIT_TARGET_TYPES)[number];
  targetId: string | number;
  /** The company the target belongs to, so a client's history finds it. */
  companyId?: number | null;
  before?: unknown;
  after?: unknown;
}

/**
 * Records an administrative action: who (the signed-in user, or null for the system), what, when,
 * before and after. Give it the transaction of the change, so the record and the change stand or
 * fall together.
 */
export async function recordAudit(db: Db, actor: SessionUser | null, entry: AuditEntry) {
  await db.insert(auditLog).values({
    actorId: actor?.id ?? null,
    actorEmail: actor?.email ?? '',
    action: entry.action,
    targetType: entry.targetType,
    targetId: String(entry.targetId),
    companyId: entry.companyId ?? null,
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}
