import { z } from 'zod';

/** How long a web address a form takes. */
export const WEB_LINK_MAX = 500;

export interface WebLinkRules {
  /** Only https (a link the site opens for someone else, such as a video call). */
  httpsOnly?: boolean;
  /** Also a path on this site, such as `/logo.svg` (never `//host`, which leaves it). */
  sitePath?: boolean;
}

/**
 * Whether a text typed in is a web address a page may link to or show: http(s) with a host name,
 * or a path of the site when `sitePath` allows. Anything else (`javascript:`, `data:`,
 * `vbscript:`, a scheme hidden behind spaces or control characters) is refused, as browsers drop
 * such characters before they read the scheme. The empty text is for the caller to allow.
 */
export function isWebLink(value: string, rules: WebLinkRules = {}): boolean {
  // Spaces, controls and the characters that end an attribute have no place in an address.
  if (/[\s\p{Cc}\p{Cf}<>"'`\\]/u.test(value)) return false;
  if (rules.sitePath && /^\/(?!\/)/.test(value)) return true;
  if (!(rules.httpsOnly ? /^https:\/\//i : /^https?:\/\//i).test(value)) return false;
  try {
    const url = new URL(value);
    return (
      (url.protocol === 'https:' || (!rules.httpsOnly && url.protocol === 'http:')) &&
      url.hostname.includes('.')
    );
  } catch {
    return false;
  }
}

/**
 * A web address a page will link to or show, or nothing (the empty text): the one rule of every
 * such field (site settings, a company's website and social links, interview links), so a link
 * never runs script. Leading and trailing spaces are dropped first.
 */
export const webLink = (message: string, rules: WebLinkRules = {}) =>
  z
    .string()
    .trim()
    .max(WEB_LINK_MAX, { error: message })
    .refine((value) => value === '' || isWebLink(value, rules), { error: message });
