import type { ApiTransport } from '@logicareers/shared/ssr';
import { LANGUAGE_QUERY } from '@logicareers/shared/languages';
import { i18n, siteLanguage } from './i18n';
import { getToken, removeToken } from './storage';

/** The browser's fetch; the server renders pages through the API in-process instead. */
let transport: ApiTransport = (path, init) => fetch(path, init);
export const setApiTransport = (next: ApiTransport) => {
  transport = next;
};

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly data: unknown,
  ) {
    super(
      typeof data === 'object' && data && 'message' in data && typeof data.message === 'string'
        ? data.message
        : `Request failed with status ${status}`,
    );
  }
}

/** json, multipart and form send the bearer token; plain sends none (SPEC.md section 7). */
export type RequestStyle = 'json' | 'multipart' | 'form' | 'plain';

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: Record<string, unknown>;
  style?: RequestStyle;
  query?: Record<string, string | number | boolean | undefined | null | (string | number)[]>;
}

function encode(
  style: RequestStyle,
  body: Record<string, unknown>,
): { body: BodyInit; contentType?: string } {
  if (style === 'multipart') {
    const data = new FormData();
    for (const [key, value] of Object.entries(body)) {
      if (value === undefined || value === null) continue;
      data.append(key, value instanceof Blob ? value : String(value));
    }
    return { body: data };
  }
  if (style === 'form') {
    const data = new URLSearchParams();
    for (const [key, value] of Object.entries(body))
      if (value !== undefined && value !== null) data.append(key, String(value));
    return { body: data, contentType: 'application/x-www-form-urlencoded' };
  }
  return { body: JSON.stringify(body), contentType: 'application/json' };
}

export function queryString(query: RequestOptions['query']) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) {
      if (value.length) params.set(key, value.join(','));
    } else params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/**
 * What a read asks of the API: in Arabic, `lang=ar`, so master data's names come in Arabic. The
 * language is in the address, as public answers are kept per address.
 */
function readQuery(options: RequestOptions): RequestOptions['query'] {
  const method = options.method ?? 'GET';
  if (method !== 'GET' || siteLanguage(i18n.language) === 'en') return options.query;
  return { ...options.query, [LANGUAGE_QUERY]: siteLanguage(i18n.language) };
}

/** Calls the API (same origin, no time-out). A 401 on an authenticated call removes the stored token. */
export async function api<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const style = options.style ?? 'json';
  const headers: Record<string, string> = { accept: 'application/json' };
  const token = style === 'plain' ? null : getToken();
  if (token) headers.authorization = `Bearer ${token}`;
  let body: BodyInit | undefined;
  if (options.body) {
    const encoded = encode(style === 'plain' ? 'json' : style, options.body);
    body = encoded.body;
    if (encoded.contentType) headers['content-type'] = encoded.contentType;
  }
  const response = await transport(path + queryString(readQuery(options)), {
    method: options.method ?? 'GET',
    headers,
    body,
  });
  const text = await response.text();
  let data: unknown;
  try {
    data = text ? JSON.parse(text) : null;
  } catch {
    data = { message: text };
  }
  if (!response.ok) {
    if (response.status === 401 && token) removeToken();
    throw new ApiError(response.status, data);
  }
  return data as T;
}

/** The file name of a Content-Disposition header (RFC 6266 filename* first). */
function filenameOf(disposition: string | null, fallback: string) {
  if (!disposition) return fallback;
  const star = /filename\*=UTF-8''([^;]+)/i.exec(disposition);
  if (star) return decodeURIComponent(star[1]);
  const plain = /filename="?([^";]+)"?/i.exec(disposition);
  return plain ? plain[1] : fallback;
}

/** A file of an authenticated (or a public) route, with the name the server gives it. */
export async function fetchFile(
  path: string,
  fallbackName = 'file',
): Promise<{ blob: Blob; name: string }> {
  const token = getToken();
  const response = await transport(path, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  if (!response.ok) {
    let data: unknown;
    try {
      data = await response.json();
    } catch {
      data = null;
    }
    if (response.status === 401 && token) removeToken();
    throw new ApiError(response.status, data);
  }
  return {
    blob: await response.blob(),
    name: filenameOf(response.headers.get('content-disposition'), fallbackName),
  };
}

/** Hands a file the page already holds to the browser as a download. */
export function saveBlob(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * Downloads a file from an authenticated route (CVs): the bearer token cannot ride on a plain link,
 * so the file is fetched and handed to the browser as a download.
 */
export async function downloadFile(path: string, fallbackName: string) {
  const { blob, name } = await fetchFile(path, fallbackName);
  saveBlob(blob, name);
}
