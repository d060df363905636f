/** Texts of the demo area. */
export const demo = {
  usethis: {
    title: 'Demo sign-ins',
    description:
      'This is a demo: every role has an account. Click a sign-in page and use the e-mail and password shown.',
    role: 'Role',
    name: 'Name',
    email: 'Email',
    password: 'Password',
    signInAt: 'Sign in at',
  },
} as const;
