import { paths } from '@logicareers/shared/pages';
import { useEffect } from 'react';
import { Button, Center, Loader, Stack, Text, Title } from '@mantine/core';
import { Link, Navigate, Outlet } from 'react-router';
import { AREA_ROLES, ROLE_HOME, type Area, type Role } from '@logicareers/shared/roles';
import { roleOf, useProfile } from '../lib/session';
import { clearStorage } from '../lib/storage';

export function PageLoader() {
  return (
    <Center py={80} aria-busy="true">
      <Loader aria-label="Loading" />
    </Center>
  );
}

function NotAllowed({ home }: { home: string }) {
  return (
    <Center py={80}>
      <Stack align="center" maw={480} ta="center">
        <Title order={1}>This area is not for your account</Title>
        <Text c="dimmed">
          Your account cannot open this page. Your own dashboard has everything for your role.
        </Text>
        <Button component={Link} to={home}>
          Go to my dashboard
        </Button>
      </Stack>
    </Center>
  );
}

function ProfileUnavailable({ retry }: { retry: () => void }) {
  return (
    <Center py={80}>
      <Stack align="center" maw={480} ta="center" role="alert">
        <Title order={1}>We could not load your account</Title>
        <Text c="dimmed">Check your connection and try again. You are still signed in.</Text>
        <Button onClick={retry}>Try again</Button>
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

/** Pages for permission holders within an area (settings, outbox ...). */
export function RequirePermission({ permission }: { permission: string }) {
  const { profile } = useProfile();
  if (!profile) return <PageLoader />;
  if (!profile.permissions.includes(permission))
    return <NotAllowed home={ROLE_HOME[roleOf(profile) as Role]} />;
  return <Outlet />;
}
