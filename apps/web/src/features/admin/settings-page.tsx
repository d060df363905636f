import { ColorInput, Paper, SimpleGrid, Stack, Textarea, TextInput, Title } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ZSiteSettings, type TSiteSettings } from '@logicareers/shared/schemas/settings';
import { errorText } from '../../components/form/field-error';
import { PageShell } from '../../components/page-shell';
import { useStoredSiteSettings } from '../../lib/settings';
import { LanguageTabs, WRITTEN_IN } from '../../components/form/language-tabs';
import { useSaveSettings } from './admin-api';
import { SubmitRow } from '../../components/form/submit-row';
import { SellerSettings } from './seller-settings';
import { SiteLogoSection } from './site-logo-section';

const FIELDS = [
  'logo_url',
  'contact_email',
  'contact_phone',
  'whatsapp_url',
  'linkedin_url',
  'facebook_url',
  'instagram_url',
  'x_url',
] as const satisfies readonly (keyof TSiteSettings)[];

/** The site's name and its texts for search engines, in one language. */
function SiteWords({ form, lang }: { form: UseFormReturn<TSiteSettings>; lang: 'en' | 'ar' }) {
  const { t } = useTranslation('admin');
  const { errors } = form.formState;
  const name = <K extends 'site_name' | 'seo_title' | 'seo_description'>(key: K) =>
    (lang === 'ar' ? `${key}_ar` : key) as K | `${K}_ar`;
  return (
    <>
      <TextInput
        label={t('settings.field.site_name')}
        {...WRITTEN_IN[lang]}
        {...form.register(name('site_name'))}
        error={errorText(errors[name('site_name')])}
      />
      <TextInput
        label={t('settings.seoTitle')}
        description={t('settings.seoTitleHint')}
        maxLength={70}
        {...WRITTEN_IN[lang]}
        {...form.register(name('seo_title'))}
        error={errorText(errors[name('seo_title')])}
      />
      <Textarea
        label={t('settings.seoDescription')}
        description={t('settings.seoDescriptionHint')}
        autosize
        minRows={2}
        maxLength={160}
        {...WRITTEN_IN[lang]}
        {...form.register(name('seo_description'))}
        error={errorText(errors[name('seo_description')])}
      />
    </>
  );
}

export function SettingsPage() {
  const { t } = useTranslation('admin');
  // The settings as stored, in both languages (useSiteSettings answers the reader's language).
  const { demo: _demo, modules: _modules, ...settings } = useStoredSiteSettings();
  const form = useForm<TSiteSettings>({ resolver: zodResolver(ZSiteSettings), values: settings });
  const save = useSaveSettings(form);
  const onSubmit = form.handleSubmit((values) => save.mutate(values));
  const { errors } = form.formState;
  return (
    <PageShell title={t('settings.title')} description={t('settings.description')} size="md">
      <Paper withBorder p="lg" radius="md">
        <SiteLogoSection url={settings.logo_url} />
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
            <LanguageTabs
              english={<SiteWords form={form} lang="en" />}
              arabic={<SiteWords form={form} lang="ar" />}
              errors={{
                en: Boolean(errors.site_name || errors.seo_title || errors.seo_description),
                ar: Boolean(
                  errors.site_name_ar || errors.seo_title_ar || errors.seo_description_ar,
                ),
              }}
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
            <SellerSettings form={form} />
            <SubmitRow loading={save.isPending} label={t('settings.submit')} />
          </Stack>
        </form>
      </Paper>
    </PageShell>
  );
}
