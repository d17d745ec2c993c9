import { z } from 'zod';
import {
  AUCTION_START_TYPES,
  AUCTION_STATUSES,
  AUCTION_TYPES,
  BIDDER_OUTCOMES,
  CASE_PROGRESS_STEPS,
  CASE_STATUSES,
  JOIN_TYPES,
  LOT_STATUSES,
  PARTICIPATION_MODES,
} from '../enums';

/** The wire schemas of the status and type enums (enums.ts holds their values, labels and types). */
export const ZLotStatus = z.enum(LOT_STATUSES);
export const ZCaseStatus = z.enum(CASE_STATUSES);
export const ZCaseProgressStep = z.enum(CASE_PROGRESS_STEPS);
export const ZAuctionType = z.enum(AUCTION_TYPES);
export const ZAuctionStartType = z.enum(AUCTION_START_TYPES);
export const ZAuctionStatus = z.enum(AUCTION_STATUSES);
export const ZBidderOutcome = z.enum(BIDDER_OUTCOMES);
export const ZJoinType = z.enum(JOIN_TYPES);
export const ZParticipationMode = z.enum(PARTICIPATION_MODES);
