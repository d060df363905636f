import { useSyncExternalStore } from 'react';
import { LANGUAGE_STORAGE_KEY, TOKEN_STORAGE_KEY } from '@logicareers/shared/constants';

const CHANGE = 'logicareers:token';
const notify = () => window.dispatchEvent(new Event(CHANGE));

/** The session's token; pages rendered on the server are rendered for visitors, without one. */
export const getToken = () =>
  typeof localStorage === 'undefined' ? null : localStorage.getItem(TOKEN_STORAGE_KEY);
export function setToken(token: string) {
  localStorage.setItem(TOKEN_STORAGE_KEY, token);
  notify();
}
export function removeToken() {
  localStorage.removeItem(TOKEN_STORAGE_KEY);
  notify();
}
/** Sign-out clears local storage (SPEC.md section 2), all but the language the browser chose. */
export function clearStorage() {
  const language = localStorage.getItem(LANGUAGE_STORAGE_KEY);
  localStorage.clear();
  if (language) localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  notify();
}

function subscribe(onChange: () => void) {
  window.addEventListener(CHANGE, onChange);
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(CHANGE, onChange);
    window.removeEventListener('storage', onChange);
  };
}

/** The stored token, re-rendering when it changes (here or in another tab). */
export const useToken = () => useSyncExternalStore(subscribe, getToken, () => null);

const NEW_ACCOUNT_KEY = 'new-account';

/** This browser tab has just made its account: its first pages welcome the user, not "back". */
export function markNewAccount() {
  try {
    sessionStorage.setItem(NEW_ACCOUNT_KEY, '1');
  } catch {
    // no session storage: the greeting is the usual one
  }
}
export const isNewAccount = () =>
  typeof sessionStorage !== 'undefined' && sessionStorage.getItem(NEW_ACCOUNT_KEY) === '1';
