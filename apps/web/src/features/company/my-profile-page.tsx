import {
  Alert,
  Anchor,
  Avatar,
  Button,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Tabs,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LogoControls } from '../../components/logo-controls';
import { Link } from 'react-router';
import { PAGES } from '@logicareers/shared/pages';
import { COMPANY_SIZES } from '@logicareers/shared/constants';
import {
  ZCompanyProfileRequest,
  type TCompanyProfile,
  type TCompanyProfileRequest,
} from '@logicareers/shared/schemas/employer';
import { errorText } from '../../components/form/field-error';
import { PageShell } from '../../components/page-shell';
import { selectData, useMasterOptions } from '../../lib/master-data';
import { can, useProfile } from '../../lib/session';
import { companyProfileQuery, useRemoveLogo, useSaveProfile, useUploadLogo } from './company-api';
import { SocialTab } from './social-tab';
import { BranchesTab } from './branches-tab';
import { ContactsTab } from './contacts-tab';
import { SubmitRow } from '../../components/form/submit-row';

function LogoSection({ profile, editable }: { profile: TCompanyProfile; editable: boolean }) {
  const { t } = useTranslation('company');
  const upload = useUploadLogo();
  const remove = useRemoveLogo();
  return (
    <Group gap="md" align="center">
      <Avatar
        src={profile.logo_url}
        alt={t('logo.alt', { name: profile.company_name })}
        size={80}
        radius="md"
        color="blue"
      >
        {profile.company_name.slice(0, 2).toUpperCase()}
      </Avatar>
      <Stack gap={4}>
        <Text fw={600}>{t('logo.title')}</Text>
        {!profile.logo_url && (
          <Text size="sm" c="dimmed">
            {t('logo.none')}
          </Text>
        )}
        {editable && (
          <LogoControls
            has={!!profile.logo_url}
            uploading={upload.isPending}
            removing={remove.isPending}
            onFile={(file) => upload.mutate(file)}
            onRemove={() => remove.mutate()}
            words={{
              choose: t('logo.choose'),
              replace: t('logo.replace'),
              remove: t('logo.remove'),
              hint: t('logo.hint'),
            }}
          />
        )}
      </Stack>
    </Group>
  );
}

const profileValues = (p: TCompanyProfile): TCompanyProfileRequest => ({
  company_name: p.company_name,
  primary_email: p.primary_email,
  primary_mobile: p.primary_mobile,
  about: p.about,
  industry_id: p.industry_id,
  size: (p.size ?? null) as TCompanyProfileRequest['size'],
  trade_licence: p.trade_licence,
  trn: p.trn,
  website: p.website,
});

function ProfileForm({ profile, editable }: { profile: TCompanyProfile; editable: boolean }) {
  const { t } = useTranslation('company');
  const industries = useMasterOptions('industry');
  const form = useForm<TCompanyProfileRequest>({
    resolver: zodResolver(ZCompanyProfileRequest),
    defaultValues: profileValues(profile),
  });
  const save = useSaveProfile(form);
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit((values) =>
    save.mutate(values, { onSuccess: (answer) => form.reset(profileValues(answer.data)) }),
  );
  return (
    <form onSubmit={onSubmit} noValidate>
      <fieldset disabled={!editable} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
        <Stack>
          <TextInput
            label={t('profile.name')}
            required
            {...form.register('company_name')}
            error={errorText(errors.company_name)}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label={t('profile.email')}
              type="email"
              required
              {...form.register('primary_email')}
              error={errorText(errors.primary_email)}
            />
            <TextInput
              label={t('profile.mobile')}
              type="tel"
              required
              {...form.register('primary_mobile')}
              error={errorText(errors.primary_mobile)}
            />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Controller
              control={form.control}
              name="industry_id"
              render={({ field }) => (
                <Select
                  label={t('profile.industry')}
                  searchable
                  clearable
                  data={selectData(industries)}
                  value={field.value ? String(field.value) : null}
                  onChange={(v) => field.onChange(v ? Number(v) : null)}
                  error={errorText(errors.industry_id)}
                  disabled={!editable}
                />
              )}
            />
            <Controller
              control={form.control}
              name="size"
              render={({ field }) => (
                <Select
                  label={t('profile.size')}
                  clearable
                  data={COMPANY_SIZES.map((size) => ({
                    value: size,
                    label: t('profile.sizeValue', { size }),
                  }))}
                  value={field.value || null}
                  onChange={(v) => field.onChange(v)}
                  error={errorText(errors.size)}
                  disabled={!editable}
                />
              )}
            />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label={t('profile.licence')}
              {...form.register('trade_licence')}
              error={errorText(errors.trade_licence)}
            />
            <TextInput
              label={t('profile.trn')}
              description={t('profile.trnHint')}
              inputWrapperOrder={['label', 'input', 'description', 'error']}
              inputMode="numeric"
              dir="ltr"
              maxLength={15}
              {...form.register('trn')}
              error={errorText(errors.trn)}
            />
            <TextInput
              label={t('profile.website')}
              type="url"
              placeholder={t('profile.websitePlaceholder')}
              {...form.register('website')}
              error={errorText(errors.website)}
            />
          </SimpleGrid>
          <Textarea
            label={t('profile.about')}
            autosize
            minRows={4}
            maxRows={12}
            {...form.register('about')}
            error={errorText(errors.about)}
          />
          {editable && <SubmitRow loading={save.isPending} label={t('profile.save')} />}
        </Stack>
      </fieldset>
    </form>
  );
}

/** The company's own profile: details and logo, contacts, branches and social links. */
export function MyProfilePage() {
  const { t } = useTranslation('company');
  const { profile: me } = useProfile();
  const editable = can(me, 'company.manage');
  const { data, isPending, isError, refetch } = useQuery(companyProfileQuery);
  return (
    <PageShell
      title={t('profile.title')}
      description={t('profile.description')}
      actions={
        <Group gap="md">
          {editable && (
            <Anchor component={Link} to={PAGES.management.companyUsers} size="sm">
              {t('profile.links.users')}
            </Anchor>
          )}
          {editable && (
            <Anchor component={Link} to={PAGES.management.companyRoles} size="sm">
              {t('profile.links.roles')}
            </Anchor>
          )}
          <Anchor component={Link} to={PAGES.employer.view} size="sm">
            {t('profile.links.page')}
          </Anchor>
        </Group>
      }
    >
      {isError ? (
        <Alert color="red" role="alert" title={t('profile.error')}>
          <Button variant="light" color="red" mt="xs" onClick={() => void refetch()}>
            {t('profile.retry')}
          </Button>
        </Alert>
      ) : isPending ? (
        <Stack aria-busy="true">
          <Skeleton h={80} />
          <Skeleton h={320} />
        </Stack>
      ) : (
        <Stack>
          {!editable && (
            <Alert color="gray" variant="light">
              {t('profile.readOnly')}
            </Alert>
          )}
          <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
            <Tabs defaultValue="profile" keepMounted={false}>
              <Tabs.List mb="md">
                <Tabs.Tab value="profile">{t('profile.tabs.profile')}</Tabs.Tab>
                <Tabs.Tab value="contacts">{t('profile.tabs.contacts')}</Tabs.Tab>
                <Tabs.Tab value="branches">{t('profile.tabs.branches')}</Tabs.Tab>
                <Tabs.Tab value="social">{t('profile.tabs.social')}</Tabs.Tab>
              </Tabs.List>
              <Tabs.Panel value="profile">
                <Stack gap="lg">
                  <LogoSection profile={data} editable={editable} />
                  <ProfileForm profile={data} editable={editable} />
                </Stack>
              </Tabs.Panel>
              <Tabs.Panel value="contacts">
                <ContactsTab profile={data} editable={editable} />
              </Tabs.Panel>
              <Tabs.Panel value="branches">
                <BranchesTab profile={data} editable={editable} />
              </Tabs.Panel>
              <Tabs.Panel value="social">
                <SocialTab profile={data} editable={editable} />
              </Tabs.Panel>
            </Tabs>
          </Paper>
        </Stack>
      )}
    </PageShell>
  );
}
