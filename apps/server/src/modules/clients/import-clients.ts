import {
  CLIENT_IMPORT_COLUMNS,
  CLIENT_MESSAGES,
  type TClientImportAnswer,
  ZClientBody,
} from '@bidright/domain';
import { and, eq, sql } from 'drizzle-orm';
import type ExcelJS from 'exceljs';
import { fileTypeFromBuffer } from 'file-type';
import { logActivity } from '../../db/activity';
import type { Db } from '../../db/client';
import { clientCompanies, clients } from '../../db/schema/index';
import { badRequest, forbidden } from '../../errors';
import type { AuthUser } from '../../http/access-token';
import { loadExcelJs } from '../../http/export-files';
import type { UploadedFile } from '../../uploads/read-upload';
import { companyScopeOf } from './list-clients';

/** The most rows one import takes. */
export const CLIENT_IMPORT_MAX_ROWS = 2000;

const cellText = (value: ExcelJS.CellValue): string => {
  if (value === null || value === undefined) return '';
  if (typeof value === 'object') {
    if ('text' in value && typeof value.text === 'string') return value.text;
    if ('result' in value) return String(value.result ?? '');
    if ('richText' in value) return value.richText.map((part) => part.text).join('');
    if (value instanceof Date) return value.toISOString().slice(0, 10);
  }
  return String(value);
};

const nameKey = (name: string) => name.trim().toLowerCase().replace(/\s+/g, ' ');

/** The template: the header row, one example row and a second sheet describing each column. */
export async function clientImportTemplate(): Promise<Buffer> {
  const { default: Excel } = await loadExcelJs();
  const workbook = new Excel.Workbook();
  const sheet = workbook.addWorksheet('Clients');
  sheet.columns = CLIENT_IMPORT_COLUMNS.map((column) => ({
    header: column.header,
    key: column.key,
    width: 22,
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.addRow({
    name: 'Example Law Group LLC',
    streetLine1: '100 N LaSalle St',
    streetLine2: 'Suite 1200',
    city: 'Chicago',
    stateCode: 'IL',
    zipCode: '60602',
    phoneNumber: '3125550100',
    email: 'office@example-law.com',
  });
  const help = workbook.addWorksheet('Columns');
  help.columns = [
    { header: 'Column', key: 'header', width: 18 },
    { header: 'Required', key: 'required', width: 10 },
    { header: 'Description', key: 'note', width: 50 },
  ];
  help.getRow(1).font = { bold: true };
  for (const column of CLIENT_IMPORT_COLUMNS)
    help.addRow({ header: column.header, required: column.required ? 'Yes' : 'No', note: column.note });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/**
 * POST /api/clients/import (multipart excelFile): reads the first sheet with exceljs, validates each row
 * with the same schema as the Add Client form, and imports all rows or none. A row whose firm name the
 * company already has (or that repeats an earlier row) is skipped, so importing the same file twice
 * creates no duplicates.
 */
export async function importClients(
  db: Db,
  caller: AuthUser,
  file: UploadedFile | null,
): Promise<TClientImportAnswer> {
  const companyId = companyScopeOf(caller);
  if (companyId === null) throw forbidden();
  if (!file || file.data.length === 0) throw badRequest(CLIENT_MESSAGES.importNotExcel);
  const type = await fileTypeFromBuffer(file.data);
  if (type?.ext !== 'xlsx')
    throw badRequest(CLIENT_MESSAGES.importNotExcel, { excelFile: CLIENT_MESSAGES.importNotExcel });

  const { default: Excel } = await loadExcelJs();
  const workbook = new Excel.Workbook();
  try {
    await workbook.xlsx.load(file.data as unknown as ArrayBuffer);
  } catch {
    throw badRequest(CLIENT_MESSAGES.importNotExcel, { excelFile: CLIENT_MESSAGES.importNotExcel });
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw badRequest(CLIENT_MESSAGES.importEmpty);

  // Columns by header text, so their order in the file does not matter.
  const columnOf = new Map<string, number>();
  sheet.getRow(1).eachCell((cell, index) => columnOf.set(cellText(cell.value).trim().toLowerCase(), index));
  const missing = CLIENT_IMPORT_COLUMNS.filter((c) => c.required && !columnOf.has(c.header.toLowerCase()));
  if (missing.length)
    throw badRequest(
      `The file has no ${missing.map((c) => `'${c.header}'`).join(', ')} column. Please use the template.`,
    );

  const rows: { row: number; values: ReturnType<typeof ZClientBody.parse> }[] = [];
  const errors: { row: number; reason: string }[] = [];
  for (let index = 2; index <= sheet.rowCount; index++) {
    const excelRow = sheet.getRow(index);
    const raw: Record<string, string> = {};
    for (const column of CLIENT_IMPORT_COLUMNS) {
      const at = columnOf.get(column.header.toLowerCase());
      raw[column.key] = at ? cellText(excelRow.getCell(at).value).trim() : '';
    }
    if (Object.values(raw).every((value) => value === '')) continue;
    if (rows.length + errors.length >= CLIENT_IMPORT_MAX_ROWS)
      throw badRequest(`The file has more than ${CLIENT_IMPORT_MAX_ROWS} rows.`);
    const parsed = ZClientBody.safeParse({ ...raw, status: 'Active' });
    if (parsed.success) rows.push({ row: index, values: parsed.data });
    else {
      const issue = parsed.error.issues[0]!;
      const column = CLIENT_IMPORT_COLUMNS.find((c) => c.key === issue.path[0]);
      errors.push({ row: index, reason: `${column?.header ?? 'Row'}: ${issue.message}` });
    }
  }
  // A half-valid file imports nothing: 400 with every bad row and its reason ("Row 3": "Name: …").
  if (errors.length)
    throw badRequest(
      CLIENT_MESSAGES.importBadRows,
      Object.fromEntries(errors.map((error) => [`Row ${error.row}`, error.reason])),
    );
  if (rows.length === 0) throw badRequest(CLIENT_MESSAGES.importEmpty);

  return db.transaction(async (tx) => {
    // Serialise imports of one company, so two uploads of the same file cannot both insert.
    await tx.execute(sql`select pg_advisory_xact_lock(872301, ${companyId})`);
    const existing = await tx
      .select({ name: clients.name })
      .from(clients)
      .innerJoin(
        clientCompanies,
        and(eq(clientCompanies.clientId, clients.id), eq(clientCompanies.companyId, companyId)),
      );
    const seen = new Set(existing.map((row) => nameKey(row.name)));
    const fresh = rows.filter(({ values }) => {
      const key = nameKey(values.name);
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
    if (fresh.length) {
      const inserted = await tx
        .insert(clients)
        .values(fresh.map(({ values }) => values))
        .returning({ id: clients.id });
      await tx.insert(clientCompanies).values(inserted.map((row) => ({ clientId: row.id, companyId })));
      await logActivity(tx, {
        companyId,
        userId: caller.id,
        title: 'Clients imported',
        body: `${caller.userName} imported ${fresh.length} client(s) from ${file.fileName}.`,
      });
    }
    return {
      message: CLIENT_MESSAGES.importDone,
      imported: fresh.length,
      skipped: rows.length - fresh.length,
    };
  });
}
