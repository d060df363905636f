import type { DehydratedState } from '@tanstack/react-query';
import type { HydrationState } from 'react-router';

/** What the server rendered a public page with: the router's loader data and the query cache. */
export interface ServerState {
  router: HydrationState;
  queries: DehydratedState;
}
