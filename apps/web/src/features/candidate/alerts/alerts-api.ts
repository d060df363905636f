import type { ServerErrorTarget } from '../../../lib/form';
import { useMutation, useQuery } from '@tanstack/react-query';
import type { FieldValues } from 'react-hook-form';
import { API } from '@logicareers/shared/api';
import {
  ALERT_MESSAGES,
  type TJobAlert,
  type TJobAlertValues,
} from '@logicareers/shared/schemas/alerts';
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

const saveAlert = (values: TJobAlertValues, id?: string) =>
  api<{ message: string; data: TJobAlert }>(id ? API.alerts.one(id) : API.alerts.list, {
    method: id ? 'PUT' : 'POST',
    body: values as unknown as Record<string, unknown>,
  });

/** Creates an alert, or changes the one whose id is given. */
export const useSaveAlert = <T extends FieldValues>(form?: ServerErrorTarget<T>) =>
  useMutation({
    mutationFn: ({ values, id }: { values: TJobAlertValues; id?: string }) => saveAlert(values, id),
    meta: { form, invalidates: [ALERTS_KEY] },
  });

/** Turns an alert's e-mails off, or on again. */
export const useTogglePaused = () =>
  useMutation({
    mutationFn: (alert: TJobAlert) =>
      saveAlert(alertValues(alert, !alert.paused), alert.id).then((answer) => ({
        ...answer,
        message: alert.paused ? ALERT_MESSAGES.resumed : ALERT_MESSAGES.paused,
      })),
    meta: { invalidates: [ALERTS_KEY] },
  });

export const useDeleteAlert = () =>
  useMutation({
    mutationFn: (id: string) => api<{ message: string }>(API.alerts.one(id), { method: 'DELETE' }),
    meta: { invalidates: [ALERTS_KEY] },
  });
