import { useState } from 'react';
import {
  Alert,
  Badge,
  Button,
  Card,
  Divider,
  Group,
  Loader,
  Modal,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { OrderKind, TMySubscription, TPublicPlan } from '@logicareers/shared/schemas/plans';
import { ApiError } from '../../lib/api-client';
import { formatCalendarDate, formatFils } from '../../lib/format';
import { answerText } from '../../lib/i18n';
import { useSiteSettings } from '../../lib/settings';
import { LoadError } from '../../components/load-state';
import { PlanAllowances, usePriceText } from './plan-parts';
import { publicPlansQuery, quoteQuery, useOrderPlan } from './plans-api';

const MONTHS = { month: 1, quarter: 3, year: 12 } as const;
const monthly = (plan: Pick<TPublicPlan, 'price_fils' | 'billing_period'>) =>
  plan.price_fils / MONTHS[plan.billing_period];

/** What choosing a plan would be, beside the current one; the quote says it for certain. */
export function kindOf(plan: TPublicPlan, mine: Pick<TMySubscription, 'plan' | 'current'>) {
  if (!mine.current) return 'new' satisfies OrderKind;
  if (plan.id === mine.plan.id) return 'renewal' satisfies OrderKind;
  return monthly(plan) > monthly(mine.plan) ? 'upgrade' : 'downgrade';
}

/** A refusal of the server in the reader's language. */
export function errorText(error: unknown) {
  if (error instanceof ApiError) return answerText(error.data) ?? error.message;
  return error instanceof Error ? error.message : String(error);
}

/** One line of the quote: a label and an amount, the total lines stronger. */
function QuoteLine({ label, amount, strong }: { label: string; amount: string; strong?: boolean }) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="md">
      <Text size="sm" fw={strong ? 700 : undefined}>
        {label}
      </Text>
      <Text size={strong ? 'lg' : 'sm'} fw={strong ? 700 : 500} style={{ whiteSpace: 'nowrap' }}>
        {amount}
      </Text>
    </Group>
  );
}

/** The quote for a plan and, for those who order, the button that places the order. */
function QuoteDialog({
  plan,
  onClose,
  onOrdered,
}: {
  plan: TPublicPlan;
  onClose: () => void;
  onOrdered: () => void;
}) {
  const { t } = useTranslation('plans');
  const quote = useQuery(quoteQuery(plan.id));
  const order = useOrderPlan();
  const q = quote.data;
  return (
    <Modal opened onClose={onClose} title={t('quote.title', { plan: plan.name })} centered>
      {quote.isPending ? (
        <Group gap="xs" aria-live="polite">
          <Loader size="sm" />
          <Text size="sm">{t('quote.loading')}</Text>
        </Group>
      ) : quote.error ? (
        <Alert color="red" role="alert">
          {errorText(quote.error)}
        </Alert>
      ) : (
        <Stack gap="sm">
          <Badge variant="light" w="fit-content">
            {t(`kind.${q!.kind}`)}
          </Badge>
          <Text size="sm">{t(`quote.kindNote_${q!.kind}`)}</Text>
          <Text size="sm" fw={600}>
            {q!.starts_when_paid
              ? t('quote.startsWhenPaid', { to: formatCalendarDate(q!.ends_on) })
              : t('quote.startsOn', {
                  date: formatCalendarDate(q!.starts_on),
                  to: formatCalendarDate(q!.ends_on),
                })}
          </Text>
          <Divider />
          <QuoteLine label={t('quote.net')} amount={formatFils(q!.net_fils)} />
          <QuoteLine label={t('quote.vat')} amount={formatFils(q!.vat_fils)} />
          <QuoteLine label={t('quote.total')} amount={formatFils(q!.total_fils)} />
          {q!.credit && (
            <QuoteLine
              label={t('quote.credit', {
                days: q!.credit.unused_days,
                plan: q!.credit.plan_name,
              })}
              amount={`− ${formatFils(q!.credit.total_fils)}`}
            />
          )}
          <Divider />
          <QuoteLine label={t('quote.due')} amount={formatFils(q!.due_fils)} strong />
          <Text size="xs" c="dimmed">
            {t('quote.payNote')}
          </Text>
          {order.error && (
            <Alert color="red" role="alert">
              {errorText(order.error)}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('quote.back')}
            </Button>
            <Button
              loading={order.isPending}
              onClick={() =>
                order.mutate(plan.id, {
                  onSuccess: () => {
                    onClose();
                    onOrdered();
                  },
                })
              }
            >
              {t('quote.place')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}

/** A public plan as a card: its price and allowances, how it stands to the current plan. */
function PlanCard({
  plan,
  kind,
  onChoose,
}: {
  plan: TPublicPlan;
  kind: OrderKind;
  onChoose: (() => void) | null;
}) {
  const { t } = useTranslation('plans');
  const priceText = usePriceText();
  return (
    <Card
      withBorder
      radius="md"
      p="md"
      component="article"
      style={
        kind === 'renewal' ? { borderColor: 'var(--mantine-primary-color-filled)' } : undefined
      }
    >
      <Stack gap="xs" h="100%">
        <Badge variant="light" color={kind === 'upgrade' ? 'teal' : 'gray'} w="fit-content">
          {kind === 'renewal' ? t('change.current') : t(`change.badge_${kind}`)}
        </Badge>
        <Title order={3} size="h4">
          {plan.name}
        </Title>
        <Text fw={700}>{priceText(plan)}</Text>
        {plan.description && (
          <Text size="sm" c="dimmed">
            {plan.description}
          </Text>
        )}
        <PlanAllowances plan={plan} size="xs" />
        <div style={{ flex: 1 }} />
        {onChoose && (
          <Button
            variant={kind === 'upgrade' ? 'filled' : 'light'}
            onClick={onChoose}
            aria-label={t(kind === 'renewal' ? 'change.renewLabel' : 'change.chooseLabel', {
              plan: plan.name,
            })}
          >
            {kind === 'renewal' ? t('change.badge_renewal') : t('change.choose')}
          </Button>
        )}
      </Stack>
    </Card>
  );
}

/** The public plans to change to, each with "Choose" that opens its quote. */
export function ChangePlanSection({
  mine,
  onOrdered,
}: {
  mine: TMySubscription;
  onOrdered: () => void;
}) {
  const { t } = useTranslation('plans');
  const plans = useQuery(publicPlansQuery);
  const { contact_email } = useSiteSettings();
  const [chosen, setChosen] = useState<TPublicPlan | null>(null);
  const paid = plans.data?.filter((plan) => !plan.free);
  const mayChoose = mine.can_order && !mine.order;
  return (
    <Stack gap="sm" component="section" aria-labelledby="change-title">
      <Title order={2} size="h4" id="change-title">
        {t('change.title')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('change.lead')}
      </Text>
      {mine.can_order && mine.order && <Alert color="orange">{t('change.pendingNote')}</Alert>}
      {!mine.can_order && <Alert color="blue">{t('mine.managersOnly')}</Alert>}
      {plans.isPending ? (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} aria-busy="true">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} h={240} />
          ))}
        </SimpleGrid>
      ) : plans.error ? (
        <LoadError onRetry={() => void plans.refetch()} />
      ) : !paid?.length ? (
        <Text>{t('change.empty', { email: contact_email })}</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: Math.min(4, paid.length) }}>
          {paid.map((plan) => (
            <PlanCard
              key={plan.id}
              plan={plan}
              kind={kindOf(plan, mine)}
              onChoose={mayChoose ? () => setChosen(plan) : null}
            />
          ))}
        </SimpleGrid>
      )}
      {chosen && (
        <QuoteDialog plan={chosen} onClose={() => setChosen(null)} onOrdered={onOrdered} />
      )}
    </Stack>
  );
}
