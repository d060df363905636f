import type { RouteObject } from 'react-router';
import { PAGES } from '@logicareers/shared/pages';
import { RequirePermission } from '../../components/guards';
import type { RouteHandle } from '../../lib/prefetch';
import { page } from '../../lib/route-pages';

/** The recruiter workspace: CV search, saved searches and CV folders. */
const workspaceRoutes: RouteObject[] = [
  {
    path: PAGES.management.cvSearch,
    ...page(() => import('./search/cv-search-page'), 'CvSearchPage', 'cvSearch'),
  },
  {
    path: PAGES.management.cvSearchSaved,
    ...page(() => import('./search/saved-searches-page'), 'SavedSearchesPage', 'savedSearches'),
  },
  {
    path: PAGES.management.cvSearchView,
    ...page(() => import('./search/cv-search-page'), 'SavedSearchViewPage', 'own'),
  },
  {
    // `create` is the advanced search; no other action exists.
    path: PAGES.management.cvSearchAction,
    lazy: async () => {
      const m = await import('./search/advanced-search-page');
      return {
        Component: m.AdvancedSearchPage,
        loader: m.advancedSearchLoader,
        handle: { title: 'advancedSearch' } satisfies RouteHandle,
      };
    },
  },
  {
    path: PAGES.management.cvFolders,
    ...page(() => import('./folders/folders-page'), 'FoldersPage', 'cvFolders'),
  },
  {
    path: PAGES.management.cvFolderView,
    ...page(() => import('./folders/folder-view-page'), 'FolderViewPage', 'own'),
  },
];

/** A candidate seen by a recruiter, a candidate sent to a client, and the recruiter workspace. */
export const talentRoutes: RouteObject[] = [
  {
    path: PAGES.management.candidateView,
    ...page(() => import('./candidate/candidate-view-page'), 'CandidateViewPage', 'candidateView'),
  },
  {
    path: PAGES.management.sendCandidate,
    ...page(() => import('./send/send-candidate-page'), 'SendCandidatePage', 'sendCandidate'),
  },
  {
    element: <RequirePermission permission="candidates.search" />,
    children: workspaceRoutes,
  },
];
