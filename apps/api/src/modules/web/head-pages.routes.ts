import { inLanguage, LANGUAGE_PREFIXES, PAGES } from '@logicareers/shared/pages';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { orUnknown, zId } from '@logicareers/shared/schemas/fields';
import { ZNewsSlugParams } from '@logicareers/shared/schemas/news';
import { settingsIn } from '@logicareers/shared/schemas/settings';
import { getJob } from '../jobs/jobs.service';
import { publicArticle } from '../news/news.service';
import { readSiteSettings } from '../settings/settings.service';
import { jobHead, jobPath, jobPostingJsonLd, newsArticleHead } from './seo';
import { ZText, type WebPages } from './web-pages';

/** A job page's id; one that cannot be an id is as unknown as a closed job (the app says so). */
const ZJobPageParams = z.object({ id: orUnknown(zId('Not found')) });

/** The pages of a job and of a news article, each with its own head, in every language. */
export async function headPagesRoutes(fastify: FastifyInstance, { pages }: { pages: WebPages }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // A page's own content is read from the replica when there is one; the site's settings from the
  // primary, so a change shows at once.
  const { db, readDb, env } = app.ctx;
  const { pageWithHead } = pages;
  // Job pages carry their own title, description, canonical URL and JobPosting data for search
  // engines, in English and at their Arabic address.
  for (const prefix of Object.values(LANGUAGE_PREFIXES)) {
    app.get(
      `${prefix}${PAGES.jobView}`,
      {
        config: { access: 'public', cache: 'pages' },
        schema: { params: ZJobPageParams, response: { 200: ZText, 404: ZText, 503: ZText } },
      },
      async (request, reply) => {
        const { id } = request.params;
        return pageWithHead(
          request,
          reply,
          id === null
            ? null
            : async (language) => {
                const job = await getJob(readDb, null, id);
                const settings = settingsIn(await readSiteSettings(db), language);
                const head = {
                  ...jobHead(job, settings.site_name, language),
                  canonical: `${env.APP_URL}${inLanguage(language, jobPath(job.id))}`,
                };
                // A closed or expired job's page tells its readers so; search engines drop it: it
                // offers no job (no JobPosting) and asks not to be listed.
                if (job.status !== 'published') return { ...head, noindex: true };
                return {
                  ...head,
                  jsonLd: await jobPostingJsonLd(
                    readDb,
                    job,
                    env.APP_URL,
                    settings.site_name,
                    language,
                  ),
                };
              },
        );
      },
    );
  }

  // A news article's page: its own head, with NewsArticle data; drafts and scheduled ones are 404.
  for (const prefix of Object.values(LANGUAGE_PREFIXES)) {
    app.get(
      `${prefix}${PAGES.newsArticle}`,
      {
        config: { access: 'public', module: 'logistics_news', cache: 'pages' },
        schema: { params: ZNewsSlugParams, response: { 200: ZText, 404: ZText, 503: ZText } },
      },
      async (request, reply) =>
        pageWithHead(request, reply, async (language) => {
          const article = await publicArticle(readDb, request.params.slug, language);
          const settings = settingsIn(await readSiteSettings(db), language);
          return newsArticleHead(article, env.APP_URL, settings.site_name, language);
        }),
    );
  }
}
