import { and, asc, count, desc, eq, inArray, ne, notInArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Lang, TPage } from '@logicareers/shared/schemas/common';
import {
  TALENT_MESSAGES,
  type TCvFolder,
  type TCvFolderView,
  type ZCvFolderMoveRequest,
} from '@logicareers/shared/schemas/talent';
import { CV_FOLDER_SIZE_MAX, CV_FOLDERS_MAX } from '@logicareers/shared/talent-terms';
import type { Db } from '../../db/client';
import { candidateProfiles, cvFolderCandidates, cvFolders, files, users } from '../../db/schema';
import { isUniqueViolation } from '../../lib/database-errors';
import { AppError, notFound } from '../../lib/errors';
import { readPage } from '../../lib/paging';
import type { SessionUser } from '../access/sessions';
import { candidateCards } from './candidate-cards';
import { openableBy } from './talent.policy';
import { assertMayOpenAll, companyOf, nameContains } from './workspace.access';

/*
 * A company's CV folders (decision 014): named lists of candidates shared by its colleagues. A
 * folder lists only the candidates the user may still open: one who turned hidden drops out of the
 * list (and the counts) but keeps their row, so turning visible again brings them back.
 */

export const FOLDER_MESSAGES = {
  notFound: 'Folder not found',
  tooMany: `Your company can keep at most ${CV_FOLDERS_MAX} folders; delete one first`,
  full: `A folder holds at most ${CV_FOLDER_SIZE_MAX} candidates`,
} as const;

const fc = cvFolderCandidates;

/** The folder's candidates the user may open, on `cv_folder_candidates`. */
const openableInFolder = (user: SessionUser) =>
  sql`exists (select 1 from ${candidateProfiles} join ${users} on ${users.id} = ${candidateProfiles.userId}
    where ${candidateProfiles.userId} = ${fc.candidateId} and ${users.role} = 'candidate'
    and ${users.status} <> 'disabled' and ${openableBy(user)})`;

const folderColumns = (user: SessionUser) => ({
  id: cvFolders.id,
  name: cvFolders.name,
  candidate_count: sql<number>`(select count(*)::int from ${fc} where ${fc.folderId} = ${cvFolders.id} and ${openableInFolder(user)})`,
  created_by: sql<
    string | null
  >`(select nullif(trim(u.first_name || ' ' || u.last_name), '') from users u where u.id = ${cvFolders.createdBy})`,
  created_at: cvFolders.createdAt,
  updated_at: cvFolders.updatedAt,
});

type FolderRow = {
  id: number;
  name: string;
  candidate_count: number;
  created_by: string | null;
  created_at: Date;
  updated_at: Date;
};
const toFolder = (row: FolderRow): TCvFolder => ({
  ...row,
  candidate_count: Number(row.candidate_count),
  created_at: row.created_at.toISOString(),
  updated_at: row.updated_at.toISOString(),
});

export async function listFolders(
  db: Db,
  user: SessionUser,
  query: { q?: string; page: number; page_size: number },
): Promise<TPage<TCvFolder>> {
  const where = and(
    eq(cvFolders.companyId, companyOf(user)),
    nameContains(cvFolders.name, query.q),
  );
  return readPage(
    query,
    {
      rows: db
        .select(folderColumns(user))
        .from(cvFolders)
        .where(where)
        .orderBy(desc(cvFolders.updatedAt), desc(cvFolders.id)),
      total: db.select({ total: count() }).from(cvFolders).where(where),
    },
    (rows) => rows.map(toFolder),
  );
}

/** The company's folder, or 404 (another company's folder is as unknown as a missing one). */
export async function folderOf(db: Db, user: SessionUser, id: number | null): Promise<TCvFolder> {
  if (id === null) throw notFound(FOLDER_MESSAGES.notFound);
  const [row] = await db
    .select(folderColumns(user))
    .from(cvFolders)
    .where(and(eq(cvFolders.id, id), eq(cvFolders.companyId, companyOf(user))));
  if (!row) throw notFound(FOLDER_MESSAGES.notFound);
  return toFolder(row);
}

async function assertNameFree(db: Db, companyId: number, name: string, except?: number) {
  const [taken] = await db
    .select({ id: cvFolders.id })
    .from(cvFolders)
    .where(
      and(
        eq(cvFolders.companyId, companyId),
        sql`lower(${cvFolders.name}) = lower(${name})`,
        except === undefined ? undefined : ne(cvFolders.id, except),
      ),
    );
  if (taken) throw nameTaken();
}

const nameTaken = () => new AppError('CONFLICT', { name: TALENT_MESSAGES.folderNameTaken });

/** A name taken by a colleague at the same moment is as taken as one found before. */
async function savingName<T>(save: () => Promise<T>): Promise<T> {
  try {
    return await save();
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken();
    throw error;
  }
}

export async function createFolder(db: Db, user: SessionUser, name: string) {
  const companyId = companyOf(user);
  const [{ n }] = await db
    .select({ n: count() })
    .from(cvFolders)
    .where(eq(cvFolders.companyId, companyId));
  if (n >= CV_FOLDERS_MAX) throw new AppError('CONFLICT', FOLDER_MESSAGES.tooMany);
  await assertNameFree(db, companyId, name);
  const [row] = await savingName(() =>
    db
      .insert(cvFolders)
      .values({ companyId, name, createdBy: user.id })
      .returning({ id: cvFolders.id }),
  );
  return folderOf(db, user, row.id);
}

export async function renameFolder(db: Db, user: SessionUser, id: number | null, name: string) {
  const folder = await folderOf(db, user, id);
  await assertNameFree(db, companyOf(user), name, folder.id);
  await savingName(() =>
    db.update(cvFolders).set({ name, updatedAt: new Date() }).where(eq(cvFolders.id, folder.id)),
  );
  return folderOf(db, user, folder.id);
}

export async function deleteFolder(db: Db, user: SessionUser, id: number | null) {
  const folder = await folderOf(db, user, id);
  await db.delete(cvFolders).where(eq(cvFolders.id, folder.id));
}

/** The ids of the folder's candidates the user may open, newest first, a page or all of them. */
async function openableMembers(
  db: Db,
  user: SessionUser,
  folderId: number,
  page?: { page: number; page_size: number },
) {
  const query = db
    .select({ id: fc.candidateId, added_at: fc.addedAt })
    .from(fc)
    .where(and(eq(fc.folderId, folderId), openableInFolder(user)))
    .orderBy(desc(fc.addedAt), asc(fc.candidateId));
  return page
    ? query.limit(page.page_size).offset((page.page - 1) * page.page_size)
    : query.limit(CV_FOLDER_SIZE_MAX);
}

/** The folder with a page of its candidates as cards, their master data named in `lang`. */
export async function folderView(
  db: Db,
  user: SessionUser,
  id: number | null,
  page: { page: number; page_size: number; lang?: Lang },
): Promise<TCvFolderView> {
  const folder = await folderOf(db, user, id);
  const members = await openableMembers(db, user, folder.id, page);
  const addedAt = new Map(members.map((m) => [m.id, m.added_at.toISOString()]));
  const cards = await candidateCards(
    db,
    user,
    members.map((m) => m.id),
    page.lang,
  );
  return {
    folder,
    items: cards.map((card) => ({ ...card, added_at: addedAt.get(card.id)! })),
    total: folder.candidate_count,
    page: page.page,
    page_size: page.page_size,
  };
}

/**
 * Every card of the folder the user may open, newest first (for the CSV export), named in `asked`,
 * else in the language of the user's account.
 */
export async function folderCards(db: Db, user: SessionUser, id: number | null, asked?: Lang) {
  const folder = await folderOf(db, user, id);
  const members = await openableMembers(db, user, folder.id);
  const [account] = asked
    ? [{ language: asked }]
    : await db.select({ language: users.language }).from(users).where(eq(users.id, user.id));
  const lang: Lang = account?.language ?? 'en';
  return {
    folder,
    lang,
    cards: await candidateCards(
      db,
      user,
      members.map((m) => m.id),
      lang,
    ),
  };
}

/** Adds candidates the user may open (each through the policy); adding one twice changes nothing. */
async function addMembers(db: Db, user: SessionUser, folderId: number, ids: string[]) {
  const [{ n }] = await db
    .select({ n: count() })
    .from(fc)
    .where(and(eq(fc.folderId, folderId), notInArray(fc.candidateId, ids)));
  if (n + ids.length > CV_FOLDER_SIZE_MAX) throw new AppError('CONFLICT', FOLDER_MESSAGES.full);
  await db
    .insert(fc)
    .values(ids.map((candidateId) => ({ folderId, candidateId, addedBy: user.id })))
    .onConflictDoNothing();
  await db.update(cvFolders).set({ updatedAt: new Date() }).where(eq(cvFolders.id, folderId));
}

export async function addToFolder(
  db: Db,
  user: SessionUser,
  id: number | null,
  candidateIds: string[],
) {
  const folder = await folderOf(db, user, id);
  const ids = await assertMayOpenAll(db, user, candidateIds);
  await addMembers(db, user, folder.id, ids);
  return folderOf(db, user, folder.id);
}

/** Takes candidates out; one not in the folder is no error. */
export async function removeFromFolder(
  db: Db,
  user: SessionUser,
  id: number | null,
  candidateIds: string[],
) {
  const folder = await folderOf(db, user, id);
  await db.delete(fc).where(and(eq(fc.folderId, folder.id), inArray(fc.candidateId, candidateIds)));
  await db.update(cvFolders).set({ updatedAt: new Date() }).where(eq(cvFolders.id, folder.id));
  return folderOf(db, user, folder.id);
}

/** Moves candidates from one of the company's folders to another. */
export async function moveBetweenFolders(
  db: Db,
  user: SessionUser,
  input: z.output<typeof ZCvFolderMoveRequest>,
) {
  const from = await folderOf(db, user, input.from_folder_id);
  const to = await folderOf(db, user, input.to_folder_id);
  const ids = await assertMayOpenAll(db, user, input.candidate_ids);
  if (from.id === to.id) return { from, to };
  await db.transaction(async (tx) => {
    await addMembers(tx, user, to.id, ids);
    await tx.delete(fc).where(and(eq(fc.folderId, from.id), inArray(fc.candidateId, ids)));
    await tx.update(cvFolders).set({ updatedAt: new Date() }).where(eq(cvFolders.id, from.id));
  });
  return { from: await folderOf(db, user, from.id), to: await folderOf(db, user, to.id) };
}

/** The stored CVs of the folder's candidates the user may open, for the ZIP. */
export async function folderCvFiles(db: Db, user: SessionUser, id: number | null) {
  const folder = await folderOf(db, user, id);
  const members = await openableMembers(db, user, folder.id);
  if (!members.length) return { folder, cvs: [] };
  const cvs = await db
    .select({
      first: users.firstName,
      last: users.lastName,
      filename: files.filename,
      storageKey: files.storageKey,
    })
    .from(candidateProfiles)
    .innerJoin(users, eq(users.id, candidateProfiles.userId))
    .innerJoin(files, and(eq(files.id, candidateProfiles.cvFileId), eq(files.kind, 'cv')))
    .where(
      inArray(
        candidateProfiles.userId,
        members.map((m) => m.id),
      ),
    )
    .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id));
  return { folder, cvs };
}
