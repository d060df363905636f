import { lazy, Suspense, useState, type ReactNode } from 'react';
import {
  Button,
  Group,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconKey, IconMailCog } from '@tabler/icons-react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { paths } from '@logicareers/shared/pages';
import {
  ZAccountRequest,
  type TAccount,
  type TAccountInput,
  type TAccountRequest,
} from '@logicareers/shared/schemas/account';
import { errorText } from '../../components/form/field-error';
import { LanguageField } from '../../components/form/language-field';
import { SubmitRow } from '../../components/form/submit-row';
import { LoadError } from '../../components/load-state';
import { PageShell } from '../../components/page-shell';
import { ChangeEmailModal } from '../../components/layout/change-email-modal';
import { PhotoPicker } from '../../components/photo-picker';
import {
  ACCOUNT_KEY,
  useOwnAccount,
  useRemoveAccountPhoto,
  useSaveAccount,
  useUploadAccountPhoto,
} from './own-account-api';

// Loaded when first opened, as from the header's menu.
const ChangePasswordModal = lazy(() =>
  import('../../components/layout/change-password-modal').then((m) => ({
    default: m.ChangePasswordModal,
  })),
);

const fullName = (account: TAccount) =>
  [account.first_name, account.last_name].filter(Boolean).join(' ') || account.email;

/** A titled part of the page. */
function Part({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'lg' }}
      component="section"
      aria-labelledby={id}
    >
      <Stack gap="md">
        <Title order={2} fz="lg" id={id}>
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

/** Names, mobile number and language, saved together. */
function DetailsForm({ account }: { account: TAccount }) {
  const { t } = useTranslation(['account', 'common']);
  const form = useForm<TAccountRequest, unknown, TAccountInput>({
    resolver: zodResolver(ZAccountRequest),
    defaultValues: {
      first_name: account.first_name,
      last_name: account.last_name,
      mobile_number: account.mobile_number ?? '',
      language: account.language,
    },
  });
  const save = useSaveAccount(form);
  const [savedAt, setSavedAt] = useState<number | null>(null);
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit((values) =>
    save.mutate(values, {
      onSuccess: (answer) => {
        form.reset({ ...values, mobile_number: answer.data.mobile_number ?? '' });
        setSavedAt(Date.now());
      },
    }),
  );
  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('own.details.title')}>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t('own.details.firstName')}
            autoComplete="given-name"
            required
            {...form.register('first_name')}
            error={errorText(errors.first_name)}
          />
          <TextInput
            label={t('own.details.lastName')}
            autoComplete="family-name"
            required
            {...form.register('last_name')}
            error={errorText(errors.last_name)}
          />
          <TextInput
            label={t('own.details.mobile')}
            type="tel"
            autoComplete="tel"
            required
            description={t('own.details.mobileHint')}
            {...form.register('mobile_number')}
            error={errorText(errors.mobile_number)}
          />
        </SimpleGrid>
        <LanguageField
          control={form.control}
          name="language"
          label={t('own.details.language')}
          description={t('own.details.languageHint')}
          fallback={account.language}
        />
        <SubmitRow loading={save.isPending} label={t('own.details.save')}>
          {savedAt !== null && !form.formState.isDirty && (
            <Text size="sm" c="teal.9" role="status" style={{ alignSelf: 'center' }}>
              {t('own.details.saved')}
            </Text>
          )}
        </SubmitRow>
      </Stack>
    </form>
  );
}

/** The sign-in e-mail and the password, each changed in its dialog. */
function SignInPart({ account }: { account: TAccount }) {
  const { t } = useTranslation('account');
  const [emailOpen, email] = useDisclosure(false);
  const [passwordOpen, password] = useDisclosure(false);
  return (
    <Part id="account-sign-in" title={t('own.signIn.title')}>
      <TextInput
        label={t('own.signIn.email')}
        type="email"
        readOnly
        variant="filled"
        value={account.email}
        description={t('own.signIn.emailHint')}
      />
      <Group gap="sm">
        <Button
          variant="light"
          leftSection={<IconMailCog size={16} aria-hidden />}
          onClick={email.open}
          aria-haspopup="dialog"
        >
          {t('own.signIn.changeEmail')}
        </Button>
        <Button
          variant="light"
          leftSection={<IconKey size={16} aria-hidden />}
          onClick={password.open}
          aria-haspopup="dialog"
        >
          {t('own.signIn.changePassword')}
        </Button>
      </Group>
      <ChangeEmailModal
        opened={emailOpen}
        onClose={email.close}
        currentEmail={account.email}
        invalidates={[ACCOUNT_KEY]}
      />
      {passwordOpen && (
        <Suspense fallback={null}>
          <ChangePasswordModal opened={passwordOpen} onClose={password.close} />
        </Suspense>
      )}
    </Part>
  );
}

/**
 * My account, for every signed-in role (issue 39): photo, names, mobile, language, sign-in e-mail
 * and password. Candidates keep these on their profile, where recruiters' view of them is built.
 */
export function MyAccountPage() {
  const { t } = useTranslation('account');
  const account = useOwnAccount();
  const upload = useUploadAccountPhoto();
  const remove = useRemoveAccountPhoto();
  if (account.data?.role === 'candidate') return <Navigate to={paths.candidate.profile} replace />;
  return (
    <PageShell title={t('own.title')} description={t('own.lead')} size="md">
      {account.isError && !account.data ? (
        <LoadError onRetry={() => void account.refetch()} />
      ) : !account.data ? (
        <Stack aria-busy="true" aria-label={t('own.loading')}>
          <Skeleton h={160} radius="md" />
          <Skeleton h={280} radius="md" />
        </Stack>
      ) : (
        <Stack gap="lg">
          <Part id="account-details" title={t('own.details.title')}>
            <Group align="flex-start" gap="xl" wrap="wrap">
              <PhotoPicker
                photo={account.data.profile_photo}
                name={fullName(account.data)}
                upload={upload}
                remove={remove}
              />
              <div style={{ flex: '1 1 280px', minWidth: 0 }}>
                <DetailsForm key={account.data.id} account={account.data} />
              </div>
            </Group>
          </Part>
          <SignInPart account={account.data} />
        </Stack>
      )}
    </PageShell>
  );
}
