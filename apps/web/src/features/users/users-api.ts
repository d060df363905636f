import type { ServerErrorTarget } from '../../lib/form';
import { keepPreviousData, queryOptions, useMutation } from '@tanstack/react-query';
import { API, type TPage } from '@logicareers/shared/api';
import type {
  TCreateCandidateRequest,
  TJoinRequest,
  TTeam,
  TUserDetail,
  TUserDetailsRequest,
  TUserListItem,
  TUserListQuery,
  TUserRoleRequest,
} from '@logicareers/shared/schemas/users';
import { api } from '../../lib/api-client';
import { PROFILE_KEY } from '../../lib/session';

const USERS_KEY = ['users'] as const;
const TEAM_KEY = ['users', 'team'] as const;

export const usersQuery = (filters: TUserListQuery) =>
  queryOptions({
    queryKey: [...USERS_KEY, 'list', filters],
    queryFn: () =>
      api<{ data: TPage<TUserListItem> }>(API.userList, {
        query: filters as Record<string, string | number | undefined>,
      }).then((r) => r.data),
    placeholderData: keepPreviousData,
  });

export const userQuery = (id: string) =>
  queryOptions({
    queryKey: [...USERS_KEY, 'one', id],
    queryFn: () => api<{ data: TUserDetail }>(API.users.one(id)).then((r) => r.data),
  });

export const teamQuery = (days: number) =>
  queryOptions({
    queryKey: [...TEAM_KEY, days],
    queryFn: () => api<{ data: TTeam }>(API.users.team, { query: { days } }).then((r) => r.data),
    placeholderData: keepPreviousData,
  });

export const joinRequestsQuery = queryOptions({
  queryKey: [...USERS_KEY, 'join-requests'],
  queryFn: () => api<{ data: TJoinRequest[] }>(API.users.joinRequests).then((r) => r.data),
});

const write = { invalidates: [USERS_KEY] };

export const useSetStatus = () =>
  useMutation({
    mutationFn: ({ id, status }: { id: string; status: 'active' | 'disabled' }) =>
      api<{ message: string }>(API.userStatus(id), { method: 'PUT', body: { status } }),
    meta: write,
  });

export const useSendResetCode = () =>
  useMutation({
    mutationFn: (id: string) =>
      api<{ message: string }>(API.users.resetPassword(id), { method: 'POST', body: {} }),
    meta: write,
  });

export const useChangeRole = (id: string, form: ServerErrorTarget<TUserRoleRequest>) =>
  useMutation({
    mutationFn: (values: TUserRoleRequest) =>
      api<{ message: string }>(API.users.role(id), { method: 'PUT', body: values }),
    meta: { ...write, form },
  });

/** An administrator corrects a user's names, mobile, sign-in e-mail and language. */
export const useSaveUserDetails = (id: string, form: ServerErrorTarget<TUserDetailsRequest>) =>
  useMutation({
    mutationFn: (values: TUserDetailsRequest) =>
      api<{ message: string }>(API.users.details(id), { method: 'PUT', body: values }),
    meta: { ...write, form },
  });

export const useDeleteUser = () =>
  useMutation({
    mutationFn: (id: string) =>
      api<{ message: string }>(API.users.delete(id), { method: 'DELETE' }),
    meta: write,
  });

export const useAnswerJoin = () =>
  useMutation({
    mutationFn: ({ id, approve }: { id: string; approve: boolean }) =>
      api<{ message: string }>(approve ? API.users.approveJoin(id) : API.users.rejectJoin(id), {
        method: 'POST',
        body: {},
      }),
    meta: write,
  });

export const useCreateCandidate = (form: ServerErrorTarget<TCreateCandidateRequest>) =>
  useMutation({
    mutationFn: (values: TCreateCandidateRequest) =>
      api<{ message: string; data: { id: string } }>(API.users.createCandidate, {
        method: 'POST',
        body: values,
      }),
    meta: { ...write, form },
  });

export const useAcceptPrivacy = () =>
  useMutation({
    mutationFn: () =>
      api<{ message: string }>(API.users.acceptPrivacy, { method: 'POST', body: {} }),
    meta: { invalidates: [PROFILE_KEY] },
  });
