import { paths } from '@logicareers/shared/pages';
import { useEffect } from 'react';
import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { isRouteErrorResponse, useHref, useRouteError } from 'react-router';
import { NOT_FOUND_RELOAD_MS } from '@logicareers/shared/constants';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../lib/document-title';
import { i18n } from '../lib/i18n';
import { NotFound } from './not-found';

/**
 * A page's code that is no longer on the server: the app was updated since this one was loaded
 * (each browser words it its own way).
 */
const STALE_CODE =
  /dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload CSS/i;
/** Set while the app reloads for new code, so that code still missing afterwards shows the error. */
const RELOADED_KEY = 'reloaded-for-new-code';

function describe(error: unknown): { text: string; notFound: boolean; staleCode: boolean } {
  if (isRouteErrorResponse(error)) {
    return {
      text:
        error.statusText ||
        (typeof error.data === 'string' ? error.data : i18n.t('routeError.notFound')),
      notFound: error.status === 404,
      staleCode: false,
    };
  }
  if (error instanceof Error && error.message)
    return { text: error.message, notFound: false, staleCode: STALE_CODE.test(error.message) };
  return { text: i18n.t('routeError.notFound'), notFound: !error, staleCode: false };
}

/** Whether this page may reload for new code (once: a second failure is shown as it is). */
function mayReload() {
  try {
    if (sessionStorage.getItem(RELOADED_KEY)) return false;
    sessionStorage.setItem(RELOADED_KEY, '1');
    return true;
  } catch {
    return false;
  }
}

/**
 * The route error page of SPEC.md section 2. A page or record that does not exist shows the
 * not-found page inside the site's frame; a page whose code an update removed tells the user the
 * app reloads (section 4), and does.
 */
export function RouteError() {
  const error = useRouteError();
  const { t } = useTranslation();
  const { text, notFound, staleCode } = describe(error);
  // In the language of the address: `/ar` for an Arabic page.
  const home = useHref(paths.home);
  useDocumentTitle(t(notFound ? 'pageTitle.pages.notFound' : 'pageTitle.pages.error'));
  useEffect(() => {
    if (!staleCode || !mayReload()) return;
    notifications.show({ message: i18n.t('routeError.reloading') });
    const timer = setTimeout(() => window.location.reload(), NOT_FOUND_RELOAD_MS);
    return () => clearTimeout(timer);
  }, [staleCode]);
  if (notFound)
    return <NotFound reason={text === i18n.t('routeError.notFound') ? undefined : text} />;
  return (
    <Center mih="60vh" p="xl">
      <Stack align="center" gap="sm" maw={520} ta="center">
        <Title order={1}>{t('routeError.title')}</Title>
        <Text>{t('routeError.text')}</Text>
        <Text c="dimmed" fs="italic" data-testid="route-error-text">
          {text}
        </Text>
        <Button component="a" href={home} mt="md">
          {t('routeError.home')}
        </Button>
      </Stack>
    </Center>
  );
}
