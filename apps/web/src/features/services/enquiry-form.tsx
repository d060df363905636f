import { useEffect, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { TEnquiryRequest } from '@logicareers/shared/schemas/content';
import type { ContentPageKey } from '@logicareers/shared/service-pages';
import { errorText } from '../../components/form/field-error';
import { applyServerErrors } from '../../lib/form';
import { translateMessage } from '../../lib/i18n';
import { enquiryTokenQuery, useSendEnquiry } from './services-api';

type Values = Omit<TEnquiryRequest, 'token'>;

/**
 * The form is checked as the server checks it (the token is added when it is sent). The validation
 * library, the contract's schemas and the phone rules load when the form is first sent, not with
 * the page.
 */
const resolver: Resolver<Values> = async (values, context, options) => {
  const [{ zodResolver }, { ZEnquiryRequest }] = await Promise.all([
    import('@hookform/resolvers/zod'),
    import('@logicareers/shared/schemas/content'),
  ]);
  return zodResolver(ZEnquiryRequest.omit({ token: true }))(values, context, options);
};

/**
 * The enquiry form of contact-us and the employer pages: name, company, e-mail, phone, subject and
 * message, with a signed token asked for when it is shown and a field only bots fill in.
 */
export function EnquiryForm({ page }: { page: ContentPageKey }) {
  const { t } = useTranslation('services');
  const empty: Values = {
    page,
    name: '',
    company: '',
    email: '',
    phone: '',
    subject: '',
    message: '',
    website: '',
  };
  const form = useForm<Values>({ resolver, defaultValues: empty });
  const token = useQuery(enquiryTokenQuery);
  const send = useSendEnquiry();
  const [problem, setProblem] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  // Where the keyboard and the screen reader go once the form is answered.
  const focus = (id: string) => requestAnimationFrame(() => document.getElementById(id)?.focus());
  const { errors } = form.formState;
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

  if (sent)
    return (
      <Paper withBorder radius="md" p="lg" role="status">
        <Stack align="flex-start">
          <IconCircleCheck size={40} color="var(--mantine-color-teal-7)" aria-hidden />
          <Title order={2} fz="xl" id="enquiry-done" tabIndex={-1}>
            {t('enquiry.sent')}
          </Title>
          <Text>{sent}</Text>
          <Button
            variant="default"
            onClick={() => {
              setSent(null);
              void token.refetch();
            }}
          >
            {t('enquiry.another')}
          </Button>
        </Stack>
      </Paper>
    );

  return (
    <Paper withBorder radius="md" p="lg">
      <Box component="form" onSubmit={onSubmit} noValidate aria-labelledby="enquiry-title">
        <Stack gap="sm">
          <Title order={2} fz="xl" id="enquiry-title">
            {t('enquiry.title')}
          </Title>
          <Text size="sm" c="gray.7">
            {t('enquiry.lead')} {t('enquiry.required')}
          </Text>
          {problem && (
            <Alert color="red" role="alert" id="enquiry-problem" tabIndex={-1}>
              {problem}
            </Alert>
          )}
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput
              label={t('enquiry.name')}
              required
              autoComplete="name"
              {...form.register('name')}
              error={errorText(errors.name)}
            />
            <TextInput
              label={t('enquiry.company')}
              autoComplete="organization"
              {...form.register('company')}
              error={errorText(errors.company)}
            />
            <TextInput
              label={t('enquiry.email')}
              required
              type="email"
              autoComplete="email"
              {...form.register('email')}
              error={errorText(errors.email)}
            />
            <TextInput
              label={t('enquiry.phone')}
              required
              type="tel"
              autoComplete="tel"
              placeholder={t('enquiry.phonePlaceholder')}
              description={t('enquiry.phoneHint')}
              inputWrapperOrder={['label', 'input', 'description', 'error']}
              {...form.register('phone')}
              error={errorText(errors.phone)}
            />
          </SimpleGrid>
          <TextInput
            label={t('enquiry.subject')}
            required
            {...form.register('subject')}
            error={errorText(errors.subject)}
          />
          <Textarea
            label={t('enquiry.message')}
            required
            autosize
            minRows={5}
            maxRows={12}
            {...form.register('message')}
            error={errorText(errors.message)}
          />
          <div className="honeypot" aria-hidden="true">
            <label htmlFor={`website-${page}`}>{t('enquiry.website')}</label>
            <input
              id={`website-${page}`}
              type="text"
              tabIndex={-1}
              autoComplete="off"
              {...form.register('website')}
            />
          </div>
          <Button type="submit" loading={send.isPending} size="md">
            {t('enquiry.submit')}
          </Button>
        </Stack>
      </Box>
    </Paper>
  );
}
