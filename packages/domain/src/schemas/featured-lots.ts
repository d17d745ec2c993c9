import { z } from 'zod';
import { ZLotStatus } from '../enums';

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
