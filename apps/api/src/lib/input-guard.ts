import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ANSWERS } from '@logicareers/shared/messages';
import { AppError, invalid } from './errors';

/*
 * What every request's input must be before any route reads it, checked once for all routes (the
 * API, uploads and the pages): text without NUL characters, bodies of a sensible size and depth,
 * and multipart bodies that arrived whole.
 */

/** The largest JSON body: the longest form (a job, three rich-text fields) is well under it. */
export const JSON_BODY_LIMIT = 1024 * 1024;
/**
 * How deep a body may nest (objects in arrays in objects ...). The deepest form is three levels;
 * the limit keeps a crafted body from exhausting the stack of whatever reads it recursively.
 */
export const BODY_MAX_DEPTH = 32;

declare module 'fastify' {
  interface FastifyRequest {
    /** True while a multipart body is being read: what fails then is the upload, not the server. */
    readingUpload: boolean;
  }
}

const tooDeep = () => new AppError('VALIDATION', ANSWERS.bodyNestedTooDeep);

/** Whether JSON text nests deeper than `max`, told from its brackets without parsing it. */
export function jsonNestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // a backslash escapes the next character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x7b || c === 0x5b) {
      if (++depth > max) return true;
    } else if (c === 0x7d || c === 0x5d) depth--;
  }
  return false;
}

/**
 * Where a value holds a NUL character (PostgreSQL stores none: its text types refuse it), as paths
 * of field names (`[]` for the value itself, the object's own path for a key). Walks without
 * recursion, in the value's order, and refuses a value nested past BODY_MAX_DEPTH (a multipart
 * field may carry JSON that no parser above has seen).
 */
export function pathsOfNul(value: unknown): string[][] {
  // A flat queue of nodes, each with its parent's place and its key: paths are made only for hits.
  const values: unknown[] = [value];
  const parents: number[] = [-1];
  const keys: string[] = [''];
  const depths: number[] = [0];
  const found: number[] = [];
  for (let i = 0; i < values.length; i++) {
    const node = values[i];
    if (typeof node === 'string') {
      if (node.includes('\u0000')) found.push(i);
      continue;
    }
    if (node === null || typeof node !== 'object' || Buffer.isBuffer(node)) continue;
    if (depths[i] >= BODY_MAX_DEPTH) throw tooDeep();
    for (const key of Object.keys(node)) {
      if (key.includes('\u0000')) {
        found.push(i);
        continue;
      }
      values.push((node as Record<string, unknown>)[key]);
      parents.push(i);
      keys.push(key);
      depths.push(depths[i] + 1);
    }
  }
  return [...new Set(found)].map((i) => {
    const path: string[] = [];
    for (let at = i; at > 0; at = parents[at]) path.unshift(keys[at]);
    return path;
  });
}

/** Refuses a request whose path parameters, query or body hold a NUL character, naming each field. */
function refuseNul(request: FastifyRequest) {
  const fields: Record<string, string> = {};
  for (const [where, value] of [
    ['params', request.params],
    ['query', request.query],
    ['body', request.body],
  ] as const) {
    for (const path of pathsOfNul(value))
      fields[path.length ? path.join('.') : where] = ANSWERS.nulCharacter;
  }
  if (Object.keys(fields).length) throw invalid(fields);
}

/**
 * Registers the input checks, and the multipart plugin between them: the JSON body reader (size,
 * depth, then the default parser with its prototype-poisoning checks), the marking of the time a
 * multipart body is read, and the NUL check on what every route receives, uploads included.
 */
export async function registerInputGuards(
  app: FastifyInstance,
  registerMultipart: () => Promise<unknown>,
) {
  const { onProtoPoisoning, onConstructorPoisoning } = app.initialConfig;
  const parseJson = app.getDefaultJsonParser(
    onProtoPoisoning ?? 'error',
    onConstructorPoisoning ?? 'error',
  );
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit: JSON_BODY_LIMIT },
    (request, body, done) => {
      if (jsonNestsDeeperThan(body as string, BODY_MAX_DEPTH)) return done(tooDeep(), undefined);
      parseJson(request, body as string, done);
    },
  );

  app.decorateRequest('readingUpload', false);
  app.addHook('preValidation', async (request) => {
    if (String(request.headers['content-type']).startsWith('multipart/'))
      request.readingUpload = true;
  });
  // Reads a multipart body into request.body in a preValidation hook of its own, between these two.
  await registerMultipart();
  app.addHook('preValidation', async (request) => {
    request.readingUpload = false;
    refuseNul(request);
  });
}
