import { Alert, Button, Container, Stack, Text } from '@mantine/core';
import { ApiError } from '../lib/api-client';
import { answerText, translateMessage } from '../lib/i18n';

/**
 * Why the page of an e-mailed link (a token in the address) shows nothing: the server refused the
 * link (unknown, expired, or no longer answerable: in the page's words, else the server's, in the
 * user's language), or the
 * page could not be loaded, with a way to try again.
 */
export function LinkProblem({
  error,
  refused,
  failed,
  onRetry,
}: {
  error: unknown;
  refused: { title: string; text?: string };
  failed: { title: string; text: string; retry: string };
  onRetry: () => void;
}) {
  const isRefused = error instanceof ApiError && error.status < 500;
  return (
    <Container size="sm" py={64}>
      <Alert
        color={isRefused ? 'yellow' : 'red'}
        title={isRefused ? refused.title : failed.title}
        role="alert"
      >
        <Stack gap="sm" align="flex-start">
          <Text size="sm">
            {isRefused
              ? (refused.text ??
                answerText((error as ApiError).data) ??
                translateMessage((error as ApiError).message))
              : failed.text}
          </Text>
          {!isRefused && (
            <Button variant="light" onClick={onRetry}>
              {failed.retry}
            </Button>
          )}
        </Stack>
      </Alert>
    </Container>
  );
}
