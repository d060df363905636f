import { paths } from '@logicareers/shared/pages';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { API, type TLoginResponse, type TProfile } from '@logicareers/shared/api';
import type { Role } from '@logicareers/shared/roles';
import { api, ApiError } from './api-client';
import { chosenBeforeSignIn, savePreferences } from './preferences';
import { clearStorage, setToken, useToken } from './storage';

export const PROFILE_KEY = ['profile'] as const;

/** The role of a profile answer: data.role, or data.user.role (SPEC.md section 3). */
export const roleOf = (data: TProfile & { user?: { role?: Role } }): Role | undefined =>
  data.role ?? data.user?.role;

/** The signed-in user's profile: fetched only when a token exists, without retries. */
export function useProfile() {
  const token = useToken();
  const query = useQuery({
    queryKey: [...PROFILE_KEY, token],
    queryFn: () => api<{ data: TProfile }>(API.me).then((r) => r.data),
    enabled: !!token,
    // A 401 removes the token at once; a network blip or a server error is tried again.
    retry: (failures, error) => !(error instanceof ApiError && error.status < 500) && failures < 2,
  });
  return {
    token,
    profile: token ? query.data : undefined,
    loading: !!token && query.isPending,
    error: query.error,
    retry: () => void query.refetch(),
  };
}

export const can = (profile: TProfile | undefined, permission: string) =>
  !!profile?.permissions.includes(permission);

export function useSignIn() {
  const queryClient = useQueryClient();
  return (answer: TLoginResponse) => {
    setToken(answer.token);
    const chosen = chosenBeforeSignIn(answer.data);
    queryClient.setQueryData([...PROFILE_KEY, answer.token], { ...answer.data, ...chosen });
    // Saved in the background: the page is already in the chosen language.
    if (chosen) void savePreferences(chosen).catch(() => undefined);
  };
}

/** Revokes the session on the server, clears local storage, the user and the cache, and goes home. */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return async () => {
    try {
      await api(API.logout, { method: 'POST' });
    } catch {
      // Signed out locally whatever the server says.
    }
    clearStorage();
    queryClient.clear();
    navigate(paths.home);
  };
}
