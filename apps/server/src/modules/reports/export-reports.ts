import {
  formatHostDateTime,
  formatUsd,
  REPORT_PDF_MAX_ROWS,
  type TAuctionReportRow,
  type TBidderReportRow,
  type TBidReportRow,
  type TReportFilterBody,
  toCents,
} from '@bidright/domain';
import type { FastifyReply } from 'fastify';
import type { Db } from '../../db/client';
import {
  asDownload,
  DATE_FORMAT,
  PDF_TYPE,
  sendExcel,
  type TExcelColumn,
  timestampedFileName,
  USD_FORMAT,
} from '../../http/export-files';
import { type TPdfColumn, writePdfReport } from './pdf-report';
import { eachReportRow, refuseFutureDays, type TReportKind, type TReportScope } from './report-queries';

const usd = (dollars: number) => formatUsd(toCents(dollars));
const yesNo = (flag: boolean) => (flag ? 'Yes' : 'No');

const EXCEL = {
  auction: [
    { header: 'Auction', width: 10, value: (r) => Number(r.id) },
    { header: 'Start', width: 20, numFmt: DATE_FORMAT, value: (r) => new Date(r.startTime) },
    { header: 'Company', width: 30, value: (r) => r.companyName },
    { header: 'Type', value: (r) => r.type },
    { header: 'Start Type', value: (r) => r.startType },
    { header: 'Lots', width: 8, value: (r) => r.lotCount },
    { header: 'Sold', width: 8, value: (r) => r.soldCount },
    { header: 'Bidders', width: 8, value: (r) => r.bidderCount },
    { header: 'Bids', width: 8, value: (r) => r.bidCount },
    { header: 'Total Sold', numFmt: USD_FORMAT, value: (r) => r.totalSold },
  ] satisfies TExcelColumn<TAuctionReportRow>[],
  bidder: [
    { header: 'Bidder', width: 8, value: (r) => Number(r.id) },
    { header: 'First Name', value: (r) => r.firstName },
    { header: 'Last Name', value: (r) => r.lastName },
    { header: 'Username', value: (r) => r.userName },
    { header: 'Email', width: 30, value: (r) => r.email },
    { header: 'Phone', value: (r) => r.phoneNumber },
    { header: 'Verified', width: 9, value: (r) => yesNo(r.isVerified) },
    { header: 'Phone Verified', width: 9, value: (r) => yesNo(r.isPhoneVerified) },
    { header: 'Registered', numFmt: 'mm/dd/yyyy', value: (r) => new Date(r.createdDate) },
    { header: 'Auctions', width: 9, value: (r) => r.auctionCount },
    { header: 'Bids', width: 8, value: (r) => r.bidCount },
    { header: 'Wins', width: 8, value: (r) => r.winCount },
  ] satisfies TExcelColumn<TBidderReportRow>[],
  bid: [
    { header: 'Bid', width: 10, value: (r) => Number(r.id) },
    { header: 'Date', width: 20, numFmt: DATE_FORMAT, value: (r) => new Date(r.createdDate) },
    { header: 'Amount', numFmt: USD_FORMAT, value: (r) => r.amount },
    { header: 'Type', value: (r) => r.type },
    { header: 'Paddle', width: 8, value: (r) => r.paddleNumber },
    { header: 'Bidder', width: 24, value: (r) => r.bidderName },
    { header: 'Lot', width: 8, value: (r) => Number(r.lotId) },
    { header: 'Case Number', value: (r) => r.caseNumber },
    { header: 'Auction', width: 8, value: (r) => Number(r.auctionId) },
    { header: 'Company', width: 30, value: (r) => r.companyName },
    { header: 'Winning', width: 8, value: (r) => yesNo(r.isWinning) },
    { header: 'By Maximum', width: 11, value: (r) => yesNo(r.placedByMaximum) },
  ] satisfies TExcelColumn<TBidReportRow>[],
};

const PDF = {
  auction: [
    { header: 'Auction', weight: 1, value: (r) => r.id },
    { header: 'Start', weight: 3, value: (r) => formatHostDateTime(r.startTime, r.timeZone) },
    { header: 'Company', weight: 4, value: (r) => r.companyName },
    { header: 'Type', weight: 1.6, value: (r) => r.type },
    { header: 'Lots', weight: 1, align: 'right', value: (r) => String(r.lotCount) },
    { header: 'Sold', weight: 1, align: 'right', value: (r) => String(r.soldCount) },
    { header: 'Bidders', weight: 1.2, align: 'right', value: (r) => String(r.bidderCount) },
    { header: 'Bids', weight: 1, align: 'right', value: (r) => String(r.bidCount) },
    { header: 'Total Sold', weight: 2.2, align: 'right', value: (r) => usd(r.totalSold) },
  ] satisfies TPdfColumn<TAuctionReportRow>[],
  bidder: [
    { header: 'Bidder', weight: 1, value: (r) => r.id },
    { header: 'Name', weight: 3, value: (r) => `${r.firstName} ${r.lastName}` },
    { header: 'Username', weight: 2.4, value: (r) => r.userName },
    { header: 'Email', weight: 4, value: (r) => r.email },
    { header: 'Verified', weight: 1.3, value: (r) => yesNo(r.isVerified) },
    { header: 'Phone Verified', weight: 1.5, value: (r) => yesNo(r.isPhoneVerified) },
    { header: 'Registered', weight: 2, value: (r) => r.createdDate.slice(0, 10) },
    { header: 'Bids', weight: 1, align: 'right', value: (r) => String(r.bidCount) },
    { header: 'Wins', weight: 1, align: 'right', value: (r) => String(r.winCount) },
  ] satisfies TPdfColumn<TBidderReportRow>[],
  bid: [
    { header: 'Bid', weight: 1, value: (r) => r.id },
    { header: 'Date', weight: 3, value: (r) => formatHostDateTime(r.createdDate, r.timeZone) },
    { header: 'Amount', weight: 2, align: 'right', value: (r) => usd(r.amount) },
    { header: 'Bidder', weight: 3, value: (r) => r.bidderName },
    { header: 'Paddle', weight: 1.2, align: 'right', value: (r) => String(r.paddleNumber) },
    { header: 'Case', weight: 2.2, value: (r) => r.caseNumber },
    { header: 'Company', weight: 3.5, value: (r) => r.companyName },
    { header: 'Type', weight: 1.6, value: (r) => r.type },
    { header: 'Winning', weight: 1.3, value: (r) => (r.isWinning ? 'Yes' : '') },
    { header: 'By Maximum', weight: 1.6, value: (r) => (r.placedByMaximum ? 'Yes' : '') },
  ] satisfies TPdfColumn<TBidReportRow>[],
};

const TITLES = { auction: 'Auctions Report', bidder: 'Bidders Report', bid: 'Bids Report' } as const;
const FILE_BASE = { auction: 'AuctionsReport', bidder: 'BiddersReport', bid: 'BidsReport' } as const;

/** The filters a person set, as label/value pairs for the PDF header. */
export function describeFilters(body: TReportFilterBody): [string, string][] {
  const pairs: [string, string | undefined][] = [
    ['Search', body.search],
    ['Company', body.companyId ? `#${body.companyId}` : undefined],
    ['Auction', body.auctionId ? `#${body.auctionId}` : undefined],
    ['Bidder', body.bidderId ? `#${body.bidderId}` : undefined],
    ['From', body.beginDate],
    ['To', body.endDate],
    ['Type', body.type],
    ['Verified', body.isVerified === undefined ? undefined : yesNo(body.isVerified)],
    ['Phone verified', body.isPhoneVerified === undefined ? undefined : yesNo(body.isPhoneVerified)],
  ];
  return pairs.filter((pair): pair is [string, string] => Boolean(pair[1]));
}

/** POST /api/reports/{auction|bidder|bid|bidauctioneer}/excel: the whole report as a streamed .xlsx. */
export function exportReportExcel(
  reply: FastifyReply,
  db: Db,
  kind: TReportKind,
  body: TReportFilterBody,
  scope: TReportScope = {},
) {
  refuseFutureDays(body.beginDate, body.endDate);
  const columns = EXCEL[kind] as TExcelColumn<unknown>[];
  return sendExcel(
    reply,
    FILE_BASE[kind],
    columns,
    eachReportRow(db, kind, body, scope) as AsyncIterable<unknown>,
  );
}

/** POST /api/reports/{auction|bidder|bid}/pdf: the report as a PDF (first REPORT_PDF_MAX_ROWS rows). */
export function exportReportPdf(reply: FastifyReply, db: Db, kind: TReportKind, body: TReportFilterBody) {
  refuseFutureDays(body.beginDate, body.endDate);
  const doc = writePdfReport({
    title: TITLES[kind],
    filters: describeFilters(body),
    columns: PDF[kind] as TPdfColumn<unknown>[],
    rows: eachReportRow(db, kind, body, {}, { max: REPORT_PDF_MAX_ROWS }) as AsyncIterable<unknown>,
    generatedAt: new Date(),
    footnote: (count) =>
      count >= REPORT_PDF_MAX_ROWS
        ? `First ${REPORT_PDF_MAX_ROWS} rows; export to Excel for all of them.`
        : `${count} row(s).`,
  });
  return asDownload(reply, timestampedFileName(FILE_BASE[kind], 'pdf'), PDF_TYPE).send(doc);
}
