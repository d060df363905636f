import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API } from '@logicareers/shared/api';
import { zOk } from '@logicareers/shared/schemas/common';
import {
  INTERVIEW_MESSAGES,
  ZInterview,
  ZInterviewCancelRequest,
  ZInterviewer,
  ZInterviewIdParams,
  ZInterviewListQuery,
  ZInterviewOutcomeRequest,
  ZInterviewPage,
  ZInterviewRequest,
  ZInterviewUpdateRequest,
} from '@logicareers/shared/schemas/interviews';
import { requireUser } from '../access/access.policy';
import { interviewAnswerRoutes } from './interview-answers.routes';
import { interviewCalendar } from './candidate-interviews';
import {
  CALENDAR_DESCRIPTION,
  candidateInterviewRoutes,
  sendCalendar,
  ZCalendarAnswer,
} from './candidate-interviews.routes';
import { mailSettingOf } from './interviews.invitations';
import { getInterview, listInterviewers, listInterviews, ownInterview } from './interviews.query';
import {
  cancelInterview,
  recordOutcome,
  scheduleInterview,
  updateInterview,
} from './interviews.service';
import { created, saved } from '../../lib/route-helpers';

const M = INTERVIEW_MESSAGES;
const manage = { access: { permission: 'communications.manage' } } as const;
const OTHER_COMPANY = "Another company's interview answers 404, as an unknown id does.";

/**
 * Interview scheduling (issue 15): the company's interviews, scheduling, rescheduling, cancelling
 * and the outcome; the candidate's answer from the invitation's link, without signing in; and the
 * candidate's own interviews in their account (issue 39).
 */
export async function interviewsRoutes(fastify: FastifyInstance) {
  await fastify.register(interviewListRoutes);
  await fastify.register(interviewChangeRoutes);
  await fastify.register(interviewAnswerRoutes);
  await fastify.register(candidateInterviewRoutes);
}

/** The company's interviews and who may interview, as the recruiter reads them. */
async function interviewListRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.ctx;

  app.get(
    API.interviews.list,
    {
      config: manage,
      schema: {
        summary: "The company's interviews, filtered, a page at a time",
        description:
          'Filter by interviewer, candidate, job, status and a time range (`from`, `to`: one week of the calendar). `when=upcoming` lists those not yet ended, soonest first; `past` those started, latest first.',
        querystring: ZInterviewListQuery,
        response: { 200: zOk(ZInterviewPage) },
      },
    },
    async (request) => ({ data: await listInterviews(db, requireUser(request), request.query) }),
  );

  app.get(
    API.interviews.interviewers,
    {
      config: manage,
      schema: {
        summary: 'The users of your company who may interview',
        response: { 200: zOk(z.array(ZInterviewer)) },
      },
    },
    async (request) => ({ data: await listInterviewers(db, requireUser(request)) }),
  );

  app.get(
    API.interviews.one(':id'),
    {
      config: manage,
      schema: {
        summary: 'One interview',
        description: OTHER_COMPANY,
        params: ZInterviewIdParams,
        response: { 200: zOk(ZInterview) },
      },
    },
    async (request) => ({
      data: await getInterview(db, requireUser(request), request.params.id),
    }),
  );

  // As the candidate's: a cancelled interview downloads its cancellation (METHOD:CANCEL).
  app.get(
    API.interviews.calendar(':id'),
    {
      config: manage,
      schema: {
        summary: 'One interview as an .ics file, for your calendar',
        description: `${CALENDAR_DESCRIPTION} ${OTHER_COMPANY}`,
        params: ZInterviewIdParams,
        response: { 200: ZCalendarAnswer },
      },
    },
    async (request, reply) => {
      const row = await ownInterview(db, requireUser(request), request.params.id);
      return sendCalendar(reply, await interviewCalendar(db, row, mailSettingOf(app.ctx)));
    },
  );
}

/** Scheduling, rescheduling, cancelling an interview and recording how it went. */
async function interviewChangeRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  const { db } = ctx;

  app.post(
    API.interviews.list,
    {
      config: manage,
      schema: {
        summary: 'Schedule an interview',
        description:
          'From an application to your job, a candidate you may open (a candidate beyond reach answers 404, decision 014) or a submission where the client requested an interview. The time is UAE time (YYYY-MM-DDTHH:MM). The candidate is e-mailed the calendar invitation and a link to answer; each interviewer the invitation. An application moves to interview.',
        body: ZInterviewRequest,
        response: { 201: zOk(ZInterview) },
      },
    },
    async (request, reply) =>
      created(reply, M.scheduled, scheduleInterview(ctx, requireUser(request), request.body)),
  );

  app.put(
    API.interviews.one(':id'),
    {
      config: manage,
      schema: {
        summary: 'Reschedule or edit an interview',
        description: `The calendar invitation's SEQUENCE goes up, the candidate's answer goes back to pending and everyone gets the updated invitation (a removed interviewer, the cancellation). A cancelled or completed interview answers 409. ${OTHER_COMPANY}`,
        params: ZInterviewIdParams,
        body: ZInterviewUpdateRequest,
        response: { 200: zOk(ZInterview) },
      },
    },
    async (request) =>
      saved(M.updated, updateInterview(ctx, requireUser(request), request.params.id, request.body)),
  );

  app.post(
    API.interviews.cancel(':id'),
    {
      config: manage,
      schema: {
        summary: 'Cancel an interview',
        description: `Everyone gets the calendar's cancellation (METHOD:CANCEL, same UID, higher SEQUENCE). ${OTHER_COMPANY}`,
        params: ZInterviewIdParams,
        body: ZInterviewCancelRequest,
        response: { 200: zOk(ZInterview) },
      },
    },
    async (request) =>
      saved(
        M.cancelledDone,
        cancelInterview(ctx, requireUser(request), request.params.id, request.body.reason),
      ),
  );

  app.post(
    API.interviews.outcome(':id'),
    {
      config: manage,
      schema: {
        summary: 'Record how an interview went',
        description: `Only once it has started (409 before); marks it completed. ${OTHER_COMPANY}`,
        params: ZInterviewIdParams,
        body: ZInterviewOutcomeRequest,
        response: { 200: zOk(ZInterview) },
      },
    },
    async (request) =>
      saved(
        M.outcomeSaved,
        recordOutcome(db, requireUser(request), request.params.id, request.body),
      ),
  );
}
