import { useMemo, type ReactNode } from 'react';
import { DirectionProvider, MantineProvider } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import {
  QUERY_GC_TIME_MS,
  QUERY_RETRY_MAX_MS,
  QUERY_RETRY_MIN_MS,
  QUERY_STALE_TIME_MS,
  TOAST_DURATION_MS,
  TOAST_LIMIT,
} from '@logicareers/shared/constants';
import { Deferred } from '../components/deferred';
import { ApiError } from '../lib/api-client';
import { usePhysicalSides } from '../lib/direction';
import { i18n } from '../lib/i18n';
import { createMutationCache } from '../lib/mutations';
import { useSiteSettings } from '../lib/settings';
import { contrastResolver, themeFor } from './theme';

/** One cache per browser tab, and one per page rendered on the server. */
export function createQueryClient() {
  const client: QueryClient = new QueryClient({
    mutationCache: createMutationCache(() => client),
    defaultOptions: {
      queries: {
        staleTime: QUERY_STALE_TIME_MS,
        gcTime: QUERY_GC_TIME_MS,
        // Client errors will not change on retry; others back off from 1 s to 30 s.
        retry: (failures, error) =>
          !(error instanceof ApiError && error.status < 500) && failures < 3,
        retryDelay: (attempt) => Math.min(QUERY_RETRY_MIN_MS * 2 ** attempt, QUERY_RETRY_MAX_MS),
      },
      // A write is sent once: the user decides whether to try again.
      mutations: { retry: false },
    },
  });
  return client;
}

function ThemedApp({ children }: { children: ReactNode }) {
  const settings = useSiteSettings();
  const theme = useMemo(() => themeFor(settings.theme_color), [settings.theme_color]);
  // Toasts come in at the top corner where lines end: the right in English, the left in Arabic;
  // across the top on phones, where a corner has no room and a toast sliding in from the side
  // would make the page scroll sideways.
  const sides = usePhysicalSides();
  const phone = useMediaQuery('(max-width: 36em)');
  return (
    <MantineProvider
      theme={theme}
      defaultColorScheme="light"
      cssVariablesResolver={contrastResolver}
    >
      {/* Toasts shown before it is built wait in their store. Fixed in place, it needs no portal
          (whose content React would build in one block after the portal mounts). */}
      <Deferred>
        <Notifications
          position={phone ? 'top-center' : `top-${sides.end}`}
          autoClose={TOAST_DURATION_MS}
          limit={TOAST_LIMIT}
          withinPortal={false}
        />
      </Deferred>
      {children}
    </MantineProvider>
  );
}

export function Providers({ client, children }: { client: QueryClient; children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <DirectionProvider initialDirection={i18n.dir()}>
        <QueryClientProvider client={client}>
          <ThemedApp>{children}</ThemedApp>
        </QueryClientProvider>
      </DirectionProvider>
    </I18nextProvider>
  );
}
