import type { TAuctionStartType, TAuctionStatus, TAuctionType, TLotStatus } from '@bidright/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { auctionKeys } from './auction-list';

/** A lot of the auction, in sale order, with its primary property's address. */
export interface TAuctionLot {
  id: string;
  lotNumber: number | null;
  lotStatus: TLotStatus;
  isPostponed: boolean;
  openingPrice: number;
  requiredDown: number;
  minBidIncrements: number;
  continuanceDate: string | null;
  startedTime: string | null;
  stopTime: string | null;
  stoppedTime: string | null;
  caseId: string;
  caseNumber: string | null;
  propertyCount: number;
  numberOfBids: number;
  propertyId: string | null;
  streetLine1: string | null;
  streetLine2: string | null;
  city: string | null;
  county: string | null;
  stateCode: string | null;
  zipCode: string | null;
  address: string | null;
}

/** A bidder's participation in one lot; amount -1 pre-registered, 0 spectating, else dollars locked. */
export interface TAuctionBidder {
  bidderId: string;
  bidderUserName: string;
  bidderFirstName: string;
  bidderLastName: string;
  paddleNumber: number;
  amount: number;
  enteredDate: string | null;
  leftDate: string | null;
  isRemoved: boolean;
  balanceType: string | null;
  type: string;
  lotId: string;
}

export interface TBidderCount {
  lotId: string;
  preRegistered: number;
  spectating: number;
  active: number;
  left: number;
}

/** GET /api/auctions/{id}. */
export interface TAuctionDetail {
  id: string;
  type: TAuctionType;
  startType: TAuctionStartType;
  startTime: string;
  stopTime: string | null;
  timeLeft: number;
  extraTime: number;
  location: string | null;
  isTest: boolean;
  minBidIncrements: number | null;
  isOpen: boolean;
  isFinished: boolean;
  isStarted: boolean;
  isCancelled: boolean;
  isPublished: boolean;
  status: TAuctionStatus;
  canEdit: boolean;
  canDelete: boolean;
  lotCount: number;
  estimatedDuration: { hours: number; minutes: number } | null;
  canInitiateGrpc: boolean;
  hostName: string;
  timeZone: string;
  lots: TAuctionLot[];
  auctionBidders: TAuctionBidder[];
  bidderCounts: TBidderCount[];
}

export const getAuction = (id: string) =>
  // Silent: a 404 or 403 sends the user back to the list instead of a toast on top of it.
  apiFetch<TAuctionDetail>(`/api/auctions/${id}`, { silent: true });

export const auctionQueryOptions = (id: string) =>
  queryOptions({ queryKey: auctionKeys.detail(id), queryFn: () => getAuction(id) });

/** The auction detail: settings, flags, lots, bidders. */
export const useAuction = (id: string) => useQuery(auctionQueryOptions(id));
