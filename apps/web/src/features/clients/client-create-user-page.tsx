import { Anchor, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import {
  ZCompanyUserCreateRequest,
  type TCompanyUserCreateRequest,
} from '@logicareers/shared/schemas/employer';
import {
  EmployerContactFields,
  EMPTY_CONTACT,
} from '../../components/form/employer-contact-fields';
import { PageShell } from '../../components/page-shell';
import { clientQuery, useCreateClientUser } from './clients-api';
import { useClientPaths } from './client-paths';
import { SubmitRow } from '../../components/form/submit-row';

const DEFAULTS: TCompanyUserCreateRequest = {
  ...EMPTY_CONTACT,
};

/** A new user of a client: the employer contact form in create mode. */
export function ClientCreateUserPage() {
  const { t } = useTranslation('clients');
  const id = Number(useParams().id);
  const links = useClientPaths();
  const navigate = useNavigate();
  const valid = Number.isInteger(id) && id > 0;
  const { data, isError } = useQuery({ ...clientQuery(id), enabled: valid });
  const form = useForm<TCompanyUserCreateRequest>({
    resolver: zodResolver(ZCompanyUserCreateRequest),
    defaultValues: DEFAULTS,
  });
  const create = useCreateClientUser(id, form);
  const kind = data?.profile.kind ?? 'employer';
  const onSubmit = form.handleSubmit((values) =>
    create.mutate(values, { onSuccess: () => void navigate(links.view(kind, id)) }),
  );
  return (
    <PageShell
      size="md"
      title={data ? t('createUser.title', { name: data.profile.company_name }) : '…'}
      description={t('createUser.description')}
    >
      <Stack>
        <Anchor component={Link} to={links.view(kind, id)} size="sm">
          {t('createUser.back')}
        </Anchor>
        <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
          {!valid || isError ? (
            <Text role="alert">{t('view.notFound')}</Text>
          ) : !data ? (
            <Skeleton h={200} />
          ) : (
            <form onSubmit={onSubmit} noValidate>
              <Stack>
                <EmployerContactFields form={form} mode="create" />
                <SubmitRow loading={create.isPending} label={t('createUser.submit')} />
              </Stack>
            </form>
          )}
        </Paper>
      </Stack>
    </PageShell>
  );
}
