import { FILE_LINK_TTL_SECONDS, type TVerificationQueue } from '@bidright/domain';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bidders, identityEvidence, purchaseProfiles, users } from '../../db/schema/index';
import type { FileStorage } from '../../providers/storage/storage';
import { presentEvidence } from './presenter';

const fullName = (user: { firstName: string; lastName: string }) => `${user.firstName} ${user.lastName}`;

/**
 * GET /api/admin/verifications: what waits for an admin. Identity: the undecided no-match checks of bidders
 * whose identity is Pending review (oldest first). Papers: entity profiles whose papers wait for review.
 */
export async function listVerifications(db: Db, storage: FileStorage): Promise<TVerificationQueue> {
  const identity = await db
    .select({ evidence: identityEvidence, firstName: users.firstName, lastName: users.lastName })
    .from(identityEvidence)
    .innerJoin(users, eq(users.id, identityEvidence.bidderId))
    .innerJoin(bidders, eq(bidders.userId, identityEvidence.bidderId))
    .where(
      and(
        eq(identityEvidence.result, 'no_match'),
        isNull(identityEvidence.decision),
        eq(bidders.identityStatus, 'Pending review'),
      ),
    )
    .orderBy(asc(identityEvidence.id));
  const papers = await db
    .select({ profile: purchaseProfiles, firstName: users.firstName, lastName: users.lastName })
    .from(purchaseProfiles)
    .innerJoin(users, eq(users.id, purchaseProfiles.bidderId))
    .where(
      and(inArray(purchaseProfiles.papersStatus, ['Pending review']), isNull(purchaseProfiles.deletedAt)),
    )
    .orderBy(asc(purchaseProfiles.id));
  return {
    identity: identity.map((row) => presentEvidence(row.evidence, fullName(row))),
    papers: await Promise.all(
      papers.map(async ({ profile, ...user }) => ({
        profileId: String(profile.id),
        bidderId: String(profile.bidderId),
        bidderName: fullName(user),
        entityName: profile.name,
        status: profile.papersStatus,
        // A short-lived signed link (ADR 0037), handed out only to the admin this route authorised.
        fileUrl: profile.papersStorageKey
          ? await storage.signedUrlFor(profile.papersStorageKey, {
              fileName: `${profile.name} papers.pdf`,
              contentType: 'application/pdf',
              expiresInSeconds: FILE_LINK_TTL_SECONDS,
            })
          : null,
        decidedAt: profile.papersDecidedAt?.toISOString() ?? null,
        reason: profile.papersReason,
      })),
    ),
  };
}
