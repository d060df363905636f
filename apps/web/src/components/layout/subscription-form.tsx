import { useState } from 'react';
import { Box, Button, Group, Modal, Stack, Text, TextInput, Title } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { IconCircleCheck } from '@tabler/icons-react';
import { useForm } from 'react-hook-form';
import { SUBSCRIPTION_SUBJECT, SUBSCRIPTION_THANKS_MS } from '@logicareers/shared/constants';
import { ZSubscriptionRequest, type TSubscriptionRequest } from '@logicareers/shared/schemas/auth';
import { useTranslation } from 'react-i18next';
import { errorText } from '../form/field-error';
import { useSubscribe } from './account-api';

/** The footer's e-mail subscription to job notifications, with the 2-second thank-you. */
export function SubscriptionForm() {
  const { t } = useTranslation();
  const [thanks, setThanks] = useState(false);
  const form = useForm<TSubscriptionRequest>({
    resolver: zodResolver(ZSubscriptionRequest),
    defaultValues: { email: '', subject: SUBSCRIPTION_SUBJECT },
  });
  const subscribe = useSubscribe(form);
  const onSubmit = form.handleSubmit((values) =>
    subscribe.mutate(
      { email: values.email, subject: SUBSCRIPTION_SUBJECT },
      {
        onSuccess: () => {
          form.reset({ email: '', subject: SUBSCRIPTION_SUBJECT });
          setThanks(true);
          setTimeout(() => setThanks(false), SUBSCRIPTION_THANKS_MS);
        },
      },
    ),
  );
  return (
    <Box component="form" onSubmit={onSubmit} noValidate aria-labelledby="subscribe-title">
      <Title order={2} fz="md" id="subscribe-title" c="white" mb={6}>
        {t('subscribe.title')}
      </Title>
      <Text fz="sm" c="gray.4" mb="sm">
        {t('subscribe.lead')}
      </Text>
      <Group align="flex-start" gap="xs" wrap="nowrap">
        <TextInput
          aria-label={t('subscribe.emailLabel')}
          placeholder={t('subscribe.emailPlaceholder')}
          type="email"
          autoComplete="email"
          style={{ flex: 1 }}
          {...form.register('email')}
          error={errorText(form.formState.errors.email)}
          styles={{ error: { color: '#ffa8a8' } }}
        />
        <Button type="submit" loading={subscribe.isPending}>
          {t('subscribe.submit')}
        </Button>
      </Group>
      <Modal
        opened={thanks}
        onClose={() => setThanks(false)}
        withCloseButton={false}
        centered
        size="sm"
        title={t('subscribe.doneTitle')}
      >
        <Stack align="center" py="md">
          <IconCircleCheck size={48} color="var(--mantine-color-teal-7)" aria-hidden />
          <Text fw={600}>{t('subscribe.thanks')}</Text>
          <Text size="sm" c="dimmed" ta="center">
            {t('subscribe.confirmHint')}
          </Text>
        </Stack>
      </Modal>
    </Box>
  );
}
