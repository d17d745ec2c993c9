import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** What a live availability check looks at. */
export type TAvailabilityKind = 'username' | 'email' | 'company';

/** GET /api/user/username/{name}: true when the name is taken. */
export const isUserNameTaken = (name: string) =>
  apiFetch<boolean>(`/api/user/username/${encodeURIComponent(name)}`, { silent: true });

/** GET /api/user/email/{email}: true when the address is taken. */
export const isEmailTaken = (email: string) =>
  apiFetch<boolean>(`/api/user/email/${encodeURIComponent(email)}`, { silent: true });

/** POST /api/companies/check: the company names that match (trimmed, case-insensitive); any means taken. */
export const isCompanyNameTaken = async (name: string) =>
  (await apiFetch<string[]>('/api/companies/check', { method: 'POST', json: { name }, silent: true }))
    .length > 0;

const CHECKS: Record<TAvailabilityKind, (value: string) => Promise<boolean>> = {
  username: isUserNameTaken,
  email: isEmailTaken,
  company: isCompanyNameTaken,
};

/** One cached answer per value, so the submit-time validation does not ask again. */
export const availabilityQueryOptions = (kind: TAvailabilityKind, value: string) =>
  queryOptions({
    queryKey: ['availability', kind, value.trim().toLowerCase()],
    queryFn: () => CHECKS[kind](value.trim()),
    staleTime: 30_000,
    retry: false,
  });
