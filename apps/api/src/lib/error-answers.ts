import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { API_PREFIX, type ApiErrorBody } from '@logicareers/shared/api';
import { ANSWERS } from '@logicareers/shared/messages';
import { databaseFailure } from './database-errors';
import { AppError, codeOfStatus, fieldErrors, invalid, notFound } from './errors';
import { escapeHtml } from './html';

/** How long a client should wait before trying again when the database is unreachable. */
export const RETRY_AFTER_SECONDS = 30;

/** What Fastify and its plugins say about a refused request, in our words. */
const CLIENT_ERROR_MESSAGES: Record<string, string> = {
  FST_REQ_FILE_TOO_LARGE: 'The file is too large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'This content type is not accepted',
  FST_ERR_CTP_EMPTY_JSON_BODY: ANSWERS.bodyNotJson,
  FST_ERR_CTP_INVALID_JSON_BODY: ANSWERS.bodyNotJson,
  FST_ERR_CTP_BODY_TOO_LARGE: ANSWERS.bodyTooLarge,
  FST_FILES_LIMIT: 'Too many files in one upload',
  FST_FIELDS_LIMIT: 'Too many fields in the form',
  FST_PARTS_LIMIT: 'Too many parts in the form',
};

interface Answer {
  status: number;
  body: ApiErrorBody;
}

/** The answer to an error, logging what a person should look at. */
function answerOf(error: FastifyError | AppError, request: FastifyRequest): Answer {
  if (error instanceof AppError) return { status: error.status, body: error.toBody() };
  if (hasZodFastifySchemaValidationErrors(error)) {
    const issues = error.validation.map((issue) => ({
      path: issue.instancePath.split('/').filter(Boolean),
      message: issue.message ?? '',
    }));
    return { status: 400, body: invalid(fieldErrors(issues)).toBody() };
  }
  const status = error.statusCode ?? 500;
  if (status === 429)
    return { status, body: { message: ANSWERS.tooManyRequests, code: 'RATE_LIMITED' } };
  // A multipart body cut off or malformed fails while it is read, before any route sees it.
  if (request.readingUpload && status !== 413) {
    request.log.info({ err: error }, 'upload refused: incomplete or malformed multipart body');
    return { status: 400, body: { message: ANSWERS.uploadIncomplete, code: 'VALIDATION' } };
  }
  if (status < 500) {
    const message = CLIENT_ERROR_MESSAGES[error.code] ?? error.message;
    return { status, body: { message, code: codeOfStatus(status) } };
  }
  const failure = databaseFailure(error);
  if (failure === 'unavailable') {
    request.log.warn({ err: error }, 'database unavailable');
    return { status: 503, body: { message: ANSWERS.unavailable, code: 'SERVICE_UNAVAILABLE' } };
  }
  if (failure === 'refused_value') {
    // The input checks should have refused this value: answered as the client's mistake it is,
    // and logged as the bug of ours that let it through.
    request.log.error({ err: error }, 'the database refused a value the input checks let through');
    return { status: 400, body: { message: ANSWERS.valueNotAccepted, code: 'VALIDATION' } };
  }
  request.log.error({ err: error }, 'request failed');
  return {
    status: 500,
    body: { message: ANSWERS.internal, code: 'INTERNAL', request_id: request.id },
  };
}

/** A plain page for an error on a page's address: a browser shows it, with the way home. */
function errorPage({ message }: ApiErrorBody) {
  const text = typeof message === 'string' ? message : Object.values(message).join('. ');
  return [
    '<!doctype html>',
    '<html lang="en"><head><meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(text)}</title></head>`,
    `<body><h1>${escapeHtml(ANSWERS.errorPageTitle)}</h1><p>${escapeHtml(text)}</p>`,
    `<p><a href="/">${escapeHtml(ANSWERS.errorPageHome)}</a></p></body></html>`,
    '',
  ].join('\n');
}

function send(request: FastifyRequest, reply: FastifyReply, { status, body }: Answer) {
  void reply.code(status).header('cache-control', 'no-store');
  if (status === 503) void reply.header('retry-after', String(RETRY_AFTER_SECONDS));
  if (!`${request.url.split('?')[0]}/`.startsWith(API_PREFIX))
    return reply.type('text/html; charset=utf-8').send(errorPage(body));
  // Written as it is: a route's answer schemas describe its successes, not these.
  return reply
    .type('application/json; charset=utf-8')
    .serializer((payload) => JSON.stringify(payload))
    .send(body);
}

/**
 * Every error answer: `{ message, code }` under /api (the status follows from the code), a plain
 * page elsewhere. Input that fails a check is a 4xx with its message; a database that cannot be
 * reached is a 503 with Retry-After; the rest is a 500 that keeps its details in the log.
 */
export function registerErrorAnswers(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) =>
    send(request, reply, answerOf(error, request)),
  );
  app.setNotFoundHandler({}, (request, reply) =>
    send(request, reply, { status: 404, body: notFound().toBody() }),
  );
}
