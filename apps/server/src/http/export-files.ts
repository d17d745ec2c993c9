import { once } from 'node:events';
import { PassThrough } from 'node:stream';
import type ExcelJS from 'exceljs';
import type { FastifyReply } from 'fastify';

/**
 * Streamed file answers shared by the admin user exports and the reports: Excel through exceljs'
 * WorkbookWriter, so rows leave as they are read and memory stays flat however many there are, and a
 * file name that carries the moment it was made.
 */

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
export const PDF_TYPE = 'application/pdf';

/**
 * ExcelJS, loaded the first time a file is made, not when the server starts: it is the heaviest module a
 * boot would load (~0.4 s of CPU), and most processes never export or import a spreadsheet.
 */
export const loadExcelJs = (): Promise<{ default: typeof ExcelJS }> => import('exceljs');

/** `Bids_20261123_093512.xlsx`: the base name and the UTC time of the export. */
export function timestampedFileName(base: string, extension: 'xlsx' | 'pdf', at = new Date()) {
  const stamp = at.toISOString().replace(/[-:]/g, '').replace('T', '_').slice(0, 15);
  return `${base}_${stamp}.${extension}`;
}

/** Sets the download headers; the browser reads the name from Content-Disposition. */
export function asDownload(reply: FastifyReply, fileName: string, type: string) {
  return reply
    .header('content-type', type)
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('access-control-expose-headers', 'content-disposition')
    .header('cache-control', 'no-store');
}

export interface TExcelColumn<T> {
  header: string;
  width?: number;
  /** Excel number format, e.g. '"$"#,##0.00' for dollars. */
  numFmt?: string;
  value(row: T): string | number | boolean | Date | null;
}

/**
 * Writes `rows` into a one-sheet workbook streamed to `out`. Each row is committed as soon as it is added
 * (then forgotten), and the writer waits whenever the reader is behind, so the rows never pile up.
 */
export async function writeExcel<T>(
  out: NodeJS.WritableStream & { writableNeedDrain?: boolean },
  sheetName: string,
  columns: TExcelColumn<T>[],
  rows: AsyncIterable<T>,
) {
  const { default: Excel } = await loadExcelJs();
  const workbook = new Excel.stream.xlsx.WorkbookWriter({
    stream: out as unknown as import('node:stream').Stream,
    useStyles: true,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet(sheetName);
  sheet.columns = columns.map((column, index) => ({
    header: column.header,
    key: `c${index}`,
    width: column.width ?? 18,
    style: column.numFmt ? { numFmt: column.numFmt } : {},
  }));
  sheet.getRow(1).font = { bold: true };
  let written = 0;
  for await (const row of rows) {
    sheet.addRow(columns.map((column) => column.value(row))).commit();
    written += 1;
    if (out.writableNeedDrain) await once(out as unknown as NodeJS.EventEmitter, 'drain');
    // Let the zip deflate catch up now and then, so compressed chunks do not queue up in memory.
    else if (written % 500 === 0) await new Promise((resolve) => setImmediate(resolve));
  }
  sheet.commit();
  await workbook.commit();
  return written;
}

/** Answers with an .xlsx download streamed while the rows are read. */
export function sendExcel<T>(
  reply: FastifyReply,
  baseName: string,
  columns: TExcelColumn<T>[],
  rows: AsyncIterable<T>,
) {
  const out = new PassThrough();
  writeExcel(out, baseName, columns, rows).catch((error: unknown) => {
    reply.log.error({ err: error }, 'excel export failed');
    out.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return asDownload(reply, timestampedFileName(baseName, 'xlsx'), XLSX_TYPE).send(out);
}

export const USD_FORMAT = '"$"#,##0.00';
export const DATE_FORMAT = 'mm/dd/yyyy h:mm AM/PM';
