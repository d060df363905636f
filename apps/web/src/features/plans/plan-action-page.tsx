import { Alert } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams, useSearchParams } from 'react-router';
import { paths } from '@logicareers/shared/pages';
import { PageLoader } from '../../components/guards';
import { PageShell } from '../../components/page-shell';
import { AssignForm } from './assign-form';
import { PlanForm } from './plan-form';
import { plansQuery } from './plans-api';
import { LoadError } from '../../components/load-state';

/**
 * `/admin-pannel/subscription/{action}`: `create` or `edit-{id}` a plan, or `assign` one to a
 * client (`?company=` and `?plan=` to start from).
 */
export function PlanActionPage() {
  const { t } = useTranslation('plans');
  const navigate = useNavigate();
  const { action } = useParams();
  const [search] = useSearchParams();
  const plans = useQuery(plansQuery);
  const match = /^edit-(\d+)$/.exec(action ?? '');
  const editId = match ? Number(match[1]) : undefined;
  if (action !== 'create' && action !== 'assign' && editId === undefined)
    return <Navigate to={paths.admin.plans} replace />;
  if (plans.isPending) return <PageLoader />;
  if (plans.error)
    return (
      <PageShell title={action === 'assign' ? t('assign.title') : t('list.title')}>
        <LoadError onRetry={() => void plans.refetch()} />
      </PageShell>
    );
  const back = () => navigate(paths.admin.plans);
  if (action === 'assign')
    return (
      <PageShell size="lg" title={t('assign.title')} description={t('assign.description')}>
        <AssignForm
          plans={plans.data}
          companyId={search.get('company') ?? undefined}
          planId={search.get('plan') ?? undefined}
          onSaved={() =>
            navigate(
              paths.admin.subscriptionHistory(
                search.get('company') ? `company=${search.get('company')}` : '',
              ),
            )
          }
          onCancel={back}
        />
      </PageShell>
    );
  const plan = editId === undefined ? undefined : plans.data.find((p) => p.id === editId);
  if (editId !== undefined && !plan)
    return (
      <PageShell title={t('list.title')}>
        <Alert color="yellow" role="alert">
          {t('form.notFound')}
        </Alert>
      </PageShell>
    );
  return (
    <PageShell
      size="lg"
      title={plan ? t('form.editTitle', { name: plan.name }) : t('form.newTitle')}
    >
      <PlanForm key={editId ?? 'new'} plan={plan} onSaved={back} onCancel={back} />
    </PageShell>
  );
}
