import { DONE } from '@logicareers/shared/messages';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { API } from '@logicareers/shared/api';
import { ZDone } from '@logicareers/shared/schemas/common';
import { ZJobForm, ZJobIdParams } from '@logicareers/shared/schemas/jobs';
import { requireUser } from '../access/access.policy';
import { deleteDraft, duplicateJob, setJobStatus, updateJob } from './jobs.service';
import { featureJob, unfeatureJob } from './featured-jobs';
import { manage, ZJobIdAnswer } from './managed-jobs.routes';
import { done } from '../../lib/route-helpers';

/** The summaries of the actions that change a job's status. */
const STATUS_ACTIONS = {
  publish: {
    summary: 'Publish a draft job',
    description: 'The valid-through date must be in the future.',
  },
  close: { summary: 'Close a job so it no longer takes applications' },
  reopen: {
    summary: 'Publish a closed or expired job again',
    description: 'The valid-through date must be in the future.',
  },
} as const;

/** Featuring a job (POST) and giving its slot back (DELETE): one address, two verbs. */
const FEATURE_ACTIONS = [
  ['POST', featureJob],
  ['DELETE', unfeatureJob],
] as const;
const FEATURE_SUMMARIES = {
  POST: {
    summary: 'Feature a job you manage',
    description:
      "Spends one of the featured slots of the job's company until its plan's period ends: the job is shown first, and marked, in searches and on the landing page. 409 when no slot is left, the job is not open or is already featured; another company's job is 404, or 403 when it is published.",
  },
  DELETE: {
    summary: 'Stop featuring a job you manage',
    description: 'Gives its featured slot back. 409 when the job is not featured.',
  },
} as const;

/** A managed job changed: edited, published, closed, reopened, copied, or deleted as a draft. */
export async function jobChangesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.ctx;

  app.put(
    API.jobs.one.pattern,
    {
      config: { access: manage },
      schema: {
        summary: 'Change a job you manage',
        description: "Another company's job is 404, or 403 when it is published.",
        params: ZJobIdParams,
        body: ZJobForm,
        response: { 200: ZJobIdAnswer },
      },
    },
    async (request) => {
      const { id } = request.params;
      await updateJob(db, requireUser(request), id, request.body);
      return { message: DONE.jobSaved, data: { id } };
    },
  );

  for (const action of ['publish', 'close', 'reopen'] as const) {
    app.post(
      API.jobs[action].pattern,
      {
        config: { access: manage },
        schema: {
          ...STATUS_ACTIONS[action],
          params: ZJobIdParams,
          response: { 200: ZJobIdAnswer },
        },
      },
      async (request) => {
        const { id } = request.params;
        const message = await setJobStatus(db, requireUser(request), id, action);
        return { message, data: { id } };
      },
    );
  }

  app.post(
    API.jobs.duplicate.pattern,
    {
      config: { access: manage },
      schema: {
        summary: 'Copy a job you manage as a new draft',
        params: ZJobIdParams,
        response: { 201: ZJobIdAnswer },
      },
    },
    async (request, reply) => {
      const copy = await duplicateJob(db, requireUser(request), request.params.id);
      return reply.code(201).send({ message: DONE.jobDuplicatedAsADraft, data: { id: copy } });
    },
  );

  for (const [method, change] of FEATURE_ACTIONS)
    app.route({
      method,
      url: API.jobs.featured.pattern,
      config: { access: manage },
      schema: {
        ...FEATURE_SUMMARIES[method],
        params: ZJobIdParams,
        response: { 200: ZJobIdAnswer },
      },
      handler: async (request) => {
        const { id } = request.params;
        return { message: await change(db, requireUser(request), id), data: { id } };
      },
    });

  app.delete(
    API.jobs.one.pattern,
    {
      config: { access: manage },
      schema: {
        summary: 'Delete a draft job',
        description: 'Only drafts can be deleted; close a published job instead.',
        params: ZJobIdParams,
        response: { 200: ZDone },
      },
    },
    async (request) =>
      done(DONE.draftDeleted, deleteDraft(db, requireUser(request), request.params.id)),
  );
}
