import { useEffect } from 'react';
import { Anchor, Group, SegmentedControl, Text } from '@mantine/core';
import { IconLanguage } from '@tabler/icons-react';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { DIGITS_STORAGE_KEY } from '@logicareers/shared/constants';
import { type Digits, isDigits, type SiteLanguage } from '@logicareers/shared/languages';
import { inLanguage } from '@logicareers/shared/pages';
import { savePreferences } from '../../lib/preferences';
import { currentDigits, siteLanguage, storeLanguage, SWITCH_MARK } from '../../lib/i18n';
import { useProfile } from '../../lib/session';
import { getToken } from '../../lib/storage';

/** The address of this page in a language (the router's location has no language prefix). */
function useAddressIn(language: SiteLanguage) {
  const { pathname, search, hash } = useLocation();
  return inLanguage(language, pathname + search) + hash;
}

/** Remembers the language (and digits) here and on the account, then opens the page in it. */
async function moveTo(href: string, language: SiteLanguage, digits: Digits = currentDigits()) {
  storeLanguage(language);
  localStorage.setItem(DIGITS_STORAGE_KEY, digits);
  if (getToken()) await savePreferences({ language, digits }).catch(() => undefined);
  window.location.assign(href);
}

/**
 * The switch to the other language: a link to the same page at the other language's address, so it
 * works without the app and search engines follow it; the choice is remembered for this browser
 * and saved on the account of a signed-in user.
 */
export function LanguageSwitch({ color }: { color?: string }) {
  const { t, i18n } = useTranslation();
  const other: SiteLanguage = siteLanguage(i18n.language) === 'ar' ? 'en' : 'ar';
  const { pathname, search } = useLocation();
  const href = inLanguage(other, pathname + search) + SWITCH_MARK + other;
  return (
    <Anchor
      href={href}
      hrefLang={other}
      lang={other}
      c={color}
      fw={600}
      fz="sm"
      onClick={(event) => {
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
        event.preventDefault();
        void moveTo(href, other);
      }}
      style={{ display: 'inline-flex', alignItems: 'center', gap: 6, whiteSpace: 'nowrap' }}
    >
      <IconLanguage size={18} aria-hidden />
      {t(`language.${other}`)}
    </Anchor>
  );
}

/** How Arabic numbers are written: Western (0123) or Eastern Arabic (٠١٢٣) digits. */
export function DigitsSwitch({ color }: { color?: string }) {
  const { t, i18n } = useTranslation();
  const href = useAddressIn('ar');
  if (siteLanguage(i18n.language) !== 'ar') return null;
  return (
    <Group gap="xs" wrap="nowrap">
      <Text id="digits-label" fz="sm" c={color}>
        {t('language.digits')}
      </Text>
      <SegmentedControl
        size="xs"
        aria-labelledby="digits-label"
        value={currentDigits()}
        onChange={(value) => {
          if (isDigits(value) && value !== currentDigits()) void moveTo(href, 'ar', value);
        }}
        data={[
          { value: 'latn', label: t('language.digitsLatn') },
          { value: 'arab', label: t('language.digitsArab') },
        ]}
      />
    </Group>
  );
}

/**
 * A signed-in user sees the site in the language saved on the account: a page in another language
 * (or with other digits) opens again in the account's.
 */
export function useAccountLanguage() {
  const { profile } = useProfile();
  const { i18n } = useTranslation();
  const href = useAddressIn(profile?.language ?? 'en');
  const language = profile?.language;
  const digits = profile?.digits;
  useEffect(() => {
    if (!language || !digits) return;
    const current = siteLanguage(i18n.language);
    // The test pseudo-locale stands for English.
    const differs = current !== language || (language === 'ar' && digits !== currentDigits());
    if (!differs) return;
    storeLanguage(language);
    localStorage.setItem(DIGITS_STORAGE_KEY, digits);
    window.location.assign(href);
  }, [language, digits, href, i18n.language]);
}
