import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';

/**
 * The Redis connection that rate limits are counted in when `REDIS_URL` is set, so that every API
 * process behind a load balancer sees the same counts. If Redis goes away, requests are let
 * through uncounted (and logged) rather than refused.
 */
export function rateLimitRedis(url: string, log: FastifyBaseLogger) {
  const redis = new Redis(url, {
    // A command waits for at most one reconnection: when Redis is down, requests go on uncounted.
    maxRetriesPerRequest: 1,
    connectTimeout: 2_000,
  });
  let warned = false;
  redis.on('error', (error: Error) => {
    if (!warned) log.warn({ err: error }, 'Redis for rate limits is unreachable');
    warned = true;
  });
  redis.on('ready', () => {
    warned = false;
  });
  return redis;
}
