import type { RouteObject } from 'react-router';
import { PAGES } from '@logicareers/shared/pages';
import { publicPage } from '../../lib/route-pages';

/** The landing page at `/`, for visitors. */
export const landingRoutes: RouteObject[] = [
  {
    index: true,
    ...publicPage(() => import('./landing-page'), 'LandingPage', 'prefetchLandingPage', 'home'),
  },
];

/** Logistics news and its articles, rendered on the server. */
export const newsRoutes: RouteObject[] = [
  {
    path: PAGES.news,
    ...publicPage(() => import('./news-list-page'), 'NewsListPage', 'prefetchNewsListPage', 'news'),
  },
  {
    path: PAGES.newsArticle,
    ...publicPage(
      () => import('./news-article-page'),
      'NewsArticlePage',
      'prefetchNewsArticlePage',
      'own',
      'newsArticleLoader',
    ),
  },
];
