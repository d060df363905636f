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

function SignedOut() {
  useEffect(() => clearStorage(), []);
  return <Navigate to="/" replace />;
}

/** Lets only the roles of a route group in (SPEC.md section 2); the server enforces the same. */
export function RequireArea({ area }: { area: Area }) {
  const { token, profile, loading, error } = useProfile();
  if (!token || error) return <SignedOut />;
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
