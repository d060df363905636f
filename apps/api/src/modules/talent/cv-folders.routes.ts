import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { DONE } from '@logicareers/shared/messages';
import { API } from '@logicareers/shared/api';
import { ZDone, zLang, zOk, zPage, ZPageQuery } from '@logicareers/shared/schemas/common';
import {
  ZCvFolder,
  ZCvFolderCandidatesRequest,
  ZCvFolderIdParams,
  ZCvFolderListQuery,
  ZCvFolderMoveRequest,
  ZCvFolderMoveResult,
  ZCvFolderRequest,
  ZCvFolderView,
} from '@logicareers/shared/schemas/talent';
import { requireUser } from '../access/access.policy';
import {
  addToFolder,
  createFolder,
  deleteFolder,
  folderView,
  listFolders,
  moveBetweenFolders,
  removeFromFolder,
  renameFolder,
} from './cv-folders';
import { BEYOND_REACH, cvSearch, OTHER_COMPANY } from './route-options';
import { created, done, saved } from '../../lib/route-helpers';

/** The company's CV folders, shared between colleagues: listing, creating, renaming, deleting. */
export async function cvFoldersRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.ctx;

  app.get(
    API.talent.folders,
    {
      config: cvSearch,
      schema: {
        summary: "The company's CV folders, the most recently changed first",
        description: 'Counts are of the candidates the user may open.',
        querystring: ZCvFolderListQuery,
        response: { 200: zOk(zPage(ZCvFolder)) },
      },
    },
    async (request) => ({ data: await listFolders(db, requireUser(request), request.query) }),
  );

  app.post(
    API.talent.folders,
    {
      config: cvSearch,
      schema: {
        summary: 'Create a CV folder, shared with your colleagues',
        description:
          'A name the company already uses (in any case) answers 409 on `name`; so does one folder past the limit.',
        body: ZCvFolderRequest,
        response: { 201: zOk(ZCvFolder) },
      },
    },
    async (request, reply) =>
      created(reply, DONE.folderCreated, createFolder(db, requireUser(request), request.body.name)),
  );

  app.get(
    API.talent.folder(':id'),
    {
      config: cvSearch,
      schema: {
        summary: 'A CV folder with a page of its candidates, the most recently added first',
        description: `Lists only the candidates the user may still open. ${OTHER_COMPANY}`,
        params: ZCvFolderIdParams,
        // The cards name master data in `lang`.
        querystring: ZPageQuery.extend({ lang: zLang() }),
        response: { 200: zOk(ZCvFolderView) },
      },
    },
    async (request) => ({
      data: await folderView(db, requireUser(request), request.params.id, request.query),
    }),
  );

  app.put(
    API.talent.folder(':id'),
    {
      config: cvSearch,
      schema: {
        summary: 'Rename a CV folder',
        description: OTHER_COMPANY,
        params: ZCvFolderIdParams,
        body: ZCvFolderRequest,
        response: { 200: zOk(ZCvFolder) },
      },
    },
    async (request) =>
      saved(
        DONE.folderRenamed,
        renameFolder(db, requireUser(request), request.params.id, request.body.name),
      ),
  );

  app.delete(
    API.talent.folder(':id'),
    {
      config: cvSearch,
      schema: {
        summary: 'Delete a CV folder (the candidates stay in the database)',
        description: OTHER_COMPANY,
        params: ZCvFolderIdParams,
        response: { 200: ZDone },
      },
    },
    async (request) =>
      done(DONE.folderDeleted, deleteFolder(db, requireUser(request), request.params.id)),
  );
}

/** The candidates in a CV folder: adding, taking out, moving to another folder. */
export async function folderCandidatesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.ctx;

  /** Adding candidates to a folder and taking them out: the same form, opposite changes. */
  const changes = [
    {
      method: 'POST',
      doc: {
        summary: 'Add candidates to a CV folder',
        description: `Adding a candidate already there changes nothing. ${BEYOND_REACH} ${OTHER_COMPANY}`,
      },
      message: DONE.addedToTheFolder,
      change: addToFolder,
    },
    {
      method: 'DELETE',
      doc: { summary: 'Take candidates out of a CV folder', description: OTHER_COMPANY },
      message: DONE.removedFromTheFolder,
      change: removeFromFolder,
    },
  ] as const;
  for (const { method, doc, message, change } of changes) {
    app.route({
      method,
      url: API.talent.folderCandidates(':id'),
      config: cvSearch,
      schema: {
        ...doc,
        params: ZCvFolderIdParams,
        body: ZCvFolderCandidatesRequest,
        response: { 200: zOk(ZCvFolder) },
      },
      handler: async (request) =>
        saved(
          message,
          change(db, requireUser(request), request.params.id, request.body.candidate_ids),
        ),
    });
  }

  app.post(
    API.talent.folderMove,
    {
      config: cvSearch,
      schema: {
        summary: 'Move candidates from one CV folder to another',
        description: `${BEYOND_REACH} ${OTHER_COMPANY}`,
        body: ZCvFolderMoveRequest,
        response: { 200: zOk(ZCvFolderMoveResult) },
      },
    },
    async (request) =>
      saved(DONE.moved, moveBetweenFolders(db, requireUser(request), request.body)),
  );
}
