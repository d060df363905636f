import { queryOptions, useQuery } from '@tanstack/react-query';
import { API, type TPublicSettings } from '@logicareers/shared/api';
import { DEFAULT_SITE_SETTINGS } from '@logicareers/shared/constants';
import { ALL_MODULES_ON } from '@logicareers/shared/modules';
import { api } from './api-client';

export const SETTINGS_KEY = ['settings'] as const;
const fallback: TPublicSettings = {
  ...DEFAULT_SITE_SETTINGS,
  demo: false,
  modules: ALL_MODULES_ON,
};

export const settingsQuery = queryOptions({
  queryKey: SETTINGS_KEY,
  queryFn: () =>
    api<{ data: TPublicSettings }>(API.settings, { style: 'plain' }).then((r) => r.data),
});

/** Site settings (theme colour, logo, contact details), with the defaults until they arrive. */
export function useSiteSettings(): TPublicSettings {
  return useQuery(settingsQuery).data ?? fallback;
}
