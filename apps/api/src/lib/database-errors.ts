/*
 * What a failed query says about the request: the database cannot serve now (a 503, try again), or
 * it refused a value that the input checks let through (a 400, and a bug of ours to fix).
 */

/** SQLSTATE classes: 08 connection exception, 53 insufficient resources (too many connections). */
const UNAVAILABLE_CLASSES = ['08', '53'];
const UNAVAILABLE_CODES = new Set([
  '57P01', // admin_shutdown: the server is stopping, or our connection was terminated
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now: starting up or in recovery
  '3D000', // invalid_catalog_name: the database is gone
]);
/** Errors of the network under the database driver. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EPIPE',
]);
/** What node-postgres and PGlite say, without a code, when there is no connection to use. */
const UNAVAILABLE_MESSAGES = [
  /^PGlite is closed/,
  /^Connection terminated/,
  /^Cannot use a pool after calling end on the pool/,
  /^timeout exceeded when trying to connect/,
  /^Client has encountered a connection error and is not queryable/,
  /^Client was closed and is not queryable/,
];

/** SQLSTATE classes of a refused value: 22 data exception (out of range, NUL, bad text), 54 program limit exceeded. */
const REFUSED_VALUE_CLASSES = ['22', '54'];

export type DatabaseFailure = 'unavailable' | 'refused_value';

/** The error and what it wraps (drizzle wraps the driver's error as its `cause`). */
function* chain(error: unknown): Generator<{ code?: unknown; message?: unknown }> {
  const seen = new Set<unknown>();
  const queue = [error];
  while (queue.length && seen.size < 10) {
    const item = queue.shift();
    if (!item || typeof item !== 'object' || seen.has(item)) continue;
    seen.add(item);
    yield item;
    queue.push((item as { cause?: unknown }).cause);
    if (item instanceof AggregateError) queue.push(...item.errors);
  }
}

/** What kind of database failure an error is, or null when it is none (a bug, or not ours to say). */
export function databaseFailure(error: unknown): DatabaseFailure | null {
  for (const item of chain(error)) {
    const code = typeof item.code === 'string' ? item.code : '';
    const message = typeof item.message === 'string' ? item.message : '';
    if (/^[0-9A-Z]{5}$/.test(code)) {
      if (UNAVAILABLE_CODES.has(code) || UNAVAILABLE_CLASSES.includes(code.slice(0, 2)))
        return 'unavailable';
      if (REFUSED_VALUE_CLASSES.includes(code.slice(0, 2))) return 'refused_value';
    }
    if (NETWORK_CODES.has(code)) return 'unavailable';
    if (UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(message))) return 'unavailable';
  }
  return null;
}

/** Whether a failed query broke a unique index (SQLSTATE 23505): another request got there first. */
export function isUniqueViolation(error: unknown): boolean {
  for (const item of chain(error)) if (item.code === '23505') return true;
  return false;
}
