import { Container, Skeleton, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { API } from '@logicareers/shared/api';
import { fullName } from '../../components/talent/candidate-profile';
import { ClientCvView, type UseClientAnswer } from '../../components/talent/client-cv-view';
import { LinkProblem } from '../../components/link-problem';
import { useDocumentTitle, useNoIndex } from '../../lib/document-title';
import { clientCvQuery, useAnswerClientCv } from './client-cv-api';

/**
 * `/client-cv/{token}`: the page a client opens from the consultancy's e-mail, without signing in
 * and without the site's header and footer: the candidate as presented, the CV, and the answer.
 */
export function ClientCvPage() {
  const { t } = useTranslation('clientCv');
  const { id: token = '' } = useParams();
  useNoIndex();
  const query = useQuery(clientCvQuery(token));
  const cv = query.data;
  useDocumentTitle(cv ? fullName(cv.candidate) : undefined);
  // The link's own answer: the token stands for the client.
  const useAnswer: UseClientAnswer = (form) => useAnswerClientCv(token, form);

  if (query.isError) {
    return (
      <LinkProblem
        error={query.error}
        refused={{ title: t('unknownTitle'), text: t('unknownText') }}
        failed={{ title: t('failedTitle'), text: t('failedText'), retry: t('retry') }}
        onRetry={() => void query.refetch()}
      />
    );
  }
  return (
    <Container size="lg" py="xl">
      {cv ? (
        <ClientCvView cv={cv} cvPath={API.talent.clientCvFile(token)} answering={{ useAnswer }} />
      ) : (
        <Stack>
          <Skeleton h={60} />
          <Skeleton h={240} />
        </Stack>
      )}
    </Container>
  );
}
