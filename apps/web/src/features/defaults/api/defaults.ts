import type {
  TLotDefaults,
  TNonPayer,
  TRunnerUpOfferHours,
  TSaleApproval,
  TSaleApprovalDecisionBody,
} from '@bidright/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { casesKey } from '../../../lib/query-keys';

/** Root of the staff's defaults and approvals keys (the bidder's offers sit under it too, in offers.ts). */
const defaultsKey = ['defaults'] as const;

const id = (value: string) => encodeURIComponent(value);

export const lotDefaultsQueryOptions = (lotId: string) =>
  queryOptions({
    queryKey: [...defaultsKey, 'lot', lotId],
    queryFn: () => apiFetch<TLotDefaults>(`/api/lots/${id(lotId)}/defaults`),
  });

/** A lot's defaulted wins, its offers and who an offer would go to now (staff). */
export const useLotDefaults = (lotId: string) => useQuery(lotDefaultsQueryOptions(lotId));

/** Staff's steps on a lot: mark defaulted, offer to the runner-up, or close (not offer again). */
export function useLotDefaultStep(lotId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (step: { path: 'default' | 'runnerupoffer' | 'default/close'; reason?: string }) =>
      apiFetch<TLotDefaults>(`/api/lots/${id(lotId)}/${step.path}`, {
        method: 'POST',
        json: step.reason === undefined ? undefined : { reason: step.reason },
        silent: true,
      }),
    onSuccess: (answer) => {
      queryClient.setQueryData(lotDefaultsQueryOptions(lotId).queryKey, answer);
      void queryClient.invalidateQueries({ queryKey: casesKey });
    },
  });
}

export const nonPayersQueryOptions = () =>
  queryOptions({
    queryKey: [...defaultsKey, 'non-payers'],
    queryFn: () => apiFetch<TNonPayer[]>('/api/nonpayers'),
  });

export const useNonPayers = () => useQuery(nonPayersQueryOptions());

/** An admin removes a non-payer entry, with a reason. */
export function useRemoveNonPayer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: string; reason: string }) =>
      apiFetch(`/api/nonpayers/${id(input.id)}/remove`, {
        method: 'POST',
        json: { reason: input.reason },
        silent: true,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: nonPayersQueryOptions().queryKey }),
  });
}

export const offerHoursQueryOptions = () =>
  queryOptions({
    queryKey: [...defaultsKey, 'offer-hours'],
    queryFn: () => apiFetch<TRunnerUpOfferHours>('/api/companies/runnerupofferhours'),
  });

/** The hours the caller's host gives a runner-up to accept an offer (staff). */
export const useOfferHours = () => useQuery(offerHoursQueryOptions());

/** The host's Auctioneer sets the offer window; the next offer uses it. */
export function useSetOfferHours() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TRunnerUpOfferHours) =>
      apiFetch<TRunnerUpOfferHours>('/api/companies/runnerupofferhours', {
        method: 'PUT',
        json: body,
        silent: true,
      }),
    onSuccess: (answer) => queryClient.setQueryData(offerHoursQueryOptions().queryKey, answer),
  });
}

export const approvalsQueryOptions = (auctionId: string) =>
  queryOptions({
    queryKey: [...defaultsKey, 'approvals', auctionId],
    queryFn: () =>
      apiFetch<{ requireApproval: boolean; approvals: TSaleApproval[] }>(
        `/api/auctions/${id(auctionId)}/approvals`,
      ),
  });

/** The auction's switch and its queue of bidder requests (staff). */
export const useApprovals = (auctionId: string) => useQuery(approvalsQueryOptions(auctionId));

export function useApprovalSwitch(auctionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (requireApproval: boolean) =>
      apiFetch(`/api/auctions/${id(auctionId)}/bidderapproval`, {
        method: 'PUT',
        json: { requireApproval },
        silent: true,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: approvalsQueryOptions(auctionId).queryKey }),
  });
}

export function useDecideApproval(auctionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { approvalId: string; body: TSaleApprovalDecisionBody }) =>
      apiFetch<TSaleApproval>(`/api/saleapprovals/${id(input.approvalId)}/decision`, {
        method: 'POST',
        json: input.body,
        silent: true,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: approvalsQueryOptions(auctionId).queryKey }),
  });
}
