import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API } from '@logicareers/shared/api';
import { zFileAnswer, zOk } from '@logicareers/shared/schemas/common';
import {
  PLAN_MESSAGES as M,
  ZAssignRequest,
  ZInvoiceParams,
  ZMySubscription,
  ZPaymentRequest,
  ZSubscriptionParams,
  ZSubscriptionsPage,
  ZSubscriptionsQuery,
} from '@logicareers/shared/schemas/plans';
import { notFound } from '../../lib/errors';
import { requireUser } from '../access/access.policy';
import { sendInvoicePdf } from './invoice-pdf';
import {
  assignPlan,
  invoiceFor,
  listSubscriptions,
  mySubscription,
  recordPayment,
} from './plans.service';
import { known, manage } from './route-options';
import { accepted } from '../../lib/route-helpers';

/**
 * Clients' subscriptions, payments and tax invoices (plans.manage), and a company's own plan,
 * usage and invoices (subscription.read).
 */
export async function subscriptionsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, env } = app.ctx;

  app.get(
    API.plans.subscriptions,
    {
      config: manage,
      schema: {
        summary: "Clients' subscriptions",
        description:
          'Newest first, with their invoices and credit notes; `company_id` keeps one client, `status` one status (`awaiting_payment`: the bank transfers to confirm).',
        querystring: ZSubscriptionsQuery,
        response: { 200: zOk(ZSubscriptionsPage) },
      },
    },
    async (request) => ({
      data: await listSubscriptions(db, {
        companyId: request.query.company_id,
        status: request.query.status,
        page: request.query.page,
        pageSize: request.query.page_size,
      }),
    }),
  );

  app.post(
    API.plans.subscriptions,
    {
      config: manage,
      schema: {
        summary: 'Assign a plan to a client',
        description:
          "For a period, at the price agreed (AED before VAT); the buyer's TRN is the client's own when none is given. With `payment`, the tax invoice is issued and e-mailed at once. Only employer clients (400). Days that meet another subscription of the client, active or awaiting payment, answer 409.",
        body: ZAssignRequest,
        response: { 201: zOk(z.object({ id: z.number() })) },
      },
    },
    async (request, reply) => {
      const id = await assignPlan(db, requireUser(request), request.body, env.APP_URL);
      return reply.code(201).send({ message: M.assigned, data: { id } });
    },
  );

  app.post(
    API.plans.payment.pattern,
    {
      config: manage,
      schema: {
        summary: "Record a subscription's payment",
        description:
          "Bank transfer or card, with its reference: issues the next tax invoice (5% VAT) and e-mails it to the client. A client's order awaiting payment becomes active: a first plan or an upgrade from today, an upgrade's replaced plan ending yesterday with a credit note for its unused days. Already paid, or cancelled, answers 409.",
        params: ZSubscriptionParams,
        body: ZPaymentRequest,
        response: { 201: zOk(z.null()) },
      },
    },
    async (request, reply) => {
      const id = known(request.params.id, M.subscriptionNotFound);
      return accepted(
        reply,
        M.paid,
        recordPayment(db, requireUser(request), id, request.body, env.APP_URL),
      );
    },
  );

  app.get(
    API.plans.invoicePdf.pattern,
    {
      config: { access: 'authenticated' },
      schema: {
        summary: 'Download a tax invoice',
        description:
          "Administrators (plans.manage) any; a company's users (subscription.read) their own. Another company's answers 404.",
        params: ZInvoiceParams,
        response: { 200: zFileAnswer('The tax invoice', ['application/pdf']) },
      },
    },
    async (request, reply) => {
      const id = known(request.params.id, M.invoiceNotFound);
      return sendInvoicePdf(reply, await invoiceFor(db, requireUser(request), id));
    },
  );

  app.get(
    API.plans.mine,
    {
      config: { access: { permission: 'subscription.read' } },
      schema: {
        summary: "Your company's plan",
        description:
          'The plan for today, usage against each limit (monthly limits: this month, UAE time), the history of plans, the invoices and credit notes, the order awaiting payment, whether the reader may order (company.manage) and the bank account to pay into. A user of no company gets 404.',
        response: { 200: zOk(ZMySubscription) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      if (user.companyId === null) throw notFound(M.subscriptionNotFound);
      const canOrder = user.permissions.has('company.manage');
      return { data: await mySubscription(db, user.companyId, canOrder) };
    },
  );
}
