import type { FastifyInstance, FastifyRequest } from 'fastify';
import { API } from '@logicareers/shared/api';
import {
  ALERT_MESSAGES,
  ZJobAlertRequest,
  ZMailLinkToken,
} from '@logicareers/shared/schemas/alerts';
import { bodyOf } from '../../lib/body';
import { notFound } from '../../lib/errors';
import { parse } from '../../lib/validate';
import { requireUser } from '../access/access';
import {
  createAlert,
  deleteAlert,
  listAlerts,
  unsubscribeByToken,
  updateAlert,
} from './alerts.service';
import { confirmSubscription } from './subscriptions.service';

const manage = { permission: 'alerts.manage' } as const;

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

  app.get(API.alerts.list, { config: { access: manage } }, async (request) => ({
    data: await listAlerts(db, requireUser(request).id),
  }));

  app.post(API.alerts.list, { config: { access: manage } }, async (request, reply) => {
    const input = parse(ZJobAlertRequest, bodyOf(request));
    const alert = await createAlert(db, requireUser(request).id, input);
    return reply.code(201).send({ message: ALERT_MESSAGES.created, data: alert });
  });

  app.put(`${API.alerts.list}/:id`, { config: { access: manage } }, async (request) => {
    const { id } = request.params as { id: string };
    const input = parse(ZJobAlertRequest, bodyOf(request));
    const alert = await updateAlert(db, requireUser(request).id, id, input);
    return { message: ALERT_MESSAGES.saved, data: alert };
  });

  app.delete(`${API.alerts.list}/:id`, { config: { access: manage } }, async (request) => {
    const { id } = request.params as { id: string };
    await deleteAlert(db, requireUser(request).id, id);
    return { message: ALERT_MESSAGES.deleted, data: null };
  });

  // The unsubscribe link of alert e-mails: no sign-in, the token is the permission. POST is the
  // one-click form mail programs use; GET is what the web page calls.
  const unsubscribe = async (request: FastifyRequest) => ({
    message: ALERT_MESSAGES.unsubscribed,
    data: await unsubscribeByToken(db, linkToken(request)),
  });
  const publicLink = { access: 'public', rateLimit: linkLimit } as const;
  app.get(API.alerts.unsubscribe, { config: publicLink }, unsubscribe);
  app.post(API.alerts.unsubscribe, { config: publicLink }, unsubscribe);

  // The confirmation link of the footer's job e-mails.
  const confirm = async (request: FastifyRequest) => ({
    message: ALERT_MESSAGES.subscriptionConfirmed,
    data: await confirmSubscription(db, linkToken(request)),
  });
  app.get(API.alerts.confirmSubscription, { config: publicLink }, confirm);
  app.post(API.alerts.confirmSubscription, { config: publicLink }, confirm);
}
