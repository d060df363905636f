import { Group, Radio } from '@mantine/core';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SITE_LANGUAGES, type SiteLanguage } from '@logicareers/shared/languages';
import { errorText } from './field-error';

/**
 * The language an account reads the site and its e-mails in: one choice per site language, each
 * named in its own language, with its error.
 */
export function LanguageField<T extends FieldValues>({
  control,
  name,
  label,
  description,
  fallback,
}: {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  description?: string;
  /** Shown chosen while the form holds no language yet. */
  fallback?: SiteLanguage;
}) {
  const { t } = useTranslation('common');
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Radio.Group
          label={label}
          description={description}
          value={field.value ?? fallback}
          onChange={field.onChange}
          error={errorText(fieldState.error)}
        >
          <Group mt="xs">
            {SITE_LANGUAGES.map((language) => (
              <Radio
                key={language}
                value={language}
                label={t(`language.${language}`)}
                lang={language}
              />
            ))}
          </Group>
        </Radio.Group>
      )}
    />
  );
}
