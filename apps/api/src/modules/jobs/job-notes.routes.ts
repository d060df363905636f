import { DONE } from '@logicareers/shared/messages';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { API } from '@logicareers/shared/api';
import { zOk } from '@logicareers/shared/schemas/common';
import {
  ZJobNote,
  ZJobNoteRequest,
  ZJobNotesPage,
  ZJobNotesQuery,
} from '@logicareers/shared/schemas/jobs';
import { requireUser } from '../access/access.policy';
import { addJobNote, listJobNotes } from './job-notes';
import { manage } from './managed-jobs.routes';

/** A company's internal notes on a job. */
export async function jobNotesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.ctx;

  app.get(
    API.jobs.comment,
    {
      config: { access: manage },
      schema: {
        summary: "List your company's notes on a job",
        description:
          "Notes are internal: only the author's company reads them. A job you do not manage is 404 (403 when it is published); an account of no company is 403. Newest first, paged with `page` and `page_size`.",
        querystring: ZJobNotesQuery,
        response: { 200: zOk(ZJobNotesPage) },
      },
    },
    async (request) => {
      const { job_id, page, page_size } = request.query;
      return {
        data: await listJobNotes(db, requireUser(request), job_id, { page, pageSize: page_size }),
      };
    },
  );

  app.post(
    API.jobs.comment,
    {
      config: { access: manage },
      schema: {
        summary: 'Add a note of your company to a job',
        description:
          "For the job's company and, for a client's job, the consultancy that manages the client; only the author's company reads it.",
        body: ZJobNoteRequest,
        response: { 201: zOk(ZJobNote) },
      },
    },
    async (request, reply) => {
      const note = await addJobNote(db, requireUser(request), request.body);
      return reply.code(201).send({ message: DONE.noteAdded, data: note });
    },
  );
}
