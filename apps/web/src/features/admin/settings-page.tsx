import { ColorInput, Paper, SimpleGrid, Stack, Textarea, TextInput, Title } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ZSiteSettings, type TSiteSettings } from '@logicareers/shared/schemas/settings';
import { errorText } from '../../components/form/field-error';
import { PageShell } from '../../components/page-shell';
import { useSiteSettings } from '../../lib/settings';
import { useSaveSettings } from './admin-api';
import { SubmitRow } from '../../components/form/submit-row';

const FIELDS = [
  'site_name',
  'logo_url',
  'contact_email',
  'contact_phone',
  'whatsapp_url',
  'linkedin_url',
  'facebook_url',
  'instagram_url',
  'x_url',
] as const satisfies readonly (keyof TSiteSettings)[];

export function SettingsPage() {
  const { t } = useTranslation('admin');
  const { demo: _demo, modules: _modules, ...settings } = useSiteSettings();
  const form = useForm<TSiteSettings>({ resolver: zodResolver(ZSiteSettings), values: settings });
  const save = useSaveSettings(form);
  const onSubmit = form.handleSubmit((values) => save.mutate(values));
  const { errors } = form.formState;
  return (
    <PageShell title={t('settings.title')} description={t('settings.description')} size="md">
      <Paper withBorder p="lg" radius="md">
        <form onSubmit={onSubmit} noValidate>
          <Stack>
            <Controller
              control={form.control}
              name="theme_color"
              render={({ field }) => (
                <ColorInput
                  label={t('settings.themeColor')}
                  format="hex"
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  error={errorText(errors.theme_color)}
                />
              )}
            />
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              {FIELDS.map((name) => (
                <TextInput
                  key={name}
                  label={t(`settings.field.${name}`)}
                  {...form.register(name)}
                  error={errorText(errors[name])}
                />
              ))}
            </SimpleGrid>
            <Title order={2} fz="md">
              {t('settings.seo')}
            </Title>
            <TextInput
              label={t('settings.seoTitle')}
              description={t('settings.seoTitleHint')}
              maxLength={70}
              {...form.register('seo_title')}
              error={errorText(errors.seo_title)}
            />
            <Textarea
              label={t('settings.seoDescription')}
              description={t('settings.seoDescriptionHint')}
              autosize
              minRows={2}
              maxLength={160}
              {...form.register('seo_description')}
              error={errorText(errors.seo_description)}
            />
            <Title order={2} fz="md">
              {t('settings.retention')}
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput
                label={t('settings.retentionWarn')}
                description={t('settings.retentionWarnHint')}
                inputMode="numeric"
                {...form.register('retention_warn_months')}
                error={errorText(errors.retention_warn_months)}
              />
              <TextInput
                label={t('settings.retentionErase')}
                description={t('settings.retentionEraseHint')}
                inputMode="numeric"
                {...form.register('retention_erase_months')}
                error={errorText(errors.retention_erase_months)}
              />
            </SimpleGrid>
            <SubmitRow loading={save.isPending} label={t('settings.submit')} />
          </Stack>
        </form>
      </Paper>
    </PageShell>
  );
}
