import type { TCompany, TWireCodeChallenge, TWireInstructionVersions } from '@bidright/domain';
import { apiFetch } from '../../../lib/api-client';
import { getAccessToken } from '../../../lib/session';
import { type TUploadOptions, uploadWithProgress } from '../../../lib/upload';

/** Own company (`own`) or a company by id (admins), as the company settings screens name it. */
export type TWireCompanyRef = 'own' | string;

const basePath = (ref: TWireCompanyRef) =>
  ref === 'own' ? '/api/companies' : `/api/companies/${encodeURIComponent(ref)}`;

export const wireKeys = {
  versions: (ref: TWireCompanyRef) => ['wire-instructions', 'versions', ref] as const,
};

/** POST .../wireinstructions/code: texts a code (SMS users) or says to read the authenticator. */
export const requestWireCode = (ref: TWireCompanyRef) =>
  apiFetch<TWireCodeChallenge>(`${basePath(ref)}/wireinstructions/code`, { method: 'POST' });

/** GET .../wireinstructions/versions: newest first, with fingerprints. */
export const fetchWireVersions = (ref: TWireCompanyRef) =>
  apiFetch<TWireInstructionVersions>(`${basePath(ref)}/wireinstructions/versions`);

/** POST .../wireinstructions (multipart wireInstructions, with the two-step code). */
export function uploadWireInstructions(
  ref: TWireCompanyRef,
  file: File,
  proof: { code: string; verificationId: string | null },
  options: TUploadOptions,
) {
  const form = new FormData();
  form.append('twoFactorCode', proof.code);
  if (proof.verificationId) form.append('verificationId', proof.verificationId);
  form.append('wireInstructions', file);
  return uploadWithProgress<TCompany>(`${basePath(ref)}/wireinstructions`, form, options);
}

/**
 * Downloads the current wire instructions, stamped with their fingerprint (binary, so fetched directly; the
 * session's token is refreshed first by a cheap apiFetch if needed). Saved under the server's file name.
 */
export async function downloadWireInstructions(url: string, fallbackName: string) {
  await apiFetch('/api/notifications', { silent: true });
  const response = await fetch(url, { headers: { Authorization: `Bearer ${getAccessToken() ?? ''}` } });
  if (!response.ok) throw new Error('The wire instructions could not be downloaded.');
  const fingerprint = response.headers.get('x-wire-fingerprint');
  const name = fingerprint ? `wire-instructions-${fingerprint}.pdf` : fallbackName;
  const href = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = href;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 1000);
}
