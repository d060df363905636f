import { Checkbox, Paper, SimpleGrid, Stack } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { TAssignRequest, TPlan } from '@logicareers/shared/schemas/plans';
import { todayInUae } from '@logicareers/shared/uae-date';
import { errorText } from '../../components/form/field-error';
import {
  firstPeriodEndsOn,
  PlanField,
  TermFields,
  VatPreview,
  ZAssignForm,
  type AssignValues,
} from './assign-parts';
import { CompanyPicker } from '../../components/company-picker';
import { PaymentFields } from './payment-fields';
import { useAssignPlan } from './plans-api';
import { SubmitRow } from '../../components/form/submit-row';

/** Assigns a plan to an employer client for a period, with the payment when it is received. */
export function AssignForm({
  plans,
  companyId,
  planId,
  onSaved,
  onCancel,
}: {
  plans: TPlan[];
  companyId?: string;
  planId?: string;
  onSaved: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('plans');
  const offered = plans.filter((p) => p.active && !p.free);
  const first = offered.find((p) => String(p.id) === planId) ?? null;
  const form = useForm<AssignValues, unknown, z.output<typeof ZAssignForm>>({
    resolver: zodResolver(ZAssignForm) as never,
    defaultValues: {
      company_id: companyId ?? '',
      plan_id: first ? String(first.id) : '',
      starts_on: todayInUae(),
      ends_on: firstPeriodEndsOn(first?.billing_period ?? 'month'),
      price_aed: first ? (first.price_fils / 100).toFixed(2) : '',
      buyer_trn: '',
      paid: false,
      payment: { method: 'bank_transfer', reference: '', paid_on: todayInUae() },
    },
  });
  const assign = useAssignPlan(form);
  const { errors } = form.formState;
  const [paid, price] = useWatch({ control: form.control, name: ['paid', 'price_aed'] });
  const submit = form.handleSubmit(() => {
    const { paid: withPayment, payment, ...rest } = form.getValues();
    assign.mutate(
      { ...rest, payment: withPayment ? (payment as TAssignRequest['payment']) : null },
      { onSuccess: onSaved },
    );
  });
  return (
    <form noValidate onSubmit={submit}>
      <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md">
        <Stack>
          <Controller
            control={form.control}
            name="company_id"
            render={({ field }) => (
              <CompanyPicker
                label={t('assign.company')}
                placeholder={t('assign.companyPlaceholder')}
                required
                value={String(field.value ?? '')}
                onChange={field.onChange}
                error={errorText(errors.company_id)}
              />
            )}
          />
          <PlanField form={form} offered={offered} />
          <TermFields form={form} />
          <VatPreview price={String(price ?? '')} />
          <Checkbox label={t('assign.paid')} {...form.register('paid')} />
          {paid && (
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              <PaymentFields
                form={form}
                names={{
                  method: 'payment.method',
                  reference: 'payment.reference',
                  paid_on: 'payment.paid_on',
                }}
                errors={errors.payment}
              />
            </SimpleGrid>
          )}
          <SubmitRow
            loading={assign.isPending}
            label={t('assign.save')}
            onCancel={onCancel}
            cancelLabel={t('cancel')}
          />
        </Stack>
      </Paper>
    </form>
  );
}
