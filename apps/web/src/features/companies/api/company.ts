import type {
  TCompany,
  TCompanyBody,
  TFeaturedRemoved,
  TMessageAnswer,
  TTimeZoneOption,
} from '@bidright/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { type TUploadOptions, uploadWithProgress } from '../../../lib/upload';

/** Which company the settings screen edits: the caller's own, or one by id (the admin's company page). */
export type TCompanyRef = 'own' | string;

/** `/api/companies` for the own company, `/api/companies/{id}` for an admin. */
export const companyPath = (ref: TCompanyRef) =>
  ref === 'own' ? '/api/companies' : `/api/companies/${encodeURIComponent(ref)}`;

export const companyKeys = {
  company: (ref: TCompanyRef) => ['companies', 'detail', ref] as const,
  timeZones: () => ['companies', 'timezones'] as const,
};

export const companyQueryOptions = (ref: TCompanyRef) =>
  queryOptions({ queryKey: companyKeys.company(ref), queryFn: () => apiFetch<TCompany>(companyPath(ref)) });
export const useCompany = (ref: TCompanyRef) => useQuery(companyQueryOptions(ref));

export const timeZonesQueryOptions = () =>
  queryOptions({
    queryKey: companyKeys.timeZones(),
    queryFn: () => apiFetch<TTimeZoneOption[]>('/api/companies/timezone'),
    staleTime: Number.POSITIVE_INFINITY,
  });
export const useTimeZones = () => useQuery(timeZonesQueryOptions());

export const updateCompany = (ref: TCompanyRef, body: TCompanyBody) =>
  apiFetch<TCompany>(companyPath(ref), { method: 'PUT', json: body, silent: true });

export type TCompanyImage = 'logo' | 'backgroundimage';
export const IMAGE_FIELDS: Record<TCompanyImage, string> = {
  logo: 'Logo',
  backgroundimage: 'BackgroundImage',
};

/** PUT .../logo or .../backgroundimage (multipart Logo or BackgroundImage), with upload progress. */
export function uploadCompanyImage(
  ref: TCompanyRef,
  kind: TCompanyImage,
  file: File,
  options: TUploadOptions,
) {
  const form = new FormData();
  form.append(IMAGE_FIELDS[kind], file);
  return uploadWithProgress<TCompany>(`${companyPath(ref)}/${kind}`, form, { ...options, method: 'PUT' });
}

export const removeCompanyImage = (ref: TCompanyRef, kind: TCompanyImage) =>
  apiFetch<TCompany>(`${companyPath(ref)}/${kind}`, { method: 'DELETE' });

/**
 * Removes a featured lot from the company settings: staff through PUT /api/lots/unmarkasfeatured/{id} (the
 * server refuses an admin's), an admin on a company's page through DELETE /api/admins/featuredlot/{id}.
 */
export const removeFeaturedLot = (ref: TCompanyRef, featuredId: string) =>
  ref === 'own'
    ? apiFetch<TFeaturedRemoved>(`/api/lots/unmarkasfeatured/${encodeURIComponent(featuredId)}`, {
        method: 'PUT',
      })
    : apiFetch<TMessageAnswer>(`/api/admins/featuredlot/${encodeURIComponent(featuredId)}`, {
        method: 'DELETE',
      });
