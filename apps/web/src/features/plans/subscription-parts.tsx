import {
  Anchor,
  Badge,
  Card,
  Group,
  Progress,
  Stack,
  Table,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@logicareers/shared/pages';
import type { TMySubscription, TUsage } from '@logicareers/shared/schemas/plans';
import { formatAedAmount, formatCalendarDate, formatNumber } from '../../lib/format';
import { useSiteSettings } from '../../lib/settings';
import { InvoiceButton } from './invoice-button';
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

/** The company's plan, its price and allowances, and whom to ask for another. */
export function CurrentPlanCard({ plan, current }: Pick<TMySubscription, 'plan' | 'current'>) {
  const { t } = useTranslation('plans');
  const settings = useSiteSettings();
  const priceText = usePriceText();
  return (
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
          {current ? t('aed', { amount: formatAedAmount(current.price_fils) }) : priceText(plan)}
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
  );
}

/** This month's use of each limit, featured jobs left out. */
export function UsageCard({ usage, period }: Pick<TMySubscription, 'usage' | 'period'>) {
  const { t } = useTranslation('plans');
  return (
    <Card withBorder radius="md" p="lg">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('mine.usage')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('mine.usageMonth', { period })}
        </Text>
        {usage
          .filter((u) => u.key !== 'featured_jobs')
          .map((u) => (
            <UsageRow key={u.key} usage={u} />
          ))}
      </Stack>
    </Card>
  );
}

/** A card of the company's records under its heading, or the sentence that there are none yet. */
function RecordsCard({
  title,
  none,
  children,
}: {
  title: string;
  /** The sentence shown instead of the records when there are none; null when there are. */
  none: string | null;
  children: ReactNode;
}) {
  return (
    <Card withBorder radius="md" p="lg">
      <Title order={2} size="h4" mb="sm">
        {title}
      </Title>
      {none === null ? children : <Text c="dimmed">{none}</Text>}
    </Card>
  );
}

/** The company's invoices, each with its file. */
export function InvoicesCard({ invoices }: Pick<TMySubscription, 'invoices'>) {
  const { t } = useTranslation('plans');
  return (
    <RecordsCard title={t('mine.invoices')} none={invoices.length ? null : t('mine.noInvoices')}>
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
    </RecordsCard>
  );
}

/** The plans the company had, has and will have, with their periods. */
export function HistoryCard({ history }: Pick<TMySubscription, 'history'>) {
  const { t } = useTranslation('plans');
  return (
    <RecordsCard title={t('mine.history')} none={history.length ? null : t('mine.noHistory')}>
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
              color={s.state === 'current' ? 'teal' : s.state === 'upcoming' ? 'blue' : 'gray'}
            >
              {t(`state.${s.state}`)}
            </Badge>
          </Group>
        ))}
      </Stack>
    </RecordsCard>
  );
}
