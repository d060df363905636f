import { List, Text } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LIMIT_KEYS, type TPublicPlan } from '@logicareers/shared/schemas/plans';
import { formatFils, formatNumber } from '../../lib/format';

/** A plan's price before VAT with its period, or "Free". */
export function usePriceText() {
  const { t } = useTranslation('plans');
  return (plan: Pick<TPublicPlan, 'price_fils' | 'billing_period'>) =>
    plan.price_fils === 0
      ? t('free')
      : `${formatFils(plan.price_fils)} ${t(`perPeriod.${plan.billing_period}`)}`;
}

/** A limit as people read it: a number, or "Unlimited". */
export function useLimitText() {
  const { t } = useTranslation('plans');
  return (limit: number | null) => (limit === null ? t('unlimited') : formatNumber(limit));
}

/** What a plan allows, one line per limit, CV search as included or not. */
export function PlanAllowances({
  plan,
  size = 'sm',
}: {
  plan: Pick<TPublicPlan, 'limits' | 'cv_search'>;
  size?: 'xs' | 'sm';
}) {
  const { t } = useTranslation('plans');
  const limitText = useLimitText();
  return (
    <List size={size} spacing={4} listStyleType="none" p={0}>
      {LIMIT_KEYS.map((key) => (
        <List.Item key={key}>
          <Text span size={size} fw={600}>
            {limitText(plan.limits[key])}
          </Text>{' '}
          {t(`limit.${key}`)}
        </List.Item>
      ))}
      <List.Item
        icon={
          plan.cv_search ? (
            <IconCheck size={14} color="var(--mantine-color-teal-7)" aria-hidden />
          ) : (
            <IconX size={14} color="var(--mantine-color-gray-6)" aria-hidden />
          )
        }
      >
        {t('cvSearchLine', { value: plan.cv_search ? t('included') : t('notIncluded') })}
      </List.Item>
    </List>
  );
}
