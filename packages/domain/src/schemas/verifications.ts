import { z } from 'zod';
import { IDENTITY_STATUSES, PAPERS_STATUSES } from '../identity-match';
import { zText } from '../text';

/**
 * Independent identity verification (issue 42, ADR 0072): the bidder's own state, the admin's review queue
 * (identity checks with no match, and entity grantees' papers) and the decisions. Our words (ADR 0062).
 */
export const VERIFICATION_MESSAGES = {
  reasonRequired: 'Please enter the reason for the denial!',
  notPending: 'This review has already been decided.',
  approved: 'Successfully approved!',
  denied: 'Successfully denied!',
  papersPdfOnly: 'Please upload the papers as a PDF file!',
  papersUploaded: 'Successfully uploaded the papers!',
  papersNotEntity: 'Only an entity (LLC, corporation or trust) profile needs papers.',
  papersNotApproved: "This purchase profile's entity papers are not approved yet.",
  pendingReview:
    "Your bank account's owner did not match your registered name and address. An administrator is reviewing it.",
} as const;

export const ZIdentityStatus = z.enum(IDENTITY_STATUSES);
export const ZPapersStatus = z.enum(PAPERS_STATUSES);

const ZOwner = z.object({
  names: z.array(z.string()),
  addresses: z.array(
    z.object({
      street: z.string().nullable(),
      city: z.string().nullable(),
      region: z.string().nullable(),
      postalCode: z.string().nullable(),
    }),
  ),
  emails: z.array(z.string()),
  phoneNumbers: z.array(z.string()),
});

const ZRegistered = z.object({
  firstName: z.string(),
  lastName: z.string(),
  streetLine1: z.string().nullable(),
  streetLine2: z.string().nullable(),
  city: z.string().nullable(),
  stateCode: z.string().nullable(),
  zipCode: z.string().nullable(),
});

/** One identity check as stored: both sides, the rule's result, scores, reasons, and any decision. */
export const ZIdentityEvidence = z.object({
  id: z.string(),
  bidderId: z.string(),
  bidderName: z.string(),
  method: z.string(),
  bankAccountId: z.string().nullable(),
  owners: z.array(ZOwner),
  registered: ZRegistered,
  result: z.enum(['match', 'no_match']),
  nameScore: z.number(),
  addressScore: z.number(),
  reasons: z.array(z.string()),
  decision: z.enum(['Approved', 'Denied']).nullable(),
  decidedBy: z.string().nullable(),
  decidedAt: z.iso.datetime({ offset: true }).nullable(),
  decisionReason: z.string().nullable(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type TIdentityEvidence = z.infer<typeof ZIdentityEvidence>;

/** What the bidder sees of their own identity check. */
export const ZOwnIdentity = z.object({
  status: ZIdentityStatus,
  /** The admin's reason when denied (or approved), else null. */
  reason: z.string().nullable(),
  decidedAt: z.iso.datetime({ offset: true }).nullable(),
  checkedAt: z.iso.datetime({ offset: true }).nullable(),
  result: z.enum(['match', 'no_match']).nullable(),
});
export type TOwnIdentity = z.infer<typeof ZOwnIdentity>;

/** An entity profile's papers in the admin queue. */
export const ZPapersReview = z.object({
  profileId: z.string(),
  bidderId: z.string(),
  bidderName: z.string(),
  entityName: z.string(),
  status: ZPapersStatus,
  /** A short-lived signed link to the PDF (ADR 0037), null when none is uploaded. */
  fileUrl: z.string().nullable(),
  decidedAt: z.iso.datetime({ offset: true }).nullable(),
  reason: z.string().nullable(),
});
export type TPapersReview = z.infer<typeof ZPapersReview>;

export const ZVerificationQueue = z.object({
  identity: z.array(ZIdentityEvidence),
  papers: z.array(ZPapersReview),
});
export type TVerificationQueue = z.infer<typeof ZVerificationQueue>;

/** An admin's decision: a reason is required to deny. */
export const ZVerificationDecisionBody = z
  .object({
    decision: z.enum(['Approved', 'Denied']),
    reason: zText().max(500).nullish(),
  })
  .superRefine((body, context) => {
    if (body.decision === 'Denied' && !body.reason?.trim())
      context.addIssue({ code: 'custom', path: ['reason'], message: VERIFICATION_MESSAGES.reasonRequired });
  });
export type TVerificationDecisionBody = z.input<typeof ZVerificationDecisionBody>;
