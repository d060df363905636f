import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API } from '@logicareers/shared/api';
import { zOk } from '@logicareers/shared/schemas/common';
import { ZMasterOption } from '@logicareers/shared/schemas/jobs';
import { ZMasterParams, ZMasterQuery } from '@logicareers/shared/schemas/master-data';
import { listMasterItems } from './master-data.service';

/** Master data for select options and typeahead; public, as every job form and filter needs it. */
export async function masterDataRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    API.master.pattern,
    {
      config: { access: 'public', cache: 'visitors' },
      schema: {
        summary: 'List the options of one kind of master data',
        description:
          '`q` searches by name and answers the 20 best matches (otherwise at most 500 options); `parent` keeps the children of one item, or with `none` the top-level ones. `lang=ar` answers the Arabic names (the English one where an item has none), and `q` then searches both.',
        params: ZMasterParams,
        querystring: ZMasterQuery,
        response: { 200: zOk(z.array(ZMasterOption)) },
      },
    },
    async (request, reply) => {
      const { q, parent, lang } = request.query;
      const items = await listMasterItems(app.ctx.db, request.params.kind, {
        q,
        lang,
        parent: parent === 'none' ? null : parent,
        limit: q ? 20 : 500,
      });
      return reply.header('cache-control', 'public, max-age=300').send({ data: items });
    },
  );
}
