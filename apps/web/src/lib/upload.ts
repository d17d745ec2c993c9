import { refreshSession, reportHttpError } from './api-client';
import { ApiError, apiErrorFromBody } from './api-error';
import { getAccessToken, getRefreshToken } from './session';

export type TUploadOptions = {
  /** Called with 0..100 as the body goes out. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
  /** POST unless the call is a PUT (company logo, client logo). */
  method?: 'POST' | 'PUT';
};

function parseError(xhr: XMLHttpRequest): ApiError {
  return apiErrorFromBody(
    xhr.status,
    xhr.responseText,
    xhr.statusText || `Request failed with status ${xhr.status}`,
  );
}

function send<T>(path: string, form: FormData, token: string | undefined, options: TUploadOptions) {
  return new Promise<{ status: number; body: T; xhr: XMLHttpRequest }>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(options.method ?? 'POST', path);
    xhr.setRequestHeader('Accept', 'application/json');
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.withCredentials = true;
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onProgress?.(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      let body: unknown;
      try {
        body = xhr.responseText ? JSON.parse(xhr.responseText) : undefined;
      } catch {
        body = xhr.responseText;
      }
      resolve({ status: xhr.status, body: body as T, xhr });
    };
    xhr.onerror = () => reject(new ApiError(0, 'Upload failed. Please check your connection and try again.'));
    xhr.onabort = () => reject(new ApiError(0, 'Upload cancelled.'));
    options.signal?.addEventListener('abort', () => xhr.abort());
    xhr.send(form);
  });
}

/**
 * Multipart upload with progress (fetch cannot report upload progress). Same contract as `apiFetch`:
 * bearer token, one refresh on a 401, the shared error toast, and an `ApiError` on failure.
 */
export async function uploadWithProgress<T>(
  path: string,
  form: FormData,
  options: TUploadOptions = {},
): Promise<T> {
  if (!getAccessToken() && getRefreshToken()) await refreshSession();
  const sent = getAccessToken();
  let result = await send<T>(path, form, sent, options);
  if (result.status === 401 && (await refreshSession())) {
    result = await send<T>(path, form, getAccessToken(), options);
  }
  if (result.status < 200 || result.status >= 300) {
    const error = parseError(result.xhr);
    reportHttpError(error);
    throw error;
  }
  return result.body;
}
