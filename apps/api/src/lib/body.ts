import type { FastifyRequest } from 'fastify';

/**
 * The fields of a JSON, form-encoded or multipart body as one object (multipart text fields arrive
 * as strings through @fastify/multipart's keyValues mode).
 */
export const bodyOf = (request: FastifyRequest): Record<string, unknown> =>
  request.body && typeof request.body === 'object' ? (request.body as Record<string, unknown>) : {};

export const pageOf = (request: FastifyRequest, pageSize = 20) => {
  const query = request.query as Record<string, string | undefined>;
  const page = Math.max(1, Math.min(10_000, Number.parseInt(query.page ?? '1', 10) || 1));
  const size = Math.max(1, Math.min(100, Number.parseInt(query.page_size ?? '', 10) || pageSize));
  return { page, pageSize: size };
};
