import { Button, Group, Stack } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type UseFormReturn } from 'react-hook-form';
import { ZJobForm, type TJobForm } from '@logicareers/shared/schemas/jobs';
import { DescriptionSection, ExperienceAndPaySection, RoleSection } from './job-form-sections';

export type JobFormValues = TJobForm;

const inDays = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

export const emptyJob = (): JobFormValues => ({
  title: '',
  designation_id: undefined as unknown as number,
  functional_area_id: undefined as unknown as number,
  industry_id: undefined as unknown as number,
  state_id: undefined as unknown as number,
  employment_type: 'full_time',
  experience_min: 0,
  experience_max: null,
  salary_min: null,
  salary_max: null,
  salary_hidden: false,
  vacancies: 1,
  skill_ids: [],
  description: '',
  requirements: '',
  benefits: '',
  valid_through: inDays(30),
  confidential: false,
});

/** The job form's state, checked by the shared job rules. */
export const useJobForm = (initial: JobFormValues) =>
  useForm<JobFormValues>({ resolver: zodResolver(ZJobForm), defaultValues: initial });

export interface JobFormAction {
  label: string;
  /** Whether the form must pass the job rules (saving a template does not need a future date). */
  validate: boolean;
  variant?: 'filled' | 'default' | 'light';
  run: (values: JobFormValues) => void;
}

/** The job form of create, edit and templates: every field of a logistics job. */
export function JobForm({
  form,
  actions,
  pending = false,
  withDate = true,
}: {
  form: UseFormReturn<JobFormValues>;
  actions: JobFormAction[];
  /** A save is under way: the buttons wait. */
  pending?: boolean;
  withDate?: boolean;
}) {
  const runAction = (action: JobFormAction) => {
    if (action.validate) void form.handleSubmit(action.run)();
    else action.run(form.getValues());
  };
  return (
    <form onSubmit={(e) => e.preventDefault()} noValidate>
      <Stack gap="lg">
        <RoleSection form={form} withDate={withDate} />
        <ExperienceAndPaySection form={form} />
        <DescriptionSection form={form} />
        <Group justify="flex-end">
          {actions.map((action) => (
            <Button
              key={action.label}
              variant={action.variant ?? 'filled'}
              loading={pending}
              onClick={() => runAction(action)}
            >
              {action.label}
            </Button>
          ))}
        </Group>
      </Stack>
    </form>
  );
}
