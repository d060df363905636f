import { Anchor, Stepper, Text } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  ZEmployerRegisterRequest,
  type TEmployerRegisterRequest,
} from '@logicareers/shared/schemas/employer';
import { paths } from '@logicareers/shared/pages';
import { ANSWERS } from '@logicareers/shared/messages';
import { AuthCard } from '../../components/auth-card';
import { useRegisterEmployer } from './auth-api';
import { EmployerCompanyStep, EmployerContactStep } from './employer-sign-up-steps';
import { SignUpDone } from './sign-up-done';
import { EMPTY_CONTACT } from '../../components/form/employer-contact-fields';

const EMPLOYER_DEFAULTS: TEmployerRegisterRequest = {
  company_name: '',
  primary_mobile: '',
  primary_email: '',
  ...EMPTY_CONTACT,
};
const COMPANY_FIELDS = ['company_name', 'primary_mobile', 'primary_email'] as const;

/** An employer's sign-up in two steps: the company, then the contact person. */
export function EmployerSignUp() {
  const { t } = useTranslation('auth');
  const [step, setStep] = useState(0);
  const [done, setDone] = useState<string | null>(null);
  const form = useForm<TEmployerRegisterRequest>({
    resolver: zodResolver(ZEmployerRegisterRequest),
    defaultValues: EMPLOYER_DEFAULTS,
  });
  const registerEmployer = useRegisterEmployer(form);
  const next = async () => {
    if (await form.trigger(COMPANY_FIELDS)) setStep(1);
  };
  // The company's fields are on the first step: back to it when one of them is wrong.
  const companyWrong = () => COMPANY_FIELDS.some((field) => form.getFieldState(field).error);
  const onSubmit = form.handleSubmit(
    (values) =>
      registerEmployer.mutate(values, {
        onSuccess: (answer) => setDone(answer.message || ANSWERS.employerRegistered),
        onError: () => {
          if (companyWrong()) setStep(0);
        },
      }),
    (invalid) => {
      if (COMPANY_FIELDS.some((field) => invalid[field])) setStep(0);
    },
  );
  if (done) {
    return (
      <SignUpDone
        title={t('signUp.employer.doneTitle')}
        message={done}
        note={t('signUp.employer.doneText')}
        homeLabel={t('signUp.employer.home')}
        large
      />
    );
  }
  return (
    <AuthCard
      wide
      title={t('signUp.employer.title')}
      subtitle={t('signUp.employer.subtitle')}
      footer={
        <Text size="sm">
          {t('signUp.employer.alreadyRegistered')}{' '}
          <Anchor component={Link} to={paths.signIn('employer')}>
            {t('signUp.employer.signIn')}
          </Anchor>
        </Text>
      }
    >
      <form onSubmit={onSubmit} noValidate>
        <Stepper
          active={step}
          onStepClick={(s) => (s < step ? setStep(s) : undefined)}
          size="sm"
          mb="lg"
        >
          <Stepper.Step
            label={t('signUp.employer.stepCompany')}
            description={t('signUp.employer.stepCompanyHint')}
          />
          <Stepper.Step
            label={t('signUp.employer.stepContact')}
            description={t('signUp.employer.stepContactHint')}
          />
        </Stepper>
        {step === 0 ? (
          <EmployerCompanyStep form={form} onNext={() => void next()} />
        ) : (
          <EmployerContactStep
            form={form}
            onBack={() => setStep(0)}
            pending={registerEmployer.isPending}
          />
        )}
      </form>
    </AuthCard>
  );
}
