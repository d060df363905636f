import { DONE } from '@logicareers/shared/messages';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { API } from '@logicareers/shared/api';
import { ZLangQuery } from '@logicareers/shared/schemas/common';
import {
  ZCandidatePersonal,
  ZCandidateSummary,
  ZDesiredJob,
} from '@logicareers/shared/schemas/candidate';
import {
  loadCandidateProfile,
  markOnboarded,
  updateDesiredJob,
  updatePersonal,
  updateSummary,
} from './candidates.service';
import { candidate, profileAccess, ZProfileAnswer } from './profile-access';
import { saved } from '../../lib/route-helpers';

/** The candidate's own profile: personal details, summary and skills, desired job. */
export async function candidateProfileRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  const { db } = ctx;
  const profileOf = (userId: string) => loadCandidateProfile(db, userId, 'account');

  app.get(
    API.candidate.profile,
    {
      ...profileAccess,
      schema: {
        summary: 'Get your candidate profile',
        description:
          'Its master data (location, nationality, skills, desired job) named in `lang`.',
        querystring: ZLangQuery,
        response: { 200: ZProfileAnswer },
      },
    },
    async (request) => ({
      data: await loadCandidateProfile(db, candidate(request).id, request.query.lang),
    }),
  );

  app.put(
    API.candidate.update,
    {
      ...profileAccess,
      schema: {
        summary: 'Save your personal details',
        body: ZCandidatePersonal,
        response: { 200: ZProfileAnswer },
      },
    },
    async (request) => {
      const user = candidate(request);
      await updatePersonal(ctx, user, request.body);
      return saved(DONE.personalDetailsSaved, profileOf(user.id));
    },
  );

  app.put(
    API.candidate.summary,
    {
      ...profileAccess,
      schema: {
        summary: 'Save your profile summary and skills',
        body: ZCandidateSummary,
        response: { 200: ZProfileAnswer },
      },
    },
    async (request) => {
      const user = candidate(request);
      await updateSummary(db, user.id, request.body);
      return saved(DONE.summaryAndSkillsSaved, profileOf(user.id));
    },
  );

  app.put(
    API.candidate.desiredJob,
    {
      ...profileAccess,
      schema: {
        summary: 'Save the job you are looking for',
        body: ZDesiredJob,
        response: { 200: ZProfileAnswer },
      },
    },
    async (request) => {
      const user = candidate(request);
      await updateDesiredJob(db, user.id, request.body);
      return saved(DONE.desiredJobSaved, profileOf(user.id));
    },
  );

  app.post(
    API.candidate.onboarded,
    {
      ...profileAccess,
      schema: {
        summary: 'Mark your profile as set up after onboarding',
        response: { 200: ZProfileAnswer },
      },
    },
    async (request) => {
      const user = candidate(request);
      await markOnboarded(db, user.id);
      return saved(DONE.yourProfileIsReady, profileOf(user.id));
    },
  );
}
