import { and, count, desc, eq, gte, ilike, lt, type SQL } from 'drizzle-orm';
import { UAE_UTC_OFFSET } from '@logicareers/shared/uae-date';
import type { TAuditEntry } from '@logicareers/shared/schemas/roles';
import type { Db } from '../../db/client';
import { auditLog, companies } from '../../db/schema';
import { readPage } from '../../lib/paging';
import { containing } from '../../lib/like';

export interface AuditFilter {
  actor?: string;
  action?: string;
  target_type?: string;
  company_id?: number | null;
  /** Days (YYYY-MM-DD) in UAE time, both included. */
  from?: string;
  to?: string;
}

const dayStart = (day: string) => new Date(`${day}T00:00:00${UAE_UTC_OFFSET}`);

/** A page of the audit log, newest first. */
export async function listAuditLog(db: Db, filter: AuditFilter, page: number, pageSize: number) {
  const conditions: (SQL | undefined)[] = [
    filter.actor ? ilike(auditLog.actorEmail, containing(filter.actor)) : undefined,
    filter.action ? eq(auditLog.action, filter.action) : undefined,
    filter.target_type ? eq(auditLog.targetType, filter.target_type) : undefined,
    filter.company_id ? eq(auditLog.companyId, filter.company_id) : undefined,
    filter.from ? gte(auditLog.createdAt, dayStart(filter.from)) : undefined,
    filter.to
      ? lt(auditLog.createdAt, new Date(dayStart(filter.to).getTime() + 86_400_000))
      : undefined,
  ];
  const where = and(...conditions);
  return readPage(
    { page, pageSize },
    {
      rows: db
        .select({
          id: auditLog.id,
          actorEmail: auditLog.actorEmail,
          action: auditLog.action,
          targetType: auditLog.targetType,
          targetId: auditLog.targetId,
          companyId: auditLog.companyId,
          companyName: companies.name,
          before: auditLog.before,
          after: auditLog.after,
          createdAt: auditLog.createdAt,
        })
        .from(auditLog)
        .leftJoin(companies, eq(companies.id, auditLog.companyId))
        .where(where)
        .orderBy(desc(auditLog.createdAt), desc(auditLog.id)),
      total: db.select({ total: count() }).from(auditLog).where(where),
    },
    (rows) =>
      rows.map((row): TAuditEntry => ({
        id: Number(row.id),
        actor_email: row.actorEmail,
        action: row.action,
        target_type: row.targetType,
        target_id: row.targetId,
        company_id: row.companyId,
        company_name: row.companyName,
        before: row.before,
        after: row.after,
        created_at: row.createdAt.toISOString(),
      })),
  );
}
