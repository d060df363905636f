import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API } from '@logicareers/shared/api';
import { zOk, zPage } from '@logicareers/shared/schemas/common';
import {
  MASTER_MESSAGES as M,
  ZMasterAdminItem,
  ZMasterAdminQuery,
  ZMasterItemActive,
  ZMasterItemCreate,
  ZMasterItemMove,
  ZMasterItemParams,
  ZMasterItemRename,
  ZMasterKindParams,
  ZMasterKindSummary,
  ZMasterMergeRequest,
  ZMasterMergeResult,
} from '@logicareers/shared/schemas/master-data';
import type { Db } from '../../db/client';
import { requireUser } from '../access/access.policy';
import type { SessionUser } from '../access/sessions';
import {
  createItem,
  listItems,
  listKinds,
  mergeItem,
  moveItem,
  renameItem,
  setItemActive,
} from './master-admin.service';
import { created, saved } from '../../lib/route-helpers';

const manage = { permission: 'master.manage' } as const;
const ZItemAnswer = zOk(ZMasterAdminItem);

/** The kinds of master data and their items, and adding one. */
async function masterListsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.ctx;

  app.get(
    API.masterAdmin.kinds,
    {
      config: { access: manage },
      schema: {
        summary: 'List the kinds of master data',
        description: 'Every kind with how many items it has and how many of them are active.',
        response: { 200: zOk(z.array(ZMasterKindSummary)) },
      },
    },
    async () => ({ data: await listKinds(db) }),
  );
  app.get(
    API.masterAdmin.items.pattern,
    {
      config: { access: manage },
      schema: {
        summary: "List a kind's items with their usage",
        description:
          'Emirates each followed by their areas, in their order. `usage` counts the jobs, candidates and job alerts that hold an item, and other records (companies, branches). `q` searches names; `status` keeps active or inactive items.',
        params: ZMasterKindParams,
        querystring: ZMasterAdminQuery,
        response: { 200: zOk(zPage(ZMasterAdminItem)) },
      },
    },
    async (request) => ({
      data: await listItems(db, request.params.kind, request.query),
    }),
  );
  app.post(
    API.masterAdmin.items.pattern,
    {
      config: { access: manage },
      schema: {
        summary: 'Add an item',
        description:
          'Added at the end of its list. Names are unique within a kind, in any case (400). An area or free zone gives its emirate as `parent_id`.',
        params: ZMasterKindParams,
        body: ZMasterItemCreate,
        response: { 201: ZItemAnswer },
      },
    },
    async (request, reply) =>
      created(
        reply,
        M.created,
        createItem(db, requireUser(request), request.params.kind, request.body),
      ),
  );
}

/** A change to one item, named by its id in the path, answered with the message of what was done. */
interface ItemChange<Form> {
  method: 'PUT' | 'POST';
  path: string;
  summary: string;
  description: string;
  form: z.ZodType<Form>;
  answer: z.ZodType;
  message(form: Form): string;
  change(db: Db, actor: SessionUser, id: number, form: Form): Promise<unknown>;
}

/** Declares a change to one item; a master administrator (master.manage) makes it. */
function itemChangeRoute<Form>(fastify: FastifyInstance, spec: ItemChange<Form>) {
  const { db } = fastify.ctx;
  fastify.route({
    method: spec.method,
    url: spec.path,
    config: { access: manage },
    schema: {
      summary: spec.summary,
      description: spec.description,
      params: ZMasterItemParams,
      body: spec.form,
      response: { 200: spec.answer },
    },
    // The schemas have validated the id and the form before the handler runs.
    handler: async (request) => {
      const form = request.body as Form;
      const { id } = request.params as z.output<typeof ZMasterItemParams>;
      return saved(spec.message(form), spec.change(db, requireUser(request), id, form));
    },
  });
}

/** Changes to one item: rename, deactivate or reactivate, reorder, merge into another. */
async function masterItemRoutes(fastify: FastifyInstance) {
  itemChangeRoute(fastify, {
    method: 'PUT',
    path: API.masterAdmin.item.pattern,
    summary: 'Rename an item, or change its Arabic name',
    description:
      'Jobs and candidates that hold the item show, and are found by, the new name. The slug stays. `name_ar` sets the Arabic name that answers in Arabic show (empty or null for none; left as it is when not given).',
    form: ZMasterItemRename,
    answer: ZItemAnswer,
    message: () => M.renamed,
    change: renameItem,
  });
  itemChangeRoute(fastify, {
    method: 'PUT',
    path: API.masterAdmin.active.pattern,
    summary: 'Deactivate or reactivate an item',
    description:
      'An inactive item is no longer offered by forms and filters and is refused in new input; records that hold it keep it.',
    form: ZMasterItemActive,
    answer: ZItemAnswer,
    message: (form) => (form.active ? M.reactivated : M.deactivated),
    change: (db, actor, id, form) => setItemActive(db, actor, id, form.active),
  });
  itemChangeRoute(fastify, {
    method: 'POST',
    path: API.masterAdmin.move.pattern,
    summary: 'Move an item up or down',
    description: 'Among the items of its list (an area among the areas of its emirate).',
    form: ZMasterItemMove,
    answer: ZItemAnswer,
    message: () => M.moved,
    change: (db, actor, id, form) => moveItem(db, actor, id, form.direction),
  });
  itemChangeRoute(fastify, {
    method: 'POST',
    path: API.masterAdmin.merge.pattern,
    summary: 'Merge an item into another',
    description:
      'In one transaction: the jobs, candidates, job alerts, companies, job templates and saved CV searches that hold the item hold the target instead (once), an emirate’s areas move under the target, and the item is removed. The target is an active item of the same kind.',
    form: ZMasterMergeRequest,
    answer: zOk(ZMasterMergeResult),
    message: () => M.merged,
    change: (db, actor, id, form) => mergeItem(db, actor, id, form.into_id),
  });
}

/** The master administrator's lists of master data: add, rename, reorder, deactivate, merge. */
export async function masterAdminRoutes(fastify: FastifyInstance) {
  await fastify.register(masterListsRoutes);
  await fastify.register(masterItemRoutes);
}
