import { sql } from 'drizzle-orm';
import { defaultSiteSettings, type TSiteSettings } from '@logicareers/shared/schemas/settings';
import type { Db } from '../../db/client';
import { siteSettings } from '../../db/schema';

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

export async function writeSiteSettings(db: Db, values: Partial<TSiteSettings>) {
  const entries = Object.entries(values).filter(([, value]) => value !== undefined);
  if (!entries.length) return;
  await db
    .insert(siteSettings)
    .values(entries.map(([key, value]) => ({ key, value })))
    .onConflictDoUpdate({
      target: siteSettings.key,
      set: { value: sql`excluded.value`, updatedAt: new Date() },
    });
}
