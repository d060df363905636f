import type { LoggerOptions } from 'pino';

/**
 * What the server and the worker log, and what they never log. Logs hold ids, never secrets or
 * personal data: request URLs lose every query value but numbers, UUIDs and booleans (tokens of
 * e-mail links, addresses, search words) and path segments that look like tokens; headers are not
 * logged (Authorization and Cookie are redacted should anything log them); errors keep their type,
 * codes, a message with the values the database quoted masked, the SQL text (its placeholders, not
 * its parameters) and the stack, and lose everything else (parameters, the row a constraint
 * refused, driver details).
 */
export function logOptions(level: string): LoggerOptions {
  return {
    level,
    serializers: {
      req: requestForLog,
      err: errorForLog,
      error: errorForLog,
      url: (url: unknown) => (typeof url === 'string' ? urlForLog(url) : url),
    },
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'headers.authorization',
        'headers.cookie',
        'res.headers["set-cookie"]',
      ],
      censor: '[redacted]',
    },
  };
}

const MASK = '[redacted]';
const KEPT_VALUE =
  /^(\d{1,12}|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|true|false)$/i;
/** A path segment shaped like a token: long, and mixing upper case, lower case and digits. */
const TOKEN_SEGMENT = /^(?=.*[A-Z])(?=.*[a-z])(?=.*\d)[\w-]{16,}$/;
/** Path segments after which the next one is always a link's token, whatever it looks like. */
const BEFORE_TOKEN = new Set(['client-cv']);

/** A URL (path and query) as logs keep it. */
export function urlForLog(url: string): string {
  const hashAt = url.indexOf('#');
  const withoutHash = hashAt === -1 ? url : url.slice(0, hashAt);
  const queryAt = withoutHash.indexOf('?');
  const rawPath = queryAt === -1 ? withoutHash : withoutHash.slice(0, queryAt);
  const segments = rawPath.split('/');
  const path = segments
    .map((segment, index) => {
      if (index > 0 && BEFORE_TOKEN.has(segments[index - 1]) && segment) return MASK;
      let decoded = segment;
      try {
        decoded = decodeURIComponent(segment);
      } catch {
        // A malformed escape is logged as it came.
      }
      return TOKEN_SEGMENT.test(decoded) || decoded.includes('@') ? MASK : segment;
    })
    .join('/');
  if (queryAt === -1) return path;
  const query = withoutHash
    .slice(queryAt + 1)
    .split('&')
    .filter(Boolean)
    .map((pair) => {
      const eq = pair.indexOf('=');
      if (eq === -1) return pair.length > 40 ? MASK : pair;
      const key = pair.slice(0, eq);
      let value = pair.slice(eq + 1);
      try {
        value = decodeURIComponent(value.replace(/\+/g, ' '));
      } catch {
        return `${key}=${MASK}`;
      }
      return KEPT_VALUE.test(value) ? `${key}=${value}` : `${key}=${MASK}`;
    })
    .join('&');
  return query ? `${path}?${query}` : path;
}

interface RequestLike {
  method?: string;
  url?: string;
  id?: string;
  routeOptions?: { url?: string };
}

/** A request as logs keep it: method, route and masked URL; no address, no header. */
function requestForLog(request: RequestLike) {
  return {
    method: request.method,
    url: typeof request.url === 'string' ? urlForLog(request.url) : undefined,
    route: request.routeOptions?.url,
  };
}

/** Properties of an error that are codes or names, never data. */
const KEPT_PROPERTIES = [
  'code',
  'statusCode',
  'severity',
  'constraint',
  'table',
  'column',
  'schema',
  'dataType',
  'routine',
] as const;

/** Words after which PostgreSQL quotes a name (of a table, a constraint ...), not a value. */
const NAME_BEFORE_QUOTE =
  /\b(relation|column|constraint|table|type|index|function|schema|encoding|database|sequence|role|operator|extension|trigger|view|of relation)\s*$/i;
const EMAIL = /[\w.+-]+@[\w-]+(\.[\w-]+)+/g;
const PHONE = /\+\d[\d\s-]{6,}\d/g;

/**
 * Masks what an error message may carry of the data: e-mails and phone numbers, and in a database's
 * message every quoted value (`invalid input syntax for type integer: "…"`), names kept.
 */
function messageForLog(message: string, fromDatabase: boolean): string {
  const masked = fromDatabase
    ? message.replace(/"(?:[^"]|"")*"/g, (quoted, offset: number) =>
        NAME_BEFORE_QUOTE.test(message.slice(Math.max(0, offset - 20), offset)) ? quoted : MASK,
      )
    : message;
  return masked.replace(EMAIL, MASK).replace(PHONE, MASK);
}

/** PostgreSQL's errors (node-postgres and PGlite alike) carry a severity and a SQLSTATE code. */
const isDatabaseError = (fields: Record<string, unknown>) =>
  typeof fields.severity === 'string' ||
  (typeof fields.code === 'string' && /^[0-9A-Z]{5}$/.test(fields.code));

/** An error as logs keep it, its causes included (a driver's error under the query's). */
export function errorForLog(error: unknown, depth = 0): Record<string, unknown> {
  if (!(error instanceof Error)) {
    return {
      type: typeof error,
      message: typeof error === 'string' ? messageForLog(error, false) : MASK,
    };
  }
  const fields = error as unknown as Record<string, unknown>;
  // A failed query (drizzle's DrizzleQueryError, PGlite's errors) carries its SQL and parameters;
  // drizzle also writes the parameters into the message.
  const query = typeof fields.query === 'string' ? fields.query : undefined;
  const message =
    query !== undefined && error.message.startsWith('Failed query:')
      ? 'Failed query'
      : messageForLog(error.message, query !== undefined || isDatabaseError(fields));
  const out: Record<string, unknown> = { type: error.name || error.constructor.name, message };
  for (const key of KEPT_PROPERTIES) {
    const value = fields[key];
    if (typeof value === 'string' || typeof value === 'number') out[key] = value;
  }
  if (query !== undefined) out.query = query.slice(0, 2_000);
  const frames = (error.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));
  out.stack = [`${String(out.type)}: ${message}`, ...frames].join('\n');
  if (error.cause !== undefined && depth < 4) out.cause = errorForLog(error.cause, depth + 1);
  return out;
}
