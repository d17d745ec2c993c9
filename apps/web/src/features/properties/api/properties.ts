import type { TLotStatus, TPropertyBody, TPropertyDetail } from '@bidright/domain';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

export const propertyKeys = {
  all: ['properties'] as const,
  list: (body: TPropertyListRequest) => ['properties', 'list', body] as const,
};

/** A row of POST /api/properties/list. */
export interface TPropertyRow {
  id: string;
  streetLine1: string;
  streetLine2: string | null;
  city: string;
  county: string;
  stateCode: string;
  zipCode: string;
  isPrimary: boolean;
  lotId: string;
  caseId: string;
  caseNumber: string;
  lotStatus: TLotStatus;
  auctionStartTime: string | null;
  /** The host's IANA time zone. */
  timeZone: string;
  imageUrl: string | null;
  createdDate: string;
}

export interface TPropertyListRequest {
  search?: string;
  sorter?: { field: string; order: 'ascend' | 'descend' };
  pagination: { current: number; pageSize: number };
  isPrimary?: boolean;
}

export const listProperties = (body: TPropertyListRequest) =>
  apiFetch<{ data: TPropertyRow[]; total: number }>('/api/properties/list', { method: 'POST', json: body });

export const propertyListQueryOptions = (body: TPropertyListRequest) =>
  queryOptions({
    queryKey: propertyKeys.list(body),
    queryFn: () => listProperties(body),
    placeholderData: keepPreviousData,
  });

/** The staff property table (their company's properties). */
export const usePropertyList = (body: TPropertyListRequest) => useQuery(propertyListQueryOptions(body));

/** The address fields the create form sends; the server trims, upper-cases the state and fixes the country. */
export type TPropertyInput = Pick<
  TPropertyBody,
  'streetLine1' | 'streetLine2' | 'city' | 'county' | 'stateCode' | 'zipCode'
>;

export const createProperty = (lotId: string, body: TPropertyInput) =>
  apiFetch<TPropertyDetail>(`/api/properties/${lotId}`, {
    method: 'POST',
    // Slashes in street line 1 become dashes before saving (spec part 2 §5).
    json: { ...body, streetLine1: body.streetLine1.replaceAll('/', '-'), countryCode: 'US' },
  });

/** Creates a property in a lot; refreshes the property table and the lot's case. */
export function useCreateProperty() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ lotId, body }: { lotId: string; body: TPropertyInput }) => createProperty(lotId, body),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: propertyKeys.all }),
        queryClient.invalidateQueries({ queryKey: ['cases'] }),
      ]),
  });
}
