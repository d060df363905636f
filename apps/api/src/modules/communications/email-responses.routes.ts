import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { API } from '@logicareers/shared/api';
import { zOk, zPage } from '@logicareers/shared/schemas/common';
import {
  EMAIL_RESPONSE_MESSAGES,
  ZEmailResponseItem,
  ZEmailResponseListQuery,
  ZEmailResponsePage,
  ZEmailResponseRequest,
  ZResponseOptions,
  ZResponseOptionsRequest,
  ZResponseTokenParams,
} from '@logicareers/shared/schemas/email-responses';
import { requireUser } from '../access/access.policy';
import {
  answerResponse,
  listResponses,
  openResponsePage,
  responseOptions,
  setResponseOptions,
} from './email-responses';
import { perAddress, saved } from '../../lib/route-helpers';

const manage = { access: { permission: 'communications.manage' } } as const;
const M = EMAIL_RESPONSE_MESSAGES;

/** Candidates' answers to e-mails: the company's options and list, and the candidate's page. */
export async function emailResponsesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, env } = app.ctx;
  const link = { access: 'public', rateLimit: perAddress(env, 'forms') } as const;
  const linkDescription = `Without signing in. A bad, unknown or expired token, or one of a mail never sent, answers 404 "${M.linkInvalid}".`;

  app.get(
    API.emailResponses.options,
    {
      config: manage,
      schema: {
        summary: "The company's answer options for e-mail responses",
        description: 'The defaults until the company sets its own.',
        response: { 200: zOk(ZResponseOptions) },
      },
    },
    async (request) => ({ data: await responseOptions(db, requireUser(request)) }),
  );

  app.put(
    API.emailResponses.options,
    {
      config: manage,
      schema: {
        summary: "Sets the company's answer options",
        description:
          'From 2 to 8 different options. Answers already given keep the words they were given in.',
        body: ZResponseOptionsRequest,
        response: { 200: zOk(ZResponseOptions) },
      },
    },
    async (request) =>
      saved(M.optionsSaved, setResponseOptions(db, requireUser(request), request.body)),
  );

  app.get(
    API.emailResponses.list,
    {
      config: manage,
      schema: {
        summary: "Candidates' answers to the company's e-mails, last answered first",
        description: 'Filtered by answer and by the UAE dates it was (last) answered.',
        querystring: ZEmailResponseListQuery,
        response: { 200: zOk(zPage(ZEmailResponseItem)) },
      },
    },
    async (request) => ({ data: await listResponses(db, requireUser(request), request.query) }),
  );

  app.get(
    API.emailResponses.answer(':token'),
    {
      config: link,
      schema: {
        summary: 'The mail a response link belongs to, with the answer options',
        description: linkDescription,
        params: ZResponseTokenParams,
        response: { 200: zOk(ZEmailResponsePage) },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return { data: await openResponsePage(db, request.params.token) };
    },
  );

  app.post(
    API.emailResponses.answer(':token'),
    {
      config: link,
      schema: {
        summary: "The candidate's answer to a mail",
        description: `Answering again replaces the answer while the link works. ${linkDescription}`,
        params: ZResponseTokenParams,
        body: ZEmailResponseRequest,
        response: { 200: zOk(ZEmailResponsePage) },
      },
    },
    async (request) => saved(M.answered, answerResponse(db, request.params.token, request.body)),
  );
}
