import { eq } from 'drizzle-orm';
import { CONTENT_MESSAGES as CM } from '@logicareers/shared/messages';
import {
  CONTENT_PAGE_KEYS,
  type ContentPageKey,
  hasEnquiryForm,
  sectionOf,
} from '@logicareers/shared/service-pages';
import type {
  TContentPage,
  TContentPageAdmin,
  TContentPageUpdate,
} from '@logicareers/shared/schemas/content';
import type { Db } from '../../db/client';
import { servicePages, users } from '../../db/schema';
import { plainText, sanitizeRichText } from '../../lib/html';
import type { SessionUser } from '../access/sessions';
import { recordAudit } from '../audit/audit';
import { DEFAULT_PAGES, type PageWords } from './content.defaults';
import { ARABIC_PAGES } from './content.defaults.ar';

const words = {
  title: servicePages.title,
  description: servicePages.description,
  body: servicePages.body,
  titleAr: servicePages.titleAr,
  descriptionAr: servicePages.descriptionAr,
  bodyAr: servicePages.bodyAr,
};
type StoredWords = Partial<Record<'titleAr' | 'descriptionAr' | 'bodyAr', string | null>>;

/**
 * A page's Arabic words: an administrator's, else the Arabic default (ARABIC_PAGES: the privacy
 * policy); each null where there is neither.
 */
const arabicOf = (key: ContentPageKey, row: StoredWords | undefined) => {
  const fallback = ARABIC_PAGES[key];
  return {
    title: row?.titleAr ?? fallback?.title ?? null,
    description: row?.descriptionAr ?? fallback?.description ?? null,
    body: row?.bodyAr ?? fallback?.body ?? null,
  };
};

const present = (key: ContentPageKey, words: PageWords): TContentPage => ({
  key,
  section: sectionOf(key),
  title: words.title,
  description: words.description,
  body: words.body,
  has_enquiry_form: hasEnquiryForm(key),
});

/**
 * A page as visitors read it: an administrator's words, or the default. In Arabic, each of its
 * Arabic words where it has them (an administrator's or the default's), its English ones otherwise.
 */
export async function readContentPage(
  db: Db,
  key: ContentPageKey,
  lang: 'en' | 'ar' = 'en',
): Promise<TContentPage> {
  const [row] = await db.select(words).from(servicePages).where(eq(servicePages.key, key));
  const english = row ?? DEFAULT_PAGES[key];
  if (lang === 'en') return present(key, english);
  const arabic = arabicOf(key, row);
  return present(key, {
    title: arabic.title ?? english.title,
    description: arabic.description ?? english.description,
    body: arabic.body ?? english.body,
  });
}

/** Every page, in the catalogue's order, with whether and when it was changed. */
export async function listContentPages(db: Db): Promise<TContentPageAdmin[]> {
  const rows = await db
    .select({
      ...words,
      key: servicePages.key,
      updatedAt: servicePages.updatedAt,
      updatedBy: users.email,
    })
    .from(servicePages)
    .leftJoin(users, eq(users.id, servicePages.updatedBy));
  const byKey = new Map(rows.map((row) => [row.key, row]));
  return CONTENT_PAGE_KEYS.map((key) => {
    const row = byKey.get(key);
    const arabic = arabicOf(key, row);
    return {
      ...present(key, row ?? DEFAULT_PAGES[key]),
      title_ar: arabic.title,
      description_ar: arabic.description,
      body_ar: arabic.body,
      customised: !!row,
      updated_at: row?.updatedAt.toISOString() ?? null,
      updated_by: row?.updatedBy ?? null,
    };
  });
}

/** One page as the administrators' list shows it. */
export async function adminContentPage(db: Db, key: ContentPageKey) {
  const pages = await listContentPages(db);
  return pages.find((page) => page.key === key)!;
}

/** Saves a page's words, its rich text sanitised, with the audit entry. */
export async function saveContentPage(
  db: Db,
  actor: SessionUser,
  key: ContentPageKey,
  input: TContentPageUpdate,
) {
  const body = sanitizeRichText(input.body);
  // An Arabic body that is only formatting is none.
  const bodyAr = input.body_ar ? sanitizeRichText(input.body_ar) : '';
  const change = {
    title: input.title,
    description: input.description,
    body,
    titleAr: input.title_ar,
    descriptionAr: input.description_ar,
    bodyAr: plainText(bodyAr) ? bodyAr : null,
  };
  await db.transaction(async (tx) => {
    const before = await readContentPage(tx, key);
    await tx
      .insert(servicePages)
      .values({ key, ...change, updatedBy: actor.id })
      .onConflictDoUpdate({
        target: servicePages.key,
        set: { ...change, updatedBy: actor.id, updatedAt: new Date() },
      });
    await recordAudit(tx, actor, {
      action: 'content.page.update',
      targetType: 'service_page',
      targetId: key,
      before: { title: before.title, description: before.description, body: before.body },
      after: change,
    });
  });
  return CM.pageSaved;
}

/** Puts a page back to its default words. */
export async function restoreContentPage(db: Db, actor: SessionUser, key: ContentPageKey) {
  await db.transaction(async (tx) => {
    const before = await readContentPage(tx, key);
    await tx.delete(servicePages).where(eq(servicePages.key, key));
    await recordAudit(tx, actor, {
      action: 'content.page.restore',
      targetType: 'service_page',
      targetId: key,
      before: { title: before.title, description: before.description, body: before.body },
    });
  });
  return CM.pageRestored;
}
