import type { FastifyInstance, FastifyRequest } from 'fastify';
import { API } from '@logicareers/shared/api';
import {
  ALERT_MESSAGES,
  MAX_JOB_ALERTS,
  ZJobAlertRequest,
  ZMailLinkToken,
} from '@logicareers/shared/schemas/alerts';
import { bodyOf } from '../../lib/body';
import { notFound } from '../../lib/errors';
import { parse } from '../../lib/validate';
import { requireUser } from '../access/access.policy';
import {
  createAlert,
  deleteAlert,
  listAlerts,
  unsubscribeByToken,
  updateAlert,
} from './alerts.service';
import { confirmSubscription } from './subscriptions.service';

const manage = { permission: 'alerts.manage' } as const;
const ALERT_NOT_FOUND = 'An unknown id, or an alert of another user, answers 404.';
const UNSUBSCRIBE_DOCS = {
  summary: 'Stop the e-mails of an unsubscribe link',
  description:
    "The link at the bottom of job e-mails. A candidate's alert is paused (they can resume it); a footer subscription is stopped and must be confirmed again to restart. Using the link twice answers the same; a bad or unknown token answers 404.",
};
const CONFIRM_DOCS = {
  summary: 'Confirm a job e-mail subscription with its e-mailed link',
  description:
    'The address starts getting the weekly e-mail of new jobs. Using the link again answers the same; a bad, unknown or expired token answers 404.',
};

/** The token of an e-mail link, from the query string (GET) or the body (POST); a bad one is a dead link. */
function linkToken(request: FastifyRequest): string {
  const source = { ...(request.query as object), ...bodyOf(request) };
  const result = ZMailLinkToken.safeParse(source);
  if (!result.success) throw notFound(ALERT_MESSAGES.linkInvalid);
  return result.data.token;
}

export async function alertsRoutes(app: FastifyInstance) {
  const { ctx } = app;
  const { db } = ctx;
  const linkLimit = { max: ctx.env.RATE_LIMIT_FORMS_PER_MINUTE, timeWindow: '1 minute' };

  app.get(
    API.alerts.list,
    {
      config: {
        access: manage,
        docs: { summary: 'List the job alerts of the signed-in user, newest first' },
      },
    },
    async (request) => ({
      data: await listAlerts(db, requireUser(request).id),
    }),
  );

  app.post(
    API.alerts.list,
    {
      config: {
        access: manage,
        docs: {
          summary: 'Create a job alert',
          description: `At most ${MAX_JOB_ALERTS} per user; one more answers 409.`,
          body: ZJobAlertRequest,
        },
      },
    },
    async (request, reply) => {
      const input = parse(ZJobAlertRequest, bodyOf(request));
      const alert = await createAlert(db, requireUser(request).id, input);
      return reply.code(201).send({ message: ALERT_MESSAGES.created, data: alert });
    },
  );

  app.put(
    `${API.alerts.list}/:id`,
    {
      config: {
        access: manage,
        docs: {
          summary: 'Change a job alert',
          description: `\`paused\` changes only when given. ${ALERT_NOT_FOUND}`,
          body: ZJobAlertRequest,
        },
      },
    },
    async (request) => {
      const { id } = request.params as { id: string };
      const input = parse(ZJobAlertRequest, bodyOf(request));
      const alert = await updateAlert(db, requireUser(request).id, id, input);
      return { message: ALERT_MESSAGES.saved, data: alert };
    },
  );

  app.delete(
    `${API.alerts.list}/:id`,
    {
      config: {
        access: manage,
        docs: { summary: 'Delete a job alert', description: ALERT_NOT_FOUND },
      },
    },
    async (request) => {
      const { id } = request.params as { id: string };
      await deleteAlert(db, requireUser(request).id, id);
      return { message: ALERT_MESSAGES.deleted, data: null };
    },
  );

  // The unsubscribe link of alert e-mails: no sign-in, the token is the permission. POST is the
  // one-click form mail programs use; GET is what the web page calls.
  const unsubscribe = async (request: FastifyRequest) => ({
    message: ALERT_MESSAGES.unsubscribed,
    data: await unsubscribeByToken(db, linkToken(request)),
  });
  const publicLink = { access: 'public', rateLimit: linkLimit } as const;
  app.get(
    API.alerts.unsubscribe,
    { config: { ...publicLink, docs: { ...UNSUBSCRIBE_DOCS, query: ZMailLinkToken } } },
    unsubscribe,
  );
  app.post(
    API.alerts.unsubscribe,
    {
      config: {
        ...publicLink,
        docs: { ...UNSUBSCRIBE_DOCS, body: ZMailLinkToken },
      },
    },
    unsubscribe,
  );

  // The confirmation link of the footer's job e-mails.
  const confirm = async (request: FastifyRequest) => ({
    message: ALERT_MESSAGES.subscriptionConfirmed,
    data: await confirmSubscription(db, linkToken(request)),
  });
  app.get(
    API.alerts.confirmSubscription,
    { config: { ...publicLink, docs: { ...CONFIRM_DOCS, query: ZMailLinkToken } } },
    confirm,
  );
  app.post(
    API.alerts.confirmSubscription,
    { config: { ...publicLink, docs: { ...CONFIRM_DOCS, body: ZMailLinkToken } } },
    confirm,
  );
}
