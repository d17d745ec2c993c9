import { z } from 'zod';
import { AUDIT_OPERATIONS, AUDIT_TRAIL_TABLES } from '../audit-trail';
import { zId } from '../ids';
import { zNumeric } from '../text';
import { blankToUndefined, MAX_PAGE_SIZE_TABLE } from './table';

/**
 * The staff and admin audit trail (issue 42 point 3, ADR 0071): every change to a table on the trail, with
 * who, when, from which address, through which route, and the row before and after. Admins read all of it;
 * a host's staff read their own company's.
 */
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(blankToUndefined, schema.optional());
const ZInstant = z.iso.datetime({ offset: true, error: 'Please enter a valid date!' });

/** The filters of the trail's screen and export (a query string). */
export const ZAuditTrailFilter = z.object({
  actorUserId: optional(zId()),
  companyId: optional(zId()),
  table: optional(z.enum(AUDIT_TRAIL_TABLES)),
  rowId: optional(z.string().trim().max(100)),
  operation: optional(z.enum(AUDIT_OPERATIONS)),
  from: optional(ZInstant),
  to: optional(ZInstant),
});
export type TAuditTrailFilter = z.infer<typeof ZAuditTrailFilter>;

export const ZAuditTrailQuery = ZAuditTrailFilter.extend({
  current: zNumeric(z.number().int().min(1).max(1_000_000)).default(1),
  pageSize: zNumeric(z.number().int().min(1).max(MAX_PAGE_SIZE_TABLE)).default(25),
});
export type TAuditTrailQuery = z.infer<typeof ZAuditTrailQuery>;

const ZValues = z.record(z.string(), z.unknown()).nullable();

/** One row of the trail. */
export const ZAuditTrailEntry = z.object({
  id: z.string(),
  /** UTC, ISO 8601. */
  createdAt: z.string(),
  actorUserId: z.string().nullable(),
  actorName: z.string().nullable(),
  actorRole: z.string(),
  actorCompanyId: z.string().nullable(),
  /** Null on a host's screen for another party's change (an admin's): their address is not the host's. */
  actorIp: z.string().nullable(),
  route: z.string().nullable(),
  table: z.string(),
  rowId: z.string().nullable(),
  operation: z.enum(AUDIT_OPERATIONS),
  companyId: z.string().nullable(),
  companyName: z.string().nullable(),
  before: ZValues,
  after: ZValues,
  /** The columns whose values differ between before and after. */
  changed: z.array(z.string()),
  hash: z.string(),
});
export type TAuditTrailEntry = z.infer<typeof ZAuditTrailEntry>;

export const ZAuditTrailPage = z.object({
  items: z.array(ZAuditTrailEntry),
  total: z.number(),
  current: z.number(),
  pageSize: z.number(),
});
export type TAuditTrailPage = z.infer<typeof ZAuditTrailPage>;

/** The chain recomputed from its anchor to its head. */
export const ZAuditTrailVerification = z.object({
  isValid: z.boolean(),
  /** Rows checked. */
  checked: z.number(),
  /** The last purged row (0 when nothing was purged) and its hash, where the check starts. */
  anchorId: z.string(),
  anchorHash: z.string(),
  headId: z.string(),
  headHash: z.string(),
  /** The first row whose hash does not match, or after which the chain breaks; null when valid. */
  firstBadId: z.string().nullable(),
  reason: z.string().nullable(),
});
export type TAuditTrailVerification = z.infer<typeof ZAuditTrailVerification>;
