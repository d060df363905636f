import { paths } from '@logicareers/shared/pages';
import { useEffect } from 'react';
import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { isRouteErrorResponse, useHref, useRouteError } from 'react-router';
import { NOT_FOUND_RELOAD_MS } from '@logicareers/shared/constants';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../lib/document-title';
import { i18n } from '../lib/i18n';

function describe(error: unknown): { text: string; notFound: boolean } {
  const notFoundText = i18n.t('routeError.notFound');
  if (isRouteErrorResponse(error)) {
    return {
      text: error.statusText || (typeof error.data === 'string' ? error.data : notFoundText),
      notFound: error.status === 404,
    };
  }
  if (error instanceof Error && error.message) return { text: error.message, notFound: false };
  return { text: notFoundText, notFound: !error };
}

/** The route error page of SPEC.md section 2; a 404 also tells the user the app reloads. */
export function RouteError() {
  const error = useRouteError();
  const { t } = useTranslation();
  const { text, notFound } = describe(error);
  // In the language of the address: `/ar` for an Arabic page.
  const home = useHref(paths.home);
  useDocumentTitle(t('pageTitle.pages.error'));
  useEffect(() => {
    if (!notFound) return;
    notifications.show({ message: i18n.t('routeError.reloading') });
    const timer = setTimeout(() => window.location.assign(home), NOT_FOUND_RELOAD_MS);
    return () => clearTimeout(timer);
  }, [notFound, home]);
  return (
    <Center component="main" mih="100vh" p="xl">
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
