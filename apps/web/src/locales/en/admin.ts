/** Texts of the admin area: settings, the e-mail outbox and employers awaiting activation. */
export const admin = {
  settings: {
    title: 'Site settings',
    description: 'Theme, logo and contact details shown across the site',
    themeColor: 'Theme colour',
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
    submit: 'Save settings',
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
