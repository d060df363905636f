import { useQuery } from '@tanstack/react-query';
import { API } from '@logicareers/shared/api';
import type { TJobAlert, TJobAlertValues } from '@logicareers/shared/schemas/alerts';
import { api } from '../../../lib/api-client';

export const ALERTS_KEY = ['job-alerts'] as const;

/** The signed-in candidate's alerts, newest first. */
export function useJobAlerts(enabled = true) {
  return useQuery({
    queryKey: ALERTS_KEY,
    queryFn: () => api<{ data: TJobAlert[] }>(API.alerts.list).then((r) => r.data),
    enabled,
    retry: 1,
  });
}

/** What a saved alert sends back to PUT: its search as it stands, with `paused` when given. */
export const alertValues = (alert: TJobAlert, paused?: boolean): TJobAlertValues => ({
  name: alert.name,
  keywords: alert.keywords,
  state: alert.state,
  functional_area: alert.functional_area,
  designation: alert.designation,
  industry: alert.industry,
  employment_type: alert.employment_type,
  experience: alert.experience,
  salary_min: alert.salary_min,
  frequency: alert.frequency,
  ...(paused === undefined ? {} : { paused }),
});

export const saveAlert = (values: TJobAlertValues, id?: string) =>
  api<{ message: string; data: TJobAlert }>(id ? API.alerts.one(id) : API.alerts.list, {
    method: id ? 'PUT' : 'POST',
    body: values as unknown as Record<string, unknown>,
  });

export const deleteAlert = (id: string) =>
  api<{ message: string }>(API.alerts.one(id), { method: 'DELETE' });
