import { Button, Card, Container, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@logicareers/shared/pages';
import { formatFils } from '../../lib/format';
import type { Prefetch } from '../../lib/prefetch';
import { useSiteSettings } from '../../lib/settings';
import { publicPlansQuery } from './plans-api';
import { LoadError } from '../../components/load-state';
import { PlanAllowances } from './plan-parts';

export const prefetchPricingPage: Prefetch = (client) => client.prefetchQuery(publicPlansQuery);

/** `/unauth/services/pricing`: the public plans with their prices and limits, for employers. */
export function PricingPage() {
  const { t } = useTranslation('plans');
  const plans = useQuery(publicPlansQuery);
  const { contact_email } = useSiteSettings();
  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Stack gap={4} maw={720}>
          <Title order={1}>{t('pricing.title')}</Title>
          <Text c="dimmed">{t('pricing.lead')}</Text>
        </Stack>
        {plans.isPending ? (
          <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} aria-busy="true">
            {Array.from({ length: 4 }, (_, i) => (
              <Skeleton key={i} h={360} />
            ))}
          </SimpleGrid>
        ) : plans.error ? (
          <LoadError onRetry={() => void plans.refetch()} />
        ) : !plans.data.length ? (
          <Text>{t('pricing.empty')}</Text>
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 2, md: Math.min(4, plans.data.length) }}>
            {plans.data.map((plan) => (
              <Card key={plan.id} withBorder radius="md" p="lg" component="article">
                <Stack gap="sm" h="100%">
                  <Title order={2} size="h3">
                    {plan.name}
                  </Title>
                  {plan.price_fils === 0 ? (
                    <Text fz={28} fw={700}>
                      {t('free')}
                    </Text>
                  ) : (
                    <Stack gap={0}>
                      <Text fz={28} fw={700}>
                        {formatFils(plan.price_fils)}
                      </Text>
                      <Text size="sm" c="dimmed">
                        {t(`perPeriod.${plan.billing_period}`)}
                      </Text>
                    </Stack>
                  )}
                  {plan.description && <Text size="sm">{plan.description}</Text>}
                  <PlanAllowances plan={plan} />
                  <div style={{ flex: 1 }} />
                  {plan.free ? (
                    <Button component={Link} to={paths.signUp('employer')} variant="light">
                      {t('pricing.start')}
                    </Button>
                  ) : (
                    <Button
                      component="a"
                      href={`mailto:${contact_email}?subject=${encodeURIComponent(plan.name)}`}
                    >
                      {t('pricing.contact')}
                    </Button>
                  )}
                </Stack>
              </Card>
            ))}
          </SimpleGrid>
        )}
        <Text size="sm" c="dimmed">
          {t('pricing.vatNote')}
        </Text>
      </Stack>
    </Container>
  );
}
