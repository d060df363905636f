/** Business constants of SPEC.md section 9. */
export const QUERY_STALE_TIME_MS = 520_000;
export const QUERY_GC_TIME_MS = 520_000;
export const QUERY_RETRY_MIN_MS = 1_000;
export const QUERY_RETRY_MAX_MS = 30_000;
export const TOAST_DURATION_MS = 3_000;
export const TOAST_POSITION = 'top-right';
export const TOAST_LIMIT = 20;
export const SUBSCRIPTION_THANKS_MS = 2_000;
export const MOBILE_BREAKPOINT_PX = 768;
export const HEADER_SHADOW_SCROLL_PX = 70;
export const PHONE_MAX_LENGTH = 250;
export const NOT_FOUND_RELOAD_MS = 100;
export const NOT_FOUND_TOAST = 'App updated. Reloading...';
export const SUBSCRIPTION_SUBJECT = 'Request for E mail subscription';
export const TOKEN_STORAGE_KEY = 'token';
export const LANGUAGE_STORAGE_KEY = 'language';
/** The digits (`latn` or `arab`) the browser shows Arabic numbers with. */
export const DIGITS_STORAGE_KEY = 'digits';

/** One-time password reset codes. */
export const OTP_LENGTH = 6;
export const OTP_TTL_MINUTES = 10;
export const OTP_MAX_ATTEMPTS = 5;
/** A code that confirms a new sign-in e-mail: sent to the new address, as long and as tried as above. */
export const EMAIL_CHANGE_CODE_TTL_MINUTES = 30;

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/** Site settings stored in the database, with the defaults of SPEC.md. */
export const DEFAULT_SITE_SETTINGS = {
  theme_color: '#4dabf7',
  logo_url: '/logo.svg',
  site_name: 'LogiCareers',
  contact_email: 'info@logicareers.ae',
  contact_phone: '+971501234567',
  whatsapp_url: 'https://wa.me/971501234567',
  linkedin_url: 'https://www.linkedin.com/company/logicareers',
  facebook_url: 'https://www.facebook.com/logicareers',
  instagram_url: 'https://www.instagram.com/logicareers',
  x_url: 'https://x.com/logicareers',
  /** What search engines and shared links show for pages that have no title of their own. */
  seo_title: 'LogiCareers | Logistics and supply-chain jobs in the UAE',
  seo_description:
    'LogiCareers: logistics, freight, warehousing and supply-chain jobs in the UAE. Find jobs, post jobs and hire faster.',
  /**
   * Retention of candidate accounts (decision 028): months without signing in after which the
   * candidate is warned by e-mail, and after which the account is erased.
   */
  retention_warn_months: '24',
  retention_erase_months: '36',
  /** The site's name, page title and description in Arabic; empty: the English ones are shown. */
  site_name_ar: '',
  seo_title_ar: 'LogiCareers | وظائف الخدمات اللوجستية وسلاسل الإمداد في الإمارات',
  seo_description_ar:
    'LogiCareers: وظائف الخدمات اللوجستية والشحن والمستودعات وسلاسل الإمداد في الإمارات. ابحث عن وظيفة، وانشر وظائفك، ووظّف بسرعة أكبر.',
  /**
   * The seller printed on every tax invoice and credit note (UAE VAT: legal name, address, tax
   * registration number), in English and Arabic. Empty until the master admin enters them: no tax
   * invoice is issued before (decision 044). An issued document keeps the values it was issued with.
   */
  seller_name: '',
  seller_name_ar: '',
  seller_address: '',
  seller_address_ar: '',
  seller_trn: '',
  /** Where clients pay by bank transfer, printed on pro-forma invoices; empty until entered. */
  seller_bank_name: '',
  seller_account_name: '',
  seller_iban: '',
  seller_swift: '',
} as const;

/** Upload limits: CVs (PDF or DOCX) and profile photos. */
export const CV_MAX_BYTES = 5 * 1024 * 1024;
export const PHOTO_MAX_BYTES = 2 * 1024 * 1024;
/** A logo's (the site's or a company's) shortest and longest side, in pixels. */
export const LOGO_MIN_SIDE = 16;
export const LOGO_MAX_SIDE = 4000;

/** The version of the privacy notice a candidate accepts (kept with the acceptance's time). */
export const PRIVACY_NOTICE_VERSION = '2026-11';
/** Employees of a company, for its profile. */
export const COMPANY_SIZES = ['1-10', '11-50', '51-200', '201-500', '501-1000', '1000+'] as const;
