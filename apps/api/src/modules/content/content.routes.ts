import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API } from '@logicareers/shared/api';
import { ZDone, ZLangQuery, zOk, zPage } from '@logicareers/shared/schemas/common';
import {
  CONTENT_MESSAGES as CM,
  ZContentPage,
  ZContentPageAdmin,
  ZContentPageParams,
  ZContentPageUpdate,
  ZEnquiry,
  ZEnquiryAssignee,
  ZEnquiryIdParams,
  ZEnquiryListQuery,
  ZEnquiryRequest,
  ZEnquiryToken,
  ZEnquiryUpdate,
} from '@logicareers/shared/schemas/content';
import type { ContentPageKey } from '@logicareers/shared/service-pages';
import { notFound } from '../../lib/errors';
import { requireUser } from '../access/access.policy';
import {
  listContentPages,
  readContentPage,
  restoreContentPage,
  saveContentPage,
} from './content.service';
import { issueFormToken } from './enquiry-token';
import {
  getEnquiry,
  listAssignees,
  listEnquiries,
  sendEnquiry,
  updateEnquiry,
} from './enquiries.service';

/** A page of the catalogue; anything else is not found. */
const known = (page: ContentPageKey | null) => {
  if (!page) throw notFound(CM.pageNotFound);
  return page;
};

const pagesAccess = { access: { permission: 'content.manage' } } as const;
const enquiriesAccess = { access: { permission: 'enquiries.manage' } } as const;

/** The service pages' words, and the enquiries sent from their forms. */
export async function contentRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  const { db } = ctx;
  const formLimit = { max: ctx.env.RATE_LIMIT_FORMS_PER_MINUTE, timeWindow: '1 minute' };

  app.get(
    API.content.pages,
    {
      config: pagesAccess,
      schema: {
        summary: 'List the service pages',
        description: 'Every page of the catalogue, with whether an administrator changed it.',
        response: { 200: zOk(z.array(ZContentPageAdmin)) },
      },
    },
    async () => ({ data: await listContentPages(db) }),
  );

  app.get(
    API.content.page.pattern,
    {
      config: { access: 'public', cache: 'visitors' },
      schema: {
        summary: 'Read a service page',
        description:
          'Its title, meta description and sanitised rich text, in Arabic with lang=ar where the page has Arabic words (the privacy policy); 404 for an unknown page.',
        params: ZContentPageParams,
        querystring: ZLangQuery,
        response: { 200: zOk(ZContentPage) },
      },
    },
    async (request) => ({
      data: await readContentPage(db, known(request.params.page), request.query.lang),
    }),
  );

  app.put(
    API.content.page.pattern,
    {
      config: pagesAccess,
      schema: {
        summary: 'Change a service page',
        description:
          'The body is sanitised: only headings, paragraphs, lists, emphasis and links stay.',
        params: ZContentPageParams,
        body: ZContentPageUpdate,
        response: { 200: zOk(ZContentPage) },
      },
    },
    async (request) => {
      const page = known(request.params.page);
      const message = await saveContentPage(db, requireUser(request), page, request.body);
      return { message, data: await readContentPage(db, page) };
    },
  );

  app.delete(
    API.content.page.pattern,
    {
      config: pagesAccess,
      schema: {
        summary: 'Restore a service page to its default words',
        params: ZContentPageParams,
        response: { 200: zOk(ZContentPage) },
      },
    },
    async (request) => {
      const page = known(request.params.page);
      const message = await restoreContentPage(db, requireUser(request), page);
      return { message, data: await readContentPage(db, page) };
    },
  );

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

  app.post(
    API.enquiry.list,
    {
      config: { access: 'public', rateLimit: formLimit },
      schema: {
        summary: 'Send an enquiry',
        description:
          'From contact-us or an employer page. Stored for the staff inbox; the address given is e-mailed a fixed acknowledgement that holds nothing the sender typed. `website` must stay empty.',
        body: ZEnquiryRequest,
        response: { 201: ZDone },
      },
    },
    async (request, reply) => {
      await sendEnquiry(db, request.body);
      return reply.code(201).send({ message: CM.enquirySent, data: null });
    },
  );

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
    async (request) => ({
      message: CM.enquiryUpdated,
      data: await updateEnquiry(db, requireUser(request), request.params.id, request.body),
    }),
  );
}
