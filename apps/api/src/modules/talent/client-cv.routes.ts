import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { API } from '@logicareers/shared/api';
import { zFileAnswer, zOk } from '@logicareers/shared/schemas/common';
import {
  ZClientCv,
  ZClientCvAnswerRequest,
  ZClientCvParams,
} from '@logicareers/shared/schemas/talent';
import { CV_TYPES, sendCvFile } from '../candidates/cv-download';
import { answerClientCv, clientCvFileId, openClientCv } from './client-cv';
import { CLIENT_CV_MESSAGES } from './submissions';
import { perAddress, saved } from '../../lib/route-helpers';

const linkDescription = `A bad, unknown or expired token answers 404 "${CLIENT_CV_MESSAGES.linkInvalid}".`;

/** The client's page for a candidate sent to them, from the e-mailed link, without signing in. */
export async function clientCvRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  const { db } = ctx;
  const clientLink = { access: 'public', rateLimit: perAddress(ctx.env, 'forms') } as const;

  app.get(
    API.talent.clientCv(':token'),
    {
      config: clientLink,
      schema: {
        summary: 'A candidate sent to a client, from the e-mailed link',
        description: `The first opening marks it viewed. Contact details only if the consultancy shared them. ${linkDescription}`,
        params: ZClientCvParams,
        response: { 200: zOk(ZClientCv) },
      },
    },
    async (request) => ({ data: await openClientCv(db, request.params.token) }),
  );

  app.post(
    API.talent.clientCvAnswer(':token'),
    {
      config: clientLink,
      schema: {
        summary: "The client's answer about a candidate sent to them",
        description: `May be changed while the link works; the consultant who sent the candidate is e-mailed. ${linkDescription}`,
        params: ZClientCvParams,
        body: ZClientCvAnswerRequest,
        response: { 200: zOk(ZClientCv) },
      },
    },
    async (request) =>
      saved(CLIENT_CV_MESSAGES.answered, answerClientCv(ctx, request.params.token, request.body)),
  );

  app.get(
    API.talent.clientCvFile(':token'),
    {
      config: clientLink,
      schema: {
        summary: 'The CV of a candidate sent to a client, from the e-mailed link',
        description: linkDescription,
        params: ZClientCvParams,
        response: { 200: zFileAnswer('The CV, as uploaded', CV_TYPES) },
      },
    },
    async (request, reply) =>
      sendCvFile(reply, ctx, await clientCvFileId(db, request.params.token)),
  );
}
