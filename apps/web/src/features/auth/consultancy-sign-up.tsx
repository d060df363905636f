import { Anchor, Button, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  ZConsultancyJoinRequest,
  type TConsultancyJoinRequest,
} from '@logicareers/shared/schemas/users';
import { paths } from '@logicareers/shared/pages';
import { AuthCard } from '../../components/auth-card';
import { errorText } from '../../components/form/field-error';
import { useJoinConsultancy } from './auth-api';
import { SignUpDone } from './sign-up-done';
import { NewPasswordFields } from './new-password-fields';
import { EmailField } from '../../components/form/email-field';
import { MobileField } from './mobile-field';

const JOIN_DEFAULTS: TConsultancyJoinRequest = {
  first_name: '',
  last_name: '',
  email: '',
  mobile_number: '',
  password: '',
  confirmPassword: '',
  message: '',
};

/** Links under the join form: to sign in, and to the employer's own sign-up. */
function ConsultancySignUpFooter() {
  const { t } = useTranslation('auth');
  return (
    <Stack gap={4} align="center">
      <Text size="sm">
        {t('signUp.consultancy.alreadyRegistered')}{' '}
        <Anchor component={Link} to={paths.signIn('consultancy')}>
          {t('signUp.consultancy.signIn')}
        </Anchor>
      </Text>
      <Text size="sm" c="dimmed">
        <Trans
          t={t}
          i18nKey="signUp.consultancy.employer"
          components={{ register: <Anchor component={Link} to={paths.signUp('employer')} /> }}
        />
      </Text>
    </Stack>
  );
}

/** A request to join the consultancy: a pending account its administrator approves. */
export function ConsultancySignUp() {
  const { t } = useTranslation('auth');
  const [done, setDone] = useState<string | null>(null);
  const form = useForm<TConsultancyJoinRequest>({
    resolver: zodResolver(ZConsultancyJoinRequest),
    defaultValues: JOIN_DEFAULTS,
  });
  const join = useJoinConsultancy(form);
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit((values) =>
    join.mutate(values, { onSuccess: (answer) => setDone(answer.message) }),
  );
  if (done) {
    return (
      <SignUpDone
        title={t('signUp.consultancy.doneTitle')}
        message={done}
        homeLabel={t('signUp.consultancy.home')}
      />
    );
  }
  return (
    <AuthCard
      wide
      title={t('signUp.consultancy.title')}
      subtitle={t('signUp.consultancy.subtitle')}
      footer={<ConsultancySignUpFooter />}
    >
      <form onSubmit={onSubmit} noValidate>
        <Stack>
          <Text size="sm">{t('signUp.consultancy.text')}</Text>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label={t('signUp.consultancy.firstName')}
              required
              autoComplete="given-name"
              {...form.register('first_name')}
              error={errorText(errors.first_name)}
            />
            <TextInput
              label={t('signUp.consultancy.lastName')}
              required
              autoComplete="family-name"
              {...form.register('last_name')}
              error={errorText(errors.last_name)}
            />
            <EmailField form={form} name="email" label={t('field.email')} />
            <MobileField form={form} name="mobile_number" label={t('signUp.consultancy.mobile')} />
            <NewPasswordFields form={form} />
          </SimpleGrid>
          <Textarea
            label={t('signUp.consultancy.message')}
            description={t('signUp.consultancy.messageHint')}
            autosize
            minRows={3}
            maxRows={8}
            {...form.register('message')}
            error={errorText(errors.message)}
          />
          <Button type="submit" loading={join.isPending} fullWidth size="md">
            {t('signUp.consultancy.submit')}
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
