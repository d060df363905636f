import { useEffect, useLayoutEffect } from 'react';
import { useMatches } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import type { common } from '../locales/en/common';
import { useSiteSettings } from './settings';

/** The pages' own words in the document title (the catalogue's pageTitle.pages). */
export type PageTitle = keyof typeof common.pageTitle.pages;

/**
 * The title a route's handle names: a page of the catalogue, 'home' for the site's own title, or
 * 'own' for a page that sets its title from its data (a job's title).
 */
export type RouteTitle = PageTitle | 'home' | 'own';

/** The document title for a page's words (or the site's own title), with the site's name. */
export function documentTitle(i18n: I18n, site: string, page?: string) {
  return page === undefined
    ? i18n.t('pageTitle.home', { site })
    : i18n.t('pageTitle.withSite', { page, site });
}

/**
 * How many mounted pages set their own title. Layout effects all run before any effect, so the
 * layout's route title (an effect of a parent, run after its children's) knows to leave it alone.
 */
let ownTitles = 0;

/** Sets the document's title to the page's words and the site's name; undefined leaves it alone. */
export function useDocumentTitle(page: string | undefined) {
  const { i18n } = useTranslation();
  const { site_name } = useSiteSettings();
  const claims = page !== undefined;
  useLayoutEffect(() => {
    if (!claims) return;
    ownTitles += 1;
    return () => {
      ownTitles -= 1;
    };
  }, [claims]);
  useEffect(() => {
    if (page !== undefined) document.title = documentTitle(i18n, site_name, page);
  }, [i18n, i18n.language, page, site_name]);
}

/** The title that a route's handle names, in the catalogue's words (undefined for the site's own). */
export function routeTitleText(i18n: I18n, title: RouteTitle | undefined) {
  return title && title !== 'home' && title !== 'own'
    ? i18n.t(`pageTitle.pages.${title}`)
    : undefined;
}

/**
 * Sets the document's title from the current route's handle (the layout calls it), unless the
 * page sets its own with `useDocumentTitle`.
 */
export function useRouteTitle() {
  const { i18n } = useTranslation();
  const { site_name } = useSiteSettings();
  const title = (useMatches().at(-1)?.handle as { title?: RouteTitle } | undefined)?.title;
  useEffect(() => {
    if (title === 'own' || ownTitles > 0) return;
    document.title = documentTitle(i18n, site_name, routeTitleText(i18n, title));
  }, [i18n, i18n.language, title, site_name]);
}

/**
 * A page for one reader's eyes (a link with a token): search engines are told to leave it out
 * (the server's X-Robots-Tag and robots.txt say so too).
 */
export function useNoIndex() {
  useEffect(() => {
    const meta = document.createElement('meta');
    meta.name = 'robots';
    meta.content = 'noindex, nofollow';
    document.head.append(meta);
    return () => meta.remove();
  }, []);
}
