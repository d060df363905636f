/**
 * The English text of every e-mail. Keys are grouped by e-mail; `{{…}}` are filled in by the
 * sender, `_one`/`_other` follow the locale's plural rules and `{{count, number}}` is formatted for
 * the locale. URLs are built by the code and passed whole.
 */
export const mailEn = {
  signature: 'LogiCareers',
  status: {
    applied: 'Applied',
    shortlisted: 'Shortlisted',
    interview: 'Interview',
    offered: 'Offered',
    hired: 'Hired',
    rejected: 'Rejected',
    withdrawn: 'Withdrawn',
  },
  passwordResetCode: {
    subject: 'Your LogiCareers verification code: {{code}}',
    body_one:
      'Your verification code is {{code}}.\n\nIt is valid for {{count, number}} minute and can be used once. If you did not ask to reset your password, you can ignore this e-mail.',
    body_other:
      'Your verification code is {{code}}.\n\nIt is valid for {{count, number}} minutes and can be used once. If you did not ask to reset your password, you can ignore this e-mail.',
  },
  registrationExisting: {
    subject: 'Someone tried to register with your e-mail',
    body: 'Someone tried to create a LogiCareers account with this e-mail address, which already has an account.\n\nIf it was you, sign in at {{signInUrl}} or reset your password at {{resetUrl}}.',
  },
  welcomeCandidate: {
    subject: 'Welcome to LogiCareers',
    body: 'Welcome to LogiCareers, the home of logistics and supply-chain careers in the UAE.\n\nComplete your profile and upload your CV at {{profileUrl}} so that recruiters can find you.',
  },
  employerAwaitingActivation: {
    subject: 'Your LogiCareers employer account is awaiting activation',
    body: 'Thank you for registering {{company}} on LogiCareers.\n\nOur team reviews every new employer. We will e-mail you as soon as your account is active.',
  },
  employerActivated: {
    subject: 'Your LogiCareers employer account is active',
    body: 'Good news: {{company}} is now active on LogiCareers.\n\nSign in at {{signInUrl}} to post jobs and search CVs.',
  },
  subscriptionConfirm: {
    subject: 'Please confirm your LogiCareers job e-mails',
    body_one:
      'Please confirm that you would like a weekly e-mail of new logistics jobs in the UAE at this address:\n\n{{confirmUrl}}\n\nThe link works for {{count, number}} day. If you did not ask for this, ignore this e-mail: nothing more will be sent.',
    body_other:
      'Please confirm that you would like a weekly e-mail of new logistics jobs in the UAE at this address:\n\n{{confirmUrl}}\n\nThe link works for {{count, number}} days. If you did not ask for this, ignore this e-mail: nothing more will be sent.',
  },
  jobAlertDigest: {
    subjectOne_one: '{{count, number}} new job for “{{name}}”',
    subjectOne_other: '{{count, number}} new jobs for “{{name}}”',
    subjectMany: 'New jobs for {{count, number}} of your job alerts',
    greeting: 'Hello,',
    greetingNamed: 'Hello {{name}},',
    introDaily_one:
      'Here are the jobs published on LogiCareers in the last day that match your job alert.',
    introDaily_other:
      'Here are the jobs published on LogiCareers in the last day that match your job alerts.',
    introWeekly_one:
      'Here are the jobs published on LogiCareers in the last week that match your job alert.',
    introWeekly_other:
      'Here are the jobs published on LogiCareers in the last week that match your job alerts.',
    sectionTitle_one: '{{name}}: {{count, number}} new job',
    sectionTitle_other: '{{name}}: {{count, number}} new jobs',
    seeAll_one: 'See all {{count, number}} job: {{url}}',
    seeAll_other: 'See all {{count, number}} jobs: {{url}}',
    search: 'Search these jobs: {{url}}',
    stop: 'Stop these e-mails: {{url}}',
    manage: 'Change or pause your job alerts: {{url}}',
  },
  applicationStatus: {
    subject: 'Your application for {{jobTitle}}: {{status}}',
    greeting: 'Dear {{name}},',
    body: 'The status of your application for {{jobTitle}} is now: {{status}}.',
    nextStep: {
      shortlisted: 'The recruiter has shortlisted you and may contact you soon.',
      interview: 'The recruiter would like to interview you and will contact you with the details.',
      offered: 'The employer is making you an offer. Congratulations!',
      hired: 'Congratulations on your new role!',
      rejected:
        'The employer has decided not to go ahead this time. Keep your profile up to date: new logistics jobs are published every day.',
      applied: 'Your application is back with the recruiter for review.',
      withdrawn: '',
    },
    seeAll: 'See all your applications at {{url}}',
  },
  candidatesSent: {
    subject_one: '{{consultancy}} sent you a candidate',
    subject_other: '{{consultancy}} sent you {{count, number}} candidates',
    greeting: 'Hello {{name}},',
    intro_one: '{{consultancy}} thinks this candidate may suit {{client}}:',
    intro_other: '{{consultancy}} thinks these candidates may suit {{client}}:',
    forJob: 'For your job: {{jobTitle}}',
    note: 'Their note: {{note}}',
    candidate: '  • {{name}}: {{url}}',
    answer_one:
      'Open the link to see the profile and the CV, and answer there: interested, request an interview or not suitable. It works for {{count, number}} day without signing in; please do not forward it.',
    answer_other:
      'Open a link to see the profile and the CV, and answer there: interested, request an interview or not suitable. The links work for {{count, number}} days without signing in; please do not forward them.',
  },
  submissionAnswered: {
    subject: '{{client}} answered about {{candidate}}: {{answer}}',
    body: '{{client}} answered about {{candidate}}{{forJob}}: {{answer}}.',
    forJob: ' for {{jobTitle}}',
    note: 'Their note: {{note}}',
    see: 'See every candidate you sent at {{url}}',
    answers: {
      interested: 'interested',
      interview_requested: 'would like an interview',
      rejected: 'not suitable',
    },
  },
  jobInvitation: {
    subject: '{{company}} invites you to apply: {{jobTitle}}',
    greeting: 'Dear {{name}},',
    body: '{{company}} found your profile on LogiCareers and invites you to apply for {{jobTitle}}.',
    note: 'Their note: {{note}}',
    apply: 'See the job and apply at {{url}}',
  },
  interview: {
    when: 'When: {{when}} (UAE time), {{count, number}} minutes',
    where: {
      in_person: 'Where: {{location}}',
      phone: 'By phone: {{phone}}',
      video: 'Video call: {{link}}',
    },
    map: 'Map: {{link}}',
    forJob: 'For the job: {{jobTitle}}',
    notes: 'Notes: {{notes}}',
    reason: 'Reason: {{reason}}',
    calendar:
      'The calendar invitation is attached: add it to Google Calendar, Outlook or Apple Calendar.',
    invitation: {
      subject: 'Interview with {{company}}: {{when}}',
      subjectUpdated: 'Updated interview with {{company}}: {{when}}',
      greeting: 'Dear {{name}},',
      body: '{{company}} invites you to an interview.',
      bodyUpdated: '{{company}} changed your interview. Please answer again.',
      answer:
        'Accept, decline or ask for another time at {{url}} (no sign-in needed; please do not forward this link).',
    },
    cancelled: {
      subject: 'Interview cancelled: {{company}}, {{when}}',
      body: 'The interview with {{company}} on {{when}} (UAE time) is cancelled.',
      bodyInterviewer: 'The interview with {{candidate}} on {{when}} (UAE time) is cancelled.',
    },
    notice: {
      subject: 'Interview with {{candidate}}: {{when}}',
      subjectUpdated: 'Updated interview with {{candidate}}: {{when}}',
      greeting: 'Hello {{name}},',
      body: 'You are an interviewer for {{candidate}}.',
      bodyUpdated: 'The interview with {{candidate}} changed.',
      see: 'See your interviews at {{url}}',
    },
    reminder: {
      subject: 'Reminder: interview with {{company}}, {{when}}',
      body: 'A reminder of your interview with {{company}}.',
      answer: 'Accept, decline or ask for another time at {{url}} (no sign-in needed).',
      subjectInterviewer: 'Reminder: interview with {{candidate}}, {{when}}',
      bodyInterviewer: 'A reminder of your interview with {{candidate}}.',
      answerState: "The candidate's answer so far: {{answer}}",
    },
    answered: {
      subject: '{{candidate}} {{answer}} the interview of {{when}}',
      body: '{{candidate}} {{answer}} the interview of {{when}} (UAE time).',
      note: 'Their note: {{note}}',
      see: 'See the interview at {{url}}',
    },
    answers: {
      pending: 'has not answered',
      accepted: 'accepted',
      declined: 'declined',
      new_time: 'asked for another time for',
    },
  },
  emailChangeCode: {
    subject: 'Your LogiCareers code to confirm this e-mail: {{code}}',
    body_one:
      'Someone asked to make this address the sign-in e-mail of their LogiCareers account. If it was you, enter this code to confirm the change: {{code}}\n\nIt is valid for {{count, number}} minute and can be used once. If it was not you, ignore this e-mail: nothing changes without the code.',
    body_other:
      'Someone asked to make this address the sign-in e-mail of their LogiCareers account. If it was you, enter this code to confirm the change: {{code}}\n\nIt is valid for {{count, number}} minutes and can be used once. If it was not you, ignore this e-mail: nothing changes without the code.',
  },
  emailChangeExisting: {
    subject: 'Someone tried to use your e-mail on LogiCareers',
    body: 'Someone signed in to a LogiCareers account asked to make this address its sign-in e-mail. This address already has an account of its own, so nothing was changed.\n\nIf it was you, sign in with this e-mail at {{signInUrl}} or reset its password at {{resetUrl}}. If not, you can ignore this e-mail.',
  },
  emailChanged: {
    subject: 'Your LogiCareers sign-in e-mail was changed',
    body: 'The sign-in e-mail of your LogiCareers account was changed from {{oldEmail}} to {{newEmail}}.\n\nIf you made this change, there is nothing to do. If you did not, reset your password at {{resetUrl}} using {{newEmail}} and contact us straight away.',
  },
  emailChangedByAdmin: {
    subject: 'Your LogiCareers sign-in e-mail was changed',
    body: 'An administrator changed the sign-in e-mail of your LogiCareers account from {{oldEmail}} to {{newEmail}}. From now on, sign in with {{newEmail}}; your password stays the same.\n\nIf you did not ask for this change, reply to this e-mail or contact us straight away.',
  },
  accountCreated: {
    subject: 'Your LogiCareers account: set your password',
    body: 'Hello {{name}},\n\n{{createdBy}} created a LogiCareers candidate account for you with this e-mail address.\n\nTo set your password, open {{resetUrl}}, enter this e-mail and the code {{code}}, and choose a password. The code is valid for {{days}} days and can be used once; after that, ask for a new code on the same page.\n\nWhen you first sign in, you will be asked to read and accept our privacy notice. Employers cannot find your profile until you do.',
  },
  dataExportReady: {
    subject: 'Your LogiCareers data is ready to download',
    body: 'The copy of your data you asked for is ready: your profile, applications and their history, job alerts, the e-mails we sent you, who viewed your profile, and your files, in one ZIP file.\n\nDownload it at {{downloadUrl}}\n\nThe link works for {{downloads}} downloads until {{expires}} (UAE time); after that the file is removed and you can ask for a new copy from your profile. Keep the link to yourself: whoever has it can download the file.',
  },
  deletionScheduled: {
    subject: 'Your LogiCareers account will be deleted',
    body: 'You asked to delete your LogiCareers account. It will be deleted on {{due}} (UAE time).\n\nChanged your mind? Sign in before then at {{signInUrl}} and cancel the deletion on your profile. After that your personal data and files are erased and cannot be restored.',
  },
  accountErased: {
    subject: 'Your LogiCareers account has been deleted',
    body: 'Your LogiCareers account has been deleted and your personal data and files erased. Employers you applied to keep a record that an application was made, without your name or contact details.\n\nThis is the last e-mail we send to this address.',
  },
  inactivityWarning: {
    subject: 'Your LogiCareers account will be deleted for inactivity',
    body: 'You have not signed in to LogiCareers for {{months}} months. Under our privacy policy we delete inactive candidate accounts after {{eraseMonths}} months, so your account and your personal data will be erased on or after {{due}}.\n\nTo keep your account, simply sign in at {{signInUrl}}.',
  },
  enquiryReceived: {
    subject: 'We have received your enquiry to {{site}}',
    body: 'Hello,\n\nThank you for contacting {{site}}. We have received your enquiry and a member of our team will reply within one working day (Monday to Friday, 9:00 to 18:00 UAE time).\n\nIf you did not send this enquiry, you can ignore this e-mail; we will not contact you again about it.',
  },
  joinRequestReceived: {
    subject: 'A request to join {{company}} on LogiCareers',
    body: '{{name}} ({{email}}) asked to join {{company}} as a recruiter on LogiCareers.\n\nTheir message: {{message}}\n\nApprove or reject the request at {{teamUrl}}.',
  },
  joinRequestApproved: {
    subject: 'Welcome to {{company}} on LogiCareers',
    body: 'Hello {{name}},\n\nYour request to join {{company}} on LogiCareers is approved. Sign in at {{signInUrl}} with the e-mail and password you chose.',
  },
  joinRequestRejected: {
    subject: 'Your request to join {{company}} on LogiCareers',
    body: 'Hello {{name}},\n\nYour request to join {{company}} on LogiCareers was not approved, and the account you asked for has been removed. If you think this is a mistake, please contact the consultancy.',
  },
  planInvoice: {
    subject: 'Your LogiCareers tax invoice {{number}}',
    body: 'Thank you for your payment. Your tax invoice {{number}} of {{date}} is ready.\n\n{{description}}\nAmount before VAT: AED {{net}}\nVAT 5%: AED {{vat}}\nTotal: AED {{total}}\n\nThe invoice is attached as PDF; you can also download it on your subscription page: {{url}}',
  },
  planProforma: {
    subject: 'Your LogiCareers order {{number}}: pro-forma invoice',
    body: 'Thank you for ordering the {{plan}} plan for {{company}}. It covers {{startsOn}} to {{endsOn}}{{startsWhenPaid}}.\n\nAmount due: AED {{due}}\n\nPlease pay it by bank transfer, quoting {{number}}:\nBank: {{bank}}\nAccount name: {{account}}\nIBAN: {{iban}}\nSWIFT: {{swift}}\n\nThe pro-forma invoice is attached as PDF; it is not a tax invoice. When we receive your payment, your plan starts and we e-mail you the tax invoice. You can follow your order, or withdraw it, on your subscription page: {{url}}',
  },
  planProformaStart: ' (it starts on the day your payment is received, for the same length)',
  planOrderReceived: {
    subject: '{{company}} ordered the {{plan}} plan: payment to confirm',
    body: '{{company}} ordered the {{plan}} plan on LogiCareers ({{kind}}, order {{number}}), for AED {{due}} by bank transfer.\n\nWhen the transfer reaches the account, record the payment: the plan starts and the tax invoice is e-mailed to the client. The orders awaiting payment: {{url}}',
  },
  planCreditNote: {
    subject: 'Your LogiCareers credit note {{number}}',
    body: 'We have issued the credit note {{number}} of {{date}} against your tax invoice {{invoice}}.\n\nReason: {{reason}}\nAmount before VAT: AED {{net}}\nVAT 5%: AED {{vat}}\nTotal credited: AED {{total}}\n\nThe credit note is attached as PDF; you can also download it on your subscription page: {{url}}',
  },
  planOrderKind: {
    new: 'a first plan',
    renewal: 'a renewal',
    upgrade: 'an upgrade',
    downgrade: 'a downgrade',
  },
  planRenewal: {
    subject: 'Your {{plan}} plan ends on {{endsOn}}',
    body: 'The {{plan}} plan of {{company}} on LogiCareers ends on {{endsOn}}. After that, your company moves to the free plan and its limits.\n\nTo renew, reply to this e-mail or contact us. See your plan and usage at {{url}}',
  },
  planExpired: {
    subject: 'Your {{plan}} plan has ended',
    body: 'The {{plan}} plan of {{company}} on LogiCareers ended on {{endsOn}}, and your company is now on the free plan. Jobs and users beyond its limits stay as they are, but no more can be added until you renew.\n\nTo renew, reply to this e-mail or contact us. See your plan and usage at {{url}}',
  },
  recruiterEmail: {
    reason: 'You receive this because your profile on LogiCareers can be found by {{company}}.',
    unsubscribe: "Unsubscribe from {{company}}'s job invitations.",
    stop: "To stop {{company}}'s job invitations: {{url}}",
  },
  /** The interview tags of recruiters' templates, as the candidate reads them. */
  interviewTags: {
    when: '{{moment}} (UAE time)',
    map: 'map: {{url}}',
    video: 'Video call',
    videoAt: 'Video call: {{url}}',
    phone: 'By phone',
    phoneAt: 'By phone: {{phone}}',
  },
};
