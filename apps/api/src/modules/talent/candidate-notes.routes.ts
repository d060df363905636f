import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { DONE } from '@logicareers/shared/messages';
import { z } from 'zod';
import { API } from '@logicareers/shared/api';
import { zOk } from '@logicareers/shared/schemas/common';
import {
  ZCandidateComment,
  ZCandidateCommentRequest,
  ZCandidateNotesQuery,
  ZConsultantFeedback,
  ZConsultantFeedbackRequest,
} from '@logicareers/shared/schemas/talent';
import { requireUser } from '../access/access.policy';
import type { SessionUser } from '../access/sessions';
import type { Db } from '../../db/client';
import { addComment, addFeedback, listComments, listFeedback } from './candidate-view';
import { BEYOND_REACH, knownId, search } from './route-options';
import { created } from '../../lib/route-helpers';

/** One kind of note on a candidate: listed newest first, and added, answering the company's notes. */
interface NoteKind<Form> {
  path: string;
  /** What the list and the note added answer: the company's notes of the kind. */
  answer: z.ZodType;
  form: z.ZodType<Form>;
  docs: { list: string; add: string; notes: string };
  added: string;
  list(db: Db, user: SessionUser, candidateId: string): Promise<unknown>;
  add(db: Db, user: SessionUser, form: Form): Promise<unknown>;
}

function noteRoutes<Form>(fastify: FastifyInstance, kind: NoteKind<Form>) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.ctx;

  app.get(
    kind.path,
    {
      config: search,
      schema: {
        summary: kind.docs.list,
        description: BEYOND_REACH,
        querystring: ZCandidateNotesQuery,
        response: { 200: kind.answer },
      },
    },
    async (request) => ({
      data: await kind.list(db, requireUser(request), knownId(request.query.candidate_id)),
    }),
  );
  app.post(
    kind.path,
    {
      config: search,
      schema: {
        summary: kind.docs.add,
        description: `Answers the company's ${kind.docs.notes}. ${BEYOND_REACH}`,
        body: kind.form,
        response: { 201: kind.answer },
      },
    },
    // The body schema has validated the form before the handler runs.
    async (request, reply) =>
      created(reply, kind.added, kind.add(db, requireUser(request), request.body as Form)),
  );
}

/** The company's comments and consultant feedback on a candidate, seen only inside it. */
export async function candidateNotesRoutes(fastify: FastifyInstance) {
  noteRoutes(fastify, {
    path: API.talent.comment,
    answer: zOk(z.array(ZCandidateComment)),
    form: ZCandidateCommentRequest,
    docs: {
      list: "The company's comments on a candidate, newest first",
      add: 'Add a comment on a candidate, seen only inside your company',
      notes: 'comments',
    },
    added: DONE.commentAdded,
    list: listComments,
    add: addComment,
  });
  noteRoutes(fastify, {
    path: API.talent.feedback,
    answer: zOk(z.array(ZConsultantFeedback)),
    form: ZConsultantFeedbackRequest,
    docs: {
      list: "The company's consultant feedback on a candidate, newest first",
      add: 'Add consultant feedback on a candidate, seen only inside your company',
      notes: 'feedback',
    },
    added: DONE.feedbackSaved,
    list: listFeedback,
    add: addFeedback,
  });
}
