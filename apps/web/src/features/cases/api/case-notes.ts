import {
  CASE_NOTES_PAGE_SIZE,
  type TCaseNote,
  type TCaseNoteBody,
  type TCaseNotesAnswer,
} from '@bidright/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { casesKey } from './cases';

export const getCaseNotes = (caseId: string) =>
  apiFetch<TCaseNotesAnswer>(`/api/casenotes/${caseId}/list`, {
    method: 'POST',
    json: { pagination: { current: 1, pageSize: CASE_NOTES_PAGE_SIZE } },
  });

export const caseNotesQueryOptions = (caseId: string) =>
  queryOptions({ queryKey: [...casesKey, 'notes', caseId], queryFn: () => getCaseNotes(caseId) });

/** The newest 100 notes of a case. */
export const useCaseNotes = (caseId: string) => useQuery(caseNotesQueryOptions(caseId));

export const addCaseNote = (caseId: string, body: TCaseNoteBody) =>
  apiFetch<TCaseNote>(`/api/casenotes/${caseId}`, { method: 'POST', json: body });

export const useAddCaseNote = (caseId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TCaseNoteBody) => addCaseNote(caseId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: caseNotesQueryOptions(caseId).queryKey }),
  });
};
