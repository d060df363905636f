import { useState } from 'react';
import { Box, Button, Group, Modal, Stack, Text, TextInput, Title } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { IconCircleCheck } from '@tabler/icons-react';
import { useForm } from 'react-hook-form';
import { API } from '@logicareers/shared/api';
import { SUBSCRIPTION_SUBJECT, SUBSCRIPTION_THANKS_MS } from '@logicareers/shared/constants';
import { ZSubscriptionRequest, type TSubscriptionRequest } from '@logicareers/shared/schemas/auth';
import { api } from '../../lib/api-client';
import { applyServerErrors } from '../../lib/form';
import { showErrorToasts } from '../../lib/toasts';

/** The footer's e-mail subscription to job notifications, with the 2-second thank-you. */
export function SubscriptionForm() {
  const [thanks, setThanks] = useState(false);
  const form = useForm<TSubscriptionRequest>({
    resolver: zodResolver(ZSubscriptionRequest),
    defaultValues: { email: '', subject: SUBSCRIPTION_SUBJECT },
  });
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await api(API.subscribe, {
        method: 'POST',
        style: 'multipart',
        body: { email: values.email, subject: SUBSCRIPTION_SUBJECT },
      });
      form.reset({ email: '', subject: SUBSCRIPTION_SUBJECT });
      setThanks(true);
      setTimeout(() => setThanks(false), SUBSCRIPTION_THANKS_MS);
    } catch (error) {
      if (!applyServerErrors(error, form.setError)) showErrorToasts(error);
    }
  });
  return (
    <Box component="form" onSubmit={onSubmit} noValidate aria-labelledby="subscribe-title">
      <Title order={2} fz="md" id="subscribe-title" c="white" mb={6}>
        Job notifications by e-mail
      </Title>
      <Text fz="sm" c="gray.4" mb="sm">
        New logistics jobs in the UAE, straight to your inbox.
      </Text>
      <Group align="flex-start" gap="xs" wrap="nowrap">
        <TextInput
          aria-label="Email for job notifications"
          placeholder="you@example.com"
          type="email"
          autoComplete="email"
          style={{ flex: 1 }}
          {...form.register('email')}
          error={form.formState.errors.email?.message}
          styles={{ error: { color: '#ffa8a8' } }}
        />
        <Button type="submit" loading={form.formState.isSubmitting}>
          Subscribe
        </Button>
      </Group>
      <Modal
        opened={thanks}
        onClose={() => setThanks(false)}
        withCloseButton={false}
        centered
        size="sm"
        title="Subscribed"
      >
        <Stack align="center" py="md">
          <IconCircleCheck size={48} color="var(--mantine-color-teal-7)" aria-hidden />
          <Text fw={600}>Thank you for subscribing!</Text>
          <Text size="sm" c="dimmed" ta="center">
            If this address is new to us, confirm it with the link we have e-mailed you. Then we
            will send you new logistics jobs every week.
          </Text>
        </Stack>
      </Modal>
    </Box>
  );
}
