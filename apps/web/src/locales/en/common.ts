/** Texts of the app's frame, shared components and the data layer. */
export const common = {
  toast: {
    success: '✅ Operation Successful',
    errorTitle: 'Error',
    errorDetail: 'Error: {{message}}',
  },
  action: {
    cancel: 'Cancel',
  },
  form: {
    clear: 'Clear {{label}}',
    nothingMatches: 'Nothing matches',
  },
  role: {
    candidate: 'Candidate',
    employer: 'Employer',
    consultancy: 'Consultancy',
    ats: 'ATS user',
    consultancy_admin: 'Consultancy admin',
    master_admin: 'Master admin',
  },
  applicationStatus: {
    applied: 'Applied',
    shortlisted: 'Shortlisted',
    interview: 'Interview',
    offered: 'Offered',
    hired: 'Hired',
    rejected: 'Rejected',
    withdrawn: 'Withdrawn',
  },
  subscribe: {
    title: 'Job notifications by e-mail',
    lead: 'New logistics jobs in the UAE, straight to your inbox.',
    emailLabel: 'Email for job notifications',
    emailPlaceholder: 'you@example.com',
    submit: 'Subscribe',
    doneTitle: 'Subscribed',
    thanks: 'Thank you for subscribing!',
    confirmHint:
      'If this address is new to us, confirm it with the link we have e-mailed you. Then we will send you new logistics jobs every week.',
  },
  changePassword: {
    title: 'Change password',
    current: 'Current password',
    new: 'New password',
    newHint: 'At least 8 characters',
    confirm: 'Confirm new password',
    submit: 'Change password',
  },
} as const;
