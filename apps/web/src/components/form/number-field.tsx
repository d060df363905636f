import { NumberInput } from '@mantine/core';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { errorText } from './field-error';

/**
 * A whole number (years, amounts, counts) with thousands separators; an empty field is null.
 * Decimals and negative numbers cannot be typed unless allowed.
 */
export function NumberField<T extends FieldValues, O extends FieldValues = T>({
  control,
  name,
  label,
  min = 0,
  max,
  step,
  required,
  description,
  placeholder,
  suffix,
  allowDecimal = false,
}: {
  control: Control<T, unknown, O>;
  name: FieldPath<T>;
  label: string;
  min?: number;
  max?: number;
  step?: number;
  required?: boolean;
  description?: string;
  placeholder?: string;
  suffix?: string;
  allowDecimal?: boolean;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <NumberInput
          label={label}
          description={description}
          placeholder={placeholder}
          required={required}
          min={min}
          max={max}
          step={step}
          suffix={suffix}
          thousandSeparator=","
          allowDecimal={allowDecimal}
          allowNegative={min < 0}
          value={field.value === null || field.value === undefined ? '' : Number(field.value)}
          onChange={(value) => field.onChange(value === '' ? null : Number(value))}
          onBlur={field.onBlur}
          ref={field.ref}
          error={errorText(fieldState.error)}
        />
      )}
    />
  );
}
