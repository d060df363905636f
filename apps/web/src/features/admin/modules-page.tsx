import { Alert, Paper, Stack, Switch, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SITE_MODULE_KEYS, type SiteModule } from '@logicareers/shared/modules';
import { PageShell } from '../../components/page-shell';
import { useSiteSettings } from '../../lib/settings';
import { useSaveModules } from './admin-api';

/**
 * The site's features, each switched on or off at once: a switched-off feature leaves the menus
 * and pages for everyone, and its routes answer 404.
 */
export function ModulesPage() {
  const { t } = useTranslation('admin');
  const { modules } = useSiteSettings();
  const save = useSaveModules();
  const pending = save.isPending ? save.variables : undefined;
  const toggle = (module: SiteModule, on: boolean) => save.mutate({ [module]: on });
  return (
    <PageShell title={t('modules.title')} description={t('modules.description')} size="md">
      <Paper withBorder p="lg" radius="md">
        <Stack gap="lg">
          {save.isError && (
            <Alert color="red" role="alert">
              {t('modules.failed', { message: save.error.message })}
            </Alert>
          )}
          {SITE_MODULE_KEYS.map((module) => (
            <Switch
              key={module}
              size="md"
              checked={pending?.[module] ?? modules[module]}
              disabled={!!pending && module in pending}
              onChange={(event) => toggle(module, event.currentTarget.checked)}
              label={<Text fw={600}>{t(`modules.items.${module}.name`)}</Text>}
              description={t(`modules.items.${module}.description`)}
            />
          ))}
        </Stack>
      </Paper>
    </PageShell>
  );
}
