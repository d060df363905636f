import { queryOptions, useQuery } from '@tanstack/react-query';
import { API, type TPublicSettings } from '@logicareers/shared/api';
import { DEFAULT_SITE_SETTINGS } from '@logicareers/shared/constants';
import { ALL_MODULES_ON } from '@logicareers/shared/modules';
import { useTranslation } from 'react-i18next';
import { settingsIn } from '@logicareers/shared/schemas/settings';
import { api } from './api-client';
import { siteLanguage } from './i18n';

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

/** The site settings as stored, both languages' words, with the defaults until they arrive. */
export function useStoredSiteSettings(): TPublicSettings {
  return useQuery(settingsQuery).data ?? fallback;
}

/**
 * Site settings (theme colour, logo, contact details), with the defaults until they arrive; the
 * site's name and page texts in the reader's language (Arabic where they are given).
 */
export function useSiteSettings(): TPublicSettings {
  const { i18n } = useTranslation();
  return settingsIn(useStoredSiteSettings(), siteLanguage(i18n.language));
}
