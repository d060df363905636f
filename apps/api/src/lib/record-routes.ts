import type { FastifyContextConfig, FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { ZDone } from '@logicareers/shared/schemas/common';
import { created, done, saved } from './route-helpers';

/** What the reference says of a route. */
interface Doc {
  summary: string;
  description?: string;
}

/**
 * A record kept by id (a role, a template, an article): created at its list's path, then read,
 * changed and deleted at its own path, all by whoever the one config lets in.
 */
export interface RecordRoutes<Id, Body> {
  config: FastifyContextConfig;
  /** Where records are created, and the path of one record (with `:id`). */
  paths: { list: string; one: string };
  params: z.ZodType<{ id: Id }>;
  /** The record's form, for creating and changing it alike. */
  body: z.ZodType<Body>;
  /** The answer that carries one record. */
  answer: z.ZodType;
  docs: { create: Doc; get: Doc; update: Doc; remove: Doc };
  messages: { created: string; saved: string; deleted: string };
  create(request: FastifyRequest, body: Body): Promise<unknown>;
  get(request: FastifyRequest, id: Id): Promise<unknown>;
  update(request: FastifyRequest, id: Id, body: Body): Promise<unknown>;
  remove(request: FastifyRequest, id: Id): Promise<unknown>;
}

/** Registers creating, reading, changing and deleting one kind of record. */
export function recordRoutes<Id, Body>(app: FastifyInstance, spec: RecordRoutes<Id, Body>) {
  const { config, paths, params, body, answer, docs, messages } = spec;
  // The schemas below have validated both before a handler runs.
  const idOf = (request: FastifyRequest) => (request.params as { id: Id }).id;
  const formOf = (request: FastifyRequest) => request.body as Body;

  app.post(
    paths.list,
    { config, schema: { ...docs.create, body, response: { 201: answer } } },
    async (request, reply) =>
      created(reply, messages.created, spec.create(request, formOf(request))),
  );
  app.get(
    paths.one,
    { config, schema: { ...docs.get, params, response: { 200: answer } } },
    async (request) => ({ data: await spec.get(request, idOf(request)) }),
  );
  app.put(
    paths.one,
    { config, schema: { ...docs.update, params, body, response: { 200: answer } } },
    async (request) => saved(messages.saved, spec.update(request, idOf(request), formOf(request))),
  );
  app.delete(
    paths.one,
    { config, schema: { ...docs.remove, params, response: { 200: ZDone } } },
    async (request) => done(messages.deleted, spec.remove(request, idOf(request))),
  );
}
