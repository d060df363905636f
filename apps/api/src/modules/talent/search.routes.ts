import { DONE } from '@logicareers/shared/messages';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { API } from '@logicareers/shared/api';
import { ZDone, zOk, ZPageQuery } from '@logicareers/shared/schemas/common';
import {
  ZCandidateSearchQuery,
  ZCandidateSearchResult,
  ZSavedSearch,
  ZSavedSearchesPage,
  ZSavedSearchIdParams,
  ZSavedSearchRequest,
} from '@logicareers/shared/schemas/talent';
import { requireUser } from '../access/access.policy';
import { requireCvSearch } from '../plans/entitlements';
import { recordStaffActivity } from '../reports/report-records';
import { searchCandidates } from './cv-search';
import { cvSearch } from './route-options';
import { deleteSavedSearch, listSavedSearches, runSavedSearch, saveSearch } from './saved-searches';
import { done } from '../../lib/route-helpers';

const OWN_ONLY = 'A user sees only their own saved searches; any other id answers 404.';

/** CV search and saved searches (decision 014): who is found is talent.policy.ts's alone. */
export async function talentSearchRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.ctx;

  app.get(
    API.talent.search,
    {
      config: cvSearch,
      schema: {
        summary: 'Search candidates (CV search)',
        description:
          'Keywords in web-search syntax and the advanced filters; the consultancy finds candidates visible to it or to all, an employer those visible to all. An employer whose plan leaves CV search out gets 403 with `upgrade`.',
        querystring: ZCandidateSearchQuery,
        response: { 200: zOk(ZCandidateSearchResult) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      // An employer's plan may leave CV search out (403 with the upgrade page).
      await requireCvSearch(db, user.companyId);
      // A search asked counts once for the recruiter activity report (its further pages do not),
      // recorded beside the search rather than before it.
      const [data] = await Promise.all([
        searchCandidates(db, user, request.query),
        request.query.page === 1 && recordStaffActivity(db, user, 'cv_search'),
      ]);
      return { data };
    },
  );

  app.post(
    API.talent.saveSearch,
    {
      config: cvSearch,
      schema: {
        summary: 'Save a named CV search',
        body: ZSavedSearchRequest,
        response: { 200: zOk(ZSavedSearch) },
      },
    },
    async (request) => ({
      message: DONE.searchSaved,
      data: await saveSearch(db, requireUser(request), request.body),
    }),
  );

  app.get(
    API.talent.savedSearches,
    {
      config: cvSearch,
      schema: {
        summary: 'The saved CV searches, with how many new candidates match each',
        querystring: ZPageQuery,
        response: { 200: zOk(ZSavedSearchesPage) },
      },
    },
    async (request) => ({
      data: await listSavedSearches(
        db,
        requireUser(request),
        request.query.page,
        request.query.page_size,
      ),
    }),
  );

  app.post(
    API.talent.runSavedSearch.pattern,
    {
      config: cvSearch,
      schema: {
        summary: 'Run a saved search again: its new count starts from now',
        description: OWN_ONLY,
        params: ZSavedSearchIdParams,
        response: { 200: zOk(ZSavedSearch) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      await requireCvSearch(db, user.companyId);
      return { data: await runSavedSearch(db, user, request.params.id) };
    },
  );

  app.delete(
    API.talent.savedSearch.pattern,
    {
      config: cvSearch,
      schema: {
        summary: 'Delete a saved search',
        description: OWN_ONLY,
        params: ZSavedSearchIdParams,
        response: { 200: ZDone },
      },
    },
    async (request) =>
      done(DONE.savedSearchDeleted, deleteSavedSearch(db, requireUser(request), request.params.id)),
  );
}
