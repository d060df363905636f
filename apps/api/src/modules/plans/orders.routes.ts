import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API } from '@logicareers/shared/api';
import { zFileAnswer, zOk } from '@logicareers/shared/schemas/common';
import {
  ZCancelRequest,
  ZCreditNoteParams,
  ZOrderRequest,
  ZQuote,
  ZQuoteQuery,
  ZRenewalRequest,
} from '@logicareers/shared/schemas/plan-orders';
import { PLAN_MESSAGES as M, ZSubscriptionParams } from '@logicareers/shared/schemas/plans';
import { notFound } from '../../lib/errors';
import { done } from '../../lib/route-helpers';
import { requireUser } from '../access/access.policy';
import { creditNoteFor, sendCreditNotePdf, sendPdf } from './credit-notes';
import { placeOrder, quoteFor, setRenewal, withdrawOrder } from './orders.service';
import { proformaFor } from './proforma';
import { known, manage } from './route-options';
import { cancelSubscription } from './subscription-life';

const reader = { access: { permission: 'subscription.read' } } as const;

/**
 * A company's own plan changes (decision 046): the quote, the order awaiting payment by bank
 * transfer and its pro-forma, its withdrawal, renewal on or off; an administrator's cancellation;
 * and the credit notes as PDF.
 */
export async function ordersRoutes(fastify: FastifyInstance) {
  await fastify.register(clientOrderRoutes);
  await fastify.register(orderPapersRoutes);
}

/** The company's quote, order, withdrawal and renewal. */
async function clientOrderRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, env } = app.ctx;

  app.get(
    API.plans.quote,
    {
      config: reader,
      schema: {
        summary: 'What ordering a plan would cost',
        description:
          "For the signed-in user's company, today: the kind of order (a first plan, a renewal, an upgrade or a downgrade), the days it would cover, the price with 5% VAT, an upgrade's credit for the unused days of the current plan (when that was invoiced) and the amount due. A plan not offered online (inactive, not public, free) answers 400; a user of no company 404.",
        querystring: ZQuoteQuery,
        response: { 200: zOk(ZQuote) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      if (user.companyId === null) throw notFound(M.subscriptionNotFound);
      const { plan_id: planId, lang } = request.query;
      return { data: await quoteFor(db, user.companyId, planId, lang) };
    },
  );

  app.post(
    API.plans.orders,
    {
      config: reader,
      schema: {
        summary: 'Order a plan',
        description:
          "The company's administrators (company.manage, else 403) order a plan as quoted: it awaits payment by bank transfer, covering no day until an administrator records the payment. The pro-forma (PDF) is e-mailed to the company and the master administrators are told. 409 while another order awaits payment, while the seller's details or bank account are not in the settings, and when its days meet another plan of the company.",
        body: ZOrderRequest,
        response: { 201: zOk(z.object({ id: z.number() })) },
      },
    },
    async (request, reply) => {
      const id = await placeOrder(db, requireUser(request), request.body.plan_id, env.APP_URL);
      return reply.code(201).send({ message: M.ordered, data: { id } });
    },
  );

  app.delete(
    API.plans.order.pattern,
    {
      config: reader,
      schema: {
        summary: 'Withdraw an order',
        description:
          "The company's administrators withdraw its order awaiting payment; any other subscription answers 409, another company's 404.",
        params: ZSubscriptionParams,
        response: { 200: zOk(z.null()) },
      },
    },
    async (request) => {
      const id = known(request.params.id, M.subscriptionNotFound);
      return done(M.orderWithdrawn, withdrawOrder(db, requireUser(request), id));
    },
  );

  app.put(
    API.plans.renewal,
    {
      config: reader,
      schema: {
        summary: 'Renew the plan, or let it end',
        description:
          "The company's administrators choose whether its current plan is offered for renewal before it ends (the reminders link to the subscription page) or ends on its last day. 404 without a current plan.",
        body: ZRenewalRequest,
        response: { 200: zOk(z.null()) },
      },
    },
    async (request) => {
      const message = await setRenewal(db, requireUser(request), request.body.renew);
      return { message, data: null };
    },
  );
}

/** The papers of orders and cancellations: the pro-forma, an administrator's cancellation, credit notes. */
async function orderPapersRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, env } = app.ctx;

  app.get(
    API.plans.proformaPdf.pattern,
    {
      config: { access: 'authenticated' },
      schema: {
        summary: 'Download an order’s pro-forma invoice',
        description:
          "Not a tax invoice: the amount due and the seller's bank account. Administrators (plans.manage) any; a company's users (subscription.read) their own. Another company's, or a subscription not ordered on the site, answers 404.",
        params: ZSubscriptionParams,
        response: { 200: zFileAnswer('The pro-forma invoice', ['application/pdf']) },
      },
    },
    async (request, reply) => {
      const id = known(request.params.id, M.subscriptionNotFound);
      const { name, pdf } = await proformaFor(db, requireUser(request), id);
      return sendPdf(reply, name, pdf);
    },
  );

  app.post(
    API.plans.cancel.pattern,
    {
      config: manage,
      schema: {
        summary: 'Cancel a subscription',
        description:
          'At the end of its period (`period_end`: it is not renewed), or at once (`now`: it stops covering today and its tax invoice is credited for the days from today, by a credit note e-mailed to the client). An order awaiting payment is withdrawn. 409 when already cancelled or ended.',
        params: ZSubscriptionParams,
        body: ZCancelRequest,
        response: { 200: zOk(z.null()) },
      },
    },
    async (request) => {
      const id = known(request.params.id, M.subscriptionNotFound);
      const message = await cancelSubscription(
        db,
        requireUser(request),
        id,
        request.body,
        env.APP_URL,
      );
      return { message, data: null };
    },
  );

  app.get(
    API.plans.creditNotePdf.pattern,
    {
      config: { access: 'authenticated' },
      schema: {
        summary: 'Download a credit note',
        description:
          "Administrators (plans.manage) any; a company's users (subscription.read) their own. Another company's answers 404.",
        params: ZCreditNoteParams,
        response: { 200: zFileAnswer('The tax credit note', ['application/pdf']) },
      },
    },
    async (request, reply) => {
      const id = known(request.params.id, M.creditNoteNotFound);
      return sendCreditNotePdf(reply, await creditNoteFor(db, requireUser(request), id));
    },
  );
}
