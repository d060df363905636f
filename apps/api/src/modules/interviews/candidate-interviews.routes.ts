import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { API } from '@logicareers/shared/api';
import { zFileAnswer, zOk } from '@logicareers/shared/schemas/common';
import {
  INTERVIEW_MESSAGES,
  interviewCalendarName,
  ZCandidateInterview,
  ZCandidateInterviewListQuery,
  ZCandidateInterviewPage,
  ZInterviewAnswerRequest,
  ZInterviewIdParams,
} from '@logicareers/shared/schemas/interviews';
import { candidatesOnly, requireUser } from '../access/access.policy';
import {
  answerOwnInterview,
  candidateCalendar,
  listCandidateInterviews,
} from './candidate-interviews';
import { mailSettingOf } from './interviews.invitations';
import { saved } from '../../lib/route-helpers';

const M = INTERVIEW_MESSAGES;
/** Candidates only, told so before their input is read. */
const candidateOnly = {
  config: { access: { permission: 'jobs.apply' } },
  preValidation: candidatesOnly,
} as const;
const NOT_YOURS = "Another candidate's interview answers 404, as an unknown id does.";

/** The .ics file of an interview, as a calendar opens it from a download. */
export const ZCalendarAnswer = zFileAnswer('The .ics file (RFC 5545)', ['text/calendar']);
export const CALENDAR_DESCRIPTION =
  'The invitation as the e-mails carry it (same UID and SEQUENCE, so a calendar updates the event it already has); a cancelled interview answers its cancellation (METHOD:CANCEL), which removes the event.';

/** Sends an interview's .ics as a download named after its UAE date. */
export const sendCalendar = (reply: FastifyReply, file: { startsAt: Date; content: string }) =>
  reply
    .header('content-type', 'text/calendar; charset=utf-8')
    .header('content-disposition', `attachment; filename="${interviewCalendarName(file.startsAt)}"`)
    .header('cache-control', 'private, no-store')
    .send(file.content);

/** The signed-in candidate's own interviews (issue 39): the list, the answer and the .ics. */
export async function candidateInterviewRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  const { db } = ctx;

  app.get(
    API.interviews.mine,
    {
      ...candidateOnly,
      schema: {
        summary: 'Your interviews, a page at a time',
        description:
          '`when=upcoming` (the default): not yet ended nor completed, soonest first, cancelled ones included; `past`: the others, latest first. `status` narrows either. The video link and phone number are empty once cancelled.',
        querystring: ZCandidateInterviewListQuery,
        response: { 200: zOk(ZCandidateInterviewPage) },
      },
    },
    async (request) => ({
      data: await listCandidateInterviews(db, requireUser(request), request.query),
    }),
  );

  app.post(
    API.interviews.myAnswer(':id'),
    {
      ...candidateOnly,
      schema: {
        summary: 'Your answer to an interview: accept, decline or ask for another time',
        description: `The rule of the answer from the invitation's link: it may be changed until the interview starts (a cancelled or past one answers 409); the interviewers and the recruiter are e-mailed. ${NOT_YOURS}`,
        params: ZInterviewIdParams,
        body: ZInterviewAnswerRequest,
        response: { 200: zOk(ZCandidateInterview) },
      },
    },
    async (request) =>
      saved(
        M.answered,
        answerOwnInterview(ctx, requireUser(request), request.params.id, request.body),
      ),
  );

  // A cancelled interview downloads its cancellation (METHOD:CANCEL, same UID, higher SEQUENCE):
  // opened in a calendar that holds the event, it removes it; nothing is refused but another's.
  app.get(
    API.interviews.myCalendar(':id'),
    {
      ...candidateOnly,
      schema: {
        summary: 'One of your interviews as an .ics file, for your calendar',
        description: `${CALENDAR_DESCRIPTION} ${NOT_YOURS}`,
        params: ZInterviewIdParams,
        response: { 200: ZCalendarAnswer },
      },
    },
    async (request, reply) =>
      sendCalendar(
        reply,
        await candidateCalendar(db, requireUser(request), request.params.id, mailSettingOf(ctx)),
      ),
  );
}
