import {
  Alert,
  Anchor,
  Button,
  Group,
  PasswordInput,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  EXPORT_LINK_DAYS,
  ZDeletionRequest,
  type TDeletionRequest,
  type TPrivacyStatus,
} from '@logicareers/shared/schemas/privacy';
import { contentPagePath } from '@logicareers/shared/service-pages';
import { API } from '@logicareers/shared/api';
import { DownloadButton } from '../../../components/download-button';
import { errorText } from '../../../components/form/field-error';
import { formatDateTime } from '../../../lib/format';
import {
  useCancelDeletion,
  usePrivacyStatus,
  useRequestDeletion,
  useRequestExport,
  useSaveConsent,
} from './privacy-api';
import { SectionPaper } from './section-paper';

function Card({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <SectionPaper id={id}>
      <Title order={2} fz="lg" id={`${id}-title`} mb="sm">
        {title}
      </Title>
      {children}
    </SectionPaper>
  );
}

/** The privacy notice the candidate accepted, and accepting the current one when it changed. */
function Consent({ status }: { status: TPrivacyStatus }) {
  const { t } = useTranslation('candidate');
  const save = useSaveConsent();
  const current = status.privacy_version === status.current_version && status.privacy_accepted_at;
  return (
    <Stack gap="xs">
      <Text size="sm">
        {current
          ? t('privacy.consent.accepted', {
              date: formatDateTime(status.privacy_accepted_at!),
              version: status.privacy_version ?? '',
            })
          : t('privacy.consent.needed')}{' '}
        <Anchor component={Link} to={contentPagePath('privacy-policy')} size="sm">
          {t('privacy.consent.read')}
        </Anchor>
      </Text>
      {!current && (
        <Group>
          <Button
            size="sm"
            loading={save.isPending}
            onClick={() => save.mutate({ accept_privacy: true, visibility: status.visibility })}
          >
            {t('privacy.consent.accept')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}

/** "Download my data": ask, see it being prepared, then the e-mailed link and until when it works. */
function DataCopy({ status }: { status: TPrivacyStatus }) {
  const { t } = useTranslation('candidate');
  const request = useRequestExport();
  const copy = status.export;
  return (
    <Stack gap="xs">
      <Text size="sm" c="dimmed">
        {t('privacy.export.description', { days: EXPORT_LINK_DAYS })}
      </Text>
      {copy?.status === 'requested' && (
        <Alert color="blue" title={t('privacy.export.requestedTitle')} role="status">
          {t('privacy.export.requested', { date: formatDateTime(copy.requested_at) })}
        </Alert>
      )}
      {copy?.status === 'ready' && copy.expires_at && (
        <Alert color="green" title={t('privacy.export.readyTitle')} role="status">
          <Text size="sm">
            {t('privacy.export.ready', { date: formatDateTime(copy.expires_at) })}
          </Text>
          <DownloadButton
            mt="sm"
            size="sm"
            path={API.privacy.exportFile}
            filename="logicareers-my-data.zip"
          >
            {t('privacy.export.download')}
          </DownloadButton>
        </Alert>
      )}
      {copy?.status === 'expired' && (
        <Text size="sm" c="dimmed">
          {t('privacy.export.expired')}
        </Text>
      )}
      <Group>
        <Button
          variant="light"
          size="sm"
          loading={request.isPending}
          disabled={copy?.status === 'requested'}
          onClick={() => request.mutate()}
        >
          {copy ? t('privacy.export.again') : t('privacy.export.request')}
        </Button>
      </Group>
    </Stack>
  );
}

/** "Delete my account": with the password, a cooling-off day, and cancelling within it. */
function DeleteAccount({ status }: { status: TPrivacyStatus }) {
  const { t } = useTranslation('candidate');
  const form = useForm<TDeletionRequest>({
    resolver: zodResolver(ZDeletionRequest),
    defaultValues: { password: '' },
  });
  const request = useRequestDeletion(form);
  const cancel = useCancelDeletion();
  if (status.deletion_due_at)
    return (
      <Alert color="red" title={t('privacy.deletion.pendingTitle')} role="status">
        <Stack gap="sm">
          <Text size="sm">
            {t('privacy.deletion.pending', { date: formatDateTime(status.deletion_due_at) })}
          </Text>
          <Group>
            <Button size="sm" loading={cancel.isPending} onClick={() => cancel.mutate()}>
              {t('privacy.deletion.cancel')}
            </Button>
          </Group>
        </Stack>
      </Alert>
    );
  return (
    <form
      onSubmit={form.handleSubmit((values) =>
        request.mutate(values, { onSuccess: () => form.reset() }),
      )}
    >
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t('privacy.deletion.description')}
        </Text>
        <PasswordInput
          label={t('privacy.deletion.password')}
          autoComplete="current-password"
          visibilityToggleButtonProps={{ 'aria-label': t('privacy.deletion.togglePassword') }}
          required
          {...form.register('password')}
          error={errorText(form.formState.errors.password)}
        />
        <Group>
          <Button type="submit" color="red" variant="outline" size="sm" loading={request.isPending}>
            {t('privacy.deletion.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The candidate's rights over their data, on their profile (decision 028). */
export function PrivacySection() {
  const { t } = useTranslation('candidate');
  const status = usePrivacyStatus();
  return (
    <Card id="privacy" title={t('privacy.title')}>
      {!status.data ? (
        status.isError ? (
          <Text size="sm" c="dimmed">
            {t('privacy.loadError')}
          </Text>
        ) : (
          <Skeleton h={120} />
        )
      ) : (
        <Stack gap="lg">
          <Stack gap={4}>
            <Title order={3} fz="md">
              {t('privacy.consent.title')}
            </Title>
            <Consent status={status.data} />
          </Stack>
          <Stack gap={4}>
            <Title order={3} fz="md">
              {t('privacy.export.title')}
            </Title>
            <DataCopy status={status.data} />
          </Stack>
          <Stack gap={4}>
            <Title order={3} fz="md">
              {t('privacy.deletion.title')}
            </Title>
            <DeleteAccount status={status.data} />
          </Stack>
        </Stack>
      )}
    </Card>
  );
}
