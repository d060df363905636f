/** The exact user-facing validation messages of SPEC.md section 5, kept in one place for both apps. */
export const MSG = {
  emailFormat: 'Please enter correct email format',
  emailRequired: 'Email is required',
  passwordRequired: 'Password is required',
  passwordsMustMatch: 'Passwords must match',
  currentPasswordRequired: 'Current Password is required',
  newPasswordRequired: 'New Password is required',
  companyNameRequired: 'Company name is required',
  mobileRequired: 'Mobile number is required',
  phoneInvalid: 'Please enter a valid phone number',
  titleRequired: 'Title is required',
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  countryRequired: 'Country is required',
  stateRequired: 'State is required',
  subscriptionEmailInvalid: 'Invalid email address',
  // Messages the specification leaves to us.
  passwordTooShort: 'Password must be at least 8 characters',
  passwordTooLong: 'Password must be at most 128 characters',
  passwordTooCommon:
    'This password is one of the most common and easy to guess. Please choose another',
  otpRequired: 'Verification code is required',
  otpFormat: 'The verification code has 6 digits',
  phoneTooLong: 'Phone number must be at most 250 characters',
} as const;

/** Answers the server gives that the web app shows as they are. */
export const ANSWERS = {
  employerRegistered: 'Employer registered successfully. Awaiting admin activation',
  candidateRegistered: 'Account created successfully',
  invalidCredentials: 'Invalid email or password',
  awaitingActivation: 'Your employer account is awaiting admin activation',
  accountDisabled: 'This account has been disabled. Please contact support',
  wrongSignIn:
    'This account cannot sign in here. Please use the sign-in page for your account type',
  registrationReceived:
    'If this e-mail can be registered, the account is ready. Please sign in to continue',
  otpSent: 'If an account exists for this e-mail, a verification code has been sent',
  otpInvalid: 'The verification code is invalid or has expired',
  passwordReset: 'Your password has been reset. Please sign in',
  passwordChanged: 'Password changed successfully',
  currentPasswordWrong: 'Current password is incorrect',
  emailChangeCodeSent:
    'If this e-mail can be used, we have sent a 6-digit code to it. Enter the code to confirm the change',
  emailChanged: 'Your sign-in e-mail has been changed',
  emailUnchanged: 'This is already your sign-in e-mail',
  emailChangedElsewhere: 'This e-mail can no longer be used. Please choose another',
  loggedOut: 'Signed out',
  unauthenticated: 'Please sign in to continue',
  forbidden: 'You do not have permission to do this',
  notFound: 'Not found',
  tooManyRequests: 'Too many requests. Please wait a moment and try again',
  signInThrottled:
    'Too many failed sign-ins to this account. Please wait a few minutes and try again, or reset your password',
  internal: 'Something went wrong on our side. Please try again',
  unavailable: 'The service is unavailable for a moment. Please try again in a few minutes',
  /** A NUL character (U+0000) in any text of a request: no database stores it. */
  nulCharacter: 'Must not contain the NUL character (U+0000)',
  bodyNestedTooDeep: 'The request body is nested too deeply',
  bodyNotJson: 'The request body is not valid JSON',
  bodyTooLarge: 'The request body is too large',
  uploadIncomplete:
    'The upload was cut off or is not valid multipart form data. Please send the form again',
  /** A value the checks let through that the database refused: a bug of ours, logged. */
  /** The plain page of an error on a page's address (SPEC.md section 8). */
  errorPageTitle: 'Oops!',
  errorPageHome: 'Go back to Home',
  valueNotAccepted: 'A value of the request is out of range or not of the right kind',
  subscribed: 'Thank you for subscribing',
  employerActivated: 'Employer activated',
  userDisabled: 'The account is disabled and signed out everywhere',
  userEnabled: 'The account is enabled again',
  employerDisabled: 'The employer is disabled and its users are signed out everywhere',
  employerEnabled: 'The employer is enabled again',
  cannotDisableSelf: 'You cannot disable your own account',
} as const;
