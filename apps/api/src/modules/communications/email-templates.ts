import { and, asc, count, eq, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  COMMUNICATION_MESSAGES,
  EMAIL_TEMPLATES_MAX,
  isMergeTag,
  MERGE_TAGS,
  mergeTagsIn,
  type TEmailTemplate,
  type TEmailTemplatePage,
  type TTemplateTags,
  unknownTagMessage,
  type ZEmailTemplateListQuery,
  type ZEmailTemplateRequest,
} from '@logicareers/shared/schemas/communications';
import type { Db } from '../../db/client';
import { emailTemplates, users } from '../../db/schema';
import { isUniqueViolation } from '../../lib/database-errors';
import { AppError, invalid, notFound } from '../../lib/errors';
import { sanitizeRichText } from '../../lib/html';
import { readPage } from '../../lib/paging';
import type { SessionUser } from '../access/sessions';
import { companyOf, nameContains } from '../talent/workspace.access';
import { needsOf, templateTexts } from './merge-tags';
import { fullName } from '../../lib/names';
import { STARTER_TEMPLATES } from './starter-templates';

/*
 * A company's e-mail templates: shared by its users, names unique in the company (in any case),
 * bodies kept as sanitised rich text, every tag one of the catalogue's.
 */

const M = COMMUNICATION_MESSAGES;
type TemplateInput = z.output<typeof ZEmailTemplateRequest>;

const columns = {
  id: emailTemplates.id,
  name: emailTemplates.name,
  subject: emailTemplates.subject,
  body: emailTemplates.body,
  subjectAr: emailTemplates.subjectAr,
  bodyAr: emailTemplates.bodyAr,
  marketing: emailTemplates.marketing,
  updatedAt: emailTemplates.updatedAt,
  first: users.firstName,
  last: users.lastName,
};

const selectTemplates = (db: Db) =>
  db.select(columns).from(emailTemplates).leftJoin(users, eq(users.id, emailTemplates.createdBy));

const toTemplate = (row: Awaited<ReturnType<typeof selectTemplates>>[number]): TEmailTemplate => ({
  id: row.id,
  name: row.name,
  subject: row.subject,
  body: row.body,
  subject_ar: row.subjectAr,
  body_ar: row.bodyAr,
  marketing: row.marketing,
  tags: mergeTagsIn(
    ...templateTexts({
      subject: row.subject,
      body: row.body,
      subject_ar: row.subjectAr,
      body_ar: row.bodyAr,
    }),
  ),
  created_by: row.first === null ? null : fullName(row.first, row.last!),
  updated_at: row.updatedAt.toISOString(),
});

/** The company's template, or 404 (another company's is as unknown as a missing one). */
export async function templateOf(db: Db, user: SessionUser, id: number | null) {
  const companyId = companyOf(user);
  if (id === null) throw notFound(M.templateNotFound);
  const [row] = await selectTemplates(db).where(
    and(eq(emailTemplates.id, id), eq(emailTemplates.companyId, companyId)),
  );
  if (!row) throw notFound(M.templateNotFound);
  return toTemplate(row);
}

/** The starter templates, for a company that has none (again, if it deleted them all). */
export async function seedStarters(db: Db, companyId: number, userId: string) {
  await db
    .insert(emailTemplates)
    .values(STARTER_TEMPLATES.map((t) => ({ ...t, companyId, createdBy: userId })))
    .onConflictDoNothing();
}

/** The company's templates by name; a company with none gets the starters first. */
export async function listTemplates(
  db: Db,
  user: SessionUser,
  query: z.output<typeof ZEmailTemplateListQuery>,
): Promise<TEmailTemplatePage> {
  const companyId = companyOf(user);
  const [{ n }] = await db
    .select({ n: count() })
    .from(emailTemplates)
    .where(eq(emailTemplates.companyId, companyId));
  if (Number(n) === 0) await seedStarters(db, companyId, user.id);
  const where = and(
    eq(emailTemplates.companyId, companyId),
    nameContains(emailTemplates.name, query.q),
  );
  return readPage(
    query,
    {
      rows: selectTemplates(db)
        .where(where)
        .orderBy(asc(sql`lower(${emailTemplates.name})`), asc(emailTemplates.id)),
      total: db.select({ total: count() }).from(emailTemplates).where(where),
    },
    (rows) => rows.map(toTemplate),
  );
}

const nameTaken = () => new AppError('CONFLICT', { name: M.nameTaken });

/** A body as kept: sanitised, its tags checked again (sanitising must not make one up). */
function cleanBody(body: string, field: 'body' | 'body_ar' = 'body') {
  const clean = sanitizeRichText(body);
  if (!clean) throw invalid({ [field]: field === 'body' ? M.bodyRequired : M.arabicBodyRequired });
  const unknown = mergeTagsIn(clean).filter((name) => !isMergeTag(name));
  if (unknown.length) throw invalid({ [field]: unknownTagMessage(unknown) });
  return clean;
}

/** A template's columns as written: bodies sanitised, the Arabic version kept or cleared. */
const rowOf = (input: TemplateInput) => ({
  name: input.name,
  subject: input.subject,
  body: cleanBody(input.body),
  subjectAr: input.subject_ar,
  bodyAr: input.body_ar === null ? null : cleanBody(input.body_ar, 'body_ar'),
  marketing: input.marketing,
});

async function assertNameFree(db: Db, companyId: number, name: string, except?: number) {
  const [taken] = await db
    .select({ id: emailTemplates.id })
    .from(emailTemplates)
    .where(
      and(
        eq(emailTemplates.companyId, companyId),
        sql`lower(${emailTemplates.name}) = lower(${name})`,
        except === undefined ? undefined : ne(emailTemplates.id, except),
      ),
    );
  if (taken) throw nameTaken();
}

async function savingName<T>(write: () => Promise<T>) {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken();
    throw error;
  }
}

export async function createTemplate(db: Db, user: SessionUser, input: TemplateInput) {
  const companyId = companyOf(user);
  const [{ n }] = await db
    .select({ n: count() })
    .from(emailTemplates)
    .where(eq(emailTemplates.companyId, companyId));
  if (Number(n) >= EMAIL_TEMPLATES_MAX) throw new AppError('CONFLICT', M.tooManyTemplates);
  const values = rowOf(input);
  await assertNameFree(db, companyId, input.name);
  const [row] = await savingName(() =>
    db
      .insert(emailTemplates)
      .values({ ...values, companyId, createdBy: user.id })
      .returning({ id: emailTemplates.id }),
  );
  return templateOf(db, user, row.id);
}

export async function updateTemplate(
  db: Db,
  user: SessionUser,
  id: number | null,
  input: TemplateInput,
) {
  const template = await templateOf(db, user, id);
  const values = rowOf(input);
  await assertNameFree(db, companyOf(user), input.name, template.id);
  await savingName(() =>
    db
      .update(emailTemplates)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(emailTemplates.id, template.id)),
  );
  return templateOf(db, user, template.id);
}

export async function deleteTemplate(db: Db, user: SessionUser, id: number | null) {
  const template = await templateOf(db, user, id);
  await db.delete(emailTemplates).where(eq(emailTemplates.id, template.id));
}

/** The tags a template uses and those it could, with an example each, and what sending needs. */
export async function templateTags(
  db: Db,
  user: SessionUser,
  id: number | null,
): Promise<TTemplateTags> {
  const template = await templateOf(db, user, id);
  const used = new Set(template.tags);
  const needs = needsOf(...templateTexts(template));
  return {
    template: { id: template.id, name: template.name },
    used: template.tags.flatMap((name) => MERGE_TAGS.filter((tag) => tag.name === name)),
    available: MERGE_TAGS.filter((tag) => !used.has(tag.name)),
    needs: { job: needs.job, interview: needs.interview },
  };
}
