import { Box } from '@mantine/core';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { LINK_PAGES } from '@logicareers/shared/pages';
import { useTranslation } from 'react-i18next';
import { useRouteTitle } from '../../lib/document-title';
import { Deferred } from '../deferred';
import { ContactShortcut } from './contact-shortcut';
import { Footer } from './footer';
import { Header } from './header';
import { useAccountLanguage } from './language-switch';

/** Paths shown without header and footer (SPEC.md section 2), and the pages of e-mailed links. */
const isBare = (path: string) =>
  /\/candidate\/(profile-create|personal-create)/.test(path) ||
  LINK_PAGES.some((prefix) => path.startsWith(`${prefix}/`));

/**
 * The pages inside the frame, titled by their route. When a page fails, the route error page shows
 * in its place (and titles itself), with the header and footer still there.
 */
export function PageOutlet() {
  useRouteTitle();
  return <Outlet />;
}

export function AppLayout() {
  const { pathname } = useLocation();
  const { t } = useTranslation();
  useAccountLanguage();
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
      {/* The content and the contact shortcut, which stays above the footer. */}
      <div>
        <Box component="main" id="main" mih="60vh" tabIndex={-1}>
          <Outlet />
        </Box>
        <Deferred>
          <ContactShortcut />
        </Deferred>
      </div>
      <Footer />
      <ScrollRestoration />
    </>
  );
}
