import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { API } from '@logicareers/shared/api';
import { ZLangQuery, zOk } from '@logicareers/shared/schemas/common';
import {
  ZNewsPublicArticle,
  ZNewsPublicList,
  ZNewsPublicQuery,
  ZNewsSlugParams,
} from '@logicareers/shared/schemas/news';
import { publicArticle, publicArticles } from './news.service';

/** The published articles whose publish date has come, for anyone. */
export async function publicNewsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;

  app.get(
    API.news.list,
    {
      config: { access: 'public', cache: 'visitors', module: 'logistics_news' },
      schema: {
        summary: 'Published logistics news, newest first',
        description:
          'Only articles that are published and whose publish date has come. `tag` keeps those with that tag (any case). With every tag of published articles, for the filter. Paged, 9 by default. `lang=ar`: the Arabic title and summary where an article has them.',
        querystring: ZNewsPublicQuery,
        response: { 200: zOk(ZNewsPublicList) },
      },
    },
    async (request) => ({ data: await publicArticles(ctx.readDb, request.query) }),
  );

  app.get(
    API.news.article.pattern,
    {
      config: { access: 'public', cache: 'visitors', module: 'logistics_news' },
      schema: {
        summary: 'One published news article by its address',
        description:
          'In Arabic with lang=ar where the article has Arabic words. A draft, an article whose publish date has not come, or an unknown address is 404.',
        params: ZNewsSlugParams,
        querystring: ZLangQuery,
        response: { 200: zOk(ZNewsPublicArticle) },
      },
    },
    async (request) => ({
      data: await publicArticle(ctx.readDb, request.params.slug, request.query.lang),
    }),
  );
}
