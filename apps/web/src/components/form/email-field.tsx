import { TextInput, type TextInputProps } from '@mantine/core';
import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { errorText } from './field-error';

/**
 * A required e-mail address that the form keeps, typed as one so that phones show their e-mail
 * keyboard and browsers offer the address they know; with its error.
 */
export function EmailField<T extends FieldValues, O extends FieldValues = T>({
  form,
  name,
  ...props
}: Omit<TextInputProps, 'form' | 'name' | 'error' | 'type' | 'autoComplete' | 'required'> & {
  form: UseFormReturn<T, unknown, O>;
  name: FieldPath<T>;
  label: string;
}) {
  return (
    <TextInput
      type="email"
      autoComplete="email"
      required
      {...props}
      {...form.register(name)}
      error={errorText(form.getFieldState(name, form.formState).error)}
    />
  );
}
