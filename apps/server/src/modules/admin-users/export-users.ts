import type { TSystemUserListBody, TSystemUserRow } from '@bidright/domain';
import type { FastifyReply } from 'fastify';
import type { Db } from '../../db/client';
import { sendExcel, type TExcelColumn } from '../../http/export-files';
import { eachSystemUser, type TSystemUserKind } from './list-system-users';

const at = (iso: string | null) => (iso ? new Date(iso) : null);

const COMMON: TExcelColumn<TSystemUserRow>[] = [
  { header: 'Id', width: 8, value: (row) => Number(row.id) },
  { header: 'First Name', value: (row) => row.firstName },
  { header: 'Last Name', value: (row) => row.lastName },
  { header: 'Username', value: (row) => row.userName },
  { header: 'Email', width: 30, value: (row) => row.email },
  { header: 'Phone', value: (row) => row.phoneNumber },
];
const TAIL: TExcelColumn<TSystemUserRow>[] = [
  { header: 'Created', numFmt: 'mm/dd/yyyy', value: (row) => at(row.createdDate) },
  { header: 'Last Login', numFmt: 'mm/dd/yyyy', value: (row) => at(row.lastLoginDate) },
  { header: 'Status', value: (row) => (row.deactivatedDate ? 'Inactive' : 'Active') },
];

const COLUMNS: Record<TSystemUserKind, TExcelColumn<TSystemUserRow>[]> = {
  bidders: [...COMMON, { header: 'Verified', value: (row) => (row.isVerified ? 'Yes' : 'No') }, ...TAIL],
  auctioneers: [
    ...COMMON,
    { header: 'Role', value: (row) => row.role },
    { header: 'Company', width: 30, value: (row) => row.companyName },
    ...TAIL,
  ],
  admins: [...COMMON, ...TAIL],
};
const FILE_BASE: Record<TSystemUserKind, string> = {
  bidders: 'Bidders',
  auctioneers: 'Auctioneers',
  admins: 'Admins',
};

/** POST /api/bidders/listexcel, /api/auctioneers/listallexcel, /api/admins/listexcel: the list as .xlsx. */
export function exportSystemUsers(
  reply: FastifyReply,
  db: Db,
  kind: TSystemUserKind,
  body: TSystemUserListBody,
) {
  return sendExcel(reply, FILE_BASE[kind], COLUMNS[kind], eachSystemUser(db, kind, body));
}
