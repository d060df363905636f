import { lazy, Suspense, useState } from 'react';
import { Anchor, Box, Container, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSiteSettings } from '../../lib/settings';
import { useInView } from '../../lib/use-in-view';
import { CandidateColumn, EmployerColumn, FooterBar, linkProps } from './footer-parts';

// Loaded on demand: its validation library stays out of the first page load.
const SubscriptionForm = lazy(() =>
  import('./subscription-form').then((m) => ({ default: m.SubscriptionForm })),
);

export function Footer() {
  const settings = useSiteSettings();
  const { t } = useTranslation();
  const [inView, ref] = useInView('200px');
  // Once near, the form stays.
  const [near, setNear] = useState(false);
  if (inView === true && !near) setNear(true);
  return (
    <Box component="footer" bg="#0b2239" c="white" pt={48} pb={{ base: 72, sm: 88 }} mt={64}>
      <Container size="xl">
        <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="xl">
          <Stack gap="xs">
            <Text fw={800} fz="lg">
              {settings.site_name}
            </Text>
            <Text fz="sm" c="gray.4">
              {t('footer.about')}
            </Text>
            <Anchor href={`mailto:${settings.contact_email}`} {...linkProps}>
              {settings.contact_email}
            </Anchor>
          </Stack>
          <CandidateColumn />
          <EmployerColumn />
          {/* Its code loads as the footer scrolls into view, after the page is taken over. */}
          {!settings.modules.email_subscription ? null : near ? (
            <Suspense fallback={<Box mih={120} />}>
              <SubscriptionForm />
            </Suspense>
          ) : (
            <Box mih={120} ref={ref} />
          )}
        </SimpleGrid>
        <FooterBar />
      </Container>
    </Box>
  );
}
