import { Button, Container, List, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { PRIVACY_NOTICE_VERSION } from '@logicareers/shared/constants';
import { useProfile } from '../../lib/session';
import { useAcceptPrivacy } from './users-api';

/**
 * The candidate area, once the privacy notice is accepted. A candidate whose account a recruiter
 * created reads and accepts it at their first sign-in; employers do not find them until then.
 */
export function PrivacyGate() {
  const { t } = useTranslation('users');
  const { profile } = useProfile();
  const accept = useAcceptPrivacy();
  if (!profile?.privacy_required) return <Outlet />;
  return (
    <Container size="sm" py="xl">
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
        <Stack>
          <Title order={1} fz={{ base: 22, sm: 26 }}>
            {t('privacy.title')}
          </Title>
          <Text>{t('privacy.intro')}</Text>
          <List spacing="xs">
            <List.Item>{t('privacy.point1')}</List.Item>
            <List.Item>{t('privacy.point2')}</List.Item>
            <List.Item>{t('privacy.point3')}</List.Item>
            <List.Item>{t('privacy.point4')}</List.Item>
          </List>
          <Text size="sm" c="dimmed">
            {t('privacy.version', { version: PRIVACY_NOTICE_VERSION })}
          </Text>
          <Button size="md" loading={accept.isPending} onClick={() => accept.mutate()}>
            {t('privacy.accept')}
          </Button>
        </Stack>
      </Paper>
    </Container>
  );
}
