import type { ReactNode } from 'react';
import { Button, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SITE_MODULES, type SiteModule } from '@logicareers/shared/modules';
import { paths } from '@logicareers/shared/pages';
import { useProfile } from '../lib/session';
import { useSiteSettings } from '../lib/settings';
import { PageShell } from './page-shell';

/**
 * Whether a site feature is on for the signed-in user (a switch limited to some kinds of account
 * leaves the others their feature). The server answers 404 from a switched-off feature's routes; the
 * app leaves it out of menus and pages.
 */
export function useFeature(module: SiteModule): boolean {
  const { modules } = useSiteSettings();
  const { profile } = useProfile();
  const only = (SITE_MODULES[module] as { only?: readonly string[] }).only;
  if (only && (!profile || !only.includes(profile.role))) return true;
  return modules[module];
}

/** A page of a feature: the page while the feature is on, a short notice once it is switched off. */
export function WhenFeature({ module, children }: { module: SiteModule; children: ReactNode }) {
  const { t } = useTranslation();
  if (useFeature(module)) return children;
  return (
    <PageShell title={t('featureOff.title')} size="md">
      <Text mb="md">{t('featureOff.text')}</Text>
      <Button component={Link} to={paths.home}>
        {t('featureOff.home')}
      </Button>
    </PageShell>
  );
}
