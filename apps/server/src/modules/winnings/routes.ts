import { ZWinningListBody, ZWinningPage, ZWinningRecord } from '@bidright/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authorize, bearerSecurity, callerOf } from '../../http/authorize';
import { ERROR_ANSWERS, idParams, orEmpty } from '../../http/route-kit';
import { loadSettlementSettings } from '../configurations/public';
import type { ModuleDeps } from '../deps';
import { receiptOfSale, reportOfSale } from './court-sale-documents';
import { getWinning, listAllWinnings, listWinningsPage } from './list-winnings';
import { winningCalendar } from './winning-calendar';

const ZLotParams = idParams('lotId');
const secured = { tags: ['Winnings'], security: bearerSecurity };

/** The bidder's winnings (spec part 2 §2 "Winnings", §3 "Winning record"). Each bidder sees only their own. */
export function winningRoutes(app: FastifyInstance, deps: ModuleDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;
  const bidder = { onRequest: authorize('Bidder') };

  r.get(
    '/api/bidders/winning',
    {
      ...bidder,
      schema: {
        ...secured,
        summary: "The caller's winnings",
        response: { 200: z.array(ZWinningRecord), ...ERROR_ANSWERS },
      },
    },
    async (request) => listAllWinnings(db, callerOf(request).id, await loadSettlementSettings(db)),
  );
  r.post(
    '/api/bidders/winningpaginated',
    {
      ...bidder,
      schema: {
        ...secured,
        summary: 'My Winnings: search, status, date range (not in the future), sorter, page of 10',
        body: orEmpty(ZWinningListBody),
        response: { 200: ZWinningPage, ...ERROR_ANSWERS },
      },
    },
    async (request) =>
      listWinningsPage(db, callerOf(request).id, request.body, await loadSettlementSettings(db)),
  );
  r.get(
    '/api/bidders/winning/:lotId',
    {
      ...bidder,
      schema: {
        ...secured,
        summary: 'One winning record with payment information',
        params: ZLotParams,
        response: { 200: ZWinningRecord, ...ERROR_ANSWERS },
      },
    },
    async (request) =>
      getWinning(db, callerOf(request).id, request.params.lotId, await loadSettlementSettings(db)),
  );
  r.get(
    '/api/bidders/winning/:lotId/calendar',
    {
      ...bidder,
      schema: {
        ...secured,
        summary: 'The deposit and balance deadlines as an .ics calendar file',
        params: ZLotParams,
        response: { 200: z.string(), ...ERROR_ANSWERS },
      },
    },
    async (request, reply) => {
      const record = await getWinning(
        db,
        callerOf(request).id,
        request.params.lotId,
        await loadSettlementSettings(db),
      );
      return reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('content-disposition', `attachment; filename="winning-lot-${record.lotId}.ics"`)
        .send(winningCalendar(record, deps.config.PUBLIC_URL));
    },
  );
}

/** Court-sale PDFs of a closed lot (issue 17): Receipt of Sale and Report of Sale. */
export function courtSaleDocumentRoutes(app: FastifyInstance, deps: ModuleDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;
  const pdf = (name: string, build: typeof receiptOfSale, summary: string) =>
    r.get(
      `/api/lots/:lotId/${name}`,
      {
        onRequest: authorize('Bidder', 'Auctioneer', 'Employee', 'Client', 'Admin'),
        schema: {
          tags: ['Winnings'],
          security: bearerSecurity,
          summary,
          params: ZLotParams,
          response: { 200: z.any(), ...ERROR_ANSWERS },
        },
      },
      async (request, reply) => {
        const file = await build(db, callerOf(request), request.params.lotId);
        return reply
          .header('content-type', 'application/pdf')
          .header('content-disposition', `attachment; filename="${name}-lot-${request.params.lotId}.pdf"`)
          .send(file);
      },
    );
  pdf('receiptofsale', receiptOfSale, 'Receipt of Sale (PDF): the winner, the host, the case law firm');
  pdf('reportofsale', reportOfSale, 'Report of Sale (PDF) with every bid: the host and the case law firm');
}
