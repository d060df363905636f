import { Button, Paper, SimpleGrid, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ContentPageKey } from '@logicareers/shared/service-pages';
import { errorText } from '../../components/form/field-error';
import type { EnquiryValues } from './use-enquiry';
import { EmailField } from '../../components/form/email-field';

/** The answer once the enquiry is sent, with a way to send another. */
export function EnquirySent({ answer, onAnother }: { answer: string; onAnother: () => void }) {
  const { t } = useTranslation('services');
  return (
    <Paper withBorder radius="md" p="lg" role="status">
      <Stack align="flex-start">
        <IconCircleCheck size={40} color="var(--mantine-color-teal-7)" aria-hidden />
        <Title order={2} fz="xl" id="enquiry-done" tabIndex={-1}>
          {t('enquiry.sent')}
        </Title>
        <Text>{answer}</Text>
        <Button variant="default" onClick={onAnother}>
          {t('enquiry.another')}
        </Button>
      </Stack>
    </Paper>
  );
}

/** Name, company, e-mail, phone, subject, message and the field only bots fill in. */
export function EnquiryFields({
  form,
  page,
}: {
  form: UseFormReturn<EnquiryValues>;
  page: ContentPageKey;
}) {
  const { t } = useTranslation('services');
  const { errors } = form.formState;
  return (
    <>
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
        <EmailField form={form} name="email" label={t('enquiry.email')} />
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
    </>
  );
}
