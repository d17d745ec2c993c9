import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import {
  bid,
  createAuction,
  createBidder,
  createHost,
  createLot,
  joinLot,
  type TestBidder,
  type TestHost,
} from '../../test/live-fixtures';
import { adminToken, call } from '../lots/test/test-kit';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const join = (bidder: TestBidder, auctionId: number, lotId: number) =>
  call(t, 'POST', `/api/auctions/${auctionId}/${lotId}/bidders`, bidder.token, {
    amount: 20_000,
    purchaseProfileId: bidder.profileId,
    type: 'ONLINE',
  });

async function openLot(host: TestHost) {
  const auctionId = await createAuction(t.db, host);
  const lotId = await createLot(t.db, host, auctionId, { openingPriceCents: 100_000_00, requiredDown: 10 });
  expect((await call(t, 'PUT', `/api/lots/${lotId}/start`, host.token)).statusCode).toBe(200);
  return { auctionId, lotId };
}

async function requestOf(host: TestHost, auctionId: number, bidderId: number) {
  const queue = (await call(t, 'GET', `/api/auctions/${auctionId}/approvals`, host.token)).json();
  return queue.approvals.find((approval: { bidderId: string }) => approval.bidderId === String(bidderId));
}

describe('per-sale approval', () => {
  it('is off by default: bidders join and bid as before', async () => {
    const host = await createHost(t);
    const { auctionId, lotId } = await openLot(host);
    const bidder = await createBidder(t);
    expect((await call(t, 'GET', `/api/auctions/${auctionId}/myapproval`, bidder.token)).json()).toEqual({
      requireApproval: false,
      status: null,
      reason: null,
    });
    await joinLot(t, bidder, auctionId, lotId, 20_000);
    expect((await bid(t, bidder, auctionId, lotId, 100_500)).statusCode).toBe(200);
  });

  it('when on, a join files a request: pending cannot join or bid, approved can, denied says why', async () => {
    const host = await createHost(t);
    const { auctionId, lotId } = await openLot(host);
    const other = await createHost(t);
    const bidder = await createBidder(t);
    const body = { requireApproval: true };
    expect(
      (await call(t, 'PUT', `/api/auctions/${auctionId}/bidderapproval`, other.token, body)).statusCode,
    ).toBe(403);
    expect(
      (await call(t, 'PUT', `/api/auctions/${auctionId}/bidderapproval`, bidder.token, body)).statusCode,
    ).toBe(403);
    expect(
      (await call(t, 'PUT', `/api/auctions/${auctionId}/bidderapproval`, host.token, body)).statusCode,
    ).toBe(200);

    const pending = await join(bidder, auctionId, lotId);
    expect(pending.statusCode).toBe(400);
    expect(pending.json().code).toBe('BIDDER_APPROVAL_PENDING');
    // Not admitted, so never joined: the bid path refuses as for anyone who has not joined.
    expect((await bid(t, bidder, auctionId, lotId, 100_500)).statusCode).toBe(403);
    expect(
      (await call(t, 'GET', `/api/auctions/${auctionId}/myapproval`, bidder.token)).json(),
    ).toMatchObject({
      requireApproval: true,
      status: 'Pending',
    });
    const request = await requestOf(host, auctionId, bidder.id);
    expect(request).toMatchObject({ status: 'Pending', isNonPayer: false });
    expect((await call(t, 'GET', `/api/auctions/${auctionId}/approvals`, other.token)).statusCode).toBe(403);
    const decision = `/api/saleapprovals/${request.id}/decision`;
    expect((await call(t, 'POST', decision, other.token, { status: 'Approved' })).statusCode).toBe(403);
    expect((await call(t, 'POST', decision, bidder.token, { status: 'Approved' })).statusCode).toBe(403);

    expect((await call(t, 'POST', decision, host.token, { status: 'Approved' })).json().status).toBe(
      'Approved',
    );
    expect((await join(bidder, auctionId, lotId)).statusCode).toBe(200);
    expect((await bid(t, bidder, auctionId, lotId, 100_500)).statusCode).toBe(200);
    // Decided once: staff cannot decide again.
    expect(
      (await call(t, 'POST', decision, host.token, { status: 'Denied', reason: 'Changed mind' })).json().code,
    ).toBe('APPROVAL_ALREADY_DECIDED');

    const denied = await createBidder(t);
    await join(denied, auctionId, lotId);
    const deniedRequest = await requestOf(host, auctionId, denied.id);
    const noReason = await call(t, 'POST', `/api/saleapprovals/${deniedRequest.id}/decision`, host.token, {
      status: 'Denied',
    });
    expect(noReason.statusCode).toBe(400);
    await call(t, 'POST', `/api/saleapprovals/${deniedRequest.id}/decision`, host.token, {
      status: 'Denied',
      reason: 'No proof of funds',
    });
    const refused = await join(denied, auctionId, lotId);
    expect(refused.json()).toMatchObject({
      code: 'BIDDER_APPROVAL_DENIED',
      errors: { reason: 'No proof of funds' },
    });
    expect(
      (await call(t, 'GET', `/api/auctions/${auctionId}/myapproval`, denied.token)).json(),
    ).toMatchObject({
      status: 'Denied',
      reason: 'No proof of funds',
    });
  });

  it("holds a bidder on the host's non-payer list even with approval off; an admin overrides with a reason", async () => {
    const host = await createHost(t);
    const { auctionId, lotId } = await openLot(host);
    const bidder = await createBidder(t);
    await t.db.execute(sql`insert into non_payers (company_id, bidder_id, reason)
      values (${host.companyId}, ${bidder.id}, 'Defaulted on lot 12')`);
    const held = await join(bidder, auctionId, lotId);
    expect(held.json().code).toBe('BIDDER_APPROVAL_PENDING');
    const request = await requestOf(host, auctionId, bidder.id);
    expect(request).toMatchObject({ status: 'Pending', isNonPayer: true, reason: 'non-payer' });
    // Another host's auctions are not affected.
    const other = await createHost(t);
    const elsewhere = await openLot(other);
    expect((await join(bidder, elsewhere.auctionId, elsewhere.lotId)).statusCode).toBe(200);

    await call(t, 'POST', `/api/saleapprovals/${request.id}/decision`, host.token, {
      status: 'Denied',
      reason: 'Non-payer',
    });
    const admin = await adminToken(t);
    const decision = `/api/saleapprovals/${request.id}/decision`;
    expect((await call(t, 'POST', decision, admin, { status: 'Approved' })).statusCode).toBe(400);
    const override = await call(t, 'POST', decision, admin, { status: 'Approved', reason: 'Paid the host' });
    expect(override.statusCode).toBe(200);
    expect((await join(bidder, auctionId, lotId)).statusCode).toBe(200);
  });
});
