import {
  STAFF_ROLES,
  ZActivityLogsAnswer,
  ZActivityLogsListBody,
  ZAttorneyListBody,
  ZAttorneyPage,
  ZCaseBody,
  ZCaseDetail,
  ZCaseListAnswer,
  ZCaseListAttorneyBody,
  ZCaseListBody,
  ZCaseLookupRow,
  ZCaseNote,
  ZCaseNoteBody,
  ZCaseNotesAnswer,
  ZCaseNotesListBody,
  ZCaseStatus,
  ZCaseStatusAnswer,
  ZClientLookupRow,
  ZId,
  ZIdAnswer,
} from '@bidright/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authorize, bearerSecurity, callerOf } from '../../http/authorize';
import { TAGS } from '../../http/openapi-tags';
import { ERROR_ANSWERS, orEmpty } from '../../http/route-kit';
import type { ModuleDeps } from '../deps';
import { addCaseNote } from './add-case-note';
import { createCase } from './create-case';
import { deleteCase } from './delete-case';
import { getCase } from './get-case';
import { listActivityLogs } from './list-activity-logs';
import { listCaseNotes } from './list-case-notes';
import { listAttorneyCases, listCases } from './list-cases';
import { listClientAttorneys } from './lookup-attorneys';
import { lookupCases } from './lookup-cases';
import { lookupClients } from './lookup-clients';
import { updateCase } from './update-case';
import { updateCaseStatus } from './update-case-status';

const ZCaseParams = z.object({ caseId: ZId });

/** Staff of the owning company write; clients of the firm and admins read. Bidders see none of it. */
const STAFF = STAFF_ROLES;
const READERS = [...STAFF_ROLES, 'Client', 'Admin'] as const;

/** Cases, case notes, the client lookup and activity logs (spec part 2 §2–§7, part 3 §3). */
export function caseRoutes(app: FastifyInstance, deps: ModuleDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;

  r.post(
    '/api/cases/list',
    {
      onRequest: authorize(...READERS),
      schema: {
        tags: [TAGS.cases],
        summary: 'Case list: staff their company, clients their firm, admins all',
        security: bearerSecurity,
        body: orEmpty(ZCaseListBody),
        response: { 200: ZCaseListAnswer, ...ERROR_ANSWERS },
      },
    },
    async (request) => listCases(db, callerOf(request), request.body),
  );

  r.post(
    '/api/cases/listattorney',
    {
      onRequest: authorize('Client'),
      schema: {
        tags: [TAGS.cases],
        summary: "A law firm's cases across its auction hosts (client dashboard)",
        security: bearerSecurity,
        body: orEmpty(ZCaseListAttorneyBody),
        response: { 200: ZCaseListAnswer, ...ERROR_ANSWERS },
      },
    },
    async (request) => listAttorneyCases(db, callerOf(request), request.body),
  );

  r.get(
    '/api/cases/lookup/:caseNumber/:county',
    {
      onRequest: authorize(...STAFF),
      schema: {
        tags: [TAGS.cases],
        summary: "The company's cases with this number in this county (empty: 'No duplicates!')",
        security: bearerSecurity,
        params: z.object({
          caseNumber: z.string().trim().min(1).max(50),
          county: z.string().trim().min(1).max(100),
        }),
        response: { 200: z.array(ZCaseLookupRow), ...ERROR_ANSWERS },
      },
    },
    async (request) => lookupCases(db, callerOf(request), request.params.caseNumber, request.params.county),
  );

  r.get(
    '/api/cases/:caseId',
    {
      onRequest: authorize(...READERS),
      schema: {
        tags: [TAGS.cases],
        summary:
          'Case detail with lots, canEdit, combined lot status, progress step and offered status changes',
        security: bearerSecurity,
        params: ZCaseParams,
        response: { 200: ZCaseDetail, ...ERROR_ANSWERS },
      },
    },
    async (request) => getCase(db, callerOf(request), request.params.caseId),
  );

  r.post(
    '/api/cases',
    {
      onRequest: authorize(...STAFF),
      schema: {
        tags: [TAGS.cases],
        summary: 'Create a case of the caller company',
        security: bearerSecurity,
        body: ZCaseBody,
        response: { 200: ZIdAnswer, ...ERROR_ANSWERS },
      },
    },
    async (request) => createCase(db, callerOf(request), request.body),
  );

  r.put(
    '/api/cases/:caseId',
    {
      onRequest: authorize(...STAFF),
      schema: {
        tags: [TAGS.cases],
        summary: 'Update a case (only while canEdit)',
        security: bearerSecurity,
        params: ZCaseParams,
        body: ZCaseBody,
        response: { 200: ZIdAnswer, ...ERROR_ANSWERS },
      },
    },
    async (request) => updateCase(db, callerOf(request), request.params.caseId, request.body),
  );

  r.delete(
    '/api/cases/:caseId',
    {
      onRequest: authorize(...STAFF),
      schema: {
        tags: [TAGS.cases],
        summary: 'Permanently delete a case without lots',
        security: bearerSecurity,
        params: ZCaseParams,
        response: { 200: ZIdAnswer, ...ERROR_ANSWERS },
      },
    },
    async (request) => deleteCase(db, callerOf(request), request.params.caseId),
  );

  r.put(
    '/api/cases/:caseId/updatestatus/:status',
    {
      onRequest: authorize(...STAFF),
      schema: {
        tags: [TAGS.cases],
        summary:
          'Change the case status (Pending Court Approval, Court Approved, Denied, Completed, Cancelled)',
        security: bearerSecurity,
        params: ZCaseParams.extend({ status: ZCaseStatus }),
        response: { 200: ZCaseStatusAnswer, ...ERROR_ANSWERS },
      },
    },
    async (request) =>
      updateCaseStatus(db, deps.alerts, callerOf(request), request.params.caseId, request.params.status),
  );

  r.post(
    '/api/casenotes/:caseId',
    {
      onRequest: authorize(...STAFF),
      schema: {
        tags: [TAGS.cases],
        summary: 'Add a case note',
        security: bearerSecurity,
        params: ZCaseParams,
        body: ZCaseNoteBody,
        response: { 200: ZCaseNote, ...ERROR_ANSWERS },
      },
    },
    async (request) => addCaseNote(db, callerOf(request), request.params.caseId, request.body),
  );

  r.post(
    '/api/casenotes/:caseId/list',
    {
      onRequest: authorize(...READERS),
      schema: {
        tags: [TAGS.cases],
        summary: 'Case notes, newest first (100 a page)',
        security: bearerSecurity,
        params: ZCaseParams,
        body: orEmpty(ZCaseNotesListBody),
        response: { 200: ZCaseNotesAnswer, ...ERROR_ANSWERS },
      },
    },
    async (request) => listCaseNotes(db, callerOf(request), request.params.caseId, request.body.pagination),
  );

  r.post(
    '/api/notifications/activitylogs/list',
    {
      onRequest: authorize(...READERS),
      schema: {
        tags: [TAGS.cases],
        summary:
          "Activity logs of a case and its lots, or without caseId the caller's logs; filters: lot, user, dates, company (admins)",
        security: bearerSecurity,
        body: orEmpty(ZActivityLogsListBody),
        response: { 200: ZActivityLogsAnswer, ...ERROR_ANSWERS },
      },
    },
    async (request) => listActivityLogs(db, callerOf(request), request.body),
  );

  r.get(
    '/api/clients/lookup',
    {
      onRequest: authorize(...STAFF, 'Admin'),
      schema: {
        tags: [TAGS.clients],
        summary: "Active clients linked to the caller's company",
        security: bearerSecurity,
        response: { 200: z.array(ZClientLookupRow), ...ERROR_ANSWERS },
      },
    },
    async (request) => lookupClients(db, callerOf(request)),
  );

  r.post(
    '/api/attorneys/:clientId/list',
    {
      onRequest: authorize(...STAFF, 'Admin'),
      schema: {
        tags: [TAGS.clients],
        summary: "A client's attorneys, primary first (staff of a linked company; the case form's attorney)",
        security: bearerSecurity,
        params: z.object({ clientId: ZId }),
        body: orEmpty(ZAttorneyListBody),
        response: { 200: ZAttorneyPage, ...ERROR_ANSWERS },
      },
    },
    async (request) =>
      listClientAttorneys(db, callerOf(request), request.params.clientId, request.body.pagination),
  );
}
