import { Anchor, Container, Group, Skeleton, Stack } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { API } from '@logicareers/shared/api';
import { paths } from '@logicareers/shared/pages';
import { LinkProblem } from '../../../components/link-problem';
import { fullName } from '../../../components/talent/candidate-profile';
import { ClientCvView, type UseClientAnswer } from '../../../components/talent/client-cv-view';
import { useDocumentTitle } from '../../../lib/document-title';
import { clientSubmissionQuery, useAnswerClientSubmission } from './submissions-api';

/**
 * `/employer/submitted-candidates/{id}`: a candidate a consultancy sent to the company, exactly as
 * the e-mailed link shows them, answered here as there (the answer names the signed-in user).
 */
export function ClientSubmissionPage() {
  const { t } = useTranslation('clientCv');
  const { id = '' } = useParams();
  const query = useQuery(clientSubmissionQuery(id));
  const cv = query.data;
  useDocumentTitle(cv ? fullName(cv.candidate) : undefined);
  const useAnswer: UseClientAnswer = (form) => useAnswerClientSubmission(id, form);
  return (
    <Container size="lg" py="xl">
      <Stack gap="md">
        <Group>
          <Anchor component={Link} to={paths.employer.submissions()} size="sm">
            <Group gap={4} wrap="nowrap" component="span">
              <IconArrowLeft size={16} aria-hidden className="mirror-rtl" />
              {t('account.back')}
            </Group>
          </Anchor>
        </Group>
        {query.isError ? (
          <LinkProblem
            error={query.error}
            refused={{ title: t('account.goneTitle'), text: t('account.goneText') }}
            failed={{ title: t('failedTitle'), text: t('failedText'), retry: t('retry') }}
            onRetry={() => void query.refetch()}
          />
        ) : cv ? (
          <ClientCvView
            cv={cv}
            cvPath={API.employers.submissionCv(cv.id)}
            answering={{ useAnswer }}
          />
        ) : (
          <Stack>
            <Skeleton h={60} />
            <Skeleton h={240} />
          </Stack>
        )}
      </Stack>
    </Container>
  );
}
