import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { API } from '@logicareers/shared/api';
import { ZDone, zFileAnswer, zOk } from '@logicareers/shared/schemas/common';
import {
  PRIVACY_MESSAGES as M,
  ZConsentRequest,
  ZDeletionRequest,
  ZDeletionScheduled,
  ZExportTokenParams,
  ZPrivacyStatus,
} from '@logicareers/shared/schemas/privacy';
import { candidatesOnly, requireUser } from '../access/access.policy';
import { notFound } from '../../lib/errors';
import {
  cancelDeletion,
  exportByToken,
  ownExportFile,
  privacyStatus,
  requestDeletion,
  requestExport,
  saveConsent,
} from './privacy.service';
import { done, perAddress, saved } from '../../lib/route-helpers';

type Own = {
  readonly config: { readonly access: 'authenticated' };
  readonly preValidation: typeof candidatesOnly;
};

/** The candidate's rights over their data (decision 028): consent, a copy, deletion. */
export async function privacyRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  const { db } = ctx;
  const own: Own = {
    config: { access: 'authenticated' },
    preValidation: candidatesOnly,
  } as const;

  app.get(
    API.privacy.status,
    {
      ...own,
      schema: {
        summary: 'Your privacy choices, your copy of your data and a pending deletion (candidates)',
        description: 'Only your own; any other role answers 403.',
        response: { 200: zOk(ZPrivacyStatus) },
      },
    },
    async (request) => ({ data: await privacyStatus(db, requireUser(request).id) }),
  );

  app.put(
    API.privacy.consent,
    {
      ...own,
      schema: {
        summary: 'Accept the privacy notice and choose who can find you (candidates)',
        description:
          'Records the acceptance of the current notice (its version and time) and the visibility: all employers and the consultancy, the consultancy only, or nobody.',
        body: ZConsentRequest,
        response: { 200: zOk(ZPrivacyStatus) },
      },
    },
    async (request) => {
      const { id } = requireUser(request);
      await saveConsent(db, id, request.body);
      return saved(M.consentSaved, privacyStatus(db, id));
    },
  );

  app.post(
    API.privacy.export,
    {
      ...own,
      schema: {
        summary: 'Ask for a copy of your data (candidates)',
        description:
          'A ZIP of everything held about you (a JSON file and your files) is prepared in the background and a download link, valid 7 days, is e-mailed to you. One request at a time: 409 while one is being prepared.',
        response: { 202: zOk(ZPrivacyStatus) },
      },
    },
    async (request, reply) => {
      const { id } = requireUser(request);
      await requestExport(ctx, id);
      return reply
        .code(202)
        .send({ message: M.exportRequested, data: await privacyStatus(db, id) });
    },
  );

  downloadRoutes(fastify, own);

  app.post(
    API.privacy.deletion,
    {
      ...own,
      schema: {
        summary: 'Ask to delete your account (candidates)',
        description:
          'With your password. The account is erased 24 hours later unless you cancel meanwhile; an e-mail says when. Applications stay with the employers without your name or contact details. A wrong password answers 400 on `password`.',
        body: ZDeletionRequest,
        response: { 200: zOk(ZDeletionScheduled) },
      },
    },
    async (request) => {
      const due = await requestDeletion(ctx, requireUser(request), request.body.password);
      return { message: M.deletionScheduled, data: { deletion_due_at: due.toISOString() } };
    },
  );

  app.delete(
    API.privacy.deletion,
    {
      ...own,
      schema: {
        summary: 'Cancel the deletion of your account (candidates)',
        description: 'Within the cooling-off day; 409 when none is pending.',
        response: { 200: ZDone },
      },
    },
    async (request) => done(M.deletionCancelled, cancelDeletion(db, requireUser(request).id)),
  );
}

/** The copy of a candidate's data as a file: from its e-mailed link, or signed in. */
function downloadRoutes(fastify: FastifyInstance, own: Own) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  const { db } = ctx;
  app.get(
    API.privacy.exportDownload(':token'),
    {
      config: { access: 'public', rateLimit: perAddress(ctx.env, 'forms') },
      schema: {
        summary: 'Download a copy of your data, from the e-mailed link',
        description:
          'The token of the link is the only key: an unknown, replaced or expired one answers 404. Each link begins a few downloads (EXPORT_LINK_DOWNLOADS), then answers 410.',
        params: ZExportTokenParams,
        response: { 200: zFileAnswer('The ZIP', ['application/zip']) },
      },
    },
    async (request, reply) => {
      const { token } = request.params;
      if (!token) throw notFound(M.exportLinkInvalid);
      const { storageKey } = await exportByToken(db, token);
      const bytes = await ctx.files.get(storageKey);
      if (!bytes) throw notFound(M.exportLinkInvalid);
      return sendZip(reply, bytes);
    },
  );

  app.get(
    API.privacy.exportFile,
    {
      ...own,
      schema: {
        summary: 'Download your latest copy of your data (candidates)',
        description:
          'While it is ready and has not expired (the same 7 days as its e-mailed link); 404 otherwise. Only your own.',
        response: { 200: zFileAnswer('The ZIP', ['application/zip']) },
      },
    },
    async (request, reply) => {
      const bytes = await ctx.files.get(await ownExportFile(db, requireUser(request).id));
      if (!bytes) throw notFound(M.exportLinkInvalid);
      return sendZip(reply, bytes);
    },
  );
}

/** Sends the ZIP as a download that no cache keeps and no page it leads to learns the link of. */
const sendZip = (reply: FastifyReply, bytes: Buffer) =>
  reply
    .header('content-type', 'application/zip')
    .header('content-disposition', 'attachment; filename="logicareers-my-data.zip"')
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .header('referrer-policy', 'no-referrer')
    .send(bytes);
