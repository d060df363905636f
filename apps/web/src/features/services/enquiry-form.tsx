import { Alert, Box, Button, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ContentPageKey } from '@logicareers/shared/service-pages';
import { EnquiryFields, EnquirySent } from './enquiry-parts';
import { useEnquiry } from './use-enquiry';

/**
 * The enquiry form of contact-us and the employer pages: name, company, e-mail, phone, subject and
 * message, with a signed token asked for when it is shown and a field only bots fill in.
 */
export function EnquiryForm({ page }: { page: ContentPageKey }) {
  const { t } = useTranslation('services');
  const { form, onSubmit, sending, problem, sent, sendAnother } = useEnquiry(page);

  if (sent) return <EnquirySent answer={sent} onAnother={sendAnother} />;

  return (
    <Paper withBorder radius="md" p="lg">
      <Box component="form" onSubmit={onSubmit} noValidate aria-labelledby="enquiry-title">
        <Stack gap="sm">
          <Title order={2} fz="xl" id="enquiry-title">
            {t('enquiry.title')}
          </Title>
          <Text size="sm" c="gray.7">
            {t('enquiry.lead')} {t('enquiry.required')}
          </Text>
          {problem && (
            <Alert color="red" role="alert" id="enquiry-problem" tabIndex={-1}>
              {problem}
            </Alert>
          )}
          <EnquiryFields form={form} page={page} />
          <Button type="submit" loading={sending} size="md">
            {t('enquiry.submit')}
          </Button>
        </Stack>
      </Box>
    </Paper>
  );
}
