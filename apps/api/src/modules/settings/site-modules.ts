import type { FastifyInstance, FastifyRequest } from 'fastify';
import { inArray, sql } from 'drizzle-orm';
import {
  ALL_MODULES_ON,
  SITE_MODULE_KEYS,
  SITE_MODULES,
  type SiteModule,
  type SiteModules,
} from '@logicareers/shared/modules';
import type { Db } from '../../db/client';
import { siteSettings } from '../../db/schema';
import { notFound } from '../../lib/errors';
import type { SessionUser } from '../access/sessions';
import { recordAudit } from '../audit/audit';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The site feature the route belongs to: switched off, the route answers 404. */
    module?: SiteModule;
  }
}

/** A feature's switch is a site setting of its own, stored only once it has been switched off. */
const settingKey = (module: SiteModule) => `module.${module}`;

/** Which features are on. */
export async function readModules(db: Db, only: readonly SiteModule[] = SITE_MODULE_KEYS) {
  const rows = await db
    .select({ key: siteSettings.key, value: siteSettings.value })
    .from(siteSettings)
    .where(inArray(siteSettings.key, only.map(settingKey)));
  const modules: SiteModules = { ...ALL_MODULES_ON };
  for (const row of rows)
    modules[row.key.slice('module.'.length) as SiteModule] = row.value !== 'off';
  return modules;
}

export const moduleOn = async (db: Db, module: SiteModule) =>
  (await readModules(db, [module]))[module];

/** Whether a feature is on, as SQL: for a rule that must hold within the statement that reads. */
export const moduleOnSql = (module: SiteModule) =>
  sql`not exists (select 1 from ${siteSettings} where ${siteSettings.key} = ${settingKey(module)}
    and ${siteSettings.value} #>> '{}' = 'off')`;

/** Switches features on or off, with an entry in the audit log. */
export async function writeModules(
  db: Db,
  actor: SessionUser,
  changes: Partial<SiteModules>,
): Promise<SiteModules> {
  return db.transaction(async (tx) => {
    const before = await readModules(tx);
    const entries = SITE_MODULE_KEYS.filter(
      (key) => changes[key] !== undefined && changes[key] !== before[key],
    );
    if (!entries.length) return before;
    await tx
      .insert(siteSettings)
      .values(entries.map((key) => ({ key: settingKey(key), value: changes[key] ? 'on' : 'off' })))
      .onConflictDoUpdate({
        target: siteSettings.key,
        set: { value: sql`excluded.value`, updatedAt: new Date() },
      });
    const after = { ...before, ...Object.fromEntries(entries.map((key) => [key, changes[key]])) };
    await recordAudit(tx, actor, {
      action: 'modules.update',
      targetType: 'site',
      targetId: 'modules',
      before: Object.fromEntries(entries.map((key) => [key, before[key]])),
      after: Object.fromEntries(entries.map((key) => [key, after[key]])),
    });
    return after;
  });
}

const applies = (module: SiteModule, user: SessionUser | null) => {
  const only = (SITE_MODULES[module] as { only?: readonly string[] }).only;
  return !only || (!!user && only.includes(user.role));
};

/**
 * Answers 404 from the routes of a switched-off feature, as if they did not exist. A switch for every
 * account is checked before the route's access rule, so nobody learns more than "not found"; one
 * limited to some kinds of account (`only`) once the session says who is asking.
 */
export function moduleSwitches(app: FastifyInstance) {
  const check = (scoped: boolean) => async (request: FastifyRequest) => {
    const module = request.routeOptions.config?.module;
    if (!module) return;
    if (!!(SITE_MODULES[module] as { only?: unknown }).only !== scoped) return;
    if (!applies(module, request.user)) return;
    if (!(await moduleOn(app.ctx.db, module))) throw notFound();
  };
  return { beforeAccess: check(false), afterAccess: check(true) };
}
