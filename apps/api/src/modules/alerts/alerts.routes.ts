import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API } from '@logicareers/shared/api';
import { ZDone, zOk } from '@logicareers/shared/schemas/common';
import {
  ALERT_MESSAGES,
  MAX_JOB_ALERTS,
  ZConfirmSubscriptionResult,
  ZJobAlert,
  ZJobAlertParams,
  ZJobAlertRequest,
  ZMailLinkRequest,
  ZUnsubscribeResult,
} from '@logicareers/shared/schemas/alerts';
import { notFound } from '../../lib/errors';
import { requireUser } from '../access/access.policy';
import {
  createAlert,
  deleteAlert,
  listAlerts,
  unsubscribeByToken,
  updateAlert,
} from './alerts.service';
import { confirmSubscription } from './subscriptions.service';
import { created, done, perAddress } from '../../lib/route-helpers';

const manage = { permission: 'alerts.manage' } as const;
const ALERT_NOT_FOUND = 'An unknown id, or an alert of another user, answers 404.';
const LINKS = {
  unsubscribe: {
    summary: 'Stop the e-mails of an unsubscribe link',
    description:
      "The link at the bottom of job e-mails. A candidate's alert is paused (they can resume it); a footer subscription is stopped and must be confirmed again to restart. Using the link twice answers the same; a bad or unknown token answers 404.",
  },
  confirm: {
    summary: 'Confirm a job e-mail subscription with its e-mailed link',
    description:
      'The address starts getting the weekly e-mail of new jobs. Using the link again answers the same; a bad, unknown or expired token answers 404.',
  },
} as const;

/** The id of an alert from the path; a malformed one is as unknown as another user's alert. */
function alertId(id: string | null) {
  if (!id) throw notFound(ALERT_MESSAGES.notFound);
  return id;
}

/** The token of an e-mail link; a missing or malformed one is a dead link. */
function linkToken(token: string | null | undefined) {
  if (!token) throw notFound(ALERT_MESSAGES.linkInvalid);
  return token;
}

export async function alertsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  const { db } = ctx;

  app.get(
    API.alerts.list,
    {
      config: { access: manage, module: 'job_alerts' },
      schema: {
        summary: 'List the job alerts of the signed-in user, newest first',
        response: { 200: zOk(z.array(ZJobAlert)) },
      },
    },
    async (request) => ({ data: await listAlerts(db, requireUser(request).id) }),
  );

  app.post(
    API.alerts.list,
    {
      config: { access: manage, module: 'job_alerts' },
      schema: {
        summary: 'Create a job alert',
        description: `At most ${MAX_JOB_ALERTS} per user; one more answers 409.`,
        body: ZJobAlertRequest,
        response: { 201: zOk(ZJobAlert) },
      },
    },
    async (request, reply) =>
      created(
        reply,
        ALERT_MESSAGES.created,
        createAlert(db, requireUser(request).id, request.body),
      ),
  );

  app.put(
    API.alerts.one.pattern,
    {
      config: { access: manage, module: 'job_alerts' },
      schema: {
        summary: 'Change a job alert',
        description: `\`paused\` changes only when given. ${ALERT_NOT_FOUND}`,
        params: ZJobAlertParams,
        body: ZJobAlertRequest,
        response: { 200: zOk(ZJobAlert) },
      },
    },
    async (request) => {
      const id = alertId(request.params.id);
      const alert = await updateAlert(db, requireUser(request).id, id, request.body);
      return { message: ALERT_MESSAGES.saved, data: alert };
    },
  );

  app.delete(
    API.alerts.one.pattern,
    {
      config: { access: manage, module: 'job_alerts' },
      schema: {
        summary: 'Delete a job alert',
        description: ALERT_NOT_FOUND,
        params: ZJobAlertParams,
        response: { 200: ZDone },
      },
    },
    async (request) =>
      done(
        ALERT_MESSAGES.deleted,
        deleteAlert(db, requireUser(request).id, alertId(request.params.id)),
      ),
  );

  // E-mail links need no sign-in: the token is the permission. POST is the one-click form mail
  // programs use (the token stays in the link's query); GET is what the web page calls.
  const config = { access: 'public', rateLimit: perAddress(ctx.env, 'forms') } as const;
  const unsubscribe = async (token: string | null | undefined) => ({
    message: ALERT_MESSAGES.unsubscribed,
    data: await unsubscribeByToken(db, linkToken(token)),
  });
  const unsubscribeDocs = { ...LINKS.unsubscribe, response: { 200: zOk(ZUnsubscribeResult) } };
  app.get(
    API.alerts.unsubscribe,
    { config, schema: { ...unsubscribeDocs, querystring: ZMailLinkRequest } },
    async (request) => unsubscribe(request.query.token),
  );
  app.post(
    API.alerts.unsubscribe,
    {
      config,
      schema: { ...unsubscribeDocs, querystring: ZMailLinkRequest, body: ZMailLinkRequest },
    },
    async (request) => unsubscribe(request.body.token ?? request.query.token),
  );

  const confirm = async (token: string | null | undefined) => ({
    message: ALERT_MESSAGES.subscriptionConfirmed,
    data: await confirmSubscription(db, linkToken(token)),
  });
  // Unsubscribing always works; confirming a footer subscription is part of that feature.
  const subscriptionConfig = { ...config, module: 'email_subscription' } as const;
  const confirmDocs = { ...LINKS.confirm, response: { 200: zOk(ZConfirmSubscriptionResult) } };
  app.get(
    API.alerts.confirmSubscription,
    { config: subscriptionConfig, schema: { ...confirmDocs, querystring: ZMailLinkRequest } },
    async (request) => confirm(request.query.token),
  );
  app.post(
    API.alerts.confirmSubscription,
    {
      config: subscriptionConfig,
      schema: { ...confirmDocs, querystring: ZMailLinkRequest, body: ZMailLinkRequest },
    },
    async (request) => confirm(request.body.token ?? request.query.token),
  );
}
