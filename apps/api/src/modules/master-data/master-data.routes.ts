import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { MAX_ID } from '@logicareers/shared/schemas/jobs';
import { parse } from '../../lib/validate';
import { listMasterItems } from './master-data.service';
import { MASTER_KINDS } from './taxonomy';

const PARENT = 'parent must be an id or none';
const ZMasterQuery = z.object({
  q: z.string().trim().max(100, { error: 'The search text is too long' }).optional(),
  parent: z
    .union(
      [
        z.literal('none'),
        z.coerce
          .number()
          .int({ error: PARENT })
          .positive({ error: PARENT })
          .max(MAX_ID, { error: PARENT }),
      ],
      { error: PARENT },
    )
    .optional(),
});
const ZMasterParams = z.object({
  kind: z.enum(MASTER_KINDS, { error: `kind must be one of ${MASTER_KINDS.join(', ')}` }),
});

/** Master data for select options and typeahead; public, as every job form and filter needs it. */
export async function masterDataRoutes(app: FastifyInstance) {
  app.get(
    '/api/master/:kind',
    {
      config: {
        access: 'public',
        docs: {
          summary: 'List the options of one kind of master data',
          description:
            '`q` searches by name and answers the 20 best matches (otherwise at most 500 options); `parent` keeps the children of one item, or with `none` the top-level ones.',
          params: ZMasterParams,
          query: ZMasterQuery,
        },
      },
    },
    async (request, reply) => {
      const { kind } = parse(ZMasterParams, request.params);
      const query = parse(ZMasterQuery, request.query);
      const items = await listMasterItems(app.ctx.db, kind, {
        q: query.q,
        parent: query.parent === 'none' ? null : query.parent,
        limit: query.q ? 20 : 500,
      });
      return reply.header('cache-control', 'public, max-age=300').send({ data: items });
    },
  );
}
