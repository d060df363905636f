import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API } from '@logicareers/shared/api';
import { ZLangQuery, zOk } from '@logicareers/shared/schemas/common';
import {
  PLAN_MESSAGES as M,
  ZPlan,
  ZPlanParams,
  ZPlanRequest,
  ZPublicPlan,
} from '@logicareers/shared/schemas/plans';
import { requireUser } from '../access/access.policy';
import { createPlan, listPlans, updatePlan } from './plans.service';
import { publicPlans } from './public-plans';
import { known, manage } from './route-options';
import { ordersRoutes } from './orders.routes';
import { subscriptionsRoutes } from './subscriptions.routes';
import { created, saved } from '../../lib/route-helpers';

const ZPlansAnswer = zOk(z.array(ZPlan));

/** Plans and their prices: public on the pricing page, administered with plans.manage. */
async function planCatalogueRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.ctx;

  app.get(
    API.plans.public,
    {
      config: { access: 'public', cache: 'visitors' },
      schema: {
        summary: 'The plans on the pricing page',
        description:
          'Public, active plans: the free plan first, then by price. Prices in fils, before VAT. With lang=ar, the Arabic name and description where a plan has them.',
        querystring: ZLangQuery,
        response: { 200: zOk(z.array(ZPublicPlan)) },
      },
    },
    async (request) => ({ data: await publicPlans(db, request.query.lang) }),
  );

  app.get(
    API.plans.list,
    {
      config: manage,
      schema: {
        summary: 'Every plan',
        description: 'With how many companies hold each today.',
        response: { 200: ZPlansAnswer },
      },
    },
    async () => ({ data: await listPlans(db) }),
  );

  app.post(
    API.plans.list,
    {
      config: manage,
      schema: {
        summary: 'Create a plan',
        description:
          'Price in AED as text (1499.50), before VAT; an empty limit is unlimited. A name already used answers 409.',
        body: ZPlanRequest,
        response: { 201: ZPlansAnswer },
      },
    },
    async (request, reply) => {
      await createPlan(db, requireUser(request), request.body);
      return created(reply, M.created, listPlans(db));
    },
  );

  app.put(
    API.plans.one.pattern,
    {
      config: manage,
      schema: {
        summary: 'Change a plan',
        description:
          'Takes effect at once for every company on it. The free plan keeps no price and stays active (400).',
        params: ZPlanParams,
        body: ZPlanRequest,
        response: { 200: ZPlansAnswer },
      },
    },
    async (request) => {
      const id = known(request.params.id, M.notFound);
      await updatePlan(db, requireUser(request), id, request.body);
      return saved(M.saved, listPlans(db));
    },
  );
}

/**
 * Plans and their prices (public), their administration (plans.manage: the master administrator),
 * and a company's own plan, usage and invoices (subscription.read).
 */
export async function plansRoutes(fastify: FastifyInstance) {
  await fastify.register(planCatalogueRoutes);
  await fastify.register(subscriptionsRoutes);
  await fastify.register(ordersRoutes);
}
