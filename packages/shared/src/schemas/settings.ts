import { z } from 'zod';
import { DEFAULT_SITE_SETTINGS } from '../constants';
import { MSG } from '../messages';
import { SITE_MODULE_KEYS, type SiteModule } from '../modules';
import { webLink } from './web-link';

// A link of the header or footer; the logo may also be a file of the site itself.
const url = webLink(MSG.webLinkInvalid);
const logo = webLink(MSG.logoLinkInvalid, { sitePath: true });
/** A whole number of months, 1 to 240, kept as text as every setting is. */
const months = z
  .string()
  .trim()
  .regex(/^(?:[1-9]|[1-9][0-9]|1[0-9][0-9]|2[0-3][0-9]|240)$/, {
    error: 'Enter a number of months from 1 to 240',
  });

/** The seller on tax invoices: empty until entered; a TRN is exactly 15 digits. */
const sellerName = z.string().trim().max(200, { error: MSG.sellerNameTooLong });
const sellerAddress = z.string().trim().max(300, { error: MSG.sellerAddressTooLong });
const trn = z
  .string()
  .trim()
  .regex(/^(?:[0-9]{15})?$/, { error: MSG.sellerTrnFormat });

/** The seller's bank account for payments by bank transfer: empty until entered. */
const bankText = z.string().trim().max(200, { error: MSG.sellerBankTooLong });
// Written over in place (not transformed), so that answers carrying the settings can be encoded.
const iban = z
  .string()
  .overwrite((v) => v.replace(/\s+/g, '').toUpperCase())
  .regex(/^(?:AE[0-9]{21})?$/, { error: MSG.sellerIbanFormat });
const swift = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^(?:[A-Z0-9]{8}|[A-Z0-9]{11})?$/, { error: MSG.sellerSwiftFormat });

export const ZSiteSettings = z.object({
  theme_color: z
    .string()
    .trim()
    .regex(/^#[0-9a-fA-F]{6}$/, { error: 'Theme colour must be a hex colour such as #4dabf7' }),
  logo_url: logo,
  site_name: z.string().trim().min(1, { error: 'Site name is required' }).max(100),
  contact_email: z.email({ error: 'Please enter correct email format' }),
  contact_phone: z.string().trim().max(40),
  whatsapp_url: url,
  linkedin_url: url,
  facebook_url: url,
  instagram_url: url,
  x_url: url,
  seo_title: z
    .string()
    .trim()
    .min(1, { error: 'Page title is required' })
    .max(70, { error: 'Page title must be at most 70 characters' }),
  seo_description: z
    .string()
    .trim()
    .min(1, { error: 'Page description is required' })
    .max(160, { error: 'Page description must be at most 160 characters' }),
  retention_warn_months: months,
  retention_erase_months: months,
  /** The Arabic name, page title and description: empty for none (the English ones are shown). */
  site_name_ar: z.string().trim().max(100),
  seo_title_ar: z.string().trim().max(70, { error: 'Page title must be at most 70 characters' }),
  seo_description_ar: z
    .string()
    .trim()
    .max(160, { error: 'Page description must be at most 160 characters' }),
  seller_name: sellerName,
  seller_name_ar: sellerName,
  seller_address: sellerAddress,
  seller_address_ar: sellerAddress,
  seller_trn: trn,
  seller_bank_name: bankText,
  seller_account_name: bankText,
  seller_iban: iban,
  seller_swift: swift,
});
export type TSiteSettings = z.infer<typeof ZSiteSettings>;

/** The settings' words in a language: in Arabic, the Arabic ones where they are given. */
export const settingsIn = <T extends TSiteSettings>(settings: T, lang: 'en' | 'ar'): T =>
  lang === 'ar'
    ? {
        ...settings,
        site_name: settings.site_name_ar || settings.site_name,
        seo_title: settings.seo_title_ar || settings.seo_title,
        seo_description: settings.seo_description_ar || settings.seo_description,
      }
    : settings;
export const ZUpdateSiteSettingsRequest = ZSiteSettings.partial();
export type TUpdateSiteSettingsRequest = z.input<typeof ZUpdateSiteSettingsRequest>;
export const defaultSiteSettings: TSiteSettings = { ...DEFAULT_SITE_SETTINGS };

/** The site's features, each on or off (`modules`). */
export const ZSiteModules = z.object(
  Object.fromEntries(SITE_MODULE_KEYS.map((key) => [key, z.boolean()])) as Record<
    SiteModule,
    z.ZodBoolean
  >,
);
export const ZUpdateSiteModulesRequest = ZSiteModules.partial();
export type TUpdateSiteModulesRequest = z.input<typeof ZUpdateSiteModulesRequest>;
