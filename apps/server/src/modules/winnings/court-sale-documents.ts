import {
  formatHostDateTime,
  formatUsd,
  LiveEvent,
  MAXIMUM_BID_MESSAGES,
  OUTAGE_CAUSE_LABELS,
  type TOutageCause,
} from '@bidright/domain';
import { paymentSchedule } from '@bidright/domain/settlement-schedule';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client';
import { conflict, forbidden, notFound } from '../../errors';
import type { AuthUser } from '../../http/access-token';
import { pdfDocument } from '../../http/pdf-document';
import { loadSettlementSettings } from '../configurations/public';
import { LOT_NOT_FOUND, lotForRead } from '../lots/public';
import { lotCheckpointsOf } from '../sale-records/public';

/**
 * Court-sale paperwork (Illinois' online-sale law asks for adequate records): a Receipt of Sale for the
 * winner, and a Report of Sale for the host and the case's law firm with every bid in order. Both are
 * built from the lot's event log (lot_events, with the bid each BidPlaced event announced), never typed in.
 */

interface SaleRecord {
  lotId: number;
  lotNumber: number | null;
  caseNumber: string;
  county: string;
  fileNumber: string | null;
  firmName: string | null;
  hostName: string;
  timeZone: string;
  properties: string[];
  startedAt: Date | null;
  stoppedAt: Date | null;
  bids: {
    seq: number;
    at: Date;
    amountCents: number;
    paddle: number;
    bidder: string;
    inRoom: boolean;
    /** Placed by the bidder's maximum (a proxy bid, issue 32). */
    byMaximum: boolean;
  }[];
  winner: { name: string; paddle: number; amountCents: number; bidderUserId: number } | null;
  soldTo: string | null;
  /** A lot sold to the plaintiff at its confirmed credit bid: that amount (ADR 0074). */
  plaintiffBidCents: number | null;
  depositCents: number;
  balanceCents: number;
  reliefFeeCents: number;
  depositDueAt: Date;
  balanceDueAt: Date;
  depositReceived: Date | null;
  paymentReceived: Date | null;
  auditHash: string | null;
}

/** The audit chain's column on lot_events, when the live core has one (name varies by version). */
async function auditHashColumn(db: Db): Promise<string | null> {
  const rows = await queryRows<{ column_name: string }>(
    db,
    sql`select column_name from information_schema.columns where table_name = 'lot_events'
      and column_name in ('hash', 'chain_hash', 'audit_hash', 'event_hash') order by column_name limit 1`,
  );
  return rows[0]?.column_name ?? null;
}

async function loadSaleRecord(db: Db, lotId: number): Promise<SaleRecord> {
  const [lot] = await queryRows<Record<string, unknown>>(
    db,
    sql`select l.id, l.lot_number, l.sold_to, l.plaintiff_bid_cents, l.required_down, l.relief_fee_cents, l.winner_bid_id,
        l.deposit_received_date, l.payment_received_date, coalesce(l.winner_created_date, l.stopped_time) as win_date,
        c.case_number, c.county, c.file_number, cl.name as firm_name, co.name as host_name, co.time_zone
      from lots l join cases c on c.id = l.case_id join companies co on co.id = c.company_id
      left join clients cl on cl.id = c.client_id where l.id = ${lotId}`,
  );
  if (!lot) throw notFound(LOT_NOT_FOUND);
  const properties = await queryRows<{ text: string }>(
    db,
    sql`select concat_ws(', ', street_line1, street_line2, city, state_code || ' ' || zip_code) || ' (' || county || ' County)' as text
      from properties where lot_id = ${lotId} order by is_primary desc, id`,
  );
  const hashColumn = await auditHashColumn(db);
  const events = await queryRows<{
    seq: string | number;
    event: number;
    created_at: string | Date;
    amount_cents: string | number | null;
    paddle: number | null;
    first_name: string | null;
    last_name: string | null;
    placed_by: number | null;
    by_maximum: boolean | null;
    bidder_id: number | null;
    hash: string | null;
  }>(
    db,
    sql`select e.seq, e.event, e.created_at, b.amount_cents, ab.paddle_number as paddle, u.first_name, u.last_name,
        b.placed_by_user_id as placed_by, b.placed_by_maximum as by_maximum, b.bidder_id,
        ${hashColumn ? sql.raw(`e.${hashColumn}::text`) : sql`null`} as hash
      from lot_events e
      left join bids b on b.lot_id = e.lot_id and b.seq = e.seq and e.event = ${LiveEvent.BidPlaced}
      left join auction_bidders ab on ab.id = b.auction_bidder_id
      left join users u on u.id = b.bidder_id
      where e.lot_id = ${lotId} order by e.seq`,
  );
  const bids = events
    .filter((e) => e.event === LiveEvent.BidPlaced && e.amount_cents !== null)
    .map((e) => ({
      seq: Number(e.seq),
      at: new Date(e.created_at),
      amountCents: Number(e.amount_cents),
      paddle: Number(e.paddle),
      bidder: `${e.first_name ?? ''} ${e.last_name ?? ''}`.trim(),
      inRoom: e.placed_by !== null,
      byMaximum: Boolean(e.by_maximum),
      bidderId: Number(e.bidder_id),
    }));
  const started = events.filter((e) => e.event === LiveEvent.LotStarted).at(-1);
  const stopped = events.filter((e) => e.event === LiveEvent.LotStopped).at(-1);
  const [winnerRow] = lot.winner_bid_id
    ? await queryRows<{
        amount_cents: string | number;
        paddle: number;
        first_name: string;
        last_name: string;
        bidder_id: number;
      }>(
        db,
        sql`select b.amount_cents, ab.paddle_number as paddle, u.first_name, u.last_name, b.bidder_id from bids b
          join auction_bidders ab on ab.id = b.auction_bidder_id join users u on u.id = b.bidder_id
          where b.id = ${Number(lot.winner_bid_id)}`,
      )
    : [];
  const winCents = winnerRow ? Number(winnerRow.amount_cents) : 0;
  const settings = await loadSettlementSettings(db);
  // The fee stored when the lot was won (ADR 0020); the deadlines by the day rule in force.
  const fee = Number(lot.relief_fee_cents);
  const schedule = paymentSchedule({
    bidCents: winCents,
    requiredDownPercent: Number(lot.required_down),
    reliefFeeCents: fee,
    winDate: (lot.win_date as Date | string | null) ?? new Date(),
    timeZone: lot.time_zone as string,
    rule: settings.paymentDayRule,
  });
  const date = (value: unknown) => (value ? new Date(value as string) : null);
  return {
    lotId,
    lotNumber: lot.lot_number as number | null,
    caseNumber: lot.case_number as string,
    county: lot.county as string,
    fileNumber: lot.file_number as string | null,
    firmName: lot.firm_name as string | null,
    hostName: lot.host_name as string,
    timeZone: lot.time_zone as string,
    properties: properties.map((p) => p.text),
    startedAt: started ? new Date(started.created_at) : null,
    stoppedAt: stopped ? new Date(stopped.created_at) : null,
    bids,
    winner: winnerRow
      ? {
          name: `${winnerRow.first_name} ${winnerRow.last_name}`.trim(),
          paddle: Number(winnerRow.paddle),
          amountCents: winCents,
          bidderUserId: Number(winnerRow.bidder_id),
        }
      : null,
    soldTo: lot.sold_to as string | null,
    plaintiffBidCents: lot.plaintiff_bid_cents === null ? null : Number(lot.plaintiff_bid_cents),
    depositCents: schedule.depositCents,
    balanceCents: schedule.remainingCents,
    reliefFeeCents: fee,
    depositDueAt: schedule.depositDueAt,
    balanceDueAt: schedule.balanceDueAt,
    depositReceived: date(lot.deposit_received_date),
    paymentReceived: date(lot.payment_received_date),
    auditHash: events.at(-1)?.hash ?? null,
  };
}

/** Who may read which document: the winner the receipt; staff of the host, admins and the firm's attorneys both. */
async function authorizeDocument(db: Db, caller: AuthUser, lotId: number, kind: 'receipt' | 'report') {
  if (caller.role === 'Bidder') {
    if (kind === 'report') throw forbidden();
    const [own] = await queryRows(
      db,
      sql`select 1 from lots l join bids b on b.id = l.winner_bid_id
        where l.id = ${lotId} and b.bidder_id = ${caller.id} and l.sold_to = 'ThirdParty'`,
    );
    if (!own) throw notFound(LOT_NOT_FOUND);
    return;
  }
  await lotForRead(db, caller, lotId);
}

function render(build: (doc: PDFKit.PDFDocument) => void): Promise<Buffer> {
  // Uncompressed content streams: the file stays small (text only) and tests can read the text back.
  const doc = new (pdfDocument())({
    size: 'LETTER',
    margin: 56,
    compress: false,
    info: { Producer: 'Bidright' },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  build(doc);
  doc.end();
  return done;
}

function header(doc: PDFKit.PDFDocument, title: string, sale: SaleRecord) {
  doc.font('Helvetica-Bold').fontSize(18).text(title);
  doc
    .font('Helvetica')
    .fontSize(10)
    .fillColor('#555')
    .text(`${sale.hostName} · generated ${formatHostDateTime(new Date(), sale.timeZone)}`);
  doc.moveDown().fillColor('#000').fontSize(11);
  const line = (label: string, value: string) =>
    doc.font('Helvetica-Bold').text(`${label}: `, { continued: true }).font('Helvetica').text(value);
  line(
    'Case',
    `${sale.caseNumber}, ${sale.county} County${sale.fileNumber ? `, file ${sale.fileNumber}` : ''}`,
  );
  if (sale.firmName) line('Law firm', sale.firmName);
  line('Lot', `${sale.lotId}${sale.lotNumber !== null ? ` (lot number ${sale.lotNumber})` : ''}`);
  for (const property of sale.properties) line('Property', property);
  line('Sale started', formatHostDateTime(sale.startedAt, sale.timeZone));
  line('Sale stopped', formatHostDateTime(sale.stoppedAt, sale.timeZone));
  return line;
}

function money(doc: PDFKit.PDFDocument, sale: SaleRecord, line: (label: string, value: string) => void) {
  doc.moveDown();
  if (sale.winner) {
    line('Winner', `${sale.winner.name}, paddle ${sale.winner.paddle}`);
    line('Winning bid', formatUsd(sale.winner.amountCents));
    line(
      'Deposit',
      `${formatUsd(sale.depositCents)}${sale.depositReceived ? `, received ${formatHostDateTime(sale.depositReceived, sale.timeZone)}` : `, not received, due by ${formatHostDateTime(sale.depositDueAt, sale.timeZone)}`}`,
    );
    line(
      'Balance',
      `${formatUsd(sale.balanceCents)} (includes relief fee ${formatUsd(sale.reliefFeeCents)})${sale.paymentReceived ? `, received ${formatHostDateTime(sale.paymentReceived, sale.timeZone)}` : `, not received, due by ${formatHostDateTime(sale.balanceDueAt, sale.timeZone)}`}`,
    );
  } else {
    line('Winner', 'Plaintiff (no third-party bid)');
    if (sale.plaintiffBidCents !== null) line("Plaintiff's credit bid", formatUsd(sale.plaintiffBidCents));
  }
}

/** GET /api/lots/{lotId}/receiptofsale: the winner's receipt. */
export async function receiptOfSale(db: Db, caller: AuthUser, lotId: number): Promise<Buffer> {
  await authorizeDocument(db, caller, lotId, 'receipt');
  const sale = await loadSaleRecord(db, lotId);
  if (!sale.stoppedAt) throw conflict('The sale has not closed yet.');
  return render((doc) => {
    const line = header(doc, 'Receipt of Sale', sale);
    money(doc, sale, line);
    doc
      .moveDown()
      .fontSize(9)
      .fillColor('#555')
      .text(`Built from the lot's event log (${sale.bids.length} bids).`);
    if (sale.auditHash) doc.text(`Audit chain hash: ${sale.auditHash}`);
  });
}

/** Where a bid came from: the room (staff entered it), online, or online by the bidder's maximum. */
const bidChannel = (bid: { inRoom: boolean; byMaximum: boolean }) =>
  bid.byMaximum ? MAXIMUM_BID_MESSAGES.proxyBidderLabel : bid.inRoom ? 'room' : 'online';

/** The pauses and outages that touched the lot (ADR 0077), oldest first, as the report writes them. */
async function interruptionLines(db: Db, lotId: number, timeZone: string): Promise<string[]> {
  const rows = await queryRows<{
    kind: 'Pause' | 'Outage';
    cause: TOutageCause | null;
    started_at: string;
    ended_at: string | null;
    margin_seconds: number;
    previous_stop_time: string | null;
    new_stop_time: string | null;
  }>(
    db,
    sql`select i.kind, i.cause, i.started_at, i.ended_at, i.margin_seconds, sil.previous_stop_time, sil.new_stop_time
      from sale_interruption_lots sil join sale_interruptions i on i.id = sil.interruption_id
      where sil.lot_id = ${lotId} order by i.started_at, i.id`,
  );
  const at = (value: string | null) => formatHostDateTime(value, timeZone);
  return rows.map((row) => {
    const lengthS = row.ended_at
      ? Math.round((new Date(row.ended_at).getTime() - new Date(row.started_at).getTime()) / 1000)
      : null;
    const what =
      row.kind === 'Pause'
        ? 'Paused by staff'
        : `Outage (${OUTAGE_CAUSE_LABELS[row.cause ?? 'Unknown']}), margin ${row.margin_seconds} s`;
    const span = `${at(row.started_at)} to ${row.ended_at ? at(row.ended_at) : 'still paused'}${lengthS === null ? '' : ` (${lengthS} s)`}`;
    const close =
      row.previous_stop_time || row.new_stop_time
        ? `; close ${at(row.previous_stop_time)} -> ${row.new_stop_time ? at(row.new_stop_time) : 'unchanged'}`
        : '';
    return `${what}: ${span}${close}`;
  });
}

/** GET /api/lots/{lotId}/reportofsale: the host's and the firm's report, with every bid in order. */
export async function reportOfSale(db: Db, caller: AuthUser, lotId: number): Promise<Buffer> {
  await authorizeDocument(db, caller, lotId, 'report');
  const sale = await loadSaleRecord(db, lotId);
  if (!sale.stoppedAt) throw conflict('The sale has not closed yet.');
  const [checkpoint] = await lotCheckpointsOf(db, lotId);
  const interruptions = await interruptionLines(db, lotId, sale.timeZone);
  return render((doc) => {
    const line = header(doc, 'Report of Sale', sale);
    money(doc, sale, line);
    doc
      .moveDown()
      .font('Helvetica-Bold')
      .text(`Pauses and outages (${interruptions.length}), under the outage policy`);
    doc.font('Helvetica').fontSize(10);
    for (const text of interruptions.length > 0 ? interruptions : ['None.']) doc.text(text);
    doc.fontSize(11);
    doc.moveDown().font('Helvetica-Bold').text(`Bids (${sale.bids.length}), in order`);
    doc.font('Helvetica').fontSize(10);
    for (const bid of sale.bids)
      doc.text(
        `#${bid.seq}  ${formatHostDateTime(bid.at, sale.timeZone)}  ${formatUsd(bid.amountCents)}  paddle ${bid.paddle}  ${bid.bidder}  ${bidChannel(bid)}`,
      );
    doc.moveDown().fontSize(9).fillColor('#555');
    doc.text(
      sale.auditHash ? `Audit chain hash: ${sale.auditHash}` : 'Audit chain hash: not recorded for this lot.',
    );
    // The signed checkpoint of the close (ADR 0069): a reader checks the exported record against this hash and key.
    if (checkpoint) {
      doc.text(`Signed checkpoint (SHA-256): ${checkpoint.hash}`);
      doc.text(`Signed with Ed25519 key ${checkpoint.keyId}, public key ${checkpoint.publicKey}`);
    } else {
      doc.text('Signed checkpoint: not signed yet (it is signed within minutes of the close).');
    }
    doc.text(
      "Verify offline: export this auction's sale record and run `npx bidright-verify <file> --key <public key>`. Every signing key is published at /.well-known/bidright-record-keys.json.",
    );
  });
}
