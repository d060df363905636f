import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { API } from '@logicareers/shared/api';
import { zOk } from '@logicareers/shared/schemas/common';
import {
  INTERVIEW_MESSAGES,
  ZInterviewAnswerRequest,
  ZInterviewInvitation,
  ZInterviewTokenParams,
} from '@logicareers/shared/schemas/interviews';
import { answerInvitation, openInvitation } from './interviews.answers';
import { saved } from '../../lib/route-helpers';

const M = INTERVIEW_MESSAGES;

/** The candidate's page, without signing in: the interview of an invitation's link and the answer. */
export async function interviewAnswerRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  const { db } = ctx;
  const linkLimit = { max: ctx.env.RATE_LIMIT_FORMS_PER_MINUTE, timeWindow: '1 minute' };
  const candidateLink = { access: 'public', rateLimit: linkLimit } as const;

  const linkDescription = `A bad or unknown token (or one replaced by a later e-mail) answers 404; a cancelled or past interview 409.`;

  app.get(
    API.interviews.answer(':token'),
    {
      config: candidateLink,
      schema: {
        summary: 'The interview an invitation link belongs to',
        description: linkDescription,
        params: ZInterviewTokenParams,
        response: { 200: zOk(ZInterviewInvitation) },
      },
    },
    async (request) => ({ data: await openInvitation(db, request.params.token) }),
  );

  app.post(
    API.interviews.answer(':token'),
    {
      config: candidateLink,
      schema: {
        summary: "The candidate's answer: accept, decline or ask for another time",
        description: `May be changed until the interview starts; the interviewers and the recruiter are e-mailed. ${linkDescription}`,
        params: ZInterviewTokenParams,
        body: ZInterviewAnswerRequest,
        response: { 200: zOk(ZInterviewInvitation) },
      },
    },
    async (request) => saved(M.answered, answerInvitation(ctx, request.params.token, request.body)),
  );
}
