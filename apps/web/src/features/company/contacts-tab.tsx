import { Modal, Stack, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PartList } from './part-list';
import {
  ZCompanyContactRequest,
  type TCompanyContact,
  type TCompanyContactRequest,
  type TCompanyProfile,
} from '@logicareers/shared/schemas/employer';
import { errorText } from '../../components/form/field-error';
import { useRemoveContact, useSaveContact } from './company-api';
import { SubmitRow } from '../../components/form/submit-row';

const CONTACT_DEFAULTS: TCompanyContactRequest = {
  name: '',
  designation: '',
  email: '',
  phone: '',
};

function ContactModal({
  contact,
  onClose,
}: {
  contact: TCompanyContact | 'new';
  onClose: () => void;
}) {
  const { t } = useTranslation('company');
  const form = useForm<TCompanyContactRequest>({
    resolver: zodResolver(ZCompanyContactRequest),
    defaultValues:
      contact === 'new'
        ? CONTACT_DEFAULTS
        : {
            name: contact.name,
            designation: contact.designation,
            email: contact.email,
            phone: contact.phone,
          },
  });
  const save = useSaveContact(form);
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit((values) =>
    save.mutate({ id: contact === 'new' ? null : contact.id, values }, { onSuccess: onClose }),
  );
  return (
    <Modal
      opened
      onClose={onClose}
      title={contact === 'new' ? t('contacts.newTitle') : t('contacts.editTitle')}
      centered
    >
      <form onSubmit={onSubmit} noValidate>
        <Stack>
          <TextInput
            label={t('contacts.name')}
            required
            data-autofocus
            {...form.register('name')}
            error={errorText(errors.name)}
          />
          <TextInput
            label={t('contacts.designation')}
            {...form.register('designation')}
            error={errorText(errors.designation)}
          />
          <TextInput
            label={t('contacts.email')}
            type="email"
            {...form.register('email')}
            error={errorText(errors.email)}
          />
          <TextInput
            label={t('contacts.phone')}
            type="tel"
            {...form.register('phone')}
            error={errorText(errors.phone)}
          />
          <SubmitRow
            loading={save.isPending}
            label={t('contacts.save')}
            onCancel={onClose}
            cancelLabel={t('contacts.cancel')}
          />
        </Stack>
      </form>
    </Modal>
  );
}

/** The company's contacts, each added, edited and removed in a dialog. */
export function ContactsTab({
  profile,
  editable,
}: {
  profile: TCompanyProfile;
  editable: boolean;
}) {
  const { t } = useTranslation('company');
  const remove = useRemoveContact();
  const orDash = (text: string) => text || '—';
  return (
    <PartList
      items={profile.contacts}
      editable={editable}
      add={t('contacts.add')}
      empty={t('contacts.empty')}
      removeTitle={t('contacts.removeTitle')}
      columns={[
        { header: t('contacts.name'), cell: (c) => c.name },
        { header: t('contacts.designation'), cell: (c) => orDash(c.designation) },
        { header: t('contacts.email'), cell: (c) => orDash(c.email) },
        { header: t('contacts.phone'), cell: (c) => orDash(c.phone) },
      ]}
      rowTexts={(c) => ({
        edit: t('contacts.edit', { name: c.name }),
        remove: t('contacts.remove', { name: c.name }),
        removeText: t('contacts.removeText', { name: c.name }),
      })}
      removing={remove.isPending}
      onRemove={(c, close) => remove.mutate(c.id, { onSuccess: close })}
      modal={(contact, close) => <ContactModal contact={contact} onClose={close} />}
    />
  );
}
