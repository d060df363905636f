import type { FastifyInstance } from 'fastify';
import { API_PREFIX } from '@logicareers/shared/api';

/**
 * No API answer is kept by a browser or a proxy (`Cache-Control: no-store`), but for the answers of
 * a public route that says they may be, with its own Cache-Control (master-data lists, candidate
 * photos behind their unguessable address). A route that is not public, and every error answer,
 * gets no-store whatever it set: what one signed-in user was answered is never served to another,
 * nor read back from the disk cache of a shared computer.
 */
export function registerApiCacheRule(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply, payload) => {
    if (!`${request.url.split('?')[0]}/`.startsWith(API_PREFIX)) return payload;
    const set = reply.getHeader('cache-control');
    const publicAnswer =
      request.routeOptions.config?.access === 'public' && reply.statusCode < 400 && set;
    if (!publicAnswer && !String(set ?? '').includes('no-store'))
      reply.header('cache-control', 'no-store');
    return payload;
  });
}
