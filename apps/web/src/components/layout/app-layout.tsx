import { Box } from '@mantine/core';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useRouteTitle } from '../../lib/document-title';
import { Deferred } from '../deferred';
import { ContactShortcut } from './contact-shortcut';
import { Footer } from './footer';
import { Header } from './header';

/** Paths shown without header and footer (SPEC.md section 2). */
const isBare = (path: string) =>
  path.includes('client-cv') ||
  path.includes('interview-response') ||
  /\/candidate\/(profile-create|personal-create)/.test(path);

export function AppLayout() {
  const { pathname } = useLocation();
  const { t } = useTranslation();
  useRouteTitle();
  if (isBare(pathname)) {
    return (
      <Box component="main" id="main" mih="100vh">
        <Outlet />
      </Box>
    );
  }
  return (
    <>
      <a href="#main" className="skip-link">
        {t('layout.skipToContent')}
      </a>
      <Header />
      <Box component="main" id="main" mih="60vh" tabIndex={-1}>
        <Outlet />
      </Box>
      <Footer />
      <Deferred>
        <ContactShortcut />
      </Deferred>
      <ScrollRestoration />
    </>
  );
}
