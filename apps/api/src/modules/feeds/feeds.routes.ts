import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { FEED_FORMATS, FEEDS, feedPath, type FeedFormat } from '@logicareers/shared/feeds';
import { inLanguage, paths } from '@logicareers/shared/pages';
import { zLang, type Lang } from '@logicareers/shared/schemas/common';
import { zId } from '@logicareers/shared/schemas/fields';
import { settingsIn } from '@logicareers/shared/schemas/settings';
import type { Db } from '../../db/client';
import { invalid } from '../../lib/errors';
import {
  CDN_CACHE_CONTROL,
  KEPT_FOR_MS,
  notModified,
  SHARED_CACHE_CONTROL,
} from '../../lib/public-cache';
import { emirateIds, masterItemsByIds, masterNames } from '../master-data/master-data.service';
import { readSiteSettings } from '../settings/settings.service';
import { FEED_WRITERS, feedWords, type FeedMeta } from './feed-formats';
import { liveJobs, type FeedScope } from './feed-jobs';

export const FEED_MESSAGES = {
  emirate: 'emirate must be the id of an emirate',
  functionalArea: 'functional_area must be the id of a functional area',
} as const;

const ZFeedQuery = z.object({
  emirate: zId(FEED_MESSAGES.emirate).optional(),
  functional_area: zId(FEED_MESSAGES.functionalArea).optional(),
  lang: zLang(),
});
type FeedQuery = z.output<typeof ZFeedQuery>;

/**
 * The scope of a feed's query; an id that is not an emirate or a functional area is refused (400,
 * naming the parameter), as a malformed one is: a board polling a mistyped address hears of it
 * rather than reading an empty feed.
 */
async function scopeOf(db: Db, query: FeedQuery): Promise<FeedScope> {
  const { emirate, functional_area: functionalArea } = query;
  if (emirate !== undefined && !(await emirateIds(db)).has(emirate))
    throw invalid({ emirate: FEED_MESSAGES.emirate });
  if (functionalArea !== undefined) {
    const [item] = await masterItemsByIds(db, [functionalArea]);
    if (item?.kind !== 'functional_area')
      throw invalid({ functional_area: FEED_MESSAGES.functionalArea });
  }
  return { emirate: emirate ?? null, functionalArea: functionalArea ?? null };
}

/**
 * A feed's validator. Its bytes are not kept (a feed of every job is hundreds of megabytes, more
 * than the public cache holds): the validator names what they were made from, as the public
 * cache's generations do (decision 025): this process, the generation (a new one on every
 * announced change to public content) and the minute (which bounds what time alone changes, a
 * closing date passing). A repeat request within them is answered 304 without reading a job.
 */
const PROCESS = randomUUID().slice(0, 8);

/**
 * The job feeds: Indeed's XML, RSS 2.0 and Atom 1.0 of every live job, or of one emirate's or one
 * functional area's, in English or Arabic (`lang=ar`). Streamed as they are read, a page of jobs
 * at a time; for visitors and anyone else alike (they hold nothing that is not public).
 */
export async function feedsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // Jobs from the replica when there is one; the site's settings from the primary, as pages do.
  const { db, readDb, env } = app.ctx;

  const metaOf = async (format: FeedFormat, query: FeedQuery, lang: Lang): Promise<FeedMeta> => {
    const settings = settingsIn(await readSiteSettings(db), lang);
    const names = await masterNames(readDb, lang);
    const narrowed = [query.emirate, query.functional_area]
      .filter((id): id is number => id !== undefined)
      .map((id) => names.get(id))
      .filter(Boolean);
    const search = new URLSearchParams();
    if (query.emirate !== undefined) search.set('state', String(query.emirate));
    if (query.functional_area !== undefined)
      search.set('functional_area', String(query.functional_area));
    return {
      lang,
      siteName: settings.site_name,
      appUrl: env.APP_URL,
      self: env.APP_URL + feedPath(format, query),
      searchPage: env.APP_URL + inLanguage(lang, paths.searchJobs(search)),
      title: [`${settings.site_name}: ${feedWords(lang).jobs}`, ...narrowed].join(' – '),
      builtAt: new Date(),
      jobUrl: (id) => env.APP_URL + inLanguage(lang, paths.jobView(id)),
    };
  };

  for (const format of FEED_FORMATS) {
    app.get(
      FEEDS[format].path,
      {
        config: { access: 'public' },
        // The answer is a stream of XML: no schema writes it.
        schema: { querystring: ZFeedQuery },
      },
      async (request, reply) => {
        const { query } = request;
        const scope = await scopeOf(readDb, query);
        const etag = `W/"feed-${PROCESS}-${app.publicCache.current}-${Math.floor(Date.now() / KEPT_FOR_MS)}"`;
        void reply
          .header('cache-control', SHARED_CACHE_CONTROL)
          .header('cdn-cache-control', CDN_CACHE_CONTROL)
          .header('vary', 'accept-encoding')
          .header('etag', etag);
        if (notModified(request, etag)) return reply.code(304).send();
        // A reader checking the feed (HEAD) hears its headers without a job being read.
        if (request.method === 'HEAD') return reply.type(FEEDS[format].type).send();
        const meta = await metaOf(format, query, query.lang);
        const writer = FEED_WRITERS[format];
        const pages = liveJobs(readDb, scope, query.lang);
        // The first page is read before anything is sent, so that a database that cannot answer
        // gets its 503 rather than a feed cut short.
        const first = await pages.next();
        async function* feed() {
          yield writer.head(meta);
          if (!first.done) {
            yield first.value.map((job) => writer.entry(job, meta)).join('');
            for await (const page of pages)
              yield page.map((job) => writer.entry(job, meta)).join('');
          }
          yield writer.tail();
        }
        return reply.type(FEEDS[format].type).send(Readable.from(feed(), { objectMode: false }));
      },
    );
  }
}
