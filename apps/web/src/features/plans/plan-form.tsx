import {
  Alert,
  Checkbox,
  Fieldset,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  TextInput,
} from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import {
  BILLING_PERIODS,
  LIMIT_KEYS,
  ZPlanRequest,
  type TPlan,
  type TPlanRequest,
} from '@logicareers/shared/schemas/plans';
import { NameDescriptionFields } from '../../components/form/name-description-fields';
import { errorText } from '../../components/form/field-error';
import { LanguageTabs } from '../../components/form/language-tabs';
import { useSavePlan } from './plans-api';
import { SubmitRow } from '../../components/form/submit-row';

const filsToText = (fils: number) => (fils / 100).toFixed(2);

/** A plan's name, price before VAT, billing period, where it shows, and its limits. */
export function PlanForm({
  plan,
  onSaved,
  onCancel,
}: {
  plan?: TPlan;
  onSaved: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('plans');
  const form = useForm<TPlanRequest, unknown, z.output<typeof ZPlanRequest>>({
    resolver: zodResolver(ZPlanRequest),
    defaultValues: {
      name: plan?.name ?? '',
      description: plan?.description ?? '',
      name_ar: plan?.name_ar ?? '',
      description_ar: plan?.description_ar ?? '',
      price_aed: plan ? filsToText(plan.price_fils) : '',
      billing_period: plan?.billing_period ?? 'month',
      public: plan?.public ?? true,
      active: plan?.active ?? true,
      cv_search: plan?.cv_search ?? false,
      limits: Object.fromEntries(
        LIMIT_KEYS.map((key) => [key, plan?.limits[key] == null ? '' : String(plan.limits[key])]),
      ) as TPlanRequest['limits'],
    },
  });
  const save = useSavePlan(form, plan?.id);
  const { errors } = form.formState;
  // What the form holds goes as it is (AED as written): the server reads it with the same schema.
  const submit = form.handleSubmit(() => save.mutate(form.getValues(), { onSuccess: onSaved }));
  return (
    <form noValidate onSubmit={submit}>
      <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md">
        <Stack>
          {plan?.free && (
            <Alert color="blue" variant="light">
              {t('form.freeHint')}
            </Alert>
          )}
          <LanguageTabs
            english={<NameDescriptionFields form={form} ns="plans" />}
            arabic={<NameDescriptionFields form={form} ns="plans" lang="ar" />}
            errors={{
              en: Boolean(errors.name || errors.description),
              ar: Boolean(errors.name_ar || errors.description_ar),
            }}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label={t('form.price')}
              placeholder={t('form.pricePlaceholder')}
              inputMode="decimal"
              required
              disabled={plan?.free}
              {...form.register('price_aed')}
              error={errorText(errors.price_aed)}
            />
            <Controller
              control={form.control}
              name="billing_period"
              render={({ field }) => (
                <Select
                  label={t('form.billingPeriod')}
                  required
                  allowDeselect={false}
                  data={BILLING_PERIODS.map((p) => ({ value: p, label: t(`period.${p}`) }))}
                  value={field.value}
                  onChange={(value) => field.onChange(value)}
                  onBlur={field.onBlur}
                  error={errorText(errors.billing_period)}
                />
              )}
            />
          </SimpleGrid>
          <Group>
            <Checkbox label={t('form.public')} {...form.register('public')} />
            <Checkbox label={t('form.active')} disabled={plan?.free} {...form.register('active')} />
            <Checkbox label={t('form.cvSearch')} {...form.register('cv_search')} />
          </Group>
          <Fieldset legend={t('form.limits')} variant="filled">
            <Stack gap="sm">
              <Alert color="gray" variant="light" p="xs">
                {t('form.limitsHint')}
              </Alert>
              <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
                {LIMIT_KEYS.map((key) => (
                  <TextInput
                    key={key}
                    label={t(`limit.${key}`)}
                    placeholder={t('unlimited')}
                    inputMode="numeric"
                    {...form.register(`limits.${key}`)}
                    error={errorText(errors.limits?.[key])}
                  />
                ))}
              </SimpleGrid>
            </Stack>
          </Fieldset>
          <SubmitRow
            loading={save.isPending}
            label={t('form.save')}
            onCancel={onCancel}
            cancelLabel={t('cancel')}
          />
        </Stack>
      </Paper>
    </form>
  );
}
