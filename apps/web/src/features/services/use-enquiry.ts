import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useForm, type Resolver } from 'react-hook-form';
import type { TEnquiryRequest } from '@logicareers/shared/schemas/content';
import type { ContentPageKey } from '@logicareers/shared/service-pages';
import { applyServerErrors } from '../../lib/form';
import { translateMessage } from '../../lib/i18n';
import { enquiryTokenQuery, useSendEnquiry } from './services-api';

export type EnquiryValues = Omit<TEnquiryRequest, 'token'>;

/**
 * The form is checked as the server checks it (the token is added when it is sent). The validation
 * library, the contract's schemas and the phone rules load when the form is first sent, not with
 * the page.
 */
const resolver: Resolver<EnquiryValues> = async (values, context, options) => {
  const [{ zodResolver }, { ZEnquiryRequest }] = await Promise.all([
    import('@hookform/resolvers/zod'),
    import('@logicareers/shared/schemas/content'),
  ]);
  return zodResolver(ZEnquiryRequest.omit({ token: true }))(values, context, options);
};

/**
 * The enquiry's state: the form, the signed token asked for when it is shown, the problem to show
 * when the token is refused, and the answer once it is sent.
 */
export function useEnquiry(page: ContentPageKey) {
  const empty: EnquiryValues = {
    page,
    name: '',
    company: '',
    email: '',
    phone: '',
    subject: '',
    message: '',
    website: '',
  };
  const form = useForm<EnquiryValues>({ resolver, defaultValues: empty });
  const token = useQuery(enquiryTokenQuery);
  const send = useSendEnquiry();
  const [problem, setProblem] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  // Where the keyboard and the screen reader go once the form is answered.
  const focus = (id: string) => requestAnimationFrame(() => document.getElementById(id)?.focus());
  // The answer's heading takes the focus once it is on the screen, however long that takes.
  useEffect(() => {
    if (sent) document.getElementById('enquiry-done')?.focus();
  }, [sent]);

  const onSubmit = form.handleSubmit((values) => {
    setProblem(null);
    send.mutate(
      { ...values, token: token.data ?? '' },
      {
        onSuccess: (answer) => {
          setSent(translateMessage(answer.message) ?? answer.message);
          form.reset(empty);
        },
        onError: (error) => {
          const elsewhere = applyServerErrors(error, form);
          if (elsewhere?.token) {
            // Too fast, too old or not ours: a fresh token lets the next try through.
            setProblem(translateMessage(elsewhere.token) ?? elsewhere.token);
            void token.refetch();
            focus('enquiry-problem');
          }
        },
      },
    );
  });

  const sendAnother = () => {
    setSent(null);
    void token.refetch();
  };

  return { form, onSubmit, sending: send.isPending, problem, sent, sendAnother };
}
