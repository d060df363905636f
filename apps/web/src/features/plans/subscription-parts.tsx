import { Anchor, Badge, Card, Group, Progress, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@logicareers/shared/pages';
import type { TMySubscription, TUsage } from '@logicareers/shared/schemas/plans';
import { formatCalendarDate, formatFils, formatNumber } from '../../lib/format';
import { useSiteSettings } from '../../lib/settings';
import { actionsColumn, ListTable, type ListColumn } from '../../components/list-table';
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
        <Text fw={600}>{current ? formatFils(current.price_fils) : priceText(plan)}</Text>
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
  const aed = formatFils;
  const columns: ListColumn<TMySubscription['invoices'][number]>[] = [
    { key: 'number', header: t('invoice.number'), cell: (invoice) => invoice.number },
    {
      key: 'date',
      header: t('invoice.date'),
      cell: (invoice) => formatCalendarDate(invoice.issued_on),
    },
    { key: 'net', header: t('invoice.net'), cell: (invoice) => aed(invoice.net_fils) },
    { key: 'vat', header: t('invoice.vat'), cell: (invoice) => aed(invoice.vat_fils) },
    {
      key: 'total',
      header: t('invoice.total'),
      cell: (invoice) => <Text fw={600}>{aed(invoice.total_fils)}</Text>,
    },
    {
      key: 'paidBy',
      header: t('invoice.paidBy'),
      cell: (invoice) => t(`method.${invoice.payment_method}`),
    },
    actionsColumn(t('invoice.file'), (invoice) => <InvoiceButton invoice={invoice} />),
  ];
  return (
    <RecordsCard title={t('mine.invoices')} none={invoices.length ? null : t('mine.noInvoices')}>
      <ListTable
        framed={false}
        striped={false}
        rows={invoices}
        rowKey={(invoice) => invoice.id}
        columns={columns}
        minWidth={640}
        label={t('mine.invoices')}
      />
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
