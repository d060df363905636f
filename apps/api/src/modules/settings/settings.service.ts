import { sql } from 'drizzle-orm';
import { defaultSiteSettings, type TSiteSettings } from '@logicareers/shared/schemas/settings';
import type { Db } from '../../db/client';
import { siteSettings } from '../../db/schema';
import type { SessionUser } from '../access/sessions';
import { recordAudit } from '../audit/audit';

export async function readSiteSettings(db: Db): Promise<TSiteSettings> {
  const rows = await db
    .select({ key: siteSettings.key, value: siteSettings.value })
    .from(siteSettings);
  const stored = Object.fromEntries(rows.map((row) => [row.key, row.value]));
  const settings = { ...defaultSiteSettings };
  for (const key of Object.keys(settings) as (keyof TSiteSettings)[]) {
    if (typeof stored[key] === 'string') settings[key] = stored[key] as string;
  }
  return settings;
}

/** Changes the site settings, with an entry in the audit log of what changed. */
export async function writeSiteSettings(
  db: Db,
  actor: SessionUser | null,
  values: Partial<TSiteSettings>,
) {
  await db.transaction(async (tx) => {
    const before = await readSiteSettings(tx);
    const changed = (Object.keys(values) as (keyof TSiteSettings)[]).filter(
      (key) => values[key] !== undefined && values[key] !== before[key],
    );
    if (!changed.length) return;
    await tx
      .insert(siteSettings)
      .values(changed.map((key) => ({ key, value: values[key] as string })))
      .onConflictDoUpdate({
        target: siteSettings.key,
        set: { value: sql`excluded.value`, updatedAt: new Date() },
      });
    await recordAudit(tx, actor, {
      action: 'settings.update',
      targetType: 'site',
      targetId: 'settings',
      before: Object.fromEntries(changed.map((key) => [key, before[key]])),
      after: Object.fromEntries(changed.map((key) => [key, values[key]])),
    });
  });
}
