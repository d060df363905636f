import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { API } from '@logicareers/shared/api';
import { zOk } from '@logicareers/shared/schemas/common';
import {
  COMMUNICATION_MESSAGES,
  ZUnsubscribeBody,
  ZUnsubscribeInfo,
  ZUnsubscribeParams,
} from '@logicareers/shared/schemas/communications';
import { unsubscribe, unsubscribeInfo } from './unsubscribe';
import { perAddress, saved } from '../../lib/route-helpers';

/** The unsubscribe link of marketing mails, without signing in. */
export async function unsubscribeRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  const { db } = ctx;
  const publicLink = { access: 'public', rateLimit: perAddress(ctx.env, 'forms') } as const;

  const linkDescription = `A bad or unknown token answers 404 "${COMMUNICATION_MESSAGES.linkInvalid}".`;

  app.get(
    API.communications.unsubscribe(':token'),
    {
      config: publicLink,
      schema: {
        summary: "Which company's marketing e-mails an unsubscribe link stops",
        description: linkDescription,
        params: ZUnsubscribeParams,
        response: { 200: zOk(ZUnsubscribeInfo) },
      },
    },
    async (request) => ({ data: await unsubscribeInfo(db, request.params.token) }),
  );

  app.post(
    API.communications.unsubscribe(':token'),
    {
      config: publicLink,
      schema: {
        summary: "Stop a company's marketing e-mails",
        description: `From the page's button, or a mail program's one-click post (RFC 8058: \`List-Unsubscribe=One-Click\`, form-encoded). ${linkDescription}`,
        params: ZUnsubscribeParams,
        body: ZUnsubscribeBody,
        response: { 200: zOk(ZUnsubscribeInfo) },
      },
    },
    async (request) =>
      saved(COMMUNICATION_MESSAGES.unsubscribedDone, unsubscribe(db, request.params.token)),
  );
}
