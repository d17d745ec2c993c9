import { refreshSession, reportHttpError } from './api-client';
import { ApiError, toApiError } from './api-error';
import { getAccessToken } from './session';

/** Bytes received so far; `total` only when the server announced a length (streamed exports do not). */
export type TDownloadProgress = { received: number; total: number | null };

/** The file name of a Content-Disposition header, else the fallback. */
export function fileNameOf(disposition: string | null, fallback: string): string {
  const match = disposition?.match(/filename\*?=(?:UTF-8'')?"?([^";]+)"?/i);
  return match?.[1] ? decodeURIComponent(match[1]) : fallback;
}

function send(path: string, json: unknown, method: 'GET' | 'POST') {
  const headers = new Headers(method === 'POST' ? { 'Content-Type': 'application/json' } : {});
  const token = getAccessToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  return fetch(path, {
    method,
    headers,
    body: method === 'POST' ? JSON.stringify(json ?? {}) : undefined,
    credentials: 'include',
  });
}

/**
 * POSTs `json` to an export call (or GETs it, filters in the path's query) and saves the answer as a file, reporting progress while the stream
 * arrives (Excel exports are streamed, so the size is unknown until the end). Refreshes the session once
 * on a 401, like every other call. Resolves with the saved file name.
 */
export async function downloadExport(
  path: string,
  json: unknown,
  fallbackName: string,
  onProgress?: (progress: TDownloadProgress) => void,
  method: 'GET' | 'POST' = 'POST',
): Promise<string> {
  let response = await send(path, json, method);
  if (response.status === 401 && (await refreshSession())) response = await send(path, json, method);
  if (!response.ok) {
    const error = await toApiError(response);
    reportHttpError(error);
    throw error;
  }
  const total = Number(response.headers.get('Content-Length')) || null;
  const chunks: Uint8Array[] = [];
  let received = 0;
  const reader = response.body?.getReader();
  if (!reader) throw new ApiError(500, 'The download could not be read.');
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    received += value.byteLength;
    onProgress?.({ received, total });
  }
  const name = fileNameOf(response.headers.get('Content-Disposition'), fallbackName);
  const blob = new Blob(chunks as BlobPart[], { type: response.headers.get('Content-Type') ?? undefined });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
  return name;
}
