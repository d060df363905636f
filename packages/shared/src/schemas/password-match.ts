import { MSG } from '../messages';

/** Whether two fields of the raw input are both strings, so a match check can run beside other errors. */
export const bothStrings = (a: string, b: string) => (payload: { value: unknown }) => {
  const value = payload.value as Record<string, unknown> | undefined;
  return typeof value?.[a] === 'string' && typeof value?.[b] === 'string';
};

export const matching = <T extends { password: string; confirmPassword: string }>(value: T) =>
  value.password === value.confirmPassword;
// Checked even while other fields are wrong, so the form shows every problem at once.
export const mustMatch = {
  error: MSG.passwordsMustMatch,
  path: ['confirmPassword'],
  when: bothStrings('password', 'confirmPassword'),
};
export const newPasswordsMatch = {
  error: MSG.passwordsMustMatch,
  path: ['confirm_new_password'],
  when: bothStrings('new_password', 'confirm_new_password'),
};
