import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { paths } from '@logicareers/shared/pages';
import { PageLoader } from '../../components/guards';
import { PageShell } from '../../components/page-shell';
import { TemplateNotFound } from './template-not-found';
import { templateQuery } from './communications-api';
import { ComposePage } from './compose-page';
import { EmailTemplateEditor } from './email-template-editor';

/** `email-template/{action}`: `create`, `edit-{id}` or `compose`. */
export function EmailTemplateActionPage() {
  const { t } = useTranslation('communications');
  const { action } = useParams();
  const editId = /^edit-(\d+)$/.exec(action ?? '')?.[1];
  const template = useQuery(templateQuery(editId));
  if (action === 'compose') return <ComposePage />;
  if (action !== 'create' && !editId)
    return <Navigate to={paths.workspace.emailTemplates} replace />;
  if (editId && template.isPending) return <PageLoader />;
  if (template.error) return <TemplateNotFound />;
  return (
    <PageShell
      size="lg"
      title={
        editId ? t('editor.editTitle', { name: template.data?.name ?? '' }) : t('editor.newTitle')
      }
    >
      <EmailTemplateEditor key={editId ?? 'new'} template={template.data} />
    </PageShell>
  );
}
