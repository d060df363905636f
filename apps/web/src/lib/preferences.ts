import { API, type TPreferencesRequest, type TProfile } from '@logicareers/shared/api';
import { DIGITS_STORAGE_KEY, LANGUAGE_STORAGE_KEY } from '@logicareers/shared/constants';
import { isSiteLanguage } from '@logicareers/shared/languages';
import { api } from './api-client';
import { storedDigits } from './i18n';

/** Saves the signed-in user's language and digits on the account. */
export const savePreferences = (preferences: TPreferencesRequest) =>
  api<{ data: TProfile }>(API.mePreferences, { method: 'PUT', body: preferences }).then(
    (answer) => answer.data,
  );

/**
 * The language a visitor chose in this browser before signing in is the account's from then on; an
 * account whose language was not chosen here keeps its own.
 */
export function chosenBeforeSignIn(profile: TProfile): TPreferencesRequest | null {
  const language = localStorage.getItem(LANGUAGE_STORAGE_KEY);
  if (!isSiteLanguage(language)) return null;
  const digits = localStorage.getItem(DIGITS_STORAGE_KEY) ? storedDigits() : profile.digits;
  if (language === profile.language && digits === profile.digits) return null;
  return { language, digits };
}
