import { Button, ColorInput, Group, Paper, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ZSiteSettings, type TSiteSettings } from '@logicareers/shared/schemas/settings';
import { errorText } from '../../components/form/field-error';
import { PageShell } from '../../components/page-shell';
import { useSiteSettings } from '../../lib/settings';
import { useSaveSettings } from './admin-api';

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
  const { demo: _demo, ...settings } = useSiteSettings();
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
            <Group justify="flex-end">
              <Button type="submit" loading={save.isPending}>
                {t('settings.submit')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
    </PageShell>
  );
}
