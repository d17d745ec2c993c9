import { z } from 'zod';
import { zId } from '../ids';
import { zText } from '../text';
import { zPositiveDollars } from './credit-bids';
import { ZCaseProgressStep, ZCaseStatus, ZLotStatus } from './enums';
import { ZLotView } from './lots';
import { blankToUndefined, ZTablePagination, zTableSorter } from './table';

/**
 * Request and answer bodies of the Cases area (spec part 2 §2–§7, part 3 §3 "Case list row").
 * Ids are strings in answers; requests accept a number or a numeric string, as forms send either.
 */

/**
 * Texts of the case form and the case calls. The case number and county use the case lookup's words
 * (spec part 1 §5); the other required fields the generic 'Field is required!' (part 1 §5).
 */
export const CASE_MESSAGES = {
  fileNumberRequired: 'Field is required!',
  caseNumberRequired: 'Please enter a case number!',
  countyRequired: 'Please enter a county!',
  clientRequired: 'Field is required!',
  attorneyInvalid: 'Please select a valid attorney!',
  tooLong: (max: number) => `Must be at most ${max} characters!`,
  noteBodyRequired: 'Please enter the note!',
  noDuplicates: 'No duplicates!',
  cannotEdit: 'This case can no longer be edited.',
  cannotDeleteWithLots: 'A case with lots cannot be deleted! Delete its lots first.',
  clientNotLinked: 'The client is not linked to your company!',
  attorneyNotOfClient: 'The attorney does not belong to the selected client!',
} as const;

/** Page sizes of the case list (spec part 2 §9) and the case notes. */
export const CASE_LIST_PAGE_SIZE = 10;
export const CASE_NOTES_PAGE_SIZE = 100;
export const ACTIVITY_LOGS_PAGE_SIZE = 100;
/**
 * Rows a page of the settings' Activity Logs table (staff /settings/logs, admin /admin/settings/logs): the
 * spec names no size for it, so it pages like its other settings tables (company and system users: 10).
 */
export const ACTIVITY_LOG_TABLE_PAGE_SIZE = 10;
/** Texts of the activity log filters. */
export const ACTIVITY_LOG_MESSAGES = {
  datesOutOfOrder: 'The begin date must not be after the end date!',
  companyFilterAdminOnly: 'Only an administrator may filter the logs by company!',
} as const;
/** Largest page any list call answers. */
export const CASE_MAX_PAGE_SIZE = 100;

/** A positive database id from a form: the shared id schema with the form's message. */
export const zIdInput = (message: string) => zId(message);

/** Sortable columns of the case lists. */
export const CASE_SORT_FIELDS = [
  'createdDate',
  'caseNumber',
  'county',
  'fileNumber',
  'caseStatus',
  'firmName',
  'companyName',
] as const;
export const ZCaseSortField = z.enum(CASE_SORT_FIELDS);

/** An antd table sorter; a cleared column (no order) falls back to the default sort. */
export const ZCaseSorter = zTableSorter(CASE_SORT_FIELDS);

/** The case list's status filter: a case status, or 'Listed' for cases with a published lot. */
export const ZCaseStatusFilter = z.union([ZCaseStatus, z.literal('Listed')]);

/** POST /api/cases/list. */
export const ZCaseListBody = z.object({
  /** Part of a case number or file number, case-insensitive. */
  search: z.preprocess(blankToUndefined, zText().trim().max(100).optional()),
  sorter: z.preprocess(blankToUndefined, ZCaseSorter.optional()),
  pagination: z.preprocess(blankToUndefined, ZTablePagination.optional()),
  clientId: z.preprocess(blankToUndefined, zIdInput('Please select a valid client!').optional()),
  caseStatus: z.preprocess(blankToUndefined, ZCaseStatusFilter.optional()),
});
export type TCaseListBody = z.infer<typeof ZCaseListBody>;

/** POST /api/cases/listattorney: the client (law firm) dashboard's case list. */
export const ZCaseListAttorneyBody = ZCaseListBody.omit({ clientId: true }).extend({
  isListed: z.preprocess(blankToUndefined, z.boolean().optional()),
  /** Auction host the cases belong to. */
  companyId: z.preprocess(blankToUndefined, zIdInput('Please select a valid company!').optional()),
  attorneyId: z.preprocess(blankToUndefined, zIdInput(CASE_MESSAGES.attorneyInvalid).optional()),
});
export type TCaseListAttorneyBody = z.infer<typeof ZCaseListAttorneyBody>;

function requiredText(message: string, max: number) {
  return zText({ error: message })
    .trim()
    .min(1, { error: message })
    .max(max, { error: CASE_MESSAGES.tooLong(max) });
}

/** POST /api/cases and PUT /api/cases/{caseId}: the case form. File number and client are required, attorney optional. */
export const ZCaseBody = z.object({
  fileNumber: requiredText(CASE_MESSAGES.fileNumberRequired, 50),
  caseNumber: requiredText(CASE_MESSAGES.caseNumberRequired, 50),
  county: requiredText(CASE_MESSAGES.countyRequired, 100),
  clientId: zIdInput(CASE_MESSAGES.clientRequired),
  attorneyId: z.preprocess(blankToUndefined, zIdInput(CASE_MESSAGES.attorneyInvalid).optional()),
  /**
   * The judgment amount in dollars, which the plaintiff's credit bid is checked against (ADR 0074); null
   * clears it, and a body without it leaves it as it was (the spec's form never sends it).
   */
  judgmentAmount: zPositiveDollars('judgment amount').nullish(),
});
export type TCaseBody = z.infer<typeof ZCaseBody>;

/** POST /api/casenotes/{caseId}. A note without text is refused, as the UI never sends one. */
export const ZCaseNoteBody = z.object({
  subject: z.preprocess(
    blankToUndefined,
    zText()
      .trim()
      .max(200, { error: CASE_MESSAGES.tooLong(200) })
      .default(''),
  ),
  body: zText({ error: CASE_MESSAGES.noteBodyRequired })
    .trim()
    .min(1, { error: CASE_MESSAGES.noteBodyRequired })
    .max(10_000, { error: CASE_MESSAGES.tooLong(10_000) }),
});
export type TCaseNoteBody = z.infer<typeof ZCaseNoteBody>;

/** POST /api/casenotes/{caseId}/list. */
export const ZCaseNotesListBody = z.object({
  pagination: z.preprocess(blankToUndefined, ZTablePagination.optional()),
});

const zOptionalInstant = z.preprocess(blankToUndefined, z.iso.datetime({ offset: true }).optional());

/**
 * POST /api/notifications/activitylogs/list: a case's logs, or without caseId the caller's logs (the
 * settings' Activity Logs), narrowed by lot, acting user (name or user name, partial), a date range (instants,
 * inclusive), and for admins by company.
 */
export const ZActivityLogsListBody = z
  .object({
    caseId: z.preprocess(blankToUndefined, zIdInput('Please select a valid case!').optional()),
    lotId: z.preprocess(blankToUndefined, zIdInput('Please select a valid lot!').optional()),
    user: z.preprocess(blankToUndefined, z.string().trim().max(100).optional()),
    beginDate: zOptionalInstant,
    endDate: zOptionalInstant,
    companyId: z.preprocess(blankToUndefined, zIdInput('Please select a valid company!').optional()),
    pagination: z.preprocess(blankToUndefined, ZTablePagination.optional()),
  })
  .refine(
    (body) => !body.beginDate || !body.endDate || Date.parse(body.beginDate) <= Date.parse(body.endDate),
    {
      error: ACTIVITY_LOG_MESSAGES.datesOutOfOrder,
      path: ['beginDate'],
    },
  );
export type TActivityLogsListBody = z.input<typeof ZActivityLogsListBody>;

// ---- Answers ----

/** A row of the case lists (staff list and the client dashboard list share it). */
export const ZCaseListRow = z.object({
  id: z.string(),
  firmName: z.string(),
  companyName: z.string(),
  caseNumber: z.string(),
  county: z.string(),
  fileNumber: z.string().nullable(),
  caseStatus: ZCaseStatus,
  /** ISO, UTC. */
  createdDate: z.string(),
  /** Some lot of the case is published (Listed). */
  isListed: z.boolean(),
  /** Number of the case's first lot inside its auction, when it has one. */
  lotNumber: z.number().int().nullable(),
  attorneyId: z.string().nullable(),
  attorneyFirstName: z.string().nullable(),
  attorneyLastName: z.string().nullable(),
});
export type TCaseListRow = z.infer<typeof ZCaseListRow>;

export const ZCaseListAnswer = z.object({ data: z.array(ZCaseListRow), total: z.number().int() });
/** PUT /api/cases/{caseId}/updatestatus/{status}: the case and its new status. */
export const ZCaseStatusAnswer = z.object({ id: z.string(), caseStatus: ZCaseStatus });
export type TCaseStatusAnswer = z.infer<typeof ZCaseStatusAnswer>;
export type TCaseListAnswer = z.infer<typeof ZCaseListAnswer>;

/**
 * A lot as the case detail shows it: the full lot view (spec part 2 §3 "Lot"), so each lot card can show
 * its auction, primary property and, once sold, the winner, payments, past-due state and deed delivery.
 */
export const ZCaseLot = ZLotView;
export type TCaseLot = z.infer<typeof ZCaseLot>;

/** GET /api/cases/{caseId}. */
export const ZCaseDetail = z.object({
  id: z.string(),
  caseNumber: z.string(),
  county: z.string(),
  fileNumber: z.string().nullable(),
  clientId: z.string(),
  attorneyId: z.string().nullable(),
  /** Full name of the case's attorney, when one is set. */
  attorneyName: z.string().nullable(),
  caseStatus: ZCaseStatus,
  caseFirmName: z.string(),
  /** Dollars: the judgment the plaintiff's credit bid is checked against; null until the host enters it. */
  judgmentAmount: z.number().nullish(),
  country: z.string(),
  companyId: z.string(),
  createdDate: z.string(),
  /** The auction host's IANA time zone: the case's auction and lot dates are shown in it. */
  timeZone: z.string(),
  /**
   * Server-computed: the case is New and no lot is past Listed (domain `caseCanEdit`), and the caller is
   * staff of the owning company; always false for clients and admins, who only read.
   */
  canEdit: z.boolean(),
  lotsCombinedStatus: ZLotStatus.nullable(),
  progressStep: ZCaseProgressStep,
  /**
   * Case statuses the case may be moved to now (PUT /api/cases/{caseId}/updatestatus/{status}), in the
   * order WaitingCourtHouse, Approved, Denied, Closed, Cancelled; empty for clients and admins.
   */
  availableActions: z.array(ZCaseStatus),
  lots: z.array(ZCaseLot),
  /** Always empty here: documents are listed by POST /api/documents/list/{caseId}. */
  documents: z.array(z.unknown()),
  notesCount: z.number().int(),
});
export type TCaseDetail = z.infer<typeof ZCaseDetail>;

/** GET /api/cases/lookup/{caseNumber}/{county}: an empty list means 'No duplicates!'. */
export const ZCaseLookupRow = z.object({
  id: z.string(),
  caseNumber: z.string(),
  county: z.string(),
  fileNumber: z.string().nullable(),
  firmName: z.string(),
  caseStatus: ZCaseStatus,
});
export type TCaseLookupRow = z.infer<typeof ZCaseLookupRow>;

export const ZCaseNote = z.object({
  id: z.string(),
  subject: z.string(),
  body: z.string(),
  /** Full name of the author. */
  createdBy: z.string(),
  createdDate: z.string(),
});
export type TCaseNote = z.infer<typeof ZCaseNote>;
export const ZCaseNotesAnswer = z.object({ data: z.array(ZCaseNote), total: z.number().int() });
export type TCaseNotesAnswer = z.infer<typeof ZCaseNotesAnswer>;

export const ZActivityLog = z.object({
  id: z.string(),
  actLogTitle: z.string(),
  actLogBody: z.string(),
  createdDate: z.string(),
  /** Who did it (user name), the case and lot it is about, and the company: the settings table's columns. */
  userName: z.string().nullable().optional(),
  caseId: z.string().nullable().optional(),
  caseNumber: z.string().nullable().optional(),
  lotId: z.string().nullable().optional(),
  companyName: z.string().nullable().optional(),
});
export type TActivityLog = z.infer<typeof ZActivityLog>;
/** The spec reads the list at `data.data`. */
export const ZActivityLogsAnswer = z.object({
  data: z.object({ data: z.array(ZActivityLog), total: z.number().int() }),
});
export type TActivityLogsAnswer = z.infer<typeof ZActivityLogsAnswer>;

export const ZClientLookupRow = z.object({ id: z.string(), name: z.string() });
export type TClientLookupRow = z.infer<typeof ZClientLookupRow>;
