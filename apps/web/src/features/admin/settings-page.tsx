import { Button, ColorInput, Group, Paper, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { API } from '@logicareers/shared/api';
import { ZSiteSettings, type TSiteSettings } from '@logicareers/shared/schemas/settings';
import { PageShell } from '../../components/page-shell';
import { applyServerErrors } from '../../lib/form';
import { SETTINGS_KEY, useSiteSettings } from '../../lib/settings';
import { useSubmit } from '../../lib/use-submit';

const FIELDS: { name: keyof TSiteSettings; label: string }[] = [
  { name: 'site_name', label: 'Site name' },
  { name: 'logo_url', label: 'Logo URL' },
  { name: 'contact_email', label: 'Contact e-mail' },
  { name: 'contact_phone', label: 'Contact phone (WhatsApp)' },
  { name: 'whatsapp_url', label: 'WhatsApp chat link' },
  { name: 'linkedin_url', label: 'LinkedIn page' },
  { name: 'facebook_url', label: 'Facebook page' },
  { name: 'instagram_url', label: 'Instagram page' },
  { name: 'x_url', label: 'X page' },
];

export function SettingsPage() {
  const { demo: _demo, ...settings } = useSiteSettings();
  const form = useForm<TSiteSettings>({ resolver: zodResolver(ZSiteSettings), values: settings });
  const { submit, pending } = useSubmit({
    base: API.settings,
    method: 'PUT',
    refresh: [SETTINGS_KEY],
    toastErrors: false,
  });
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await submit(values);
    } catch (error) {
      applyServerErrors(error, form.setError);
    }
  });
  const { errors } = form.formState;
  return (
    <PageShell
      title="Site settings"
      description="Theme, logo and contact details shown across the site"
      size="md"
    >
      <Paper withBorder p="lg" radius="md">
        <form onSubmit={onSubmit} noValidate>
          <Stack>
            <Controller
              control={form.control}
              name="theme_color"
              render={({ field }) => (
                <ColorInput
                  label="Theme colour"
                  format="hex"
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  error={errors.theme_color?.message}
                />
              )}
            />
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              {FIELDS.map((field) => (
                <TextInput
                  key={field.name}
                  label={field.label}
                  {...form.register(field.name)}
                  error={errors[field.name]?.message}
                />
              ))}
            </SimpleGrid>
            <Group justify="flex-end">
              <Button type="submit" loading={pending}>
                Save settings
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
    </PageShell>
  );
}
