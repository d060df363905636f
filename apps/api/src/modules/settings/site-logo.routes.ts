import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { API } from '@logicareers/shared/api';
import { PHOTO_MAX_BYTES } from '@logicareers/shared/constants';
import { EMPLOYER_MESSAGES as EM } from '@logicareers/shared/messages';
import { zOk } from '@logicareers/shared/schemas/common';
import { ZSiteSettings } from '@logicareers/shared/schemas/settings';
import { requireUser } from '../access/access.policy';
import { imageUploadBody, singleFileUpload, uploadedFile } from '../files/uploads';
import { created, saved } from '../../lib/route-helpers';
import { readSiteSettings } from './settings.service';
import { removeSiteLogo, uploadSiteLogo } from './site-logo';

const manage = { access: { permission: 'settings.manage' } } as const;

/** The site's logo: uploaded by the master admin, or the built-in one. */
export async function siteLogoRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;

  app.post(
    API.siteLogo,
    {
      config: { ...manage, ...singleFileUpload(PHOTO_MAX_BYTES) },
      schema: {
        summary: "Upload the site's logo, replacing any earlier one",
        description:
          'JPEG, PNG or WebP of at most 2 MB and 16 to 4000 pixels a side, judged by content, without metadata; SVG is refused. Served from the site at an address of its own (cached for good), which `logo_url` then names. Answers the settings.',
        consumes: ['multipart/form-data'],
        body: imageUploadBody('logo'),
        response: { 201: zOk(ZSiteSettings) },
      },
    },
    async (request, reply) => {
      const upload = uploadedFile(request, 'logo');
      await uploadSiteLogo(ctx, requireUser(request), upload, request.log);
      return created(reply, EM.logoSaved, readSiteSettings(ctx.db));
    },
  );

  app.delete(
    API.siteLogo,
    {
      config: manage,
      schema: {
        summary: 'Go back to the built-in logo',
        description: 'Removes the uploaded logo, if any. Answers the settings.',
        response: { 200: zOk(ZSiteSettings) },
      },
    },
    async (request) => {
      await removeSiteLogo(ctx, requireUser(request));
      return saved(EM.logoRemoved, readSiteSettings(ctx.db));
    },
  );
}
