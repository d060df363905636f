import { useState } from 'react';
import { Button } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { TInvoice } from '@logicareers/shared/schemas/plans';
import { downloadFile } from '../../lib/api-client';
import { showErrorToasts } from '../../lib/toasts';

/** Downloads a tax invoice's PDF (signed in, so fetched and handed to the browser). */
export function InvoiceButton({ invoice }: { invoice: Pick<TInvoice, 'number' | 'pdf_url'> }) {
  const { t } = useTranslation('plans');
  const [busy, setBusy] = useState(false);
  return (
    <Button
      size="xs"
      variant="light"
      loading={busy}
      leftSection={<IconDownload size={14} aria-hidden />}
      onClick={() => {
        setBusy(true);
        downloadFile(invoice.pdf_url, `${invoice.number}.pdf`)
          .catch(showErrorToasts)
          .finally(() => setBusy(false));
      }}
    >
      {t('invoice.download', { number: invoice.number })}
    </Button>
  );
}
