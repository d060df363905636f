/** Texts of the page a client opens from the e-mail with a candidate the consultancy sent. */
export const clientCv = {
  presentedBy: '{{consultancy}} presents a candidate to {{client}}',
  forJob: 'For your job: {{title}}',
  onRequest:
    'The candidate’s name, contact details and CV are with {{consultancy}}: ask them when you wish to meet the candidate.',
  noteTitle: 'Note from {{consultancy}}',
  sentOn: 'Sent {{date}} · link valid until {{expires}}',
  answerTitle: 'Your answer',
  answerHint: 'Tell {{consultancy}} what you think of this candidate.',
  interested: 'Interested',
  interview: 'Request an interview',
  reject: 'Not suitable',
  noteLabel: 'Note (optional)',
  rejectNoteLabel: 'Why is the candidate not suitable?',
  noteHint: 'Only {{consultancy}} reads it.',
  send: 'Send answer',
  cancel: 'Cancel',
  answered: 'Your answer: {{answer}}',
  answeredText: '{{consultancy}} has your answer and will be in touch.',
  change: 'Change your answer',
  yourNote: 'Your note: {{note}}',
  answer: {
    interested: 'Interested',
    interview_requested: 'Interview requested',
    rejected: 'Not suitable',
  },
  unknownTitle: 'This link has expired or is not valid',
  unknownText:
    'Links to candidates work for 30 days. Ask the consultancy that sent it to send the candidate again.',
  failedTitle: 'The candidate could not be loaded',
  failedText: 'Check your connection and try again.',
  retry: 'Try again',
} as const;
