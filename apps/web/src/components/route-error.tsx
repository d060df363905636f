import { paths } from '@logicareers/shared/pages';
import { useEffect } from 'react';
import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { NOT_FOUND_RELOAD_MS, NOT_FOUND_TOAST } from '@logicareers/shared/constants';

const DEFAULT_TEXT = '404 - Page Not Found';

function describe(error: unknown): { text: string; notFound: boolean } {
  if (isRouteErrorResponse(error)) {
    return {
      text: error.statusText || (typeof error.data === 'string' ? error.data : DEFAULT_TEXT),
      notFound: error.status === 404,
    };
  }
  if (error instanceof Error && error.message) return { text: error.message, notFound: false };
  return { text: DEFAULT_TEXT, notFound: !error };
}

/** The route error page of SPEC.md section 2; a 404 also tells the user the app reloads. */
export function RouteError() {
  const error = useRouteError();
  const { text, notFound } = describe(error);
  useEffect(() => {
    if (!notFound) return;
    notifications.show({ message: NOT_FOUND_TOAST });
    const timer = setTimeout(() => window.location.assign('/'), NOT_FOUND_RELOAD_MS);
    return () => clearTimeout(timer);
  }, [notFound]);
  return (
    <Center component="main" mih="100vh" p="xl">
      <Stack align="center" gap="sm" maw={520} ta="center">
        <Title order={1}>Oops!</Title>
        <Text>Sorry, an unexpected error has occurred.</Text>
        <Text c="dimmed" fs="italic" data-testid="route-error-text">
          {text}
        </Text>
        <Button component="a" href={paths.home} mt="md">
          Go back to Home
        </Button>
      </Stack>
    </Center>
  );
}
