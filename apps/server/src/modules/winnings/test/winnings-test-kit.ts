import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { TestApp } from '../../../test/app';
import {
  bid,
  createAuction,
  createBidder,
  createHost,
  createLot,
  joinLot,
  type TestBidder,
  type TestHost,
} from '../../../test/live-fixtures';
import { call } from '../../lots/test/test-kit';

/**
 * A manual lot run through the real live calls: started, two bidders join and bid, stopped by the
 * auctioneer (close-lot picks the winner). Bid amounts in dollars.
 */
export async function wonLot(
  t: TestApp,
  options: { host?: TestHost; lowAmount?: number; highAmount?: number; requiredDown?: number } = {},
) {
  const host = options.host ?? (await createHost(t));
  const auctionId = await createAuction(t.db, host);
  const lotId = await createLot(t.db, host, auctionId, {
    openingPriceCents: 100_000_00,
    requiredDown: options.requiredDown ?? 10,
  });
  expect((await call(t, 'PUT', `/api/lots/${lotId}/start`, host.token)).statusCode).toBe(200);
  const loser: TestBidder = await createBidder(t);
  const winner: TestBidder = await createBidder(t);
  await joinLot(t, loser, auctionId, lotId, 20_000);
  await joinLot(t, winner, auctionId, lotId, 20_000);
  expect((await bid(t, loser, auctionId, lotId, options.lowAmount ?? 100_500)).statusCode).toBe(200);
  expect((await bid(t, winner, auctionId, lotId, options.highAmount ?? 101_000)).statusCode).toBe(200);
  // FINISH closes only when the last bid is older than the bid-time threshold.
  await t.db.execute(
    sql`update bids set created_date = created_date - interval '1 minute' where lot_id = ${lotId}`,
  );
  const stopped = await call(t, 'PUT', `/api/lots/${lotId}/stop`, host.token);
  expect(stopped.statusCode).toBe(200);
  expect(stopped.json().stopped).toBe(true);
  return { host, auctionId, lotId, loser, winner };
}

/**
 * The text of an uncompressed pdfkit file: the hex strings of each TJ operator, decoded and joined (pdfkit
 * splits words for kerning), one line per text operator.
 */
export function pdfText(pdf: Buffer): string {
  const source = pdf.toString('latin1');
  const lines: string[] = [];
  for (const match of source.matchAll(/\[([^\]]*)\]\s*TJ/g)) {
    const parts = [...match[1]!.matchAll(/<([0-9a-fA-F]*)>/g)].map((m) =>
      Buffer.from(m[1]!, 'hex').toString('latin1'),
    );
    lines.push(parts.join(''));
  }
  // A label written with `continued` ends its own operator: "Case: " + "2026CH…" read as one line.
  return lines.join('\n').replace(/: \n/g, ': ');
}
