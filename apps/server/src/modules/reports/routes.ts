import {
  STAFF_ROLES,
  ZAuctionReportRow,
  ZBidderDashboard,
  ZBidderReportRow,
  ZBidReportRow,
  ZClientDashboard,
  ZClientSaleRow,
  ZDashboardAnswer,
  ZDashboardBody,
  ZHostDashboard,
  ZReportFilterBody,
  zReportAnswer,
} from '@bidright/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { forbidden } from '../../errors';
import { authorize, bearerSecurity, callerOf } from '../../http/authorize';
import { TAGS } from '../../http/openapi-tags';
import { ERROR_ANSWERS, orEmpty } from '../../http/route-kit';
import type { ModuleDeps } from '../deps';
import { adminDashboard } from './admin-dashboard';
import { exportClientSales, listClientSales } from './client-sales';
import { exportReportExcel, exportReportPdf } from './export-reports';
import { runReport } from './report-queries';
import { bidderDashboard, clientDashboard, hostDashboard } from './role-dashboards';

const doc = (summary: string) => ({ tags: [TAGS.reports], summary, security: bearerSecurity });
const body = orEmpty(ZReportFilterBody);

/** Reports and dashboards (spec part 3 §2, §7, §9). Admin reports see everything; hosts their own bids. */
export function reportRoutes(app: FastifyInstance, deps: ModuleDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;
  const admin = { onRequest: authorize('Admin') };
  const host = { onRequest: authorize(...STAFF_ROLES) };
  /** A host's own company; staff without one see nothing. */
  const ownCompany = (request: Parameters<typeof callerOf>[0]) => {
    const companyId = callerOf(request).companyId;
    if (companyId === null) throw forbidden();
    return companyId;
  };

  r.post(
    '/api/reports/auction',
    {
      ...admin,
      schema: {
        ...doc('Auctions report (page size 3)'),
        body,
        response: { 200: zReportAnswer(ZAuctionReportRow), ...ERROR_ANSWERS },
      },
    },
    async (request) => runReport(db, 'auction', request.body),
  );
  r.post(
    '/api/reports/bidder',
    {
      ...admin,
      schema: {
        ...doc('Bidders report (page size 5)'),
        body,
        response: { 200: zReportAnswer(ZBidderReportRow), ...ERROR_ANSWERS },
      },
    },
    async (request) => runReport(db, 'bidder', request.body),
  );
  r.post(
    '/api/reports/bid',
    {
      ...admin,
      schema: {
        ...doc('Bids report (page size 3), with the summed amount'),
        body,
        response: { 200: zReportAnswer(ZBidReportRow), ...ERROR_ANSWERS },
      },
    },
    async (request) => runReport(db, 'bid', request.body),
  );
  r.post(
    '/api/reports/bidauctioneer',
    {
      ...host,
      schema: {
        ...doc("Bids report of the caller's own company"),
        body,
        response: { 200: zReportAnswer(ZBidReportRow), ...ERROR_ANSWERS },
      },
    },
    async (request) => runReport(db, 'bid', request.body, { companyId: ownCompany(request) }),
  );

  const excel: ['auction' | 'bidder' | 'bid', string][] = [
    ['auction', '/api/reports/auction/excel'],
    ['bidder', '/api/reports/bidder/excel'],
    ['bid', '/api/reports/bid/excel'],
  ];
  for (const [kind, url] of excel) {
    r.post(
      url,
      {
        ...admin,
        schema: {
          ...doc(`The ${kind} report as a streamed .xlsx (timestamped name)`),
          body,
          response: ERROR_ANSWERS,
        },
      },
      async (request, reply) => exportReportExcel(reply, db, kind, request.body),
    );
  }
  r.post(
    '/api/reports/bidauctioneer/excel',
    {
      ...host,
      schema: { ...doc("The host's own bids report as a streamed .xlsx"), body, response: ERROR_ANSWERS },
    },
    async (request, reply) =>
      exportReportExcel(reply, db, 'bid', request.body, { companyId: ownCompany(request) }),
  );
  // The spec names PDFs of auctions and bidders; the bids PDF serves the admin's bids journey too.
  for (const kind of ['auction', 'bidder', 'bid'] as const) {
    r.post(
      `/api/reports/${kind}/pdf`,
      {
        ...admin,
        schema: {
          ...doc(`The ${kind} report as a PDF: title, filters, paged table, page numbers`),
          body,
          response: ERROR_ANSWERS,
        },
      },
      async (request, reply) => exportReportPdf(reply, db, kind, request.body),
    );
  }

  r.post(
    '/api/reports/dashboard',
    {
      ...admin,
      schema: {
        ...doc('Admin dashboard: statistics of a date range, chart series, outstanding balances (10 a page)'),
        body: orEmpty(ZDashboardBody),
        response: { 200: ZDashboardAnswer, ...ERROR_ANSWERS },
      },
    },
    async (request) => adminDashboard(db, request.body),
  );
  r.get(
    '/api/reports/dashboard',
    {
      ...admin,
      schema: {
        ...doc('Admin dashboard of the last 30 days'),
        querystring: orEmpty(ZDashboardBody),
        response: { 200: ZDashboardAnswer, ...ERROR_ANSWERS },
      },
    },
    async (request) => adminDashboard(db, request.query),
  );

  r.get(
    '/api/reports/dashboard/host',
    {
      ...host,
      schema: {
        ...doc(
          "Auctioneer/employee dashboard: today's and upcoming auctions, unpaid wins, cases to act on, sales",
        ),
        response: { 200: ZHostDashboard, ...ERROR_ANSWERS },
      },
    },
    async (request) => hostDashboard(db, callerOf(request)),
  );
  r.get(
    '/api/reports/dashboard/client',
    {
      onRequest: authorize('Client'),
      schema: { ...doc("A law firm's sales summary"), response: { 200: ZClientDashboard, ...ERROR_ANSWERS } },
    },
    async (request) => clientDashboard(db, callerOf(request)),
  );
  r.get(
    '/api/reports/dashboard/bidder',
    {
      onRequest: authorize('Bidder'),
      schema: {
        ...doc('Open lots the bidder joined or pinned, and winnings awaiting payment'),
        response: { 200: ZBidderDashboard, ...ERROR_ANSWERS },
      },
    },
    async (request) => bidderDashboard(db, callerOf(request)),
  );

  r.post(
    '/api/reports/clientsales',
    {
      onRequest: authorize('Client'),
      schema: {
        ...doc("A law firm's sold lots, 10 a page"),
        body,
        response: { 200: zReportAnswer(ZClientSaleRow), ...ERROR_ANSWERS },
      },
    },
    async (request) => listClientSales(db, callerOf(request), request.body),
  );
  r.post(
    '/api/reports/clientsales/excel',
    {
      onRequest: authorize('Client'),
      schema: { ...doc("A law firm's sold lots as a streamed .xlsx"), body, response: ERROR_ANSWERS },
    },
    async (request, reply) => exportClientSales(reply, db, callerOf(request), request.body),
  );
}
