import { SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  SOCIAL_NETWORKS,
  ZSocialLinksRequest,
  type TCompanyProfile,
  type TSocialLinksRequest,
} from '@logicareers/shared/schemas/employer';
import { errorText } from '../../components/form/field-error';
import { useSaveSocial } from './company-api';
import { SubmitRow } from '../../components/form/submit-row';

const socialValues = (p: TCompanyProfile): TSocialLinksRequest =>
  Object.fromEntries(
    SOCIAL_NETWORKS.map((n) => [n, p.social_links[n] ?? '']),
  ) as TSocialLinksRequest;

/** The company's links to its pages on social networks. */
export function SocialTab({ profile, editable }: { profile: TCompanyProfile; editable: boolean }) {
  const { t } = useTranslation('company');
  const form = useForm<TSocialLinksRequest>({
    resolver: zodResolver(ZSocialLinksRequest),
    defaultValues: socialValues(profile),
  });
  const save = useSaveSocial(form);
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit((values) =>
    save.mutate(values, { onSuccess: (answer) => form.reset(socialValues(answer.data)) }),
  );
  return (
    <form onSubmit={onSubmit} noValidate>
      <fieldset disabled={!editable} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
        <Stack>
          <Text size="sm" c="dimmed">
            {t('social.hint')}
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {SOCIAL_NETWORKS.map((network) => (
              <TextInput
                key={network}
                label={t(`social.networks.${network}`)}
                type="url"
                placeholder="https://"
                {...form.register(network)}
                error={errorText(errors[network])}
              />
            ))}
          </SimpleGrid>
          {editable && <SubmitRow loading={save.isPending} label={t('social.save')} />}
        </Stack>
      </fieldset>
    </form>
  );
}
