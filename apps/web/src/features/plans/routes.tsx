import type { RouteObject } from 'react-router';
import { PAGES } from '@logicareers/shared/pages';
import { RequirePermission } from '../../components/guards';
import { page, publicPage } from '../../lib/route-pages';

/** The public plans and their prices, rendered on the server. */
export const pricingRoutes: RouteObject[] = [
  {
    path: PAGES.pricing,
    ...publicPage(() => import('./pricing-page'), 'PricingPage', 'prefetchPricingPage', 'pricing'),
  },
];

/** An employer's plan, usage and invoices. */
export const subscriptionRoutes: RouteObject[] = [
  {
    element: <RequirePermission permission="subscription.read" />,
    children: [
      {
        path: PAGES.employer.subscription,
        ...page(
          () => import('./employer-subscription-page'),
          'EmployerSubscriptionPage',
          'subscription',
        ),
      },
    ],
  },
];

/** Plans in the admin panel: the list, every client's history, a plan and its assignment. */
export const planAdminRoutes: RouteObject[] = [
  {
    element: <RequirePermission permission="plans.manage" />,
    children: [
      {
        path: PAGES.admin.subscriptions,
        ...page(() => import('./plans-page'), 'PlansPage', 'plans'),
      },
      {
        // A static path beside /admin-pannel/subscription/:action: it wins over the parameter.
        path: PAGES.admin.subscriptionHistory,
        ...page(
          () => import('./subscription-history-page'),
          'SubscriptionHistoryPage',
          'subscriptionHistory',
        ),
      },
      {
        path: PAGES.admin.subscriptionAction,
        ...page(() => import('./plan-action-page'), 'PlanActionPage', 'plan'),
      },
    ],
  },
];
