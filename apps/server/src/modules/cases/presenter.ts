import {
  type TActivityLog,
  type TCaseListRow,
  type TCaseNote,
  type TCaseStatus,
  type TLotStatus,
  toDollars,
} from '@bidright/domain';

/** Wire shapes of the Cases area. Rows never go over the wire as they are. */

const iso = (value: Date | string) => new Date(value).toISOString();

export interface TCaseListRecord {
  id: number;
  firmName: string;
  companyName: string;
  caseNumber: string;
  county: string;
  fileNumber: string | null;
  caseStatus: TCaseStatus;
  createdAt: Date | string;
  isListed: boolean;
  lotNumber: number | null;
  attorneyId: number | null;
  attorneyFirstName: string | null;
  attorneyLastName: string | null;
}

export function presentCaseListRow(row: TCaseListRecord): TCaseListRow {
  return {
    id: String(row.id),
    firmName: row.firmName,
    companyName: row.companyName,
    caseNumber: row.caseNumber,
    county: row.county,
    fileNumber: row.fileNumber,
    caseStatus: row.caseStatus,
    createdDate: iso(row.createdAt),
    isListed: Boolean(row.isListed),
    lotNumber: row.lotNumber === null ? null : Number(row.lotNumber),
    attorneyId: row.attorneyId === null ? null : String(row.attorneyId),
    attorneyFirstName: row.attorneyFirstName,
    attorneyLastName: row.attorneyLastName,
  };
}

export interface TCaseLotRecord {
  id: number;
  lotNumber: number | null;
  lotStatus: TLotStatus;
  openingPriceCents: number;
  requiredDown: number;
  minBidIncrementCents: number;
  isPostponed: boolean;
  auction: { id: number; startTime: Date; stopTime: Date | null } | null;
  propertyCount: number;
  property: {
    id: number;
    streetLine1: string;
    streetLine2: string | null;
    city: string;
    county: string;
    stateCode: string;
    zipCode: string;
  } | null;
  markedFeatured: boolean;
}

export function presentCaseLot(lot: TCaseLotRecord, now = new Date()) {
  return {
    id: String(lot.id),
    lotNumber: lot.lotNumber,
    lotStatus: lot.lotStatus,
    openingPrice: toDollars(Number(lot.openingPriceCents)),
    requiredDown: Number(lot.requiredDown),
    minBidIncrements: toDollars(Number(lot.minBidIncrementCents)),
    auction: lot.auction
      ? {
          id: String(lot.auction.id),
          startTime: iso(lot.auction.startTime),
          stopTime: lot.auction.stopTime ? iso(lot.auction.stopTime) : null,
          isStarted: new Date(lot.auction.startTime).getTime() <= now.getTime(),
        }
      : null,
    propertyCount: Number(lot.propertyCount),
    property: lot.property ? { ...lot.property, id: String(lot.property.id) } : null,
    isPostponed: lot.isPostponed,
    markedFeatured: lot.markedFeatured,
  };
}

export function presentCaseNote(row: {
  id: number;
  subject: string;
  body: string;
  firstName: string | null;
  lastName: string | null;
  createdAt: Date | string;
}): TCaseNote {
  return {
    id: String(row.id),
    subject: row.subject,
    body: row.body,
    createdBy: [row.firstName, row.lastName].filter(Boolean).join(' '),
    createdDate: iso(row.createdAt),
  };
}

export function presentActivityLog(row: {
  id: number;
  title: string;
  body: string | null;
  createdAt: Date | string;
}): TActivityLog {
  return {
    id: String(row.id),
    actLogTitle: row.title,
    actLogBody: row.body ?? '',
    createdDate: iso(row.createdAt),
  };
}
