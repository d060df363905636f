import type { Page } from 'playwright-core';

/** The page's main content, without the header and footer. */
export const main = (page: Page) => page.locator('main');

/** A text field of the page's main content by its accessible name. */
export const field = (page: Page, name: string) =>
  main(page).getByRole('textbox', { name, exact: true });

/** The error texts the form shows under its fields. */
export const errorTexts = (page: Page) =>
  page.locator('.mantine-InputWrapper-error').allInnerTexts();

/** Fills in the candidate's sign-up form (e-mail, password and its confirmation) and sends it. */
export async function sendCandidateSignUp(
  page: Page,
  email: string,
  password: string,
  confirmation = password,
) {
  await page.goto('/auth/candidate/sign-up');
  await field(page, 'Email').fill(email);
  await field(page, 'Password').fill(password);
  await field(page, 'Confirm password').fill(confirmation);
  await page.getByRole('button', { name: 'Create account' }).click();
}
