import { SimpleGrid, Text, Textarea, TextInput, Title } from '@mantine/core';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { TSiteSettings } from '@logicareers/shared/schemas/settings';
import { errorText } from '../../components/form/field-error';
import { LanguageTabs, WRITTEN_IN } from '../../components/form/language-tabs';

type Form = UseFormReturn<TSiteSettings>;

/** The seller's legal name and address in one language, as tax invoices print them. */
function SellerWords({ form, lang }: { form: Form; lang: 'en' | 'ar' }) {
  const { t } = useTranslation('admin');
  const { errors } = form.formState;
  const name = lang === 'ar' ? 'seller_name_ar' : 'seller_name';
  const address = lang === 'ar' ? 'seller_address_ar' : 'seller_address';
  return (
    <>
      <TextInput
        label={t('settings.sellerName')}
        maxLength={200}
        {...WRITTEN_IN[lang]}
        {...form.register(name)}
        error={errorText(errors[name])}
      />
      <Textarea
        label={t('settings.sellerAddress')}
        autosize
        minRows={2}
        maxLength={300}
        {...WRITTEN_IN[lang]}
        {...form.register(address)}
        error={errorText(errors[address])}
      />
    </>
  );
}

/**
 * The seller printed on every tax invoice and credit note (decision 044): the legal name and the
 * address in English and Arabic, and the tax registration number. No invoice is issued until they
 * are given; an issued invoice keeps the values it was issued with.
 */
export function SellerSettings({ form }: { form: Form }) {
  const { t } = useTranslation('admin');
  const { errors } = form.formState;
  return (
    <>
      <Title order={2} fz="md">
        {t('settings.seller')}
      </Title>
      <LanguageTabs
        english={<SellerWords form={form} lang="en" />}
        arabic={<SellerWords form={form} lang="ar" />}
        errors={{
          en: Boolean(errors.seller_name || errors.seller_address),
          ar: Boolean(errors.seller_name_ar || errors.seller_address_ar),
        }}
      />
      <TextInput
        label={t('settings.sellerTrn')}
        description={t('settings.sellerTrnHint')}
        inputMode="numeric"
        maxLength={15}
        dir="ltr"
        {...form.register('seller_trn')}
        error={errorText(errors.seller_trn)}
      />
      <BankAccount form={form} />
    </>
  );
}

/** The seller's bank account, printed on pro-formas: clients cannot order a plan without it. */
function BankAccount({ form }: { form: Form }) {
  const { t } = useTranslation('admin');
  const { errors } = form.formState;
  return (
    <>
      <Title order={3} fz="sm" mt="xs">
        {t('settings.bank')}
      </Title>
      <Text size="sm" c="dimmed" mt={-8}>
        {t('settings.bankHint')}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label={t('settings.bankName')}
          maxLength={200}
          {...form.register('seller_bank_name')}
          error={errorText(errors.seller_bank_name)}
        />
        <TextInput
          label={t('settings.accountName')}
          maxLength={200}
          {...form.register('seller_account_name')}
          error={errorText(errors.seller_account_name)}
        />
        <TextInput
          label={t('settings.iban')}
          description={t('settings.ibanHint')}
          dir="ltr"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={40}
          {...form.register('seller_iban')}
          error={errorText(errors.seller_iban)}
        />
        <TextInput
          label={t('settings.swift')}
          description={t('settings.swiftHint')}
          dir="ltr"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={11}
          {...form.register('seller_swift')}
          error={errorText(errors.seller_swift)}
        />
      </SimpleGrid>
    </>
  );
}
