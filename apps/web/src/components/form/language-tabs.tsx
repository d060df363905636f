import type { ReactNode } from 'react';
import { Stack, Tabs, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** What an input of words in each language carries: its language and its direction. */
export const WRITTEN_IN = {
  en: { lang: 'en', dir: 'ltr' },
  ar: { lang: 'ar', dir: 'rtl' },
} as const;

/**
 * An editor's words in two languages, on the tabs "English" and "العربية". The Arabic fields are
 * written right to left; a tab whose fields have an error is marked, so that none goes unseen.
 */
export function LanguageTabs({
  english,
  arabic,
  errors = {},
}: {
  english: ReactNode;
  arabic: ReactNode;
  /** Which tab holds a field with an error. */
  errors?: { en?: boolean; ar?: boolean };
}) {
  const { t } = useTranslation('common');
  const tab = (lang: 'en' | 'ar') => (
    <Tabs.Tab
      value={lang}
      lang={lang}
      c={errors[lang] ? 'red' : undefined}
      aria-invalid={errors[lang] ? true : undefined}
    >
      {t(`language.${lang}`)}
    </Tabs.Tab>
  );
  return (
    <Tabs defaultValue="en" keepMounted={false}>
      <Tabs.List aria-label={t('languageTabs.label')}>
        {tab('en')}
        {tab('ar')}
      </Tabs.List>
      <Tabs.Panel value="en" pt="md">
        <Stack>{english}</Stack>
      </Tabs.Panel>
      <Tabs.Panel value="ar" pt="md">
        <Stack>
          <Text size="sm" c="dimmed">
            {t('languageTabs.arabicHint')}
          </Text>
          {arabic}
        </Stack>
      </Tabs.Panel>
    </Tabs>
  );
}
