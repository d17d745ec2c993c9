import { z } from 'zod';
import { ZLotStatus } from './enums';

/** Texts of marking a lot featured and removing it (spec part 1 §4, part 2 §4). */
export const FEATURED_LOT_MESSAGES = {
  markConfirm: 'Are you sure to mark the lot as featured?',
  featured: 'Successfully marked as featured!',
  removeConfirm: 'Are you sure to remove the lot from featured list?',
  unfeatured: 'Successfully marked as unfeatured!',
} as const;

/** A featured lot as the host's and the admin's featured lists show it (spec part 1 §4). */
export const ZFeaturedLot = z.object({
  featuredId: z.string(),
  featuredByAdmin: z.boolean(),
  lotId: z.string(),
  streetLine1: z.string().nullable(),
  streetLine2: z.string().nullable(),
  city: z.string().nullable(),
  zipCode: z.string().nullable(),
  county: z.string().nullable(),
  auctionStartTime: z.string().nullable(),
  lotStatus: ZLotStatus,
  hasImage: z.boolean(),
});
export type TFeaturedLot = z.infer<typeof ZFeaturedLot>;

/**
 * A featured lot as the company settings read it (spec part 3 §3 "Featured lot": id, isAdmin, lot): the
 * company's `featuredLots`. `isAdmin` marks one an admin featured, which the host cannot remove.
 */
export const ZCompanyFeaturedLot = z.object({
  id: z.string(),
  isAdmin: z.boolean(),
  lot: z.object({
    id: z.string(),
    streetLine1: z.string().nullable(),
    streetLine2: z.string().nullable(),
    city: z.string().nullable(),
    zipCode: z.string().nullable(),
    county: z.string().nullable(),
    countryCode: z.string(),
    auctionStartTime: z.string().nullable(),
    lotStatus: ZLotStatus,
    hasImage: z.boolean(),
  }),
});
export type TCompanyFeaturedLot = z.infer<typeof ZCompanyFeaturedLot>;

/** The company's shape of a featured lot, from the flat one of the featured lists. */
export function toCompanyFeaturedLot(row: TFeaturedLot): TCompanyFeaturedLot {
  return {
    id: row.featuredId,
    isAdmin: row.featuredByAdmin,
    lot: {
      id: row.lotId,
      streetLine1: row.streetLine1,
      streetLine2: row.streetLine2,
      city: row.city,
      zipCode: row.zipCode,
      county: row.county,
      countryCode: 'US',
      auctionStartTime: row.auctionStartTime,
      lotStatus: row.lotStatus,
      hasImage: row.hasImage,
    },
  };
}

/** PUT /api/lots/{id}/markasfeatured/{flag}: whether the company's featured lot was replaced, and the new flag's id. */
export const ZFeaturedMarked = z.object({ replaced: z.boolean(), featuredId: z.string() });
export type TFeaturedMarked = z.infer<typeof ZFeaturedMarked>;

/** PUT /api/lots/unmarkasfeatured/{featuredId}. */
export const ZFeaturedRemoved = z.object({ removed: z.boolean() });
export type TFeaturedRemoved = z.infer<typeof ZFeaturedRemoved>;

/** POST /api/admins/featuredlot/{lotId}: the admin's featured flag and the spec's text. */
export const ZAdminFeaturedAnswer = z.object({ featuredId: z.string(), message: z.string() });
export type TAdminFeaturedAnswer = z.infer<typeof ZAdminFeaturedAnswer>;
