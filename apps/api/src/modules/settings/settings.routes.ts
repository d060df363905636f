import type { FastifyInstance } from 'fastify';
import { ANSWERS } from '@logicareers/shared/messages';
import { ZSubscriptionRequest } from '@logicareers/shared/schemas/auth';
import { ZUpdateSiteSettingsRequest } from '@logicareers/shared/schemas/settings';
import { bodyOf, pageOf } from '../../lib/body';
import { parse } from '../../lib/validate';
import { subscribeToJobMail } from '../alerts/subscriptions.service';
import { listOutbox } from '../mail/outbox';
import { readSiteSettings, writeSiteSettings } from './settings.service';

export async function settingsRoutes(app: FastifyInstance) {
  const { ctx } = app;
  const formLimit = { max: ctx.env.RATE_LIMIT_FORMS_PER_MINUTE, timeWindow: '1 minute' };

  app.get(
    '/api/settings',
    {
      config: {
        access: 'public',
        docs: {
          summary: 'Get the site settings',
          description: '`demo` tells whether the site runs in demo mode.',
        },
      },
    },
    async () => ({
      data: { ...(await readSiteSettings(ctx.db)), demo: ctx.env.DEMO },
    }),
  );

  app.put(
    '/api/settings',
    {
      config: {
        access: { permission: 'settings.manage' },
        docs: {
          summary: 'Change the site settings',
          description: 'Answers the saved settings.',
          body: ZUpdateSiteSettingsRequest,
        },
      },
    },
    async (request) => {
      await writeSiteSettings(ctx.db, parse(ZUpdateSiteSettingsRequest, bodyOf(request)));
      return { message: 'Settings saved', data: await readSiteSettings(ctx.db) };
    },
  );

  app.post(
    '/api/settings/subscribe',
    {
      config: {
        access: 'public',
        rateLimit: formLimit,
        docs: {
          summary: 'Subscribe an e-mail address to the job e-mails',
          description:
            'Sends a confirmation link to an address not confirmed yet; no job e-mails go out until it is used. Answers the same for a new, pending or already confirmed address.',
          body: ZSubscriptionRequest,
        },
      },
    },
    async (request, reply) => {
      const input = parse(ZSubscriptionRequest, bodyOf(request));
      await subscribeToJobMail(ctx.db, input.email, ctx.env.APP_URL);
      return reply.code(201).send({ message: ANSWERS.subscribed, data: null });
    },
  );

  app.get(
    '/api/settings/outbox',
    {
      config: {
        access: { permission: 'outbox.read' },
        docs: {
          summary: 'List the outgoing e-mails',
          description:
            'Paged with the query parameters `page` and `page_size` (at most 100); `to` keeps the e-mails to one address.',
        },
      },
    },
    async (request) => {
      const { page, pageSize } = pageOf(request);
      const to = (request.query as { to?: string }).to;
      return { data: await listOutbox(ctx.db, { page, pageSize, to }) };
    },
  );
}
