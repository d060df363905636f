import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import {
  defaultSiteSettings,
  type TSiteSettings,
  ZSiteSettings,
} from '@logicareers/shared/schemas/settings';
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
    // A number of months written as '6' may come back from the json column as the number 6.
    const value = stored[key];
    // A value the rules of today refuse (a `javascript:` link kept before they were) is not served.
    if (
      (typeof value === 'string' || typeof value === 'number') &&
      ZSiteSettings.shape[key].safeParse(String(value)).success
    )
      settings[key] = String(value);
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

const secrets = new WeakMap<Db, Map<string, Promise<Buffer>>>();

/**
 * A secret of the installation (for signing form tokens, say): 32 random bytes made on first use
 * and kept in the settings table under `secret:{name}`, so every process of the site signs alike.
 * Never part of the site settings that are read or written through the API.
 */
export function serverSecret(db: Db, name: string): Promise<Buffer> {
  let byDb = secrets.get(db);
  if (!byDb) secrets.set(db, (byDb = new Map()));
  let secret = byDb.get(name);
  if (!secret) {
    const key = `secret:${name}`;
    secret = (async () => {
      await db
        .insert(siteSettings)
        .values({ key, value: randomBytes(32).toString('base64url') })
        .onConflictDoNothing();
      const [row] = await db
        .select({ value: siteSettings.value })
        .from(siteSettings)
        .where(eq(siteSettings.key, key));
      return Buffer.from(String(row.value), 'base64url');
    })();
    secret.catch(() => byDb.delete(name));
    byDb.set(name, secret);
  }
  return secret;
}
