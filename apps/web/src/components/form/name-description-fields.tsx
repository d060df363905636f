import { Textarea, TextInput } from '@mantine/core';
import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { errorText } from './field-error';
import { WRITTEN_IN } from './language-tabs';

/**
 * A record's required name and its optional description, as the forms of roles and plans ask for
 * them; their words are the `form.name…` and `form.description…` of the namespace given. In
 * Arabic (`lang="ar"`), the optional `name_ar` and `description_ar`, written right to left.
 */
export function NameDescriptionFields<T extends FieldValues, O extends FieldValues = T>({
  form,
  ns,
  lang = 'en',
}: {
  form: UseFormReturn<T, unknown, O>;
  ns: 'accessAdmin' | 'plans';
  lang?: 'en' | 'ar';
}) {
  const { t } = useTranslation(ns);
  const arabic = lang === 'ar';
  const field = (name: 'name' | 'description') => {
    const key = (arabic ? `${name}_ar` : name) as FieldPath<T>;
    return {
      ...form.register(key),
      ...(arabic ? WRITTEN_IN.ar : {}),
      error: errorText(form.getFieldState(key, form.formState).error),
    };
  };
  return (
    <>
      <TextInput
        label={t('form.name')}
        placeholder={arabic ? undefined : t('form.namePlaceholder')}
        required={!arabic}
        {...field('name')}
      />
      <Textarea
        label={t('form.description')}
        placeholder={arabic ? undefined : t('form.descriptionPlaceholder')}
        autosize
        minRows={2}
        {...field('description')}
      />
    </>
  );
}
