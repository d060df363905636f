import type { FastifyBaseLogger } from 'fastify';
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { Redis } from 'ioredis';

type Count = { current: number; ttl: number };
type Done = (error: Error | null, result?: Count) => void;

/** Counts one hit of `key` and answers the count and the window's time left, in one round trip. */
const HIT_SCRIPT = `
local current = redis.call('INCR', KEYS[1])
if current == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {current, ttl}`;

type RedisWithHit = Redis & {
  rateLimitHit(key: string, windowMs: number, done: (e: Error | null, r?: number[]) => void): void;
};

/** At most this many keys are counted in the process; the oldest windows go first past it. */
const LOCAL_KEYS = 20_000;

/** Fixed windows counted in this process: alone, or while Redis cannot be reached. */
export class ProcessCounts {
  private windows = new Map<string, { count: number; endsAt: number }>();

  hit(key: string, windowMs: number): Count {
    const now = Date.now();
    let window = this.windows.get(key);
    if (!window || window.endsAt <= now) {
      this.windows.delete(key);
      if (this.windows.size >= LOCAL_KEYS) this.prune(now);
      window = { count: 0, endsAt: now + windowMs };
      this.windows.set(key, window);
    }
    window.count++;
    return { current: window.count, ttl: window.endsAt - now };
  }

  private prune(now: number) {
    for (const [key, window] of this.windows) if (window.endsAt <= now) this.windows.delete(key);
    // Still full: the windows that began first (the Map keeps insertion order) make room.
    for (const key of this.windows.keys()) {
      if (this.windows.size < LOCAL_KEYS) break;
      this.windows.delete(key);
    }
  }
}

/**
 * The rate-limit store when `REDIS_URL` is set: every API process counts in Redis, so the limits
 * hold across processes. While Redis cannot be reached, each process counts on its own instead
 * (the limits still hold, per process) and goes back to Redis as soon as it answers again; the
 * outage is logged once, as is the return.
 */
export function rateLimitStore(url: string, log: FastifyBaseLogger) {
  const redis = new Redis(url, {
    // Commands fail at once while the connection is down (no queue): the count is then local.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    connectTimeout: 2_000,
    // Reconnects forever, every second at most, so the counts go back to Redis when it returns.
    retryStrategy: (times) => Math.min(times * 100, 1_000),
  }) as RedisWithHit;
  redis.defineCommand('rateLimitHit', { numberOfKeys: 1, lua: HIT_SCRIPT });
  const local = new ProcessCounts();
  let down = false;
  const wentDown = (error: Error) => {
    if (down) return;
    down = true;
    log.warn(
      { err: error },
      'Redis for rate limits is unreachable: counting in this process until it answers again',
    );
  };
  redis.on('error', wentDown);
  redis.on('ready', () => {
    if (down) log.info('Redis for rate limits answers again: counting there');
    down = false;
  });

  const hit = (key: string, windowMs: number, done: Done) => {
    if (redis.status !== 'ready') return done(null, local.hit(key, windowMs));
    redis.rateLimitHit(key, windowMs, (error, result) => {
      if (error || !result) {
        if (error) wentDown(error);
        return done(null, local.hit(key, windowMs));
      }
      done(null, { current: Number(result[0]), ttl: Number(result[1]) });
    });
  };

  const storeFor = (prefix: string): FastifyRateLimitStore => ({
    incr: (key, done, timeWindow) => hit(prefix + key, timeWindow, done),
    child: (route) => {
      const info = (route as { routeInfo?: { method?: string; url?: string } }).routeInfo;
      return storeFor(`${prefix}${info?.method ?? ''}${info?.url ?? ''}-`);
    },
  });
  const Store = function () {
    return storeFor('logicareers:rate:');
  } as unknown as FastifyRateLimitStoreCtor;
  const close = async () => {
    if (redis.status !== 'ready') return redis.disconnect();
    await redis.quit().catch(() => redis.disconnect());
  };
  return { Store, close };
}
