import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageShell } from '../../components/page-shell';

/** The page of an e-mail template that is not there (removed, or another company's). */
export function TemplateNotFound() {
  const { t } = useTranslation('communications');
  return (
    <PageShell title={t('view.title')}>
      <Alert color="yellow" role="alert">
        {t('editor.notFound')}
      </Alert>
    </PageShell>
  );
}
