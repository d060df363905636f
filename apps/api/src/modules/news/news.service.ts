import { and, count, desc, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { API } from '@logicareers/shared/api';
import { PHOTO_MAX_BYTES } from '@logicareers/shared/constants';
import { CANDIDATE_MESSAGES } from '@logicareers/shared/schemas/candidate';
import type { Lang } from '@logicareers/shared/schemas/common';
import { uaeLocalToDate } from '@logicareers/shared/schemas/interviews';
import {
  NEWS_MESSAGES as M,
  slugify,
  type NewsState,
  type TNewsAdminItem,
  type TNewsAdminQuery,
  type TNewsArticle,
  type TNewsArticleValues,
  type TNewsCard,
  type TNewsPublicArticle,
  type TNewsPublicList,
  type TNewsPublicQuery,
} from '@logicareers/shared/schemas/news';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { newsArticles, users } from '../../db/schema';
import { isUniqueViolation } from '../../lib/database-errors';
import { AppError, invalid, notFound } from '../../lib/errors';
import { readPage } from '../../lib/paging';
import { plainText, sanitizeRichText } from '../../lib/html';
import type { SessionUser } from '../access/sessions';
import { recordAudit } from '../audit/audit';
import { dropStoredFile, readUploadedImage, storeImageFile, type Upload } from '../files/uploads';

/*
 * Logistics news: administrators (content.manage) write articles; visitors read those that are
 * published and whose publish date has come. The body is sanitised before it is stored, so every
 * reader (the page, the JSON-LD, the API) gets the same safe HTML.
 */

/** An article visitors may read: published, and its publish date has come. */
export const articleIsLive = (): SQL =>
  and(eq(newsArticles.status, 'published'), sql`${newsArticles.publishedAt} <= now()`)!;

const coverUrl = (fileId: string | null) => (fileId ? API.files.photo(fileId) : null);
const authorName = sql<
  string | null
>`nullif(trim(${users.firstName} || ' ' || ${users.lastName}), '')`;

function stateOf(status: 'draft' | 'published', publishedAt: Date | null): NewsState {
  if (status === 'draft') return 'draft';
  return publishedAt && publishedAt.getTime() > Date.now() ? 'scheduled' : 'published';
}

const articleColumns = {
  id: newsArticles.id,
  slug: newsArticles.slug,
  title: newsArticles.title,
  summary: newsArticles.summary,
  body: newsArticles.body,
  titleAr: newsArticles.titleAr,
  summaryAr: newsArticles.summaryAr,
  bodyAr: newsArticles.bodyAr,
  coverFileId: newsArticles.coverFileId,
  coverAlt: newsArticles.coverAlt,
  tags: newsArticles.tags,
  status: newsArticles.status,
  publishedAt: newsArticles.publishedAt,
  createdAt: newsArticles.createdAt,
  updatedAt: newsArticles.updatedAt,
  authorName,
};
type ArticleRow = Awaited<ReturnType<typeof selectArticles>>[number];

const presentArticle = (row: ArticleRow): TNewsArticle => ({
  id: row.id,
  slug: row.slug,
  title: row.title,
  summary: row.summary,
  body: row.body,
  title_ar: row.titleAr,
  summary_ar: row.summaryAr,
  body_ar: row.bodyAr,
  cover_url: coverUrl(row.coverFileId),
  cover_alt: row.coverAlt,
  tags: row.tags,
  status: row.status,
  state: stateOf(row.status, row.publishedAt),
  publish_at: row.publishedAt?.toISOString() ?? null,
  author_name: row.authorName,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

/** An article's words in the reader's language: the Arabic ones where it has them. */
const wordsIn = (row: ArticleRow, lang: Lang) => ({
  title: (lang === 'ar' && row.titleAr) || row.title,
  summary: (lang === 'ar' && row.summaryAr) || row.summary,
  body: (lang === 'ar' && row.bodyAr) || row.body,
});

const presentCard = (row: ArticleRow, lang: Lang): TNewsCard => ({
  slug: row.slug,
  title: wordsIn(row, lang).title,
  summary: wordsIn(row, lang).summary,
  cover_url: coverUrl(row.coverFileId),
  cover_alt: row.coverAlt,
  tags: row.tags,
  published_at: row.publishedAt!.toISOString(),
  author_name: row.authorName,
});

const selectArticles = (db: Db) =>
  db.select(articleColumns).from(newsArticles).leftJoin(users, eq(users.id, newsArticles.authorId));

/* ---------- Administrators ---------- */

const STATE_FILTER: Record<NewsState, () => SQL> = {
  draft: () => eq(newsArticles.status, 'draft'),
  scheduled: () =>
    and(eq(newsArticles.status, 'published'), sql`${newsArticles.publishedAt} > now()`)!,
  published: articleIsLive,
};

/** Every article, drafts first among the newest, searchable by title and address, paged. */
export async function listArticles(
  db: Db,
  query: { q?: string; state?: NewsState; page: number; page_size: number },
) {
  const conditions: SQL[] = [];
  if (query.q) {
    const q = query.q.toLowerCase();
    conditions.push(
      sql`(strpos(lower(${newsArticles.title}), ${q}) > 0 or strpos(${newsArticles.slug}, ${q}) > 0
        or strpos(lower(coalesce(${newsArticles.titleAr}, '')), ${q}) > 0)`,
    );
  }
  if (query.state) conditions.push(STATE_FILTER[query.state]());
  const where = conditions.length ? and(...conditions) : undefined;
  return readPage(
    query,
    {
      rows: selectArticles(db)
        .where(where)
        .orderBy(
          sql`${newsArticles.publishedAt} desc nulls first`,
          desc(newsArticles.updatedAt),
          desc(newsArticles.id),
        ),
      total: db.select({ total: count() }).from(newsArticles).where(where),
    },
    (rows) =>
      rows.map((row): TNewsAdminItem => {
        const {
          body: _b,
          summary: _s,
          cover_alt: _c,
          summary_ar: _sa,
          body_ar: _ba,
          ...item
        } = presentArticle(row);
        return item;
      }),
  );
}
export type ListArticlesQuery = TNewsAdminQuery;

export async function getArticle(db: Db, id: number): Promise<TNewsArticle> {
  const [row] = await selectArticles(db).where(eq(newsArticles.id, id));
  if (!row) throw notFound(M.notFound);
  return presentArticle(row);
}

/** An address no other article uses: the one asked for (or refused), or one made from the title. */
async function freeSlug(db: Db, values: TNewsArticleValues, ownId: number | null) {
  const taken = async (slug: string) => {
    const [row] = await db
      .select({ id: newsArticles.id })
      .from(newsArticles)
      .where(
        ownId === null
          ? eq(newsArticles.slug, slug)
          : and(eq(newsArticles.slug, slug), ne(newsArticles.id, ownId)),
      );
    return Boolean(row);
  };
  if (values.slug) {
    if (await taken(values.slug)) throw new AppError('CONFLICT', { slug: M.slugTaken });
    return values.slug;
  }
  const base = slugify(values.title) || 'article';
  for (let n = 1; ; n += 1) {
    const slug = n === 1 ? base : `${base}-${n}`;
    if (!(await taken(slug))) return slug;
  }
}

/** What is stored of the editor's values: sanitised body, the publish instant. */
function storedValues(values: TNewsArticleValues, previous: Date | null) {
  const body = sanitizeRichText(values.body);
  if (!plainText(body)) throw invalid({ body: M.bodyRequired });
  // An Arabic body that is only formatting is none.
  const bodyAr = values.body_ar ? sanitizeRichText(values.body_ar) : '';
  const chosen = values.publish_at ? uaeLocalToDate(values.publish_at) : null;
  // Published without a date: now, or when it first went out if it already had one.
  const publishedAt = chosen ?? (values.status === 'published' ? (previous ?? new Date()) : null);
  return {
    title: values.title,
    summary: values.summary,
    body,
    titleAr: values.title_ar,
    summaryAr: values.summary_ar,
    bodyAr: plainText(bodyAr) ? bodyAr : null,
    coverAlt: values.cover_alt,
    tags: values.tags,
    status: values.status,
    publishedAt,
  };
}

/** What the audit log keeps of an article (its text is in the article itself). */
const audited = (row: {
  slug: string;
  title: string;
  status: string;
  publishedAt: Date | null;
  tags: string[];
}) => ({
  slug: row.slug,
  title: row.title,
  status: row.status,
  published_at: row.publishedAt?.toISOString() ?? null,
  tags: row.tags,
});

const slugConflict = (error: unknown) =>
  isUniqueViolation(error) ? new AppError('CONFLICT', { slug: M.slugTaken }) : error;

export async function createArticle(db: Db, actor: SessionUser, values: TNewsArticleValues) {
  try {
    return await db.transaction(async (tx) => {
      const slug = await freeSlug(tx, values, null);
      const stored = { ...storedValues(values, null), slug, authorId: actor.id };
      const [row] = await tx.insert(newsArticles).values(stored).returning({ id: newsArticles.id });
      await recordAudit(tx, actor, {
        action: 'news.create',
        targetType: 'news_article',
        targetId: row.id,
        after: audited(stored),
      });
      if (stored.status === 'published') {
        await recordAudit(tx, actor, {
          action: 'news.publish',
          targetType: 'news_article',
          targetId: row.id,
          after: audited(stored),
        });
      }
      return row.id;
    });
  } catch (error) {
    throw slugConflict(error);
  }
}

export async function updateArticle(
  db: Db,
  actor: SessionUser,
  id: number,
  values: TNewsArticleValues,
) {
  try {
    await db.transaction(async (tx) => {
      const [before] = await tx
        .select({
          slug: newsArticles.slug,
          title: newsArticles.title,
          status: newsArticles.status,
          publishedAt: newsArticles.publishedAt,
          tags: newsArticles.tags,
        })
        .from(newsArticles)
        .where(eq(newsArticles.id, id))
        .for('update');
      if (!before) throw notFound(M.notFound);
      const slug = values.slug ? await freeSlug(tx, values, id) : before.slug;
      const stored = { ...storedValues(values, before.publishedAt), slug };
      await tx
        .update(newsArticles)
        .set({ ...stored, updatedAt: new Date() })
        .where(eq(newsArticles.id, id));
      const published = before.status !== 'published' && stored.status === 'published';
      const unpublished = before.status === 'published' && stored.status === 'draft';
      await recordAudit(tx, actor, {
        action: published ? 'news.publish' : unpublished ? 'news.unpublish' : 'news.update',
        targetType: 'news_article',
        targetId: id,
        before: audited(before),
        after: audited(stored),
      });
    });
  } catch (error) {
    throw slugConflict(error);
  }
}

export const deleteArticle = (
  ctx: Pick<AppContext, 'db' | 'files'>,
  actor: SessionUser,
  id: number,
) =>
  dropStoredFile(ctx, async (tx) => {
    const [row] = await tx.delete(newsArticles).where(eq(newsArticles.id, id)).returning({
      slug: newsArticles.slug,
      title: newsArticles.title,
      status: newsArticles.status,
      publishedAt: newsArticles.publishedAt,
      tags: newsArticles.tags,
      coverFileId: newsArticles.coverFileId,
    });
    if (!row) throw notFound(M.notFound);
    await recordAudit(tx, actor, {
      action: 'news.delete',
      targetType: 'news_article',
      targetId: id,
      before: audited(row),
    });
    return row.coverFileId;
  });

/** Points an article at a new cover (or none), with the audit entry; answers the one it replaces. */
async function setCover(tx: Db, actor: SessionUser, id: number, fileId: string | null) {
  const [article] = await tx
    .select({ old: newsArticles.coverFileId })
    .from(newsArticles)
    .where(eq(newsArticles.id, id))
    .for('update');
  if (!article) throw notFound(M.notFound);
  await tx
    .update(newsArticles)
    .set({ coverFileId: fileId, updatedAt: new Date() })
    .where(eq(newsArticles.id, id));
  await recordAudit(tx, actor, {
    action: 'news.cover',
    targetType: 'news_article',
    targetId: id,
    before: { cover_file_id: article.old },
    after: { cover_file_id: fileId },
  });
  return article.old;
}

/**
 * A new cover image: JPEG, PNG or WebP of at most 2 MB, judged by content and without metadata,
 * served publicly at an unguessable address (the photo route).
 */
export async function uploadCover(
  ctx: Pick<AppContext, 'db' | 'files'>,
  actor: SessionUser,
  id: number,
  upload: Upload | null,
  log?: FastifyBaseLogger,
) {
  const image = await readUploadedImage(
    upload,
    {
      field: 'cover',
      maxBytes: PHOTO_MAX_BYTES,
      messages: {
        required: M.coverRequired,
        type: M.coverType,
        tooLarge: M.coverTooLarge,
        tooComplex: M.coverTooComplex,
        busy: CANDIDATE_MESSAGES.filesBusy,
      },
    },
    log,
  );
  await storeImageFile(ctx, actor.id, image, (tx, fileId) => setCover(tx, actor, id, fileId));
}

export const removeCover = (
  ctx: Pick<AppContext, 'db' | 'files'>,
  actor: SessionUser,
  id: number,
) => dropStoredFile(ctx, (tx) => setCover(tx, actor, id, null));

/* ---------- Visitors ---------- */

const hasTag = (tag: string) =>
  sql`exists (select 1 from unnest(${newsArticles.tags}) as t(tag) where lower(t.tag) = ${tag.toLowerCase()})`;

/** Published articles, newest first, optionally of one tag; with every tag they carry. */
export async function publicArticles(
  db: Db,
  query: { tag?: string; page: number; page_size: number; lang?: Lang },
): Promise<TNewsPublicList> {
  const where = query.tag ? and(articleIsLive(), hasTag(query.tag)) : articleIsLive();
  const [{ total }] = await db.select({ total: count() }).from(newsArticles).where(where);
  const rows = await selectArticles(db)
    .where(where)
    .orderBy(desc(newsArticles.publishedAt), desc(newsArticles.id))
    .limit(query.page_size)
    .offset((query.page - 1) * query.page_size);
  const tagRows = await db
    .selectDistinct({ tag: sql<string>`unnest(${newsArticles.tags})` })
    .from(newsArticles)
    .where(articleIsLive());
  const tags = new Map<string, string>();
  for (const { tag } of tagRows) if (!tags.has(tag.toLowerCase())) tags.set(tag.toLowerCase(), tag);
  return {
    items: rows.map((row) => presentCard(row, query.lang ?? 'en')),
    total,
    page: query.page,
    page_size: query.page_size,
    tags: [...tags.values()].sort((a, b) => a.localeCompare(b, 'en')),
  };
}
export type PublicArticlesQuery = TNewsPublicQuery;

/** A published article by its address; a draft, a scheduled one or an unknown address is 404. */
export async function publicArticle(
  db: Db,
  slug: string,
  lang: Lang = 'en',
): Promise<TNewsPublicArticle> {
  const [row] = await selectArticles(db).where(and(eq(newsArticles.slug, slug), articleIsLive()));
  if (!row) throw notFound(M.notFound);
  const card = presentCard(row, lang);
  return { ...card, body: wordsIn(row, lang).body, updated_at: row.updatedAt.toISOString() };
}

/** At most this many articles are listed in the sitemap (its first part). */
export const SITEMAP_ARTICLES = 4_000;

/** The addresses of published articles and when they last changed, newest first, for the sitemap. */
export const liveArticleAddresses = (db: Db) =>
  db
    .select({ slug: newsArticles.slug, updatedAt: newsArticles.updatedAt })
    .from(newsArticles)
    .where(articleIsLive())
    .orderBy(desc(newsArticles.publishedAt))
    .limit(SITEMAP_ARTICLES);
