import { lazy, Suspense } from 'react';
import {
  Anchor,
  Avatar,
  Box,
  Burger,
  Button,
  Container,
  Drawer,
  Group,
  Menu,
  Stack,
  Text,
  UnstyledButton,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import {
  IconChevronDown,
  IconKey,
  IconLayoutDashboard,
  IconLogout,
  IconUser,
} from '@tabler/icons-react';
import { Link, NavLink as RouterNavLink, useLocation } from 'react-router';
import { HEADER_SHADOW_SCROLL_PX } from '@logicareers/shared/constants';
import { ROLE_HOME, type Role } from '@logicareers/shared/roles';
import { paths } from '@logicareers/shared/pages';
import { useTranslation } from 'react-i18next';
import { Deferred } from '../deferred';
import { useLogout, useProfile } from '../../lib/session';
import { useFits } from '../../lib/use-fits';
import { useInView } from '../../lib/use-in-view';
import { useSides } from '../../lib/direction';
import { useSiteSettings } from '../../lib/settings';
// Loaded when first opened: the form and its validation stay out of the first page load.
const ChangePasswordModal = lazy(() =>
  import('./change-password-modal').then((m) => ({ default: m.ChangePasswordModal })),
);
import { isGroup, navLinksFor, type NavGroup, type NavItem, type NavLink } from './nav-links';
import { LanguageSwitch } from './language-switch';
import { SiteLogo } from './site-logo';

const linkStyle = ({ isActive }: { isActive: boolean }) => ({
  fontWeight: isActive ? 700 : 500,
  color: isActive ? 'var(--mantine-color-brand-9)' : 'var(--mantine-color-dark-7)',
  textDecoration: 'none',
  padding: '6px 5px',
  borderRadius: 8,
  whiteSpace: 'nowrap' as const,
});

/**
 * The menu's pages on a phone: those of their own first, then each group under its heading, set
 * apart, so that no page reads as part of the group above it.
 */
function DrawerLinks({ links, onChoose }: { links: NavItem[]; onChoose: () => void }) {
  const { t } = useTranslation();
  const link = (l: NavLink) => (
    <RouterNavLink key={l.to} to={l.to} style={linkStyle} onClick={onChoose} end>
      {t(l.label)}
    </RouterNavLink>
  );
  return (
    <>
      {links.filter((item): item is NavLink => !isGroup(item)).map(link)}
      {links.filter(isGroup).map((group) => (
        <Stack
          key={group.label}
          gap="xs"
          pt="xs"
          role="group"
          aria-labelledby={`drawer-${group.label}`}
          style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
        >
          <Text id={`drawer-${group.label}`} size="xs" fw={700} c="dimmed" tt="uppercase">
            {t(group.label)}
          </Text>
          {group.links.map(link)}
        </Stack>
      ))}
    </>
  );
}

/** A group of the header's links as a menu; shown active when the page is one of its links. */
function NavMenu({ group }: { group: NavGroup }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const active = group.links.some((link) => link.to.split('?')[0] === pathname);
  return (
    // A new menu for each page: a pointer resting where the chosen item was must not keep it open
    // over the new page.
    <Menu
      key={pathname}
      position="bottom-start"
      withinPortal
      trigger="click-hover"
      openDelay={80}
      closeDelay={150}
    >
      <Menu.Target>
        <UnstyledButton style={linkStyle({ isActive: active })}>
          <Group gap={2} wrap="nowrap">
            {t(group.label)}
            <IconChevronDown size={14} aria-hidden />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        {group.links.map((link) => (
          <Menu.Item
            key={link.to}
            component={Link}
            to={link.to}
            fw={link.to.split('?')[0] === pathname ? 700 : undefined}
          >
            {t(link.label)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}

function Brand() {
  const settings = useSiteSettings();
  const { t } = useTranslation();
  return (
    <Anchor
      component={Link}
      to={paths.home}
      underline="never"
      c="dark"
      aria-label={t('header.home', { site: settings.site_name })}
      data-brand
    >
      <Group gap={8} wrap="nowrap">
        <SiteLogo size={34} />
        <Text fw={800} fz="lg" c="brand.9">
          {settings.site_name}
        </Text>
      </Group>
    </Anchor>
  );
}

function AccountMenu() {
  const { profile } = useProfile();
  const logout = useLogout();
  const [changing, changePassword] = useDisclosure(false);
  const { t } = useTranslation();
  if (!profile) return null;
  const name = [profile.first_name, profile.last_name].filter(Boolean).join(' ') || profile.email;
  return (
    <>
      <Menu position="bottom-end" width={240} withinPortal>
        <Menu.Target>
          <UnstyledButton aria-label={t('header.accountMenu')}>
            <Group gap={6} wrap="nowrap">
              <Avatar src={profile.profile_photo} alt="" radius="xl" size={32} color="brand">
                {name.slice(0, 1).toUpperCase()}
              </Avatar>
              <IconChevronDown size={16} aria-hidden />
            </Group>
          </UnstyledButton>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Label>
            <Text fw={600} c="dark" truncate>
              {name}
            </Text>
            <Text size="xs" c="dimmed" truncate>
              {profile.email} · {t(`role.${profile.role as Role}`)}
            </Text>
          </Menu.Label>
          <Menu.Item
            component={Link}
            to={ROLE_HOME[profile.role as Role]}
            leftSection={<IconLayoutDashboard size={16} />}
          >
            {t('header.myDashboard')}
          </Menu.Item>
          {/* A candidate's names, mobile, photo and e-mail are kept on the profile. */}
          <Menu.Item
            component={Link}
            to={profile.role === 'candidate' ? paths.candidate.profile : paths.account}
            leftSection={<IconUser size={16} />}
          >
            {profile.role === 'candidate' ? t('header.myProfile') : t('header.myAccount')}
          </Menu.Item>
          <Menu.Item onClick={changePassword.open} leftSection={<IconKey size={16} />}>
            {t('header.changePassword')}
          </Menu.Item>
          <Menu.Divider />
          <Menu.Item
            color="red"
            onClick={() => void logout()}
            leftSection={<IconLogout size={16} />}
          >
            {t('header.logout')}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      {changing && (
        <Suspense fallback={null}>
          <ChangePasswordModal opened={changing} onClose={changePassword.close} />
        </Suspense>
      )}
    </>
  );
}

function VisitorActions({ stacked = false }: { stacked?: boolean }) {
  const Wrap = stacked ? Stack : Group;
  const { t } = useTranslation();
  const { modules } = useSiteSettings();
  return (
    <Wrap
      gap="xs"
      visibleFrom={stacked ? undefined : 'sm'}
      {...(stacked ? {} : { wrap: 'nowrap' })}
    >
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <Button variant="default" rightSection={<IconChevronDown size={14} aria-hidden />}>
            {t('header.signIn')}
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item component={Link} to={paths.signIn('candidate')}>
            {t('header.signInAs.candidate')}
          </Menu.Item>
          <Menu.Item component={Link} to={paths.signIn('employer')}>
            {t('header.signInAs.employer')}
          </Menu.Item>
          <Menu.Item component={Link} to={paths.signIn('consultancy')}>
            {t('header.signInAs.consultancy')}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <Button component={Link} to={paths.signUp('candidate')}>
        {t('header.register')}
      </Button>
      <Button
        component={Link}
        to={modules.employer_signup ? paths.signUp('employer') : paths.signIn('employer')}
        variant="light"
      >
        {t('header.forEmployers')}
      </Button>
    </Wrap>
  );
}

export function Header() {
  const { profile } = useProfile();
  // Scrolled once the strip at the top of the page is out of view.
  const [topInView, scrollSentinel] = useInView();
  const scrolled = topInView === false;
  const [drawer, toggleDrawer] = useDisclosure(false);
  const { pathname } = useLocation();
  const { modules } = useSiteSettings();
  // The public pages (`/unauth/...`) show the public menu to everyone (SPEC.md section 2); a
  // signed-in user keeps their account menu.
  const links = navLinksFor(pathname.includes('unauth') ? undefined : profile, modules);
  const sides = useSides();
  const { t } = useTranslation();
  const [navFits, navRoom, navRow] = useFits();
  return (
    <>
      {/* The header gets its shadow once this strip at the top of the page is out of view. */}
      <div
        ref={scrollSentinel}
        aria-hidden
        style={{
          position: 'absolute',
          top: 0,
          insetInlineStart: 0,
          width: 1,
          height: HEADER_SHADOW_SCROLL_PX,
          pointerEvents: 'none',
        }}
      />
      <Box
        component="header"
        pos="sticky"
        top={0}
        bg="white"
        style={{
          zIndex: 100,
          boxShadow: scrolled ? '0 2px 12px rgba(0,0,0,0.12)' : 'none',
          borderBottom: '1px solid var(--mantine-color-gray-2)',
        }}
        data-shadowed={scrolled}
      >
        <Container size="xl" h={64}>
          <Group h="100%" justify="space-between" wrap="nowrap">
            <Group gap="md" wrap="nowrap" style={{ flex: 1, minWidth: 0 }}>
              <Brand />
              {/*
               * Phones get the same links in the drawer, and so does a window too narrow for them
               * all (a role with many menus, longer words in Arabic): the row then stays laid out
               * but unseen, so that it is measured again when the window widens.
               */}
              <Box ref={navRoom} style={{ flex: 1, minWidth: 0, overflow: 'hidden' }}>
                <Group
                  ref={navRow}
                  component="nav"
                  aria-label={t('header.mainNav')}
                  gap={4}
                  visibleFrom="sm"
                  wrap="nowrap"
                  w="max-content"
                  style={navFits ? undefined : { visibility: 'hidden' }}
                  data-nav-fits={navFits}
                >
                  {links.map((item) =>
                    isGroup(item) ? (
                      <NavMenu key={item.label} group={item} />
                    ) : (
                      <RouterNavLink key={item.to} to={item.to} style={linkStyle} end>
                        {t(item.label)}
                      </RouterNavLink>
                    ),
                  )}
                </Group>
              </Box>
            </Group>
            <Group gap="sm" wrap="nowrap">
              {/* Phones have it in the menu (and the footer): the header has no room for it. */}
              <Box visibleFrom="xs">
                <LanguageSwitch />
              </Box>
              {profile ? <AccountMenu /> : <VisitorActions />}
              <Burger
                opened={drawer}
                onClick={toggleDrawer.toggle}
                aria-label={t('header.openMenu')}
                hiddenFrom={navFits ? 'sm' : undefined}
              />
            </Group>
          </Group>
        </Container>
        {/* Closed until the burger opens it; built after the page is taken over. */}
        <Deferred>
          <Drawer
            opened={drawer}
            onClose={toggleDrawer.close}
            title={t('header.menu')}
            position={sides.end}
            size="80%"
          >
            <Stack component="nav" aria-label={t('header.mainNav')} gap="xs">
              <DrawerLinks links={links} onChoose={toggleDrawer.close} />
              {!profile && <VisitorActions stacked />}
              <Box hiddenFrom="xs" mt="sm">
                <LanguageSwitch />
              </Box>
            </Stack>
          </Drawer>
        </Deferred>
      </Box>
    </>
  );
}
