import { Textarea, type TextareaProps } from '@mantine/core';
import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { errorText } from './field-error';

/**
 * A text of several lines that the form keeps (a note, a description, a message), growing as it is
 * typed, with its error.
 */
export function TextareaField<T extends FieldValues, O extends FieldValues = T>({
  form,
  name,
  ...props
}: Omit<TextareaProps, 'form' | 'name' | 'error' | 'autosize'> & {
  form: UseFormReturn<T, unknown, O>;
  name: FieldPath<T>;
}) {
  return (
    <Textarea
      autosize
      {...props}
      {...form.register(name)}
      error={errorText(form.getFieldState(name, form.formState).error)}
    />
  );
}
