import { pdfDocument } from '../../http/pdf-document';

/**
 * A report as a real PDF (pdfkit): the title, the filters used, a table whose rows flow onto as many
 * pages as they need (the header row repeats on each), "Page n of m" on every page and the generation
 * time. Pages are buffered until the end only to number them; reports cap their rows for PDF.
 */
export interface TPdfColumn<T> {
  header: string;
  /** Share of the table width. */
  weight: number;
  align?: 'left' | 'right';
  value(row: T): string;
}

export interface TPdfReport<T> {
  title: string;
  filters: [string, string][];
  columns: TPdfColumn<T>[];
  rows: AsyncIterable<T>;
  generatedAt: Date;
  /** Shown under the table, e.g. totals or "first 5000 rows". */
  footnote?: string | ((count: number) => string);
}

const MARGIN = 40;
const ROW_FONT = 8;
const CELL_PAD = 3;

/** Writes the report into a new PDF document and ends it; pipe or send the returned stream. */
export function writePdfReport<T>(report: TPdfReport<T>): PDFKit.PDFDocument {
  const doc = new (pdfDocument())({
    size: 'LETTER',
    layout: 'landscape',
    margins: { top: MARGIN, bottom: MARGIN + 14, left: MARGIN, right: MARGIN },
    bufferPages: true,
    info: { Title: report.title, Creator: 'Bidright' },
  });
  void fill(doc, report).catch((error: unknown) => doc.emit('error', error));
  return doc;
}

async function fill<T>(doc: PDFKit.PDFDocument, report: TPdfReport<T>) {
  const width = doc.page.width - MARGIN * 2;
  const totalWeight = report.columns.reduce((sum, column) => sum + column.weight, 0);
  const widths = report.columns.map((column) => (width * column.weight) / totalWeight);
  const generated = `Generated ${report.generatedAt.toISOString().replace('T', ' ').slice(0, 19)} UTC`;

  doc.font('Helvetica-Bold').fontSize(16).text(report.title, MARGIN, MARGIN);
  doc.font('Helvetica').fontSize(9).fillColor('#555').text(generated);
  doc.moveDown(0.4);
  const filters = report.filters.length
    ? report.filters.map(([label, value]) => `${label}: ${value}`).join('   ·   ')
    : 'Filters: none';
  doc.fillColor('#000').fontSize(9).text(filters, { width });
  doc.moveDown(0.6);

  const bottom = () => doc.page.height - doc.page.margins.bottom;
  const rowHeight = (cells: string[], font: string) => {
    doc.font(font).fontSize(ROW_FONT);
    return (
      Math.max(...cells.map((cell, i) => doc.heightOfString(cell, { width: widths[i]! - CELL_PAD * 2 }))) +
      CELL_PAD * 2
    );
  };
  const drawRow = (cells: string[], font: string, shade: string | null) => {
    const height = rowHeight(cells, font);
    const y = doc.y;
    if (shade) doc.rect(MARGIN, y, width, height).fill(shade).fillColor('#000');
    let x = MARGIN;
    doc.font(font).fontSize(ROW_FONT);
    cells.forEach((cell, i) => {
      doc.text(cell, x + CELL_PAD, y + CELL_PAD, {
        width: widths[i]! - CELL_PAD * 2,
        align: report.columns[i]!.align ?? 'left',
        lineBreak: true,
      });
      x += widths[i]!;
    });
    doc
      .moveTo(MARGIN, y + height)
      .lineTo(MARGIN + width, y + height)
      .lineWidth(0.3)
      .strokeColor('#ccc')
      .stroke();
    doc.x = MARGIN;
    doc.y = y + height;
  };
  const headers = report.columns.map((column) => column.header);
  drawRow(headers, 'Helvetica-Bold', '#e8edf3');

  let count = 0;
  for await (const row of report.rows) {
    const cells = report.columns.map((column) => column.value(row));
    if (doc.y + rowHeight(cells, 'Helvetica') > bottom()) {
      doc.addPage();
      doc.y = doc.page.margins.top;
      drawRow(headers, 'Helvetica-Bold', '#e8edf3');
    }
    drawRow(cells, 'Helvetica', count % 2 === 1 ? '#f7f7f7' : null);
    count += 1;
  }
  if (count === 0)
    doc
      .font('Helvetica-Oblique')
      .fontSize(9)
      .text('No rows match these filters.', MARGIN, doc.y + 6);
  const footnote = typeof report.footnote === 'function' ? report.footnote(count) : report.footnote;
  if (footnote) {
    if (doc.y + 20 > bottom()) doc.addPage();
    doc
      .font('Helvetica-Bold')
      .fontSize(9)
      .text(footnote, MARGIN, doc.y + 6);
  }

  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i += 1) {
    doc.switchToPage(i);
    const y = doc.page.height - MARGIN;
    // Writing below the bottom margin would add a page: lift it for the footer.
    const saved = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc.font('Helvetica').fontSize(8).fillColor('#555');
    doc.text(`${report.title} · ${generated}`, MARGIN, y, { width: width / 2, lineBreak: false });
    doc.text(`Page ${i + 1} of ${range.count}`, MARGIN + width / 2, y, {
      width: width / 2,
      align: 'right',
      lineBreak: false,
    });
    doc.page.margins.bottom = saved;
  }
  doc.flushPages();
  doc.end();
}
