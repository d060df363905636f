import type { FastifyContextConfig, FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { type Lang, ZDone, ZLangQuery, zOk } from '@logicareers/shared/schemas/common';
import type { Env } from '../config/env';

/*
 * What every route file does alike: answer a write in the API's envelope `{ message, data }`,
 * with the message that says what was done; and what the forms a signed-out visitor sends share.
 */

/** A reply that can answer 201 with a message and a record. */
interface CreatedReply<T, R> {
  code(statusCode: 201): { send(payload: { message: string; data: T }): R };
}

/** Answers 201 with the record a write created and the message that says so. */
export async function created<T, R>(reply: CreatedReply<T, R>, message: string, data: Promise<T>) {
  return reply.code(201).send({ message, data: await data });
}

/** Answers 201 with the id of the record a write created and the message that says so. */
export async function createdId<Id, R>(
  reply: CreatedReply<{ id: Id }, R>,
  message: string,
  id: Promise<Id>,
) {
  return reply.code(201).send({ message, data: { id: await id } });
}

/**
 * Answers 201 for a request taken in that leaves nothing to show the sender (a registration, an
 * enquiry, a subscription): its message.
 */
export async function accepted<R>(
  reply: CreatedReply<null, R>,
  message: string,
  work: Promise<unknown>,
) {
  await work;
  return reply.code(201).send({ message, data: null });
}

/** The answer to a write: its message and the record it leaves. */
export async function saved<T>(message: string, data: Promise<T>) {
  return { message, data: await data };
}

/** The answer to a write that leaves nothing to show (a removal, a change of state): its message. */
export async function done(message: string, work: Promise<unknown>) {
  await work;
  return { message, data: null };
}

/**
 * How many calls of one kind an address may make in a minute while signed out: `auth` for signing
 * in and up (RATE_LIMIT_AUTH_PER_MINUTE), `forms` for the other forms and e-mailed links
 * (RATE_LIMIT_FORMS_PER_MINUTE).
 */
export const perAddress = (env: Env, budget: 'auth' | 'forms') => ({
  max: budget === 'auth' ? env.RATE_LIMIT_AUTH_PER_MINUTE : env.RATE_LIMIT_FORMS_PER_MINUTE,
  timeWindow: '1 minute',
});

/** A form anyone may send: a registration, an enquiry, a subscription. */
interface PublicForm<Body extends z.ZodType> {
  summary: string;
  description: string;
  body: Body;
  /** Its budget per address (`perAddress`). */
  rateLimit: ReturnType<typeof perAddress>;
  /** The site feature it belongs to, when it can be switched off. */
  module?: FastifyContextConfig['module'];
  /** The one answer, whatever became of the request, so that it tells nothing about others. */
  message: string;
  /** What is done with a valid form. */
  take: (form: z.output<Body>) => Promise<unknown>;
}

/**
 * Declares a public form: anyone may post it, within its budget per address, and it answers 201
 * with its message and no data once the form is taken in.
 */
export function publicForm<Body extends z.ZodType>(
  fastify: FastifyInstance,
  url: string,
  form: PublicForm<Body>,
) {
  fastify.withTypeProvider<ZodTypeProvider>().post(
    url,
    {
      config: { access: 'public', module: form.module, rateLimit: form.rateLimit },
      schema: {
        summary: form.summary,
        description: form.description,
        body: form.body,
        response: { 201: ZDone },
      },
    },
    async (request, reply) =>
      accepted(reply, form.message, form.take(request.body as z.output<Body>)),
  );
}

/** One thing anyone may read by its path: a job, a company's public profile, a service page. */
interface PublicRead<Params extends z.ZodType, Answer extends z.ZodType> {
  summary: string;
  description: string;
  params: Params;
  /** What is answered as `data`. */
  answer: Answer;
  read: (params: z.output<Params>, lang: Lang, request: FastifyRequest) => Promise<z.input<Answer>>;
}

/**
 * Declares a public read: anyone may call it, visitors are answered from the cache, and the
 * language of its names is `?lang=`, taken from the URL because the cache keys on the URL.
 */
export function publicRead<Params extends z.ZodType, Answer extends z.ZodType>(
  fastify: FastifyInstance,
  url: string,
  route: PublicRead<Params, Answer>,
) {
  fastify.get(
    url,
    {
      config: { access: 'public', cache: 'visitors' },
      schema: {
        summary: route.summary,
        description: route.description,
        params: route.params,
        querystring: ZLangQuery,
        response: { 200: zOk(route.answer) },
      },
    },
    // The schemas above have validated both before the handler runs.
    async (request) => ({
      data: await route.read(
        request.params as z.output<Params>,
        (request.query as z.output<typeof ZLangQuery>).lang,
        request,
      ),
    }),
  );
}
