import { z } from 'zod';
import { ZEmail, ZPhone, zRequiredText } from './accounts';
import { ZClientFirm, ZClientFirmBody } from './client-firm';
import { blankToUndefined, ZTablePagination, zTableSorter } from './table';

/**
 * Clients (law firms) and their attorneys as auction hosts manage them, the Excel import, and the
 * client's connected companies (spec part 3 §2–§9). Texts are the spec's.
 */

/** Clients list: 10 a page, id descending (part 3 §9); attorney table 3 a page. */
export const CLIENT_LIST_PAGE_SIZE = 10;
export const STAFF_ATTORNEY_PAGE_SIZE = 3;

export const CLIENT_MESSAGES = {
  added: 'Successfully added a new client!',
  updated: 'Successfully updated the client details!',
  deleted: 'Successfully deleted the client!',
  deleteConfirm: 'Are you sure to delete the client?',
  cannotDelete: 'Cannot delete a client with linked case!',
  noPermission: 'You have no permission to this page!',
  loadFailed: 'Failed to load client details.',
  linkedLocked: 'A client linked with the company cannot be edited!',
  notFound: 'Client is not found!',
  logoUpdated: 'Successfully updated the logo!',
  attorneyAdded: 'Successfully added a new attorney !',
  attorneyUpdated: 'Successfully updated the attorney details!',
  attorneyRemoved: 'Successfully removed the attorney!',
  attorneyRemoveConfirm: 'Are you sure to remove the attorney?',
  primaryChanged: 'Successfully changed the primary attorney!',
  primaryConfirm: 'Are you sure to change the primary attorney!',
  attorneyListFailed: 'Failed to load attorney list.',
  attorneyNotFound: 'Attorney is not found!',
  attorneyEmailTaken: 'An attorney with this e-mail already exists for the client!',
  clientInactive: 'New attorneys can only be added while the client is Active!',
  primaryRemove: 'The primary attorney cannot be removed!',
  linked: 'Successfully linked with the company!',
  switched: 'Successfully switched the company!',
  notLinked: 'The firm is not linked with this company!',
  importDone: 'Successfully imported the clients!',
  importBadRows: 'Some rows are not valid; nothing was imported.',
  importNotExcel: 'Please upload an Excel (.xlsx) file.',
  importEmpty: 'The file has no client rows.',
} as const;

export const CLIENT_STATUS_VALUES = ['Active', 'Inactive'] as const;

export const ZClientListBody = z.object({
  search: z.preprocess(blankToUndefined, z.string().trim().max(200).optional()),
  sorter: z.preprocess(blankToUndefined, zTableSorter(['id', 'name', 'status']).optional()),
  pagination: z.preprocess(blankToUndefined, ZTablePagination.optional()),
  /** Default Active (part 3 §2); `All` lists both. */
  status: z.preprocess(blankToUndefined, z.enum([...CLIENT_STATUS_VALUES, 'All']).default('Active')),
  nonInactiveOnly: z.boolean().optional(),
});
export type TClientListBody = z.infer<typeof ZClientListBody>;

export const ZClientListRow = ZClientFirm.extend({
  primaryFirstName: z.string().nullable(),
  primaryLastName: z.string().nullable(),
  totalCases: z.number().int(),
  activeCases: z.number().int(),
});
export type TClientListRow = z.infer<typeof ZClientListRow>;
export const ZClientListAnswer = z.object({ data: z.array(ZClientListRow), total: z.number().int() });
/** PUT /api/clients[/{clientId}]/uploadlogo: the logo's address and the spec's text. */
export const ZLogoAnswer = z.object({ logoUrl: z.string(), message: z.string() });
export type TLogoAnswer = z.infer<typeof ZLogoAnswer>;
export type TClientListAnswer = z.infer<typeof ZClientListAnswer>;

/** POST /api/clients and PUT /api/clients/{clientId}: name required, the rest optional. */
export const ZClientBody = ZClientFirmBody.extend({
  phoneNumber: z.preprocess(blankToUndefined, ZPhone.optional()).transform((value) => value ?? null),
  email: z.preprocess(blankToUndefined, ZEmail.optional()).transform((value) => value ?? null),
  status: z.enum(CLIENT_STATUS_VALUES).default('Active'),
});
export type TClientBody = z.infer<typeof ZClientBody>;

export const ZClientDetail = ZClientListRow.extend({ linkedCaseCount: z.number().int() });
export type TClientDetail = z.infer<typeof ZClientDetail>;

/** An attorney as staff add or change one (POST /api/attorneys/{clientId}, PUT .../auctioneer). */
export const ZAttorneyBody = z.object({
  firstName: zRequiredText(100),
  lastName: zRequiredText(100),
  email: ZEmail,
  phone: z.preprocess(blankToUndefined, ZPhone.optional()).transform((value) => value ?? null),
});
export type TAttorneyBody = z.infer<typeof ZAttorneyBody>;

export const ZAttorneyLookupRow = z.object({ id: z.string(), name: z.string(), clientId: z.string() });

// ---- Excel import (POST /api/clients/import, multipart excelFile) ----

/** The template's columns, in order; the first row of the sheet is this header. */
export const CLIENT_IMPORT_COLUMNS = [
  { header: 'Name', key: 'name', required: true, note: 'Firm name (required, at most 200 characters)' },
  { header: 'Street Line 1', key: 'streetLine1', required: false, note: 'Street address' },
  { header: 'Street Line 2', key: 'streetLine2', required: false, note: 'Suite, floor …' },
  { header: 'City', key: 'city', required: false, note: 'City' },
  { header: 'State', key: 'stateCode', required: false, note: 'Two-letter state code, e.g. IL' },
  { header: 'Zip Code', key: 'zipCode', required: false, note: '12345 or 12345-6789' },
  { header: 'Phone Number', key: 'phoneNumber', required: false, note: '10 digits' },
  { header: 'Email', key: 'email', required: false, note: 'Firm e-mail' },
] as const;

/** A good file's answer. A file with bad rows answers 400, `errors` keyed "Row N" with each row's reason. */
export const ZClientImportAnswer = z.object({
  message: z.string(),
  imported: z.number().int(),
  /** Rows whose firm the company already has (a re-import): not created again. */
  skipped: z.number().int(),
});
export type TClientImportAnswer = z.infer<typeof ZClientImportAnswer>;

// ---- Connected companies (the client's side) ----

export const ZConnectedCompanyListBody = z.object({
  search: z.preprocess(blankToUndefined, z.string().trim().max(200).optional()),
  sorter: z.preprocess(blankToUndefined, zTableSorter(['companyName', 'linkedSince']).optional()),
  pagination: z.preprocess(blankToUndefined, ZTablePagination.optional()),
  isLinked: z.boolean().optional(),
});
export type TConnectedCompanyListBody = z.infer<typeof ZConnectedCompanyListBody>;

export const ZConnectedCompany = z.object({
  companyId: z.string(),
  companyName: z.string(),
  primaryAttorneyFirstName: z.string().nullable(),
  primaryAttorneyLastName: z.string().nullable(),
  linkedSince: z.string().nullable(),
  /** The company the client's session is on. */
  isCurrent: z.boolean(),
});
export const ZConnectedCompanyPage = z.object({
  data: z.array(ZConnectedCompany),
  total: z.number().int(),
  /** The caller's own attorney record: the switch call names it. */
  attorneyId: z.string(),
});
export type TConnectedCompanyPage = z.infer<typeof ZConnectedCompanyPage>;
export type TConnectedCompany = z.infer<typeof ZConnectedCompany>;
