import { ActionIcon, Anchor, Group, Stack, Text, Title } from '@mantine/core';
import {
  IconBrandFacebook,
  IconBrandInstagram,
  IconBrandLinkedin,
  IconBrandX,
} from '@tabler/icons-react';
import { Link } from 'react-router';
import { PAGES, paths } from '@logicareers/shared/pages';
import {
  type ContentPageKey,
  contentPagePath,
  EMPLOYER_SERVICE_PAGE_KEYS,
} from '@logicareers/shared/service-pages';
import { useTranslation } from 'react-i18next';
import { useSiteSettings } from '../../lib/settings';
import { DigitsSwitch, LanguageSwitch } from './language-switch';

/** The service pages for candidates, under their column; the site's own pages go in the bottom bar. */
const CANDIDATE_SERVICES: ContentPageKey[] = [
  'job-search',
  'job-alerts',
  'cv-writing',
  'social-media-presence',
  'learning',
  'webinar',
];
const SITE_PAGES: ContentPageKey[] = [
  'about-us',
  'contact-us',
  'terms-conditions',
  'privacy-policy',
];

export const linkProps = { c: 'gray.3', fz: 'sm' } as const;

function ServiceLinks({ keys }: { keys: readonly ContentPageKey[] }) {
  const { t } = useTranslation();
  return keys.map((key) => (
    <Anchor key={key} component={Link} to={contentPagePath(key)} {...linkProps}>
      {t(`footer.services.${key}`)}
    </Anchor>
  ));
}

/** Searching jobs, a profile, the news and the candidates' service pages. */
export function CandidateColumn() {
  const settings = useSiteSettings();
  const { t } = useTranslation();
  return (
    <Stack gap={6}>
      <Title order={2} fz="md">
        {t('footer.forCandidates')}
      </Title>
      <Anchor component={Link} to={paths.searchJobs()} {...linkProps}>
        {t('footer.searchJobs')}
      </Anchor>
      <Anchor component={Link} to={paths.jobCategory('designation')} {...linkProps}>
        {t('footer.jobsByDesignation')}
      </Anchor>
      <Anchor component={Link} to={paths.signUp('candidate')} {...linkProps}>
        {t('footer.createProfile')}
      </Anchor>
      {settings.modules.logistics_news && (
        <Anchor component={Link} to={paths.news()} {...linkProps}>
          {t('footer.news')}
        </Anchor>
      )}
      <ServiceLinks keys={CANDIDATE_SERVICES} />
    </Stack>
  );
}

/** Signing a company up or in, the employers hiring, pricing and the employers' service pages. */
export function EmployerColumn() {
  const settings = useSiteSettings();
  const { t } = useTranslation();
  return (
    <Stack gap={6}>
      <Title order={2} fz="md">
        {t('footer.forEmployers')}
      </Title>
      {settings.modules.employer_signup && (
        <Anchor component={Link} to={paths.signUp('employer')} {...linkProps}>
          {t('footer.registerCompany')}
        </Anchor>
      )}
      <Anchor component={Link} to={paths.signIn('employer')} {...linkProps}>
        {t('footer.employerSignIn')}
      </Anchor>
      <Anchor component={Link} to={paths.employerList} {...linkProps}>
        {t('footer.employersHiring')}
      </Anchor>
      <Anchor component={Link} to={PAGES.pricing} {...linkProps}>
        {t('footer.pricing')}
      </Anchor>
      <ServiceLinks keys={EMPLOYER_SERVICE_PAGE_KEYS} />
    </Stack>
  );
}

/** The bottom bar: copyright, the site's own pages, language and digits, social links. */
export function FooterBar() {
  const settings = useSiteSettings();
  const { t } = useTranslation();
  const socials = [
    { label: t('footer.social.linkedin'), href: settings.linkedin_url, icon: IconBrandLinkedin },
    { label: t('footer.social.facebook'), href: settings.facebook_url, icon: IconBrandFacebook },
    { label: t('footer.social.instagram'), href: settings.instagram_url, icon: IconBrandInstagram },
    { label: t('footer.social.x'), href: settings.x_url, icon: IconBrandX },
  ].filter((s) => s.href);
  return (
    <Group
      justify="space-between"
      mt={40}
      pt="md"
      style={{ borderTop: '1px solid rgba(255,255,255,0.15)' }}
    >
      <Text fz="sm" c="gray.4">
        {t('footer.copyright', { year: new Date().getFullYear(), site: settings.site_name })}
      </Text>
      <Group component="nav" aria-label={t('footer.aboutSite')} gap="md">
        <ServiceLinks keys={SITE_PAGES} />
      </Group>
      <Group gap="md">
        <LanguageSwitch color="gray.2" />
        <DigitsSwitch color="gray.3" />
      </Group>
      <Group gap="xs">
        {socials.map(({ label, href, icon: Icon }) => (
          <ActionIcon
            key={label}
            component="a"
            href={href}
            target="_blank"
            rel="noopener noreferrer"
            variant="subtle"
            color="gray.3"
            aria-label={label}
            size="lg"
          >
            <Icon size={20} aria-hidden />
          </ActionIcon>
        ))}
      </Group>
    </Group>
  );
}
