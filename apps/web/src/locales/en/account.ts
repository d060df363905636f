/** Texts of the account area: resetting a forgotten password. */
export const account = {
  forgot: {
    title: 'Reset your password',
    back: 'Back to sign in',
    lead: 'Enter the e-mail of your account. We will send you a 6-digit code, valid for 10 minutes.',
    email: 'Email',
    send: 'Send code',
    sent: 'If an account exists for <strong>{{email}}</strong>, we have sent it a code.',
    code: 'Verification code',
    newPassword: 'New password',
    newPasswordHint: 'At least 8 characters, and not a common password',
    confirm: 'Confirm new password',
    togglePassword: 'Toggle password visibility',
    reset: 'Reset password',
    restart: 'Use another e-mail or send a new code',
  },
} as const;
