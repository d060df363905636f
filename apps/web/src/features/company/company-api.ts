import { queryOptions, useMutation } from '@tanstack/react-query';
import type { FieldValues } from 'react-hook-form';
import { API } from '@logicareers/shared/api';
import type {
  TCompanyBranchRequest,
  TCompanyContactRequest,
  TCompanyProfile,
  TCompanyProfileRequest,
  TCompanyPublicProfile,
  TCompanyUserCreateRequest,
  TCompanyUsers,
  TSocialLinksRequest,
} from '@logicareers/shared/schemas/employer';
import { api } from '../../lib/api-client';
import type { ServerErrorTarget } from '../../lib/form';
import { uploadFile } from '../../lib/upload';

export const COMPANY_KEY = ['company'] as const;
const PROFILE_KEY = [...COMPANY_KEY, 'profile'] as const;
const USERS_KEY = [...COMPANY_KEY, 'users'] as const;

export const companyProfileQuery = queryOptions({
  queryKey: PROFILE_KEY,
  queryFn: () => api<{ data: TCompanyProfile }>(API.employers.profile).then((r) => r.data),
  retry: false,
});

export const publicProfileQuery = (id: number) =>
  queryOptions({
    queryKey: [...COMPANY_KEY, 'public', id],
    queryFn: () =>
      api<{ data: TCompanyPublicProfile }>(API.employers.publicProfile(id), {
        style: 'plain',
      }).then((r) => r.data),
    retry: false,
  });

export const companyUsersQuery = queryOptions({
  queryKey: USERS_KEY,
  queryFn: () => api<{ data: TCompanyUsers }>(API.employers.userList).then((r) => r.data),
  retry: false,
});

type Answer = { message: string; data: TCompanyProfile };
const write = { invalidates: [COMPANY_KEY] };

export const useSaveProfile = <T extends FieldValues>(form: ServerErrorTarget<T>) =>
  useMutation({
    mutationFn: (values: TCompanyProfileRequest) =>
      api<Answer>(API.employers.update, { method: 'PUT', body: values }),
    meta: { form, ...write },
  });

export const useUploadLogo = () =>
  useMutation({
    mutationFn: (file: File) => uploadFile<Answer>(API.employers.logo, 'logo', file),
    meta: write,
  });

export const useRemoveLogo = () =>
  useMutation({
    mutationFn: () => api<Answer>(API.employers.logo, { method: 'DELETE' }),
    meta: write,
  });

export const useSaveContact = <T extends FieldValues>(form: ServerErrorTarget<T>) =>
  useMutation({
    mutationFn: ({ id, values }: { id: number | null; values: TCompanyContactRequest }) =>
      id === null
        ? api<Answer>(API.employers.contacts, { method: 'POST', body: values })
        : api<Answer>(API.employers.contact(id), { method: 'PUT', body: values }),
    meta: { form, ...write },
  });

export const useRemoveContact = () =>
  useMutation({
    mutationFn: (id: number) => api<Answer>(API.employers.contact(id), { method: 'DELETE' }),
    meta: write,
  });

export const useSaveBranch = <T extends FieldValues>(form: ServerErrorTarget<T>) =>
  useMutation({
    mutationFn: ({ id, values }: { id: number | null; values: TCompanyBranchRequest }) =>
      id === null
        ? api<Answer>(API.employers.branches, { method: 'POST', body: values })
        : api<Answer>(API.employers.branch(id), { method: 'PUT', body: values }),
    meta: { form, ...write },
  });

export const useRemoveBranch = () =>
  useMutation({
    mutationFn: (id: number) => api<Answer>(API.employers.branch(id), { method: 'DELETE' }),
    meta: write,
  });

export const useSaveSocial = <T extends FieldValues>(form: ServerErrorTarget<T>) =>
  useMutation({
    mutationFn: (values: TSocialLinksRequest) =>
      api<Answer>(API.employers.social, { method: 'PUT', body: values }),
    meta: { form, ...write },
  });

type UsersAnswer = { message: string; data: TCompanyUsers };

export const useAddColleague = <T extends FieldValues>(form: ServerErrorTarget<T>) =>
  useMutation({
    mutationFn: (values: TCompanyUserCreateRequest) =>
      api<UsersAnswer>(API.employers.createUser, { method: 'POST', body: values }),
    meta: { form, invalidates: [USERS_KEY] },
  });

export const useChangeRole = () =>
  useMutation({
    mutationFn: ({ id, roleId }: { id: string; roleId: number }) =>
      api<UsersAnswer>(API.employers.userDetail(id), { method: 'PUT', body: { role_id: roleId } }),
    meta: { invalidates: [USERS_KEY] },
  });

export const useUserStatus = () =>
  useMutation({
    mutationFn: ({ id, status }: { id: string; status: 'active' | 'disabled' }) =>
      api<UsersAnswer>(API.employers.userStatus(id), { method: 'PUT', body: { status } }),
    meta: { invalidates: [USERS_KEY] },
  });

export const useRemoveColleague = () =>
  useMutation({
    mutationFn: (id: string) =>
      api<UsersAnswer>(API.employers.userDetail(id), { method: 'DELETE' }),
    meta: { invalidates: [USERS_KEY] },
  });
