import { Group, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { API } from '@logicareers/shared/api';
import { DEFAULT_SITE_SETTINGS } from '@logicareers/shared/constants';
import { LogoControls } from '../../components/logo-controls';
import { SiteLogo } from '../../components/layout/site-logo';
import { api } from '../../lib/api-client';
import { SETTINGS_KEY } from '../../lib/settings';
import { uploadFile } from '../../lib/upload';

const write = { invalidates: [SETTINGS_KEY] };

/**
 * The site's logo: a preview of the one shown in the header, an upload (checked by the server
 * like a company's logo) and a way back to the built-in logo.
 */
export function SiteLogoSection({ url }: { url: string }) {
  const { t } = useTranslation('admin');
  const upload = useMutation({
    mutationFn: (file: File) => uploadFile<{ message: string }>(API.siteLogo, 'logo', file),
    meta: write,
  });
  const remove = useMutation({
    mutationFn: () => api<{ message: string }>(API.siteLogo, { method: 'DELETE' }),
    meta: write,
  });
  const own = url !== DEFAULT_SITE_SETTINGS.logo_url;
  return (
    <Group gap="md" align="center" data-testid="site-logo-section">
      <SiteLogo size={64} />
      <Stack gap={4}>
        <Text fw={600}>{t('settings.logo.title')}</Text>
        <Text size="sm" c="dimmed">
          {own ? t('settings.logo.own') : t('settings.logo.builtIn')}
        </Text>
        <LogoControls
          has={own}
          uploading={upload.isPending}
          removing={remove.isPending}
          onFile={(file) => upload.mutate(file)}
          onRemove={() => remove.mutate()}
          words={{
            choose: t('settings.logo.choose'),
            replace: t('settings.logo.replace'),
            remove: t('settings.logo.remove'),
            hint: t('settings.logo.hint'),
          }}
        />
      </Stack>
    </Group>
  );
}
