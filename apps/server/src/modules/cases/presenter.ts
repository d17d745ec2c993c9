import type { TActivityLog, TCaseListRow, TCaseNote, TCaseStatus } from '@bidright/domain';

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
  userName?: string | null;
  caseId?: number | null;
  caseNumber?: string | null;
  lotId?: number | null;
  companyName?: string | null;
}): TActivityLog {
  const idOrNull = (id: number | null | undefined) => (id == null ? null : String(id));
  return {
    id: String(row.id),
    actLogTitle: row.title,
    actLogBody: row.body ?? '',
    createdDate: iso(row.createdAt),
    userName: row.userName ?? null,
    caseId: idOrNull(row.caseId),
    caseNumber: row.caseNumber ?? null,
    lotId: idOrNull(row.lotId),
    companyName: row.companyName ?? null,
  };
}
