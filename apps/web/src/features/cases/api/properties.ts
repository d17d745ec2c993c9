import type { TPropertyAttributeBody, TPropertyBody, TPropertyDetail } from '@bidright/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { attributeDefinitionsQueryOptions } from '../../listings/api/listings';
import { casesKey } from './cases';

/** The address form as typed: the server trims, upper-cases the state and turns slashes into dashes. */
export type TPropertyAddressInput = Omit<TPropertyBody, 'countryCode'>;

const propertiesKey = [...casesKey, 'properties'] as const;

export const getLotProperties = (lotId: string) =>
  apiFetch<TPropertyDetail[]>(`/api/properties/${lotId}/list`);

export const lotPropertiesQueryOptions = (lotId: string) =>
  queryOptions({ queryKey: [...propertiesKey, 'lot', lotId], queryFn: () => getLotProperties(lotId) });

/** A lot's properties, primary first, each with photos and attribute values. */
export const useLotProperties = (lotId: string) => useQuery(lotPropertiesQueryOptions(lotId));

export const getProperty = (propertyId: string) => apiFetch<TPropertyDetail>(`/api/properties/${propertyId}`);

export const propertyQueryOptions = (propertyId: string) =>
  queryOptions({ queryKey: [...propertiesKey, 'one', propertyId], queryFn: () => getProperty(propertyId) });

export const useProperty = (propertyId: string) => useQuery(propertyQueryOptions(propertyId));

/** The dynamic attribute definitions (name, type, dropdown options). */
export const useAttributeDefinitions = () => useQuery(attributeDefinitionsQueryOptions());

/** Street line 1 keeps no slashes (spec part 2 §5); the country is always US. */
export function toPropertyBody(input: TPropertyAddressInput): TPropertyBody {
  return { ...input, streetLine1: input.streetLine1.replaceAll('/', '-'), countryCode: 'US' };
}

export const createProperty = (lotId: string, input: TPropertyAddressInput) =>
  apiFetch<TPropertyDetail>(`/api/properties/${lotId}`, { method: 'POST', json: toPropertyBody(input) });
export const updateProperty = (propertyId: string, input: TPropertyAddressInput) =>
  apiFetch<TPropertyDetail>(`/api/properties/${propertyId}`, { method: 'PUT', json: toPropertyBody(input) });
export const deleteProperty = (propertyId: string) =>
  apiFetch<void>(`/api/properties/${propertyId}`, { method: 'DELETE' });
export const setPrimaryProperty = (propertyId: string) =>
  apiFetch<TPropertyDetail>(`/api/properties/${propertyId}/primary`, { method: 'PUT' });
export const savePropertyAttribute = (propertyId: string, body: TPropertyAttributeBody) =>
  apiFetch<TPropertyDetail>(`/api/properties/${propertyId}/attribute`, { method: 'PUT', json: body });
export const deletePropertyImage = (imageId: string) =>
  apiFetch<void>(`/api/propertyimages/${imageId}`, { method: 'DELETE' });

/** Property changes alter the case detail too (primary address, property count), so refresh the tree. */
function usePropertyMutation<TVars, TAnswer>(mutationFn: (vars: TVars) => Promise<TAnswer>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: casesKey }) });
}

export const useCreateProperty = (lotId: string) =>
  usePropertyMutation((input: TPropertyAddressInput) => createProperty(lotId, input));
export const useUpdateProperty = (propertyId: string) =>
  usePropertyMutation((input: TPropertyAddressInput) => updateProperty(propertyId, input));
export const useDeleteProperty = () =>
  usePropertyMutation((propertyId: string) => deleteProperty(propertyId));
export const useSetPrimaryProperty = () =>
  usePropertyMutation((propertyId: string) => setPrimaryProperty(propertyId));
export const useDeletePropertyImage = () =>
  usePropertyMutation((imageId: string) => deletePropertyImage(imageId));

/**
 * Saves one attribute. The answer is the whole property, written into the caches directly rather than
 * refetched, so fast typing in other fields is never overwritten by a stale refetch.
 */
export const useSavePropertyAttribute = (propertyId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TPropertyAttributeBody) => savePropertyAttribute(propertyId, body),
    onSuccess: (property) => {
      queryClient.setQueryData(propertyQueryOptions(propertyId).queryKey, property);
      queryClient.setQueryData(lotPropertiesQueryOptions(property.lotId).queryKey, (old) =>
        old?.map((p) => (p.id === property.id ? property : p)),
      );
    },
  });
};
