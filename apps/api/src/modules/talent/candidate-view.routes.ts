import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { API } from '@logicareers/shared/api';
import { ZCandidateProfile } from '@logicareers/shared/schemas/candidate';
import { zFileAnswer, ZLangQuery, zOk } from '@logicareers/shared/schemas/common';
import {
  ZCandidateIdParams,
  ZCandidateView,
  ZStaffCandidatesPage,
  ZStaffCandidatesQuery,
} from '@logicareers/shared/schemas/talent';
import { requireUser } from '../access/access.policy';
import { CV_TYPES, sendCvFile } from '../candidates/cv-download';
import { candidateCvFileId, loadCandidateView } from './candidate-view';
import { BEYOND_REACH, knownId, search } from './route-options';
import { listStaffCandidates, readCandidateProfile } from './staff-view';

const STAFF_ONLY =
  'For the consultancy and master administrators in the candidate area (who may search candidates); candidates and employers are 403.';

/**
 * Opening a candidate: the recruiter's candidate view, the consultancy's reading in the candidate
 * area, and the candidate's CV.
 */
export async function candidateViewRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  const { db } = ctx;

  app.get(
    API.talent.candidate(':id'),
    {
      config: search,
      schema: {
        summary: "Open a candidate's whole profile",
        description: `Records the opening (the candidate sees the company). Comments, feedback and folders are the viewer's company's; submissions the consultancy's. ${BEYOND_REACH}`,
        params: ZCandidateIdParams,
        querystring: ZLangQuery,
        response: { 200: zOk(ZCandidateView) },
      },
    },
    async (request) => ({
      data: await loadCandidateView(
        db,
        requireUser(request),
        knownId(request.params.id),
        request.query.lang,
      ),
    }),
  );

  /* ---------- The consultancy in the candidate area ---------- */

  app.get(
    API.talent.staffCandidates,
    {
      config: search,
      schema: {
        summary: 'Find candidates to read in the candidate area',
        description: `The candidates the user may open (decision 014) whose name or e-mail contains \`q\`, by name. ${STAFF_ONLY} Paged with \`page\` and \`page_size\`.`,
        querystring: ZStaffCandidatesQuery,
        response: { 200: zOk(ZStaffCandidatesPage) },
      },
    },
    async (request) => {
      const { q, page, page_size: pageSize } = request.query;
      return { data: await listStaffCandidates(db, requireUser(request), { q, page, pageSize }) };
    },
  );

  app.get(
    API.talent.staffCandidate(':id'),
    {
      config: search,
      schema: {
        summary: "Read a candidate's profile as the candidate keeps it",
        description: `Read only; records the opening, as the recruiter's candidate view does. ${STAFF_ONLY} ${BEYOND_REACH}`,
        params: ZCandidateIdParams,
        querystring: ZLangQuery,
        response: { 200: zOk(ZCandidateProfile) },
      },
    },
    async (request) => ({
      data: await readCandidateProfile(
        db,
        requireUser(request),
        knownId(request.params.id),
        request.query.lang,
      ),
    }),
  );

  app.get(
    API.talent.candidateCv(':id'),
    {
      config: search,
      schema: {
        summary: "Download a candidate's CV",
        description: BEYOND_REACH,
        params: ZCandidateIdParams,
        response: { 200: zFileAnswer('The CV, as uploaded', CV_TYPES) },
      },
    },
    async (request, reply) => {
      const id = knownId(request.params.id);
      return sendCvFile(reply, ctx, await candidateCvFileId(db, requireUser(request), id));
    },
  );
}
