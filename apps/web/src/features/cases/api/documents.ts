import type {
  TCaseDocument,
  TDocumentType,
  TDocumentUpdateBody,
  TDocumentUpdateInput,
  TLotDocument,
} from '@bidright/domain';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { type TUploadOptions, uploadWithProgress } from '../../../lib/upload';
import { casesKey } from './cases';

const documentsKey = [...casesKey, 'documents'] as const;

// ---- Case documents ----

export const getCaseDocuments = (caseId: string, search: string) =>
  apiFetch<TCaseDocument[]>(`/api/documents/list/${caseId}`, {
    method: 'POST',
    json: search ? { search } : {},
  });

export const caseDocumentsQueryOptions = (caseId: string, search = '') =>
  queryOptions({
    queryKey: [...documentsKey, 'case', caseId, search],
    queryFn: () => getCaseDocuments(caseId, search),
    placeholderData: keepPreviousData,
  });

/** A case's documents, optionally filtered by file name. */
export const useCaseDocuments = (caseId: string, search = '') =>
  useQuery(caseDocumentsQueryOptions(caseId, search));

export const getDocumentTypes = () =>
  apiFetch<TDocumentType[]>('/api/documents/types/list', { method: 'POST' });

export const documentTypesQueryOptions = () =>
  queryOptions({ queryKey: ['document-types'], queryFn: getDocumentTypes, staleTime: 10 * 60_000 });

export const useDocumentTypes = () => useQuery(documentTypesQueryOptions());

/** POST /api/documents (multipart): the document's settings, as PUT /api/documents/{id} takes them, and its file. */
export type TCaseDocumentUpload = TDocumentUpdateInput & { file: File };

export function uploadCaseDocument(input: TCaseDocumentUpload, options?: TUploadOptions) {
  const form = new FormData();
  form.append('DocumentTypeId', String(input.documentTypeId));
  form.append('IsVisibleToBidder', String(input.isVisibleToBidder ?? false));
  form.append('IsVisibleToClient', String(input.isVisibleToClient ?? false));
  form.append('CaseId', String(input.caseId));
  form.append('Attachment', input.file, input.file.name);
  return uploadWithProgress<TCaseDocument>('/api/documents', form, options);
}

export const updateCaseDocument = (id: string, body: TDocumentUpdateBody) =>
  apiFetch<TCaseDocument>(`/api/documents/${id}`, { method: 'PUT', json: body });

export const deleteCaseDocument = (id: string) =>
  apiFetch<void>(`/api/documents/${id}`, { method: 'DELETE' });

function useDocumentsMutation<TVars, TAnswer>(mutationFn: (vars: TVars) => Promise<TAnswer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: documentsKey }),
  });
}

export const useUploadCaseDocument = () =>
  useDocumentsMutation(({ input, options }: { input: TCaseDocumentUpload; options?: TUploadOptions }) =>
    uploadCaseDocument(input, options),
  );
export const useUpdateCaseDocument = () =>
  useDocumentsMutation(({ id, body }: { id: string; body: TDocumentUpdateBody }) =>
    updateCaseDocument(id, body),
  );
export const useDeleteCaseDocument = () => useDocumentsMutation((id: string) => deleteCaseDocument(id));

// ---- Lot documents ----

export const getLotDocuments = (lotId: string) => apiFetch<TLotDocument[]>(`/api/lotdocuments/${lotId}`);

export const lotDocumentsQueryOptions = (lotId: string) =>
  queryOptions({ queryKey: [...documentsKey, 'lot', lotId], queryFn: () => getLotDocuments(lotId) });

export const useLotDocuments = (lotId: string) => useQuery(lotDocumentsQueryOptions(lotId));

export function uploadLotDocument(
  input: { lotId: string; description: string; file: File },
  options?: TUploadOptions,
) {
  const form = new FormData();
  if (input.description) form.append('Description', input.description);
  form.append('Attachment', input.file, input.file.name);
  return uploadWithProgress<TLotDocument>(`/api/lotdocuments/${input.lotId}`, form, options);
}

export const deleteLotDocument = (id: string) =>
  apiFetch<void>(`/api/lotdocuments/${id}`, { method: 'DELETE' });

export const useUploadLotDocument = () =>
  useDocumentsMutation(
    ({
      input,
      options,
    }: {
      input: { lotId: string; description: string; file: File };
      options?: TUploadOptions;
    }) => uploadLotDocument(input, options),
  );
export const useDeleteLotDocument = () => useDocumentsMutation((id: string) => deleteLotDocument(id));
