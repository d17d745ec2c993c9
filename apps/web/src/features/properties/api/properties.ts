import type {
  TPropertyBody,
  TPropertyDetail,
  TPropertyListAnswer,
  TPropertyListInput,
} from '@bidright/domain';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { casesKey } from '../../cases/api/cases';

export const propertyKeys = {
  all: ['properties'] as const,
  list: (body: TPropertyListInput) => ['properties', 'list', body] as const,
};

/** POST /api/properties/list: one page of the company's properties. */
export const listProperties = (body: TPropertyListInput) =>
  apiFetch<TPropertyListAnswer>('/api/properties/list', { method: 'POST', json: body });

export const propertyListQueryOptions = (body: TPropertyListInput) =>
  queryOptions({
    queryKey: propertyKeys.list(body),
    queryFn: () => listProperties(body),
    placeholderData: keepPreviousData,
  });

/** The staff property table (their company's properties). */
export const usePropertyList = (body: TPropertyListInput) => useQuery(propertyListQueryOptions(body));

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
        queryClient.invalidateQueries({ queryKey: casesKey }),
      ]),
  });
}
