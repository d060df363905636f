import { Select, TextInput } from '@mantine/core';
import {
  Controller,
  type FieldError,
  type FieldValues,
  type Path,
  type UseFormReturn,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PAYMENT_METHODS } from '@logicareers/shared/schemas/plans';
import { todayInUae } from '@logicareers/shared/uae-date';
import { DateField } from '../../components/form/date-field';
import { errorText } from '../../components/form/field-error';

/** How a payment was made, its reference and its date: in the assign form and the payment dialog. */
export function PaymentFields<T extends FieldValues, O extends FieldValues>({
  form,
  names,
  errors,
}: {
  form: Pick<UseFormReturn<T, unknown, O>, 'control' | 'register'>;
  names: Record<'method' | 'reference' | 'paid_on', Path<T>>;
  errors?: Partial<Record<'method' | 'reference' | 'paid_on', FieldError>>;
}) {
  const { t } = useTranslation('plans');
  return (
    <>
      <Controller
        control={form.control}
        name={names.method}
        render={({ field }) => (
          <Select
            label={t('assign.method')}
            required
            allowDeselect={false}
            data={PAYMENT_METHODS.map((m) => ({ value: m, label: t(`method.${m}`) }))}
            value={field.value as string}
            onChange={(value) => field.onChange(value)}
            error={errorText(errors?.method)}
          />
        )}
      />
      <TextInput
        label={t('assign.reference')}
        placeholder={t('assign.referencePlaceholder')}
        required
        {...form.register(names.reference)}
        error={errorText(errors?.reference)}
      />
      <DateField
        control={form.control}
        name={names.paid_on}
        label={t('assign.paidOn')}
        required
        max={todayInUae()}
        error={errorText(errors?.paid_on)}
      />
    </>
  );
}
