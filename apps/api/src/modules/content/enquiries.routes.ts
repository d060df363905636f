import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API } from '@logicareers/shared/api';
import { zOk, zPage } from '@logicareers/shared/schemas/common';
import {
  CONTENT_MESSAGES as CM,
  ZEnquiry,
  ZEnquiryAssignee,
  ZEnquiryIdParams,
  ZEnquiryListQuery,
  ZEnquiryRequest,
  ZEnquiryToken,
  ZEnquiryUpdate,
} from '@logicareers/shared/schemas/content';
import { requireUser } from '../access/access.policy';
import { issueFormToken } from './enquiry-token';
import {
  getEnquiry,
  listAssignees,
  listEnquiries,
  sendEnquiry,
  updateEnquiry,
} from './enquiries.service';
import { perAddress, publicForm, saved } from '../../lib/route-helpers';

const enquiriesAccess = { access: { permission: 'enquiries.manage' } } as const;

/** The enquiries sent from the service pages' forms, and their handling by the team. */
export async function enquiriesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  const { db } = ctx;

  app.get(
    API.enquiry.token,
    {
      config: { access: 'public' },
      schema: {
        summary: 'Get a token for the enquiry form',
        description: `The form sends it back with the enquiry. Signed with the site's secret; refused if it comes back within a few seconds, after two hours, changed, or a second time.`,
        response: { 200: zOk(ZEnquiryToken) },
      },
    },
    async (_request, reply) =>
      reply.header('cache-control', 'no-store').send({ data: { token: await issueFormToken(db) } }),
  );

  publicForm(app, API.enquiry.list, {
    summary: 'Send an enquiry',
    description:
      'From contact-us or an employer page. Stored for the staff inbox; the address given is e-mailed a fixed acknowledgement that holds nothing the sender typed. `website` must stay empty.',
    body: ZEnquiryRequest,
    rateLimit: perAddress(ctx.env, 'forms'),
    message: CM.enquirySent,
    take: (form) => sendEnquiry(db, form),
  });

  app.get(
    API.enquiry.list,
    {
      config: enquiriesAccess,
      schema: {
        summary: 'List enquiries',
        description:
          'Newest first. `status`, `page_key` (the page it came from), `assignee` (a user id, `me` or `none`) and `q` (name, e-mail, company, subject, message). Paged.',
        querystring: ZEnquiryListQuery,
        response: { 200: zOk(zPage(ZEnquiry)) },
      },
    },
    async (request) => ({ data: await listEnquiries(db, requireUser(request), request.query) }),
  );

  app.get(
    API.enquiry.assignees,
    {
      config: enquiriesAccess,
      schema: {
        summary: 'List the staff an enquiry can be assigned to',
        response: { 200: zOk(z.array(ZEnquiryAssignee)) },
      },
    },
    async () => ({ data: await listAssignees(db) }),
  );

  app.get(
    API.enquiry.one.pattern,
    {
      config: enquiriesAccess,
      schema: {
        summary: 'Read an enquiry',
        params: ZEnquiryIdParams,
        response: { 200: zOk(ZEnquiry) },
      },
    },
    async (request) => ({ data: await getEnquiry(db, request.params.id) }),
  );

  app.put(
    API.enquiry.one.pattern,
    {
      config: enquiriesAccess,
      schema: {
        summary: "Change an enquiry's status, assignee or internal note",
        description: '`assignee_id` null takes it from whoever had it.',
        params: ZEnquiryIdParams,
        body: ZEnquiryUpdate,
        response: { 200: zOk(ZEnquiry) },
      },
    },
    async (request) =>
      saved(
        CM.enquiryUpdated,
        updateEnquiry(db, requireUser(request), request.params.id, request.body),
      ),
  );
}
