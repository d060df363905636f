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
