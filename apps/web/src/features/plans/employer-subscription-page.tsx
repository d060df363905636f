import {
  Alert,
  Anchor,
  Badge,
  Card,
  Group,
  Progress,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@logicareers/shared/pages';
import { type TUsage } from '@logicareers/shared/schemas/plans';
import { PageLoader } from '../../components/guards';
import { PageShell } from '../../components/page-shell';
import { formatAedAmount, formatCalendarDate, formatNumber } from '../../lib/format';
import { useSiteSettings } from '../../lib/settings';
import { InvoiceButton } from './invoice-button';
import { mySubscriptionQuery } from './plans-api';
import { LoadError } from '../../components/load-state';
import { PlanAllowances, usePriceText } from './plan-parts';

/** One limit: what is used of it, as text and as a bar when it is limited. */
function UsageRow({ usage }: { usage: TUsage }) {
  const { t } = useTranslation('plans');
  const share = usage.limit ? Math.min(100, (usage.used / usage.limit) * 100) : 0;
  const label = t(`limit.${usage.key}`);
  const text =
    usage.limit === null
      ? t('mine.usedUnlimited', { used: formatNumber(usage.used) })
      : t('mine.used', { used: formatNumber(usage.used), limit: formatNumber(usage.limit) });
  return (
    <Stack gap={4}>
      <Group justify="space-between" gap="xs">
        <Text size="sm">{label}</Text>
        <Text size="sm" fw={600}>
          {text}
        </Text>
      </Group>
      {usage.limit !== null && (
        <Progress
          value={usage.limit === 0 ? 100 : share}
          color={usage.used >= usage.limit ? 'red' : share >= 80 ? 'orange' : 'teal'}
          aria-label={`${label}: ${text}`}
        />
      )}
    </Stack>
  );
}

/** `/employer/subscription`: the company's plan, usage against its limits, invoices and history. */
export function EmployerSubscriptionPage() {
  const { t } = useTranslation('plans');
  const mine = useQuery(mySubscriptionQuery);
  const settings = useSiteSettings();
  const priceText = usePriceText();
  if (mine.isPending) return <PageLoader />;
  if (mine.error)
    return (
      <PageShell title={t('mine.title')}>
        <LoadError onRetry={() => void mine.refetch()} />
      </PageShell>
    );
  const { plan, current, usage, invoices, history, limited } = mine.data;
  return (
    <PageShell title={t('mine.title')} description={t('mine.description')}>
      <Stack gap="lg">
        {!limited && <Alert color="blue">{t('mine.notLimited')}</Alert>}
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          <Card withBorder radius="md" p="lg">
            <Stack gap="xs">
              <Text size="sm" c="dimmed">
                {t('mine.plan')}
              </Text>
              <Group gap="xs">
                <Title order={2}>{plan.name}</Title>
                {current && (
                  <Badge variant="light" color="teal">
                    {t('mine.until', { date: formatCalendarDate(current.ends_on) })}
                  </Badge>
                )}
              </Group>
              <Text fw={600}>
                {current
                  ? t('aed', { amount: formatAedAmount(current.price_fils) })
                  : priceText(plan)}
              </Text>
              {plan.free && <Text size="sm">{t('mine.freeNote')}</Text>}
              <PlanAllowances plan={plan} />
              <Text size="sm">
                {t('mine.upgrade', { email: settings.contact_email })}{' '}
                <Anchor component={Link} to={paths.pricing}>
                  {t('mine.compare')}
                </Anchor>
              </Text>
            </Stack>
          </Card>
          <Card withBorder radius="md" p="lg">
            <Stack gap="sm">
              <Title order={2} size="h4">
                {t('mine.usage')}
              </Title>
              <Text size="sm" c="dimmed">
                {t('mine.usageMonth', { period: mine.data.period })}
              </Text>
              {usage
                .filter((u) => u.key !== 'featured_jobs')
                .map((u) => (
                  <UsageRow key={u.key} usage={u} />
                ))}
            </Stack>
          </Card>
        </SimpleGrid>

        <Card withBorder radius="md" p="lg">
          <Title order={2} size="h4" mb="sm">
            {t('mine.invoices')}
          </Title>
          {!invoices.length ? (
            <Text c="dimmed">{t('mine.noInvoices')}</Text>
          ) : (
            <Table.ScrollContainer minWidth={640}>
              <Table verticalSpacing="sm">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('invoice.number')}</Table.Th>
                    <Table.Th>{t('invoice.date')}</Table.Th>
                    <Table.Th>{t('invoice.net')}</Table.Th>
                    <Table.Th>{t('invoice.vat')}</Table.Th>
                    <Table.Th>{t('invoice.total')}</Table.Th>
                    <Table.Th>{t('invoice.paidBy')}</Table.Th>
                    <Table.Th>
                      <VisuallyHidden>{t('invoice.file')}</VisuallyHidden>
                    </Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {invoices.map((invoice) => (
                    <Table.Tr key={invoice.id}>
                      <Table.Td>{invoice.number}</Table.Td>
                      <Table.Td>{formatCalendarDate(invoice.issued_on)}</Table.Td>
                      <Table.Td>{t('aed', { amount: formatAedAmount(invoice.net_fils) })}</Table.Td>
                      <Table.Td>{t('aed', { amount: formatAedAmount(invoice.vat_fils) })}</Table.Td>
                      <Table.Td fw={600}>
                        {t('aed', { amount: formatAedAmount(invoice.total_fils) })}
                      </Table.Td>
                      <Table.Td>{t(`method.${invoice.payment_method}`)}</Table.Td>
                      <Table.Td>
                        <InvoiceButton invoice={invoice} />
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </Card>

        <Card withBorder radius="md" p="lg">
          <Title order={2} size="h4" mb="sm">
            {t('mine.history')}
          </Title>
          {!history.length ? (
            <Text c="dimmed">{t('mine.noHistory')}</Text>
          ) : (
            <Stack gap="xs">
              {history.map((s) => (
                <Group key={s.id} justify="space-between" wrap="wrap" gap="xs">
                  <Text size="sm" fw={600}>
                    {s.plan_name}
                  </Text>
                  <Text size="sm">
                    {t('history.periodText', {
                      from: formatCalendarDate(s.starts_on),
                      to: formatCalendarDate(s.ends_on),
                    })}
                  </Text>
                  <Badge
                    variant="light"
                    color={
                      s.state === 'current' ? 'teal' : s.state === 'upcoming' ? 'blue' : 'gray'
                    }
                  >
                    {t(`state.${s.state}`)}
                  </Badge>
                </Group>
              ))}
            </Stack>
          )}
        </Card>
      </Stack>
    </PageShell>
  );
}
