import { paths } from '@logicareers/shared/pages';
import { useEffect } from 'react';
import { Button, Center, Loader, Stack, Text, Title } from '@mantine/core';
import { Link, Navigate, Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import { AREA_ROLES, ROLE_HOME, type Area, type Role } from '@logicareers/shared/roles';
import { roleOf, useProfile } from '../lib/session';
import { clearStorage } from '../lib/storage';

export function PageLoader() {
  const { t } = useTranslation();
  return (
    <Center py={80} aria-busy="true">
      <Loader aria-label={t('guards.loading')} />
    </Center>
  );
}

function NotAllowed({ home }: { home: string }) {
  const { t } = useTranslation();
  return (
    <Center py={80}>
      <Stack align="center" maw={480} ta="center">
        <Title order={1}>{t('guards.notAllowed.title')}</Title>
        <Text c="dimmed">{t('guards.notAllowed.text')}</Text>
        <Button component={Link} to={home}>
          {t('guards.notAllowed.action')}
        </Button>
      </Stack>
    </Center>
  );
}

function ProfileUnavailable({ retry }: { retry: () => void }) {
  const { t } = useTranslation();
  return (
    <Center py={80}>
      <Stack align="center" maw={480} ta="center" role="alert">
        <Title order={1}>{t('guards.unavailable.title')}</Title>
        <Text c="dimmed">{t('guards.unavailable.text')}</Text>
        <Button onClick={retry}>{t('guards.unavailable.retry')}</Button>
      </Stack>
    </Center>
  );
}

function SignedOut() {
  useEffect(() => clearStorage(), []);
  return <Navigate to={paths.home} replace />;
}

/** Lets only the roles of a route group in (SPEC.md section 2); the server enforces the same. */
export function RequireArea({ area }: { area: Area }) {
  const { token, profile, loading, error, retry } = useProfile();
  // A 401 has removed the token already; any other failure keeps the user signed in.
  if (!token) return <SignedOut />;
  if (error && !profile) return <ProfileUnavailable retry={retry} />;
  if (loading || !profile) return <PageLoader />;
  const role = roleOf(profile) as Role;
  if (!(AREA_ROLES[area] as readonly Role[]).includes(role))
    return <NotAllowed home={ROLE_HOME[role]} />;
  return <Outlet />;
}

/** Pages of every signed-in user, whatever the role (their own account). */
export function RequireSignedIn() {
  const { token, profile, loading, error, retry } = useProfile();
  if (!token) return <SignedOut />;
  if (error && !profile) return <ProfileUnavailable retry={retry} />;
  if (loading || !profile) return <PageLoader />;
  return <Outlet />;
}

/** Pages for permission holders within an area (settings, outbox ...). */
export function RequirePermission({ permission }: { permission: string }) {
  const { profile } = useProfile();
  if (!profile) return <PageLoader />;
  if (!profile.permissions.includes(permission))
    return <NotAllowed home={ROLE_HOME[roleOf(profile) as Role]} />;
  return <Outlet />;
}
