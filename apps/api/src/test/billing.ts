import { extractText, getDocumentProxy } from 'unpdf';

/*
 * What the billing tests share: the seller the master admin enters in the site settings before any
 * tax invoice (decision 044), its bank account for orders paid by transfer (decision 046), a plan's
 * limits, and the text of a PDF as a reader extracts it.
 */

export const TEST_SELLER = {
  seller_name: 'Gulf Careers Trading LLC',
  seller_name_ar: 'الخليج للوظائف للتجارة ذ.م.م',
  seller_address: 'Office 1204, Bay Square Building 3, Business Bay, Dubai',
  seller_address_ar: 'مكتب 1204، باي سكوير مبنى 3، الخليج التجاري، دبي',
  seller_trn: '100384756200003',
};

/** Written as a bank prints it; the settings keep it as `TEST_IBAN`. */
export const TEST_BANK = {
  seller_bank_name: 'Emirates NBD',
  seller_account_name: 'Gulf Careers Trading LLC',
  seller_iban: 'AE07 0331 2345 6789 0123 456',
  seller_swift: 'ebilaead',
};
export const TEST_IBAN = 'AE070331234567890123456';

/** A plan's limits: unlimited but for those given. */
export const planLimits = (given: Record<string, number | null> = {}) => ({
  job_posts: null,
  featured_jobs: null,
  cv_views: null,
  cv_downloads: null,
  users: null,
  bulk_emails: null,
  ...given,
});

/** The text of a PDF, as a reader (pdf.js) extracts it. */
export async function pdfText(pdf: Uint8Array) {
  const { text } = await extractText(await getDocumentProxy(pdf), { mergePages: true });
  return text;
}
