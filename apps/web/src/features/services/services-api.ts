import { queryOptions, useMutation } from '@tanstack/react-query';
import { API } from '@logicareers/shared/api';
import type { TContentPage, TEnquiryRequest } from '@logicareers/shared/schemas/content';
import type { ContentPageKey } from '@logicareers/shared/service-pages';
import { api, ApiError } from '../../lib/api-client';

/** A service page's words, as visitors read them. */
export const contentPageQuery = (key: ContentPageKey) =>
  queryOptions({
    queryKey: ['content', 'page', key],
    queryFn: () =>
      api<{ data: TContentPage }>(API.content.page(key), { style: 'plain' }).then((r) => r.data),
  });

/** A fresh signed token for the enquiry form, asked for when the form is shown. */
export const enquiryTokenQuery = queryOptions({
  queryKey: ['enquiry', 'token'],
  queryFn: () =>
    api<{ data: { token: string } }>(API.enquiry.token, { style: 'plain' }).then(
      (r) => r.data.token,
    ),
  staleTime: 0,
  gcTime: 0,
  refetchOnWindowFocus: false,
});

/** The form shows the answers to its fields itself; other failures (too many sends) are toasted. */
export const useSendEnquiry = () =>
  useMutation({
    mutationFn: (body: TEnquiryRequest) =>
      api<{ message: string }>(API.enquiry.list, {
        method: 'POST',
        style: 'plain',
        body: body as Record<string, unknown>,
      }),
    meta: {
      successToast: false,
      errorToast: (error) => !(error instanceof ApiError && error.status === 400),
    },
  });
