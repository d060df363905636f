import { Divider, Paper, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams } from 'react-router';
import {
  ZClientCreateRequest,
  type ClientKind,
  type TClientCreateRequest,
} from '@logicareers/shared/schemas/employer';
import {
  EmployerContactFields,
  EMPTY_CONTACT,
} from '../../components/form/employer-contact-fields';
import { errorText } from '../../components/form/field-error';
import { LinkButton } from '../../components/link-button';
import { PageShell } from '../../components/page-shell';
import { useCreateClient } from './clients-api';
import { isClientKind, useClientPaths } from './client-paths';
import { SubmitRow } from '../../components/form/submit-row';

const defaults = (kind: ClientKind): TClientCreateRequest => ({
  kind,
  company_name: '',
  primary_mobile: '',
  primary_email: '',
  ...EMPTY_CONTACT,
});

function ClientCreateForm({ kind }: { kind: ClientKind }) {
  const { t } = useTranslation('clients');
  const links = useClientPaths();
  const navigate = useNavigate();
  const form = useForm<TClientCreateRequest>({
    resolver: zodResolver(ZClientCreateRequest),
    defaultValues: defaults(kind),
  });
  const create = useCreateClient(form);
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit((values) =>
    create.mutate(values, {
      onSuccess: (answer) => void navigate(links.view(kind, answer.data.id)),
    }),
  );
  return (
    <PageShell
      size="md"
      title={t('create.title', { kind: t(`kindOne.${kind}`) })}
      description={t('create.description')}
    >
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
        <form onSubmit={onSubmit} noValidate>
          <Stack>
            <Title order={2} fz="lg">
              {t('create.company')}
            </Title>
            <TextInput
              label={t('create.companyName')}
              required
              autoComplete="off"
              {...form.register('company_name')}
              error={errorText(errors.company_name)}
            />
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput
                label={t('create.companyEmail')}
                required
                type="email"
                autoComplete="off"
                {...form.register('primary_email')}
                error={errorText(errors.primary_email)}
              />
              <TextInput
                label={t('create.companyMobile')}
                required
                type="tel"
                autoComplete="off"
                {...form.register('primary_mobile')}
                error={errorText(errors.primary_mobile)}
              />
            </SimpleGrid>
            <Divider my="xs" />
            <Title order={2} fz="lg">
              {t('create.contact')}
            </Title>
            <EmployerContactFields form={form} mode="create" />
            <SubmitRow loading={create.isPending} label={t('create.submit')}>
              <LinkButton to={links.list(kind)} variant="default">
                {t('create.cancel')}
              </LinkButton>
            </SubmitRow>
          </Stack>
        </form>
      </Paper>
    </PageShell>
  );
}

/** A new client company with its first contact (the company and employer contact forms). */
export function ClientCreatePage() {
  const params = useParams();
  const links = useClientPaths();
  const kind = links.consultancy ? 'employer' : params.client;
  if (!isClientKind(kind)) return <Navigate to={links.list('employer')} replace />;
  // A new kind starts a new form.
  return <ClientCreateForm key={kind} kind={kind} />;
}
