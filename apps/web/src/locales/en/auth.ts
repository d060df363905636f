/** Texts of the auth area: signing in and signing up. */
export const auth = {
  field: {
    email: 'Email',
    password: 'Password',
    passwordHint: 'At least 8 characters',
    confirmPassword: 'Confirm password',
    phonePlaceholder: '+971 50 123 4567',
  },
  signIn: {
    kind: {
      candidate: {
        title: 'Candidate sign in',
        subtitle: 'Find and apply for logistics jobs across the UAE',
      },
      employer: { title: 'Employer sign in', subtitle: 'Post jobs, search CVs and hire faster' },
      consultancy: {
        title: 'Consultancy sign in',
        subtitle: 'For recruiters, ATS users and consultancy administrators',
      },
      admin: { title: 'Admin sign in', subtitle: 'LogiCareers administration' },
    },
    newHere: 'New here?',
    signUpLink: {
      candidate: 'Create a candidate account',
      employer: 'Register your company',
      consultancy: 'How to get a consultancy account',
    },
    lookingForJob: 'Looking for a job?',
    candidateSignIn: 'Candidate sign in',
    hiring: 'Hiring?',
    employerSignIn: 'Employer sign in',
    refused: 'Could not sign in',
    forgot: 'Forgot password?',
    submit: 'Sign in',
  },
  signUp: {
    candidate: {
      title: 'Create your candidate account',
      subtitle: 'Join thousands of logistics professionals in the UAE',
      alreadyRegistered: 'Already registered?',
      signIn: 'Sign in',
      taken:
        'This e-mail already has an account. Sign in, or reset your password if you forgot it.',
      resetPassword: 'Reset password',
      submit: 'Create account',
      welcome: 'Welcome to LogiCareers!',
    },
    employer: {
      title: 'Register your company',
      subtitle: 'Hire logistics and supply-chain talent in the UAE',
      alreadyRegistered: 'Already registered?',
      signIn: 'Employer sign in',
      stepCompany: 'Company',
      stepCompanyHint: 'Your organisation',
      stepContact: 'Contact',
      stepContactHint: 'Your sign-in',
      companyName: 'Company name',
      mobile: 'Mobile number',
      companyEmail: 'Company email',
      next: 'Next',
      pronoun: 'Title',
      pronouns: { Mr: 'Mr', Ms: 'Ms', Mrs: 'Mrs', Dr: 'Dr' },
      firstName: 'First name',
      lastName: 'Last name',
      usernameHint: 'You sign in with this e-mail',
      ownMobile: 'Your mobile number',
      back: 'Back',
      submit: 'Register company',
      doneTitle: 'Thank you for registering',
      doneText:
        'Our team reviews every new employer. We will e-mail you as soon as your account is active; then sign in to post jobs.',
      home: 'Back to the home page',
    },
    consultancy: {
      title: 'Consultancy accounts',
      subtitle: 'For the recruiters of our consultancy',
      text: 'Consultancy, ATS and consultancy administrator accounts are created by our administrators, so that every recruiter works under the right company and permissions.',
      request:
        'To request an account, e-mail <mail>{{email}}</mail>. If you already have one, <signIn>sign in here</signIn>.',
      employer: 'Hiring for your own company? <register>Register as an employer</register>.',
    },
  },
} as const;
