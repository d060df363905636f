import { ApiError } from './api-client';
import { getToken, removeToken } from './storage';

/**
 * Sends one file as multipart with the bearer token, reporting progress (0-100) as it goes; fetch
 * cannot report upload progress, so this uses XMLHttpRequest. Errors are ApiErrors, as from `api`.
 */
export function uploadFile<T>(
  path: string,
  field: string,
  file: File,
  options: { method?: 'POST' | 'PUT'; onProgress?: (percent: number) => void } = {},
): Promise<T> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open(options.method ?? 'POST', path);
    request.setRequestHeader('accept', 'application/json');
    const token = getToken();
    if (token) request.setRequestHeader('authorization', `Bearer ${token}`);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable)
        options.onProgress?.(Math.round((event.loaded / event.total) * 100));
    };
    request.onload = () => {
      let data: unknown;
      try {
        data = request.responseText ? JSON.parse(request.responseText) : null;
      } catch {
        data = { message: request.responseText };
      }
      if (request.status >= 200 && request.status < 300) {
        resolve(data as T);
        return;
      }
      if (request.status === 401 && token) removeToken();
      reject(new ApiError(request.status, data));
    };
    request.onerror = () =>
      reject(new Error('The upload failed. Check your connection and try again'));
    const body = new FormData();
    body.append(field, file, file.name);
    request.send(body);
  });
}

/** Downloads an authorised file (sent as an attachment) and hands it to the browser to save. */
export async function downloadFile(path: string, fallbackName: string) {
  const token = getToken();
  const response = await fetch(path, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  if (!response.ok) {
    let data: unknown = null;
    try {
      data = await response.json();
    } catch {
      // Not JSON: the status says enough.
    }
    if (response.status === 401 && token) removeToken();
    throw new ApiError(response.status, data);
  }
  const disposition = response.headers.get('content-disposition') ?? '';
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1];
  const name = encoded ? decodeURIComponent(encoded) : fallbackName;
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
