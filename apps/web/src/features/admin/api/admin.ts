import type {
  TAdminBidderBody,
  TAdminBidderLookupRow,
  TAdminBidderView,
  TAdminCreateBody,
  TAdminFeaturedAnswer,
  TAdminFeaturedLot,
  TAdminLotSearchRow,
  TAdminUpdateBody,
  TCompanyListAnswer,
  TCompanyListBody,
  TCompanyStatusAnswer,
  TConfiguration,
  TConfigurationBody,
  THelp,
  THelpBody,
  TMessageAnswer,
  TResource,
  TResourceBody,
  TSavedAnswer,
  TSystemUserListAnswer,
  TSystemUserListBody,
} from '@bidright/domain';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** Every admin query lives under this key, so a change refreshes what depends on it. */
export const adminKey = ['admin'] as const;
/** The system users' lists and views: refreshed after a user's account changes. */
export const adminUsersKey = [...adminKey, 'users'] as const;

// ---- Companies ----

export const companiesQueryOptions = (body: TCompanyListBody) =>
  queryOptions({
    queryKey: [...adminKey, 'companies', body],
    queryFn: () => apiFetch<TCompanyListAnswer>('/api/companies/list', { method: 'POST', json: body }),
    placeholderData: keepPreviousData,
  });
export const useCompanies = (body: TCompanyListBody) => useQuery(companiesQueryOptions(body));

/** The detail page finds its company through the list call (GET /api/companies/{id} is the host area's). */
export const companyQueryOptions = (companyId: string) =>
  queryOptions({
    queryKey: [...adminKey, 'companies', 'one', companyId],
    queryFn: async () => {
      for (let current = 1; current < 1000; current += 1) {
        const page = await apiFetch<TCompanyListAnswer>('/api/companies/list', {
          method: 'POST',
          json: { pagination: { current, pageSize: 100 } },
        });
        const found = page.data.find((row) => row.id === companyId);
        if (found) return found;
        if (current * 100 >= page.total) return null;
      }
      return null;
    },
  });
export const useCompany = (companyId: string) => useQuery(companyQueryOptions(companyId));

export type TCompanyAction = 'approve' | 'decline' | 'activate' | 'deactivate';
export function useCompanyAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ companyId, action }: { companyId: string; action: TCompanyAction }) =>
      action === 'approve' || action === 'decline'
        ? apiFetch<TCompanyStatusAnswer>(`/api/companies/${companyId}/approve`, {
            method: 'PUT',
            json: { isApproved: action === 'approve' },
          })
        : apiFetch<TCompanyStatusAnswer>(`/api/companies/${companyId}/${action === 'activate'}`, {
            method: 'PUT',
          }),
    onSuccess: () => client.invalidateQueries({ queryKey: [...adminKey, 'companies'] }),
  });
}

// ---- System users ----

export type TUserKind = 'bidders' | 'auctioneers' | 'admins';
export const USER_LIST_URL: Record<TUserKind, string> = {
  bidders: '/api/bidders/list',
  auctioneers: '/api/auctioneers/listall',
  admins: '/api/admins/list',
};
export const USER_EXPORT_URL: Record<TUserKind, string> = {
  bidders: '/api/bidders/listexcel',
  auctioneers: '/api/auctioneers/listallexcel',
  admins: '/api/admins/listexcel',
};

export const systemUsersQueryOptions = (kind: TUserKind, body: TSystemUserListBody) =>
  queryOptions({
    queryKey: [...adminUsersKey, kind, body],
    queryFn: () => apiFetch<TSystemUserListAnswer>(USER_LIST_URL[kind], { method: 'POST', json: body }),
    placeholderData: keepPreviousData,
  });
export const useSystemUsers = (kind: TUserKind, body: TSystemUserListBody) =>
  useQuery(systemUsersQueryOptions(kind, body));

export const useBidderLookup = (term: string) =>
  useQuery({
    queryKey: [...adminKey, 'bidder-lookup', term],
    queryFn: () => apiFetch<TAdminBidderLookupRow[]>(`/api/bidders/lookup/${encodeURIComponent(term)}`),
    enabled: term.length >= 3,
  });

export const useAdminBidder = (bidderId: string | null) =>
  useQuery({
    queryKey: [...adminUsersKey, 'bidder', bidderId],
    queryFn: () => apiFetch<TAdminBidderView>(`/api/bidders/${bidderId}`),
    enabled: Boolean(bidderId),
  });

function useAdminMutation<TVars, TAnswer = TMessageAnswer>(fn: (vars: TVars) => Promise<TAnswer>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => client.invalidateQueries({ queryKey: adminKey }) });
}

export const useSaveBidder = () =>
  useAdminMutation(({ id, body }: { id: string; body: TAdminBidderBody }) =>
    apiFetch<TMessageAnswer>(`/api/bidders/${id}`, { method: 'PUT', json: body }),
  );
export const useSetBidderActive = () =>
  useAdminMutation(({ id, isActive }: { id: string; isActive: boolean }) =>
    apiFetch<TMessageAnswer>(`/api/bidders/activate/${id}`, { method: 'PUT', json: { isActive } }),
  );
export const useDeleteBidder = () =>
  useAdminMutation((id: string) =>
    apiFetch<TMessageAnswer>(`/api/bidders/${id}/delete`, { method: 'DELETE' }),
  );
export const useCreateAdmin = () =>
  useAdminMutation((body: TAdminCreateBody) =>
    apiFetch<TSavedAnswer>('/api/admins', { method: 'POST', json: body }),
  );
export const useUpdateAdmin = () =>
  useAdminMutation(({ id, body }: { id: string; body: TAdminUpdateBody }) =>
    apiFetch<TSavedAnswer>(`/api/admins/${id}`, { method: 'PUT', json: body }),
  );
export const useSetAdminActive = () =>
  useAdminMutation(({ id, isActive }: { id: string; isActive: boolean }) =>
    apiFetch<TMessageAnswer>(`/api/admins/${id}/${isActive}`, { method: 'PUT' }),
  );

// ---- Settings ----

export const useConfigurations = () =>
  useQuery({
    queryKey: [...adminKey, 'configurations'],
    queryFn: () => apiFetch<TConfiguration[]>('/api/configurations'),
  });
export const useSaveConfiguration = () =>
  useAdminMutation((body: TConfigurationBody) =>
    apiFetch<TConfiguration & TMessageAnswer>('/api/configurations', {
      method: 'PUT',
      json: body,
      silent: true,
    }),
  );

export const useAdminHelps = () =>
  useQuery({ queryKey: [...adminKey, 'helps'], queryFn: () => apiFetch<THelp[]>('/api/admins/helps') });
export const useSaveHelp = () =>
  useAdminMutation(({ id, body }: { id?: string; body: THelpBody }) =>
    apiFetch<THelp & TMessageAnswer>(id ? `/api/helps/${id}` : '/api/helps', {
      method: id ? 'PUT' : 'POST',
      json: body,
    }),
  );
export const useDeleteHelp = () =>
  useAdminMutation((id: string) => apiFetch<TMessageAnswer>(`/api/helps/${id}`, { method: 'DELETE' }));

export const useAdminResources = () =>
  useQuery({
    queryKey: [...adminKey, 'resources'],
    queryFn: () => apiFetch<TResource[]>('/api/admins/resources'),
  });
export const useSaveResource = () =>
  useAdminMutation(({ id, body }: { id?: string; body: TResourceBody }) =>
    apiFetch<TResource & TMessageAnswer>(id ? `/api/resources/${id}` : '/api/resources', {
      method: id ? 'PUT' : 'POST',
      json: body,
    }),
  );
export const useDeleteResource = () =>
  useAdminMutation((id: string) => apiFetch<TMessageAnswer>(`/api/resources/${id}`, { method: 'DELETE' }));

export const useAdminFeaturedLots = () =>
  useQuery({
    queryKey: [...adminKey, 'featured'],
    queryFn: () => apiFetch<TAdminFeaturedLot[]>('/api/admins/featuredlot'),
  });
export const useAdminLotSearch = (search: string) =>
  useQuery({
    queryKey: [...adminKey, 'lot-search', search],
    queryFn: () => apiFetch<TAdminLotSearchRow[]>(`/api/admins/lot/${encodeURIComponent(search)}`),
    enabled: search.length >= 3,
  });
export const useFeatureLot = () =>
  useAdminMutation((lotId: string) =>
    apiFetch<TAdminFeaturedAnswer>(`/api/admins/featuredlot/${lotId}`, { method: 'POST' }),
  );
export const useRemoveFeatured = () =>
  useAdminMutation((featuredId: string) =>
    apiFetch<TMessageAnswer>(`/api/admins/featuredlot/${featuredId}`, { method: 'DELETE' }),
  );
