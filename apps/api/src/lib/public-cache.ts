import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import negotiate from '@fastify/accept-negotiator';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import { databaseFailure } from './database-errors';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * `visitors`: the route's answers to visitors are kept until something public changes.
     * `pages`: the route sends pages kept for visitors (by their address, `pageKey`): a page kept
     * and found (200) is sent before the route runs.
     */
    cache?: 'visitors' | 'pages';
  }
  interface FastifyInstance {
    publicCache: PublicCache;
  }
  interface FastifyRequest {
    /** The cache's generation when a visitor's request that may be kept arrived. */
    keptFrom?: number;
  }
}

/** An answer kept for visitors: its bytes as sent and already compressed, with its validator. */
export interface KeptAnswer {
  status: number;
  type: string;
  /** The route's own Cache-Control, when it set one. */
  cacheControl?: string;
  etag: string;
  identity: Buffer;
  /** Its compressed forms, made when first asked for (most answers are only ever sent one way). */
  encoded: Partial<Record<Encoding, Promise<Buffer>>>;
  /** The cache's generation it was made in: an older one is stale. */
  generation: number;
  at: number;
}

/** An answer to keep: `keep` false sends it once without keeping it (a page that failed to render). */
export interface FreshAnswer {
  status: number;
  type: string;
  cacheControl?: string;
  body: string | Buffer;
  keep: boolean;
}

/** How long a kept answer is served without asking the database again, changes or not. */
export const KEPT_FOR_MS = 60_000;
/**
 * What caches may do with a visitor's answer: browsers ask again every time (and get 304 when
 * nothing changed); a shared cache (a CDN, a proxy) may keep it a minute.
 */
export const SHARED_CACHE_CONTROL = 'public, max-age=0, s-maxage=60';
/**
 * For CDNs only (RFC 9213): they may also serve it stale while they ask again, or while this
 * server cannot answer. Browsers would apply these to Cache-Control too, and show a visitor an old
 * page after a change, so they are not said there.
 */
export const CDN_CACHE_CONTROL = 'max-age=60, stale-while-revalidate=300, stale-if-error=86400';
/** A signed-in user's answer: only their own browser keeps it, and asks before using it. */
export const PRIVATE_CACHE_CONTROL = 'private, no-cache';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * Rendered pages and API answers for visitors, per address, in a bounded memory (least recently
 * used go first). Anything public changing (the database announces it) starts a new generation:
 * older answers are then made again on their next request, but kept meanwhile, so that they can
 * still be served while the database is unreachable. Concurrent requests for an address that is
 * not kept share one rendering.
 */
export class PublicCache {
  private generation = 0;
  private readonly kept: LRUCache<string, KeptAnswer>;
  private readonly making = new Map<string, Promise<KeptAnswer | FreshAnswer>>();

  constructor(options: { maxBytes?: number } = {}) {
    const { maxBytes = 64 * 1024 * 1024 } = options;
    this.kept = new LRUCache<string, KeptAnswer>({
      maxSize: maxBytes,
      sizeCalculation: (answer) =>
        // Its compressed forms are a fraction of it.
        Math.ceil(answer.identity.length * 1.5) + 200,
    });
  }

  /** Everything kept is stale from now on. */
  forget() {
    this.generation++;
  }

  /** The answer kept for `key` if it is still current. */
  fresh(key: string): KeptAnswer | undefined {
    const answer = this.kept.get(key);
    return answer && this.isFresh(answer) ? answer : undefined;
  }

  /** The answer kept for `key`, current or not. */
  stale(key: string): KeptAnswer | undefined {
    return this.kept.get(key);
  }

  private isFresh(answer: KeptAnswer) {
    return answer.generation === this.generation && Date.now() - answer.at < KEPT_FOR_MS;
  }

  /** Keeps an answer made by the caller (an API answer on its way out). */
  async keep(key: string, answer: Omit<FreshAnswer, 'keep'>, generation = this.generation) {
    const made = await prepare(answer, generation);
    // A change announced while it was being compressed makes it stale at once.
    this.kept.set(key, made);
    return made;
  }

  /** The generation now: an answer started now and finished after a change is already stale. */
  get current() {
    return this.generation;
  }

  /**
   * The current answer for `key`: kept, or made by `make` (once for concurrent requests) and kept.
   * When the database cannot be reached, the last answer kept is served, however old.
   */
  async through(key: string, make: () => Promise<FreshAnswer>): Promise<KeptAnswer | FreshAnswer> {
    const kept = this.fresh(key);
    if (kept) return kept;
    let pending = this.making.get(key);
    if (!pending) {
      const generation = this.generation;
      pending = make()
        .then(async (answer) => (answer.keep ? this.keep(key, answer, generation) : answer))
        .catch((error: unknown) => {
          const last = this.stale(key);
          if (last && databaseFailure(error) === 'unavailable') return last;
          throw error;
        })
        .finally(() => this.making.delete(key));
      this.making.set(key, pending);
    }
    return pending;
  }
}

type Encoding = 'br' | 'gzip';

async function prepare(answer: Omit<FreshAnswer, 'keep'>, generation: number) {
  const identity = Buffer.isBuffer(answer.body) ? answer.body : Buffer.from(answer.body);
  return {
    status: answer.status,
    type: answer.type,
    cacheControl: answer.cacheControl,
    etag: `W/"${createHash('sha1').update(identity).digest('base64url')}"`,
    identity,
    encoded: {},
    generation,
    at: Date.now(),
  } satisfies KeptAnswer;
}

/**
 * The answer compressed, once: pages well (they are sent many times), API answers quickly. Brotli
 * stops at level 8 for pages: level 9 takes about a hundred times the CPU for a few bytes less, and
 * every page is compressed again after each change to public content (docs/performance.md).
 */
function encodedAs(answer: KeptAnswer, encoding: Encoding) {
  const { identity } = answer;
  const page = answer.type.startsWith('text/html');
  answer.encoded[encoding] ??=
    encoding === 'br'
      ? brotli(identity, {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: page ? 8 : 5,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
          },
        })
      : gzip(identity, { level: page ? 9 : 6 });
  return answer.encoded[encoding];
}

/** Whether the request's If-None-Match names this validator (compared weakly, as for GET). */
export function notModified(request: FastifyRequest, etag: string) {
  const header = request.headers['if-none-match'];
  if (!header) return false;
  const bare = etag.replace(/^W\//, '');
  return header
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === bare || tag === '*');
}

/** Where the page of an address (its query included) is kept for visitors. */
export const pageKey = (url: string) => `page:${url}`;

/** Whether a request may be answered from, and its answer kept in, the visitors' cache. */
export const isAnonymous = (request: FastifyRequest) => !request.headers.authorization;

/**
 * Sends a kept answer: 304 when the browser holds it, else its bytes in the best encoding the
 * browser accepts (compressed once, when it was kept).
 */
export async function sendKept(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: KeptAnswer | FreshAnswer,
  cacheControl: string,
  vary = 'accept-encoding',
) {
  void reply.header('cache-control', answer.cacheControl ?? cacheControl).header('vary', vary);
  if (!answer.cacheControl && cacheControl === SHARED_CACHE_CONTROL)
    void reply.header('cdn-cache-control', CDN_CACHE_CONTROL);
  if (!('etag' in answer)) return reply.code(answer.status).type(answer.type).send(answer.body);
  void reply.header('etag', answer.etag);
  if (answer.status === 200 && notModified(request, answer.etag)) return reply.code(304).send();
  const encoding = negotiate<Encoding>(String(request.headers['accept-encoding'] ?? ''), [
    'br',
    'gzip',
  ]);
  // Small answers are not worth compressing (as @fastify/compress judges too).
  const compress = encoding && answer.identity.length >= 1024;
  if (compress) void reply.header('content-encoding', encoding);
  return reply
    .code(answer.status)
    .type(answer.type)
    .send(compress ? await encodedAs(answer, encoding) : answer.identity);
}

/**
 * API routes with `config.cache: 'visitors'` answer visitors (no session) from the cache, and keep
 * their 200 answers; while the database is unreachable, the last answer kept stands in for the 503.
 * Call before the response hooks that set headers are registered; `serveKept` after them.
 */
export function keepVisitorAnswers(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply, payload) => {
    const generation = request.keptFrom;
    if (generation === undefined) return payload;
    const { publicCache } = app;
    if (reply.statusCode === 503) {
      const last = publicCache.stale(request.url);
      if (!last) return payload;
      void reply.code(200).header('content-type', last.type);
      return last.identity;
    }
    if (reply.statusCode !== 200 || typeof payload !== 'string') return payload;
    const type = String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8');
    const own = reply.getHeader('cache-control');
    const cacheControl = own ? String(own) : undefined;
    const body = { status: 200, type, body: payload, cacheControl };
    const kept = await publicCache.keep(request.url, body, generation);
    if (!cacheControl) void reply.header('cdn-cache-control', CDN_CACHE_CONTROL);
    void reply
      .header('cache-control', cacheControl ?? SHARED_CACHE_CONTROL)
      .header('vary', 'accept-encoding, authorization')
      .header('etag', kept.etag);
    if (!notModified(request, kept.etag)) return payload;
    void reply.code(304);
    return '';
  });
}

/**
 * Answers a visitor from the cache when the route allows it and a current answer is kept. A kept
 * page goes out here, as its route would send it, without the rest of the request's way (body
 * parsing, validation, the route): most requests of a public site are for a few such pages.
 */
export function serveKept(app: FastifyInstance) {
  app.addHook('onRequest', async (request, reply) => {
    const cache = request.routeOptions.config?.cache;
    if (!cache || (request.method !== 'GET' && request.method !== 'HEAD') || !isAnonymous(request))
      return;
    if (cache === 'pages') {
      // A not-found page is left to its route, which may say more of it (headers of its own).
      const page = app.publicCache.fresh(pageKey(request.url));
      if (page?.status !== 200) return;
      return sendKept(request, reply, page, SHARED_CACHE_CONTROL);
    }
    const kept = app.publicCache.fresh(request.url);
    if (!kept) {
      request.keptFrom = app.publicCache.current;
      return;
    }
    return sendKept(request, reply, kept, SHARED_CACHE_CONTROL, 'accept-encoding, authorization');
  });
}

/** The channel the database announces changes to public content on (migration 0022). */
const PUBLIC_CHANGES = 'public_changes';
/** How long a change waits for its notice before its answer goes anyway. */
const SYNC_WAIT_MS = 1_000;

/**
 * Forgets what the cache keeps whenever the database announces a change. Notices arrive a moment
 * after the change commits; so that whoever made a change sees it on their next request, a
 * successful change (any request but a read) is answered only once this process has heard every
 * notice sent before it: it sends a notice of its own and waits for it (they arrive in order),
 * then for `settled`, what the notices heard before it set under way in this process.
 * `onChange` hears the table a notice names, or null when anything may have changed.
 */
export async function forgetOnChanges(
  app: FastifyInstance,
  onChange: (table: string | null) => void = () => {},
  settled: () => Promise<unknown> = () => Promise.resolve(),
) {
  const { ctx, publicCache } = app;
  const waiting = new Map<string, () => void>();
  let sequence = 0;
  const stop = await ctx.listen(
    PUBLIC_CHANGES,
    (payload) => {
      if (!payload?.startsWith('sync:')) {
        // No table named (the listening connection was made again): anything may have changed.
        onChange(payload || null);
        publicCache.forget();
        // What `onChange` set under way is not in answers yet (searches do not wait for it): those
        // made meanwhile are forgotten again once it is.
        return void settled().then(() => publicCache.forget());
      }
      const resolve = waiting.get(payload);
      // Taken now, before a later notice adds to it: what this one's changes set under way.
      if (resolve) void settled().finally(resolve);
    },
    (message) => app.log.warn(message),
  );
  const prefix = `sync:${process.pid}:${Math.random().toString(36).slice(2)}:`;
  app.addHook('onSend', async (request, reply, payload) => {
    if (['GET', 'HEAD', 'OPTIONS'].includes(request.method) || reply.statusCode >= 400)
      return payload;
    const token = `${prefix}${++sequence}`;
    let timer: NodeJS.Timeout | undefined;
    const heard = new Promise<void>((resolve) => {
      waiting.set(token, resolve);
      timer = setTimeout(resolve, SYNC_WAIT_MS);
    });
    try {
      await ctx.db.execute(sql`select pg_notify(${PUBLIC_CHANGES}, ${token})`);
      await heard;
    } catch {
      // The database is gone: there is nothing to wait for.
    } finally {
      clearTimeout(timer);
      waiting.delete(token);
    }
    return payload;
  });
  app.addHook('onClose', async () => {
    await stop();
  });
}
