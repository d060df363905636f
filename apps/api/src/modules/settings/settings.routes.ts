import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { API } from '@logicareers/shared/api';
import {
  zOk,
  ZOutboxMessage,
  ZOutboxQuery,
  zPage,
  ZPublicSettings,
} from '@logicareers/shared/schemas/common';
import { ANSWERS, DONE } from '@logicareers/shared/messages';
import { ZSubscriptionRequest } from '@logicareers/shared/schemas/auth';
import {
  ZSiteModules,
  ZSiteSettings,
  ZUpdateSiteModulesRequest,
  ZUpdateSiteSettingsRequest,
} from '@logicareers/shared/schemas/settings';
import { requireUser } from '../access/access.policy';
import { subscribeToJobMail } from '../alerts/subscriptions.service';
import { listOutbox } from '../mail/outbox';
import { readSiteSettings, writeSiteSettings } from './settings.service';
import { readModules, writeModules } from './site-modules';
import { siteLogoRoutes } from './site-logo.routes';
import { perAddress, publicForm, saved } from '../../lib/route-helpers';

export async function settingsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  await siteLogoRoutes(fastify);

  app.get(
    API.settings,
    {
      config: { access: 'public', cache: 'visitors' },
      schema: {
        summary: 'Get the site settings',
        description:
          "`demo` tells whether the site runs in demo mode. The seller's details (legal name, address, TRN, bank account) are printed on every invoice and pro-forma, and the settings page of the administrators reads them from here, so they are part of the answer.",
        response: { 200: zOk(ZPublicSettings) },
      },
    },
    async () => ({
      data: {
        ...(await readSiteSettings(ctx.db)),
        demo: ctx.env.DEMO,
        modules: await readModules(ctx.db),
      },
    }),
  );

  app.get(
    API.modules,
    {
      config: { access: 'public', cache: 'visitors' },
      schema: {
        summary: "Get the site's features, each on or off",
        response: { 200: zOk(ZSiteModules) },
      },
    },
    async () => ({ data: await readModules(ctx.db) }),
  );

  app.put(
    API.modules,
    {
      config: { access: { permission: 'settings.manage' } },
      schema: {
        summary: 'Switch site features on or off',
        description:
          'A switched-off feature leaves the menus and pages and its routes answer 404. Answers every feature.',
        body: ZUpdateSiteModulesRequest,
        response: { 200: zOk(ZSiteModules) },
      },
    },
    async (request) =>
      saved(DONE.featuresSaved, writeModules(ctx.db, requireUser(request), request.body)),
  );

  app.put(
    API.settings,
    {
      config: { access: { permission: 'settings.manage' } },
      schema: {
        summary: 'Change the site settings',
        description: 'Answers the saved settings.',
        body: ZUpdateSiteSettingsRequest,
        response: { 200: zOk(ZSiteSettings) },
      },
    },
    async (request) => {
      await writeSiteSettings(ctx.db, request.user, request.body);
      return saved(DONE.settingsSaved, readSiteSettings(ctx.db));
    },
  );

  publicForm(app, API.subscribe, {
    summary: 'Subscribe an e-mail address to the job e-mails',
    description:
      'Sends a confirmation link to an address not confirmed yet; no job e-mails go out until it is used. Answers the same for a new, pending or already confirmed address.',
    body: ZSubscriptionRequest,
    rateLimit: perAddress(ctx.env, 'forms'),
    module: 'email_subscription',
    message: ANSWERS.subscribed,
    take: (form) => subscribeToJobMail(ctx.db, form.email, ctx.env.APP_URL),
  });

  app.get(
    API.outbox,
    {
      config: { access: { permission: 'outbox.read' } },
      schema: {
        summary: 'List the outgoing e-mails',
        description:
          'Newest first, paged with `page` and `page_size` (at most 100); `to` keeps the e-mails to one address.',
        querystring: ZOutboxQuery,
        response: { 200: zOk(zPage(ZOutboxMessage)) },
      },
    },
    async (request) => {
      const { page, page_size: pageSize, to } = request.query;
      return { data: await listOutbox(ctx.db, { page, pageSize, to }) };
    },
  );
}
