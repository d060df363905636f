import { Alert, Anchor, Button, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { paths } from '@logicareers/shared/pages';
import { PageLoader } from '../../components/guards';
import { unsubscribeQuery, useUnsubscribe } from './communications-api';

/** `/unauth/email-unsubscribe/{token}`: a candidate stops a company's job invitations, signed out. */
export function EmailUnsubscribePage() {
  const { t } = useTranslation('communications');
  const { token = '' } = useParams();
  const info = useQuery(unsubscribeQuery(token));
  const confirm = useUnsubscribe(token);
  if (info.isPending) return <PageLoader />;
  const company = info.data?.company ?? '';
  return (
    <Container size="sm" py="xl">
      <Paper withBorder radius="md" p="xl">
        <Stack>
          <Title order={1} size="h2">
            {t('unsubscribe.title')}
          </Title>
          {!info.data ? (
            <Alert color="yellow" role="alert">
              {t('unsubscribe.invalid')}
            </Alert>
          ) : info.data.unsubscribed ? (
            <Alert color="green" role="status">
              {t('unsubscribe.done', { company })}
            </Alert>
          ) : (
            <>
              <Text fw={600}>{t('unsubscribe.question', { company })}</Text>
              <Text>{t('unsubscribe.text', { company })}</Text>
              <Button
                onClick={() => confirm.mutate()}
                loading={confirm.isPending}
                style={{ alignSelf: 'flex-start' }}
              >
                {t('unsubscribe.confirm')}
              </Button>
            </>
          )}
          <Anchor component={Link} to={paths.home}>
            {t('unsubscribe.home')}
          </Anchor>
        </Stack>
      </Paper>
    </Container>
  );
}
