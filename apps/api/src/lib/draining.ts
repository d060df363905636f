import type { FastifyInstance } from 'fastify';
import { API } from '@logicareers/shared/api';
import { ANSWERS } from '@logicareers/shared/messages';
import type { TNotReady } from '@logicareers/shared/schemas/common';

/**
 * A process that is shutting down drains: from the moment `start()` is called the readiness check
 * answers 503 (`shutting_down`), so a load balancer sends no more requests, while liveness and
 * every other request are still served; each answer then closes its connection, so that kept-alive
 * connections end with the requests they carry.
 */
export interface Draining {
  readonly active: boolean;
  start(): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    draining: Draining;
  }
}

/** How long a load balancer should wait before asking again: the process is going away. */
const RETRY_AFTER_SECONDS = 5;

export function registerDraining(app: FastifyInstance) {
  let active = false;
  app.decorate('draining', {
    get active() {
      return active;
    },
    start() {
      active = true;
    },
  } satisfies Draining);
  app.addHook('onRequest', async (request, reply) => {
    if (!active || request.routeOptions.url !== API.ready) return;
    const answer: TNotReady = {
      message: ANSWERS.unavailable,
      code: 'SERVICE_UNAVAILABLE',
      reason: 'shutting_down',
    };
    return reply
      .code(503)
      .header('cache-control', 'no-store')
      .header('retry-after', String(RETRY_AFTER_SECONDS))
      .send(answer);
  });
  app.addHook('onSend', async (_request, reply) => {
    if (active) void reply.header('connection', 'close');
  });
}
