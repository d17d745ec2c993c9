import type { TOwnIdentity, TVerificationDecisionBody, TVerificationQueue } from '@bidright/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { type TUploadOptions, uploadWithProgress } from '../../../lib/upload';

/** Every verifications query lives under this key (ADR 0072). */
export const verificationKeys = {
  all: ['verifications'] as const,
  own: () => [...verificationKeys.all, 'own'] as const,
  queue: () => [...verificationKeys.all, 'queue'] as const,
};

/** GET /api/verifications/identity: the calling bidder's identity state and the admin's reason. */
export const ownIdentityQueryOptions = () =>
  queryOptions({
    queryKey: verificationKeys.own(),
    queryFn: () => apiFetch<TOwnIdentity>('/api/verifications/identity'),
  });
export const useOwnIdentity = (enabled = true) => useQuery({ ...ownIdentityQueryOptions(), enabled });

/** GET /api/admin/verifications: identity checks pending review and entity papers to approve. */
export const verificationQueueQueryOptions = () =>
  queryOptions({
    queryKey: verificationKeys.queue(),
    queryFn: () => apiFetch<TVerificationQueue>('/api/admin/verifications'),
  });
export const useVerificationQueue = () => useQuery(verificationQueueQueryOptions());

/** An admin's decision on an identity check (`identity`) or an entity profile's papers (`papers`). */
export function useDecideVerification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      kind,
      id,
      body,
    }: {
      kind: 'identity' | 'papers';
      id: string;
      body: TVerificationDecisionBody;
    }) =>
      apiFetch<{ message: string }>(`/api/admin/verifications/${kind}/${encodeURIComponent(id)}`, {
        method: 'PUT',
        json: body,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: verificationKeys.all }),
  });
}

/** POST /api/purchaseprofiles/{id}/papers (multipart `papers`): an entity grantee's papers, a PDF. */
export function uploadEntityPapers(profileId: string, file: File, options: TUploadOptions = {}) {
  const form = new FormData();
  form.append('papers', file);
  return uploadWithProgress<{ message: string; status: 'Pending review' }>(
    `/api/purchaseprofiles/${encodeURIComponent(profileId)}/papers`,
    form,
    { ...options, method: 'POST' },
  );
}
