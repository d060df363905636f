import { inArray } from 'drizzle-orm';
import { PLAN_MESSAGES as M } from '@logicareers/shared/schemas/plans';
import { ZSiteSettings } from '@logicareers/shared/schemas/settings';
import type { Db } from '../../db/client';
import { siteSettings } from '../../db/schema';
import { AppError } from '../../lib/errors';
import type { BankAccount } from './invoice-pdf';
import { ltr } from './pdf-text';

const KEYS = [
  'seller_name',
  'seller_name_ar',
  'seller_address',
  'seller_address_ar',
  'seller_trn',
  'seller_bank_name',
  'seller_account_name',
  'seller_iban',
  'seller_swift',
] as const;

/** The seller's settings, each as the settings' rules read it ('' when missing or refused). */
async function sellerSettings(db: Db) {
  const rows = await db
    .select({ key: siteSettings.key, value: siteSettings.value })
    .from(siteSettings)
    .where(inArray(siteSettings.key, [...KEYS]));
  const stored = new Map(rows.map((row) => [row.key, String(row.value)]));
  return (key: (typeof KEYS)[number]) => {
    const parsed = ZSiteSettings.shape[key].safeParse(stored.get(key) ?? '');
    return parsed.success ? parsed.data : '';
  };
}

/**
 * Where clients pay by bank transfer, printed on pro-formas: null until the bank's name, the
 * account's name and the IBAN are all entered (the SWIFT code is optional within the UAE).
 */
export async function bankAccount(db: Db): Promise<BankAccount | null> {
  const value = await sellerSettings(db);
  const bank = {
    bankName: value('seller_bank_name'),
    accountName: value('seller_account_name'),
    iban: value('seller_iban'),
    swift: value('seller_swift'),
  };
  return bank.bankName && bank.accountName && bank.iban ? bank : null;
}

/**
 * The seller and its bank account for a client's order: refused (409) until both are entered, as
 * the pro-forma prints them and the client pays by bank transfer.
 */
export async function sellerForOrder(db: Db) {
  const bank = await bankAccount(db);
  if (!bank) throw new AppError('CONFLICT', M.sellerBankMissing);
  try {
    return { seller: await sellerForInvoice(db), bank };
  } catch (error) {
    if (error instanceof AppError) throw new AppError('CONFLICT', M.sellerBankMissing);
    throw error;
  }
}

/**
 * The seller printed on a tax invoice: the site settings the master admin keeps (decision 044),
 * read from their table in the transaction that issues the invoice. Refused (409) while the legal
 * name in either language, the address or the TRN is missing: no invoice goes out with a made-up
 * seller.
 */
export async function sellerForInvoice(db: Db) {
  const value = await sellerSettings(db);
  const seller = {
    name: value('seller_name'),
    nameAr: value('seller_name_ar'),
    address: value('seller_address'),
    addressAr: value('seller_address_ar'),
    trn: value('seller_trn'),
  };
  if (!seller.name || !seller.nameAr || !seller.address || !seller.trn)
    throw new AppError('CONFLICT', M.sellerMissing);
  return seller;
}

/** What an invoice says was supplied, in English and Arabic (the plan's name as it is given). */
export const describeSubscription = (
  plan: { name: string; nameAr: string | null },
  period: { startsOn: string; endsOn: string },
) => ({
  description: `LogiCareers subscription: ${plan.name}, ${period.startsOn} to ${period.endsOn}`,
  descriptionAr: `اشتراك LogiCareers: ${plan.nameAr || plan.name}، من ${ltr(period.startsOn)} إلى ${ltr(period.endsOn)}`,
});
