import { useTranslation } from 'react-i18next';
import type { TCreditNote, TInvoice } from '@logicareers/shared/schemas/plans';
import { DownloadButton } from '../../components/download-button';

/** Downloads a tax invoice's PDF (signed in, so fetched and handed to the browser). */
export function InvoiceButton({ invoice }: { invoice: Pick<TInvoice, 'number' | 'pdf_url'> }) {
  const { t } = useTranslation('plans');
  return (
    <DownloadButton
      size="xs"
      variant="light"
      path={invoice.pdf_url}
      filename={`${invoice.number}.pdf`}
    >
      {t('invoice.download', { number: invoice.number })}
    </DownloadButton>
  );
}

/** Downloads a credit note's PDF, as an invoice's. */
export function CreditNoteButton({ note }: { note: Pick<TCreditNote, 'number' | 'pdf_url'> }) {
  const { t } = useTranslation('plans');
  return (
    <DownloadButton size="xs" variant="light" path={note.pdf_url} filename={`${note.number}.pdf`}>
      {t('creditNote.download', { number: note.number })}
    </DownloadButton>
  );
}
