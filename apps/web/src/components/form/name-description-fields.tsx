import { Textarea, TextInput } from '@mantine/core';
import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { errorText } from './field-error';

/**
 * A record's required name and its optional description, as the forms of roles and plans ask for
 * them; their words are the `form.name…` and `form.description…` of the namespace given.
 */
export function NameDescriptionFields<T extends FieldValues, O extends FieldValues = T>({
  form,
  ns,
}: {
  form: UseFormReturn<T, unknown, O>;
  ns: 'accessAdmin' | 'plans';
}) {
  const { t } = useTranslation(ns);
  const field = (name: 'name' | 'description') => {
    const key = name as FieldPath<T>;
    return {
      ...form.register(key),
      error: errorText(form.getFieldState(key, form.formState).error),
    };
  };
  return (
    <>
      <TextInput
        label={t('form.name')}
        placeholder={t('form.namePlaceholder')}
        required
        {...field('name')}
      />
      <Textarea
        label={t('form.description')}
        placeholder={t('form.descriptionPlaceholder')}
        autosize
        minRows={2}
        {...field('description')}
      />
    </>
  );
}
