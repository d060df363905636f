import { Image } from '@mantine/core';
import { DEFAULT_SITE_SETTINGS } from '@logicareers/shared/constants';
import { useSiteSettings } from '../../lib/settings';

/**
 * The site's logo: the one an administrator set (drawn whole in the mark's square, never cut, so
 * the header keeps its room), or the built-in mark drawn in the site's theme colour, so that
 * changing the colour changes the mark with the rest of the site.
 */
export function SiteLogo({ size }: { size: number }) {
  const { logo_url: url } = useSiteSettings();
  if (url !== DEFAULT_SITE_SETTINGS.logo_url)
    return <Image src={url} alt="" w={size} h={size} fit="contain" />;
  return (
    <svg viewBox="0 0 48 48" width={size} height={size} aria-hidden focusable="false">
      <rect width="48" height="48" rx="12" fill="var(--mantine-color-brand-8)" />
      <path d="M11 31.5 24 12l13 19.5H29l-5-7.6-5 7.6z" fill="#fff" />
      <rect x="11" y="34" width="26" height="3.5" rx="1.75" fill="var(--mantine-color-brand-2)" />
    </svg>
  );
}
