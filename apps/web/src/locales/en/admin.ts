/** Texts of the admin area: settings, the e-mail outbox and employers awaiting activation. */
export const admin = {
  settings: {
    title: 'Site settings',
    description: 'Theme, logo, contact details and search-engine texts shown across the site',
    themeColor: 'Theme colour',
    logo: {
      title: 'Site logo',
      builtIn: 'The built-in logo is shown.',
      own: 'Your uploaded logo is shown in the header.',
      choose: 'Upload logo',
      replace: 'Replace logo',
      remove: 'Use the built-in logo',
      hint: 'A square mark shows best; a wider one is drawn whole, smaller. JPEG, PNG or WebP, at most 2 MB, 16 to 4000 pixels a side. SVG is not accepted.',
    },
    field: {
      site_name: 'Site name',
      logo_url: 'Logo URL',
      contact_email: 'Contact e-mail',
      contact_phone: 'Contact phone (WhatsApp)',
      whatsapp_url: 'WhatsApp chat link',
      linkedin_url: 'LinkedIn page',
      facebook_url: 'Facebook page',
      instagram_url: 'Instagram page',
      x_url: 'X page',
    },
    seo: 'Site name, search engines and shared links',
    seoTitle: 'Page title',
    seoTitleHint: 'For pages without a title of their own; at most 70 characters',
    seoDescription: 'Page description',
    seoDescriptionHint: 'The summary under the title in search results; at most 160 characters',
    retention: 'Retention of candidate accounts',
    retentionWarn: 'Warn inactive candidates after (months)',
    retentionWarnHint: 'Candidates who have not signed in for this long are e-mailed once.',
    retentionErase: 'Erase inactive candidates after (months)',
    retentionEraseHint:
      'Their accounts are erased, at least 30 days after the warning. Update the privacy policy when you change this.',
    seller: 'Seller on tax invoices',
    sellerName: 'Legal name',
    sellerAddress: 'Address',
    sellerTrn: 'Tax registration number (TRN)',
    sellerTrnHint:
      'The 15 digits of the UAE VAT registration. No tax invoice is issued until the legal name in English and Arabic, the address and the TRN are given.',
    bank: 'Bank account for transfers',
    bankHint:
      'Printed on pro-forma invoices so that clients can pay by bank transfer. Clients cannot order a plan on the site until it is given.',
    bankName: 'Bank',
    accountName: 'Account name',
    iban: 'IBAN',
    ibanHint: 'AE and 21 digits; spaces are removed',
    swift: 'SWIFT code',
    swiftHint: '8 or 11 letters and digits',
    submit: 'Save settings',
  },
  modules: {
    title: 'Site features',
    description: 'Switch whole features on or off for everyone, at once',
    failed: 'The change was not saved. {{message}}',
    items: {
      job_alerts: {
        name: 'Job alerts',
        description: 'Candidates save searches as alerts and get matching jobs by e-mail.',
      },
      employer_cv_search: {
        name: 'CV search for employers',
        description:
          'Employers search the candidate database and keep saved searches. The consultancy always can.',
      },
      logistics_news: {
        name: 'Logistics news',
        description: 'News articles on the public site and the latest on the landing page.',
      },
      email_subscription: {
        name: 'E-mail subscription',
        description: 'Visitors subscribe to job e-mails from the footer.',
      },
      whatsapp: {
        name: 'WhatsApp shortcut',
        description: 'The floating contact button offers a WhatsApp chat with the site.',
      },
      employer_signup: {
        name: 'Employer self-registration',
        description:
          'Companies register as employers themselves; administrators can always add them.',
      },
    },
  },
  outbox: {
    title: 'E-mail outbox',
    description: 'Every e-mail the site sends, newest first',
    empty: 'No e-mail yet.',
    to: 'To {{to}} · {{date}}',
    status: {
      pending: 'pending',
      sending: 'sending',
      sent: 'sent',
      failed: 'failed',
      cancelled: 'cancelled (send stopped)',
    },
    lastError: 'Last error: {{error}} (attempts: {{attempts}})',
    secretHidden: 'Secret hidden',
    secretHiddenNote:
      'The code or link in this e-mail is hidden (••••••): only its recipient ever sees it.',
    demo: {
      title: 'Demo mailbox',
      description:
        'This demo has no mail server: each e-mail arrives here as its reader gets it, with its links and codes, so you can follow every e-mailed step. A real site sends them instead.',
    },
  },
  pending: {
    title: 'Employers awaiting activation',
    empty: 'No employer is waiting. New registrations appear here.',
    column: {
      company: 'Company',
      contact: 'Contact',
      phone: 'Phone',
      registered: 'Registered',
      action: 'Action',
    },
    activate: 'Activate',
    activateLabel: 'Activate {{company}}',
  },
} as const;
