import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { DONE } from '@logicareers/shared/messages';
import { API } from '@logicareers/shared/api';
import { zOk, ZPageQuery } from '@logicareers/shared/schemas/common';
import { ZProfileViewsPage, ZVisibilityRequest } from '@logicareers/shared/schemas/talent';
import { candidatesOnly, requireUser } from '../access/access.policy';
import { profileViewsOf, setVisibility } from './candidate-view';

const candidateAccess = {
  config: { access: { permission: 'candidate.profile' } },
  preValidation: candidatesOnly,
} as const;

/** The candidate's side: who may find their profile, and who viewed it. */
export async function profileVisibilityRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.ctx;

  app.put(
    API.talent.visibility,
    {
      ...candidateAccess,
      schema: {
        summary: 'Choose who can find your profile',
        description:
          'All employers and the consultancy, the consultancy only, or nobody. Takes effect at once; employers you apply to see your application whatever you choose.',
        body: ZVisibilityRequest,
        response: { 200: zOk(ZVisibilityRequest) },
      },
    },
    async (request) => {
      await setVisibility(db, requireUser(request).id, request.body.visibility);
      return { message: DONE.saved, data: { visibility: request.body.visibility } };
    },
  );

  app.get(
    API.talent.profileViews,
    {
      ...candidateAccess,
      schema: {
        summary: 'The companies that viewed your profile, the most recent first',
        querystring: ZPageQuery,
        response: { 200: zOk(ZProfileViewsPage) },
      },
    },
    async (request) => ({
      data: await profileViewsOf(db, requireUser(request).id, {
        page: request.query.page,
        pageSize: request.query.page_size,
      }),
    }),
  );
}
