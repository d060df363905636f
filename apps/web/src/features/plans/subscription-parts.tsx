import { Anchor, Badge, Card, Group, Progress, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@logicareers/shared/pages';
import type { TCreditNote, TMySubscription, TUsage } from '@logicareers/shared/schemas/plans';
import { formatCalendarDate, formatFils, formatNumber } from '../../lib/format';
import { actionsColumn, ListTable, type ListColumn } from '../../components/list-table';
import { CreditNoteButton, InvoiceButton } from './invoice-button';
import { RenewalSwitch, StateBadge } from './order-parts';
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

/** The company's plan, its dates and whether it renews, its price and allowances. */
export function CurrentPlanCard({
  plan,
  current,
  canOrder,
}: Pick<TMySubscription, 'plan' | 'current'> & { canOrder: boolean }) {
  const { t } = useTranslation('plans');
  const priceText = usePriceText();
  return (
    <Card withBorder radius="md" p="lg">
      <Stack gap="xs">
        <Text size="sm" c="dimmed">
          {t('mine.plan')}
        </Text>
        <Title order={2}>{plan.name}</Title>
        {current && (
          <Group gap="xs">
            <Text size="sm">
              {t('mine.period', {
                from: formatCalendarDate(current.starts_on),
                to: formatCalendarDate(current.ends_on),
              })}
            </Text>
            <Badge variant="light" color={current.cancel_at_end ? 'orange' : 'teal'}>
              {current.cancel_at_end
                ? t('mine.notRenewed', { date: formatCalendarDate(current.ends_on) })
                : t('mine.renews')}
            </Badge>
          </Group>
        )}
        <Text fw={600}>
          {current
            ? t('mine.priceBeforeVat', { price: formatFils(current.price_fils) })
            : priceText(plan)}
        </Text>
        {plan.free && <Text size="sm">{t('mine.freeNote')}</Text>}
        <PlanAllowances plan={plan} />
        {current && canOrder && <RenewalSwitch current={current} />}
        <Anchor component={Link} to={paths.pricing} size="sm">
          {t('mine.compare')}
        </Anchor>
      </Stack>
    </Card>
  );
}

/** This month's use of each limit, featured jobs counted as those featured now. */
export function UsageCard({ usage, period }: Pick<TMySubscription, 'usage' | 'period'>) {
  const { t } = useTranslation('plans');
  return (
    <Card withBorder radius="md" p="lg">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('mine.usage')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('mine.usageMonth', { period })} {t('mine.featuredNote')}
        </Text>
        {usage.map((u) => (
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

/** The plans the company had, has and will have, with their periods, states and kinds. */
export function HistoryCard({ history }: Pick<TMySubscription, 'history'>) {
  const { t } = useTranslation('plans');
  return (
    <RecordsCard title={t('mine.history')} none={history.length ? null : t('mine.noHistory')}>
      <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {history.map((s) => (
          <Group component="li" key={s.id} justify="space-between" wrap="wrap" gap="xs">
            <Stack gap={0}>
              <Text size="sm" fw={600}>
                {s.plan_name}
              </Text>
              <Text size="xs" c="dimmed">
                {t(`kind.${s.kind}`)} ·{' '}
                {t('history.periodText', {
                  from: formatCalendarDate(s.starts_on),
                  to: formatCalendarDate(s.ends_on),
                })}
              </Text>
            </Stack>
            <StateBadge state={s.state} />
          </Group>
        ))}
      </Stack>
    </RecordsCard>
  );
}

/** The company's credit notes, each with its file. */
export function CreditNotesCard({ notes }: { notes: TCreditNote[] }) {
  const { t } = useTranslation('plans');
  const columns: ListColumn<TCreditNote>[] = [
    { key: 'number', header: t('creditNote.number'), cell: (note) => note.number },
    { key: 'date', header: t('creditNote.date'), cell: (n) => formatCalendarDate(n.issued_on) },
    { key: 'invoice', header: t('creditNote.invoice'), cell: (note) => note.invoice_number },
    { key: 'reason', header: t('creditNote.reason'), cell: (note) => note.reason },
    {
      key: 'total',
      header: t('creditNote.total'),
      cell: (note) => <Text fw={600}>{formatFils(note.total_fils)}</Text>,
    },
    actionsColumn(t('invoice.file'), (note) => <CreditNoteButton note={note} />),
  ];
  return (
    <RecordsCard title={t('mine.creditNotes')} none={notes.length ? null : t('mine.noCreditNotes')}>
      <ListTable
        framed={false}
        striped={false}
        rows={notes}
        rowKey={(note) => note.id}
        columns={columns}
        minWidth={640}
        label={t('mine.creditNotes')}
      />
    </RecordsCard>
  );
}
