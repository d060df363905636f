import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API } from '@logicareers/shared/api';
import { ZDone, zOk, zPage } from '@logicareers/shared/schemas/common';
import {
  EMPLOYER_MESSAGES as EM,
  ZClientCreateRequest,
  ZClientListItem,
  ZClientListQuery,
  ZClientStatusRequest,
  ZClientView,
  ZCompanyComment,
  ZCompanyCommentRequest,
  ZCompanyUserCreateRequest,
  ZEmployerIdParams,
} from '@logicareers/shared/schemas/employer';
import { requireUser } from '../access/access.policy';
import {
  addComment,
  clientView,
  createClient,
  listClients,
  listComments,
  setClientStatus,
} from './clients.service';
import { createCompanyUser } from './company-users.service';
import { requireClient } from './employers.policy';
import { created, createdId } from '../../lib/route-helpers';

const clients = { access: { permission: 'clients.manage' } } as const;
/**
 * Client companies for administrators (clients.manage): a master administrator looks after every
 * company, a consultancy administrator the clients its consultancy manages and its own. A company
 * outside their care answers 404, as if it did not exist.
 */
export async function clientsRoutes(fastify: FastifyInstance) {
  await clientCompanyRoutes(fastify);
  await clientCommentAndUserRoutes(fastify);
}

/** The client companies: listed, created, read, activated, disabled and re-enabled. */
async function clientCompanyRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  const { db } = ctx;

  app.get(
    API.employers.clients,
    {
      config: clients,
      schema: {
        summary: 'List client companies of a kind',
        description:
          '`kind` employer or consultancy; `q` searches the name and e-mails; `status` active, pending (awaiting activation) or disabled; `state_id` an emirate where it has a branch; `industry_id`. Paged.',
        querystring: ZClientListQuery,
        response: { 200: zOk(zPage(ZClientListItem)) },
      },
    },
    async (request) => ({ data: await listClients(db, requireUser(request), request.query) }),
  );

  app.post(
    API.employers.clients,
    {
      config: clients,
      schema: {
        summary: 'Create a client company with its first contact user',
        description:
          'The company form and the employer contact form (create mode). Active at once; the contact holds the built-in role of the kind and administers the company.',
        body: ZClientCreateRequest,
        response: { 201: zOk(z.object({ id: z.number() })) },
      },
    },
    async (request, reply) =>
      createdId(reply, EM.clientCreated, createClient(ctx, requireUser(request), request.body)),
  );

  app.get(
    API.employers.client.pattern,
    {
      config: clients,
      schema: {
        summary: 'A client: profile, contacts, branches, users, jobs, applications and history',
        params: ZEmployerIdParams,
        response: { 200: zOk(ZClientView) },
      },
    },
    async (request) => ({ data: await clientView(db, requireUser(request), request.params.id) }),
  );

  app.put(
    API.employers.clientStatus.pattern,
    {
      config: clients,
      schema: {
        summary: 'Activate, disable or re-enable a client',
        description:
          '`active` activates a client awaiting activation or re-enables a disabled one; `disabled` signs every user of the client out at once.',
        params: ZEmployerIdParams,
        body: ZClientStatusRequest,
        response: { 200: ZDone },
      },
    },
    async (request) => ({
      message: await setClientStatus(
        ctx,
        requireUser(request),
        request.params.id,
        request.body.status,
      ),
      data: null,
    }),
  );
}

/** Administrators' internal comments on a client, and the users they add to it. */
async function clientCommentAndUserRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  const { db } = ctx;

  app.get(
    API.employers.clientComments.pattern,
    {
      config: clients,
      schema: {
        summary: "Administrators' internal comments on a client",
        description: 'Never shown to the client itself.',
        params: ZEmployerIdParams,
        response: { 200: zOk(z.array(ZCompanyComment)) },
      },
    },
    async (request) => ({ data: await listComments(db, requireUser(request), request.params.id) }),
  );

  app.post(
    API.employers.clientComments.pattern,
    {
      config: clients,
      schema: {
        summary: 'Add an internal comment on a client',
        params: ZEmployerIdParams,
        body: ZCompanyCommentRequest,
        response: { 201: zOk(z.array(ZCompanyComment)) },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      await addComment(db, user, request.params.id, request.body.body);
      return created(reply, EM.commentAdded, listComments(db, user, request.params.id));
    },
  );

  app.post(
    API.employers.clientCreateUser.pattern,
    {
      config: clients,
      schema: {
        summary: 'Add a user to a client',
        description:
          'The employer contact form in create mode, with one of the roles the client may give (by default the built-in role of its kind).',
        params: ZEmployerIdParams,
        body: ZCompanyUserCreateRequest,
        response: { 201: zOk(z.object({ id: z.string() })) },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      await requireClient(db, user, request.params.id);
      return createdId(
        reply,
        EM.userCreated,
        createCompanyUser(db, user, request.params.id, request.body),
      );
    },
  );
}
