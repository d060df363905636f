/** The fixed lists and the messages of the candidate forms. */

/** UAE residence situations recruiters filter on. */
export const VISA_STATUSES = [
  'uae_national',
  'employment_visa',
  'family_visa',
  'golden_visa',
  'freelance_visa',
  'visit_visa',
  'outside_uae',
] as const;
export type VisaStatus = (typeof VISA_STATUSES)[number];

/** UAE driving licence classes that logistics jobs ask for. */
export const DRIVING_LICENCES = [
  'light_vehicle',
  'heavy_truck',
  'bus',
  'motorcycle',
  'forklift',
  'heavy_equipment',
] as const;
export type DrivingLicence = (typeof DRIVING_LICENCES)[number];

export const NOTICE_PERIODS = [
  'immediate',
  'one_week',
  'two_weeks',
  'one_month',
  'two_months',
  'three_months',
] as const;
export type NoticePeriod = (typeof NOTICE_PERIODS)[number];

/** Certifications of the field, offered as suggestions (any name may be typed). */
export const CERTIFICATION_SUGGESTIONS = [
  'IATA Dangerous Goods Regulations (DGR)',
  'CILT Certificate in Logistics and Transport',
  'APICS CSCP',
  'APICS CPIM',
  'CIPS Level 4 Diploma',
  'Forklift operator licence',
  'RTA heavy vehicle licence',
  'Customs broker card (Dubai Customs)',
  'FIATA Diploma in Freight Forwarding',
  'Lean Six Sigma Green Belt',
  'NEBOSH International General Certificate',
  'PMP',
] as const;

export const CANDIDATE_MESSAGES = {
  startMonthRequired: 'Start month is required',
  startYearRequired: 'Start year is required',
  endMonthRequired: 'End month is required',
  endYearRequired: 'End year is required',
  endBeforeStart: 'The end date must not be before the start date',
  dateInFuture: 'The date must not be in the future',
  employerNameRequired: 'Employer name is required',
  jobTitleRequired: 'Job title is required',
  institutionRequired: 'Institution is required',
  qualificationRequired: 'Qualification is required',
  yearRange: 'Enter a year between 1960 and 2040',
  certificationNameRequired: 'Certification name is required',
  expiryBeforeIssue: 'The expiry date must not be before the issue date',
  designationsRequired: 'Choose at least one designation',
  salary: 'Expected salary must be a monthly amount in AED',
  experience: 'Experience must be between 0 and 50 years',
  coverNoteTooLong: 'The cover note must be at most 2000 characters',
  commentRequired: 'Comment is required',
  applicationsRequired: 'Choose at least one applicant',
  statusRequired: 'Choose a status',
  alreadyApplied: 'You have already applied for this job',
  jobNotOpen: 'This job is no longer accepting applications',
  onlyCandidates: 'Only candidates can do this',
  cvRequired: 'Choose a CV file to upload',
  cvType: 'The CV must be a PDF or Word (DOCX) file',
  cvTooLarge: 'The CV must be at most 5 MB',
  cvTooComplex:
    'This CV needs more than we allow to read it (it may unpack to far more than its size). Save it again as a PDF or Word file and upload that',
  photoRequired: 'Choose a photo to upload',
  photoType: 'The photo must be a JPEG, PNG or WebP image',
  photoTooLarge: 'The photo must be at most 2 MB',
  photoTooComplex:
    'This photo needs more than we allow to read it. Save it again as a JPEG, PNG or WebP image and upload that',
  filesBusy: 'Many files are being read right now. Try again in a minute',
  countryFromList: 'Choose a country from the list',
  stateFromList: 'Choose an emirate or area from the list',
  nationalityFromList: 'Choose a nationality from the list',
  skillsFromList: 'Choose skills from the list',
  locationsFromList: 'Choose locations from the list',
  functionalAreasFromList: 'Choose functional areas from the list',
  noCv: 'You have not uploaded a CV yet',
  cvWithdrawn: 'The candidate withdrew this application: their CV is no longer shared',
  noPhoto: 'You have not uploaded a photo yet',
  tooManyItems: 'You have reached the most entries this section can hold',
} as const;
