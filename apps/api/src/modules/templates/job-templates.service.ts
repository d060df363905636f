import { REFUSED } from '@logicareers/shared/messages';
import { and, count, desc, eq, ilike } from 'drizzle-orm';
import { JOB_TEMPLATE_FIELDS, type TJobTemplate } from '@logicareers/shared/schemas/jobs';
import type { Db } from '../../db/client';
import { jobTemplates } from '../../db/schema';
import { invalid, notFound } from '../../lib/errors';
import { readPage } from '../../lib/paging';
import { containing } from '../../lib/like';
import type { SessionUser } from '../access/sessions';

/** PostgreSQL stores no NUL character, in text or in jsonb; pasted text sometimes has one. */
const withoutNul = (value: unknown): unknown =>
  typeof value === 'string'
    ? value.replaceAll('\u0000', '')
    : Array.isArray(value)
      ? value.map(withoutNul)
      : value && typeof value === 'object'
        ? Object.fromEntries(
            Object.entries(value).map(([k, v]) => [k.replaceAll('\u0000', ''), withoutNul(v)]),
          )
        : value;

const keepTemplateFields = (form: Record<string, unknown>) =>
  Object.fromEntries(
    JOB_TEMPLATE_FIELDS.filter((key) => form[key] !== undefined).map((key) => [
      key,
      withoutNul(form[key]),
    ]),
  );

/** Templates belong to a company; users without a company (administrators) cannot keep any. */
function companyOf(user: SessionUser) {
  if (user.companyId === null)
    throw invalid({ name: 'Only users of a company can keep job templates' });
  return user.companyId;
}

const present = (row: typeof jobTemplates.$inferSelect): TJobTemplate => ({
  id: row.id,
  name: row.name,
  form: row.form as TJobTemplate['form'],
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

export async function listTemplates(
  db: Db,
  user: SessionUser,
  options: { q?: string; page: number; pageSize: number },
) {
  if (user.companyId === null)
    return { items: [], total: 0, page: options.page, page_size: options.pageSize };
  const where = and(
    eq(jobTemplates.companyId, user.companyId),
    options.q ? ilike(jobTemplates.name, containing(options.q)) : undefined,
  );
  return readPage(
    options,
    {
      rows: db
        .select()
        .from(jobTemplates)
        .where(where)
        .orderBy(desc(jobTemplates.updatedAt), desc(jobTemplates.id)),
      total: db.select({ total: count() }).from(jobTemplates).where(where),
    },
    (rows) => rows.map(present),
  );
}

export async function getTemplate(db: Db, user: SessionUser, id: number) {
  const [row] = await db
    .select()
    .from(jobTemplates)
    .where(and(eq(jobTemplates.id, id), eq(jobTemplates.companyId, user.companyId ?? -1)));
  if (!row) throw notFound(REFUSED.templateNotFound);
  return present(row);
}

export async function createTemplate(
  db: Db,
  user: SessionUser,
  input: { name: string; form: Record<string, unknown> },
) {
  const [row] = await db
    .insert(jobTemplates)
    .values({
      companyId: companyOf(user),
      name: input.name,
      form: keepTemplateFields(input.form),
      createdBy: user.id,
    })
    .returning();
  return present(row);
}

export async function updateTemplate(
  db: Db,
  user: SessionUser,
  id: number,
  input: { name: string; form: Record<string, unknown> },
) {
  await getTemplate(db, user, id);
  const [row] = await db
    .update(jobTemplates)
    .set({ name: input.name, form: keepTemplateFields(input.form), updatedAt: new Date() })
    .where(eq(jobTemplates.id, id))
    .returning();
  return present(row);
}

export async function deleteTemplate(db: Db, user: SessionUser, id: number) {
  await getTemplate(db, user, id);
  await db.delete(jobTemplates).where(eq(jobTemplates.id, id));
}
