import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { S3Storage } from '../../providers/storage/s3';
import { FileSigner } from '../../providers/storage/signed-files';
import { createTestApp, type TestApp } from '../../test/app';
import {
  bid,
  createAuction,
  createBidder,
  createLot,
  joinLot,
  type TestBidder,
  type TestHost,
} from '../../test/live-fixtures';
import {
  adminToken,
  bidderToken,
  call,
  clientToken,
  createDraftLot,
  createHost,
  PDF,
  seedCatalog,
  upload,
} from '../lots/test/test-kit';

let t: TestApp;
let host: TestHost;
let other: TestHost;
let admin: string;
let client: string;
let bidder: string;
let noticeType: number;

beforeAll(async () => {
  t = await createTestApp();
  host = await createHost(t);
  other = await createHost(t);
  admin = await adminToken(t);
  client = await clientToken(t, host);
  bidder = (await bidderToken(t)).token;
  noticeType = (await seedCatalog(t)).documentTypes['Notice of Sale']!;
});
afterAll(() => t.close());

async function uploadCaseDocument(visibleToBidder: boolean, visibleToClient: boolean, name: string) {
  const response = await upload(
    t,
    '/api/documents',
    host.token,
    {
      DocumentTypeId: String(noticeType),
      CaseId: String(host.caseId),
      IsVisibleToBidder: String(visibleToBidder),
      IsVisibleToClient: String(visibleToClient),
    },
    { field: 'Attachment', name, type: 'application/pdf', data: PDF },
  );
  expect(response.statusCode).toBe(200);
  return response.json<{ id: string; url: string }>();
}

/** Asks the download route as `token`; on 200, follows the link (no token) and answers the file response. */
async function download(url: string, token?: string) {
  const link = await call(t, 'GET', url, token);
  if (link.statusCode !== 200) return { status: link.statusCode };
  const { url: fileUrl, expiresAt } = link.json<{ url: string; expiresAt: string }>();
  expect(Date.parse(expiresAt) - Date.now()).toBeLessThanOrEqual(120_000);
  const file = await t.app.inject({ method: 'GET', url: fileUrl });
  return { status: link.statusCode, fileUrl, file };
}

describe('case document downloads', () => {
  it('lists documents with the download route, never a public file URL', async () => {
    const doc = await uploadCaseDocument(false, false, 'Judgment.pdf');
    expect(doc.url).toBe(`/api/documents/${doc.id}/download`);
  });

  it('staff of the company and admins get any document, as a download with its stored type', async () => {
    const doc = await uploadCaseDocument(false, false, 'Order – confirmed.pdf');
    for (const token of [host.token, admin]) {
      const { status, file } = await download(doc.url, token);
      expect(status).toBe(200);
      expect(file!.statusCode).toBe(200);
      expect(file!.rawPayload.equals(PDF)).toBe(true);
      expect(file!.headers['content-type']).toBe('application/pdf');
      expect(file!.headers['content-disposition']).toBe(
        `attachment; filename="Order _ confirmed.pdf"; filename*=UTF-8''Order%20%E2%80%93%20confirmed.pdf`,
      );
      expect(file!.headers['x-content-type-options']).toBe('nosniff');
      expect(file!.headers['content-security-policy']).toContain('sandbox');
      expect(file!.headers['cache-control']).toBe('private, no-store');
    }
    expect((await download(doc.url, other.token)).status).toBe(403);
    expect((await download(doc.url)).status).toBe(401);
    expect((await download('/api/documents/999999/download', host.token)).status).toBe(404);
  });

  it("the client's attorneys get only documents visible to the client", async () => {
    const hidden = await uploadCaseDocument(true, false, 'hidden.pdf');
    const shown = await uploadCaseDocument(false, true, 'shown.pdf');
    expect((await download(hidden.url, client)).status).toBe(404);
    expect((await download(shown.url, client)).status).toBe(200);
    // Another firm's attorney sees nothing of this case.
    expect((await download(shown.url, await clientToken(t, other))).status).toBe(403);
  });

  it('bidders get documents visible to bidders, once the case has a published lot', async () => {
    const hidden = await uploadCaseDocument(false, true, 'hidden.pdf');
    const shown = await uploadCaseDocument(true, false, 'for-bidders.pdf');
    await createDraftLot(t, host);
    expect((await download(shown.url, bidder)).status).toBe(404);
    await createLot(t.db, host, await createAuction(t.db, host));
    expect((await download(shown.url, bidder)).status).toBe(200);
    expect((await download(hidden.url, bidder)).status).toBe(404);
  });

  it('a link stops working when changed or expired, and only unlocks its own file', async () => {
    const doc = await uploadCaseDocument(false, false, 'a.pdf');
    const { fileUrl } = await download(doc.url, host.token);
    const tampered = [
      fileUrl!.replace(/signature=[^&]+/, 'signature=AAAA'),
      fileUrl!.replace(/name=[^&]+/, 'name=evil.html'),
      fileUrl!.replace(/type=[^&]+/, 'type=text%2Fhtml'),
      fileUrl!.replace(/expires=\d+/, `expires=${Math.floor(Date.now() / 1000) + 10 ** 6}`),
      fileUrl!.replace(/\/documents\/[^?]+/, '/documents/other.pdf'),
    ];
    for (const url of tampered)
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(403);
    const signer = new FileSigner(new Uint8Array(32));
    const claims = { key: 'cases/1/documents/a.pdf', name: 'a.pdf', type: 'application/pdf', expires: 1000 };
    const signature = new URLSearchParams(signer.sign(claims)).get('signature')!;
    expect(signer.verify(claims, signature, 999)).toBe(true);
    expect(signer.verify(claims, signature, 1001)).toBe(false);
  });

  it('documents uploaded before these rules (no recorded type) download as opaque bytes', async () => {
    const key = `cases/${host.caseId}/documents/legacy-upload.pdf`;
    mkdirSync(join(t.dataDir, 'files', key, '..'), { recursive: true });
    writeFileSync(join(t.dataDir, 'files', key), PDF);
    const [row] = await queryRows<{ id: number }>(
      t.db,
      sql`insert into documents (case_id, type_id, name, storage_key, file_size, is_visible_to_client, created_by)
        values (${host.caseId}, ${noticeType}, 'legacy.pdf', ${key}, ${PDF.length}, true, ${host.auctioneerId})
        returning id`,
    );
    const { status, file } = await download(`/api/documents/${row!.id}/download`, client);
    expect(status).toBe(200);
    expect(file!.rawPayload.equals(PDF)).toBe(true);
    expect(file!.headers['content-type']).toBe('application/octet-stream');
    expect(file!.headers['content-disposition']).toMatch(/^attachment; filename="legacy.pdf"/);
  });
});

describe('lot document downloads', () => {
  let winner: TestBidder;
  let loser: TestBidder;
  let lotId: number;
  let url: string;

  beforeAll(async () => {
    const auctionId = await createAuction(t.db, host);
    lotId = await createLot(t.db, host, auctionId, {
      started: true,
      stopTime: new Date(Date.now() + 600_000),
    });
    winner = await createBidder(t);
    loser = await createBidder(t);
    await joinLot(t, winner, auctionId, lotId, 50_000);
    await joinLot(t, loser, auctionId, lotId, 50_000);
    const first = await bid(t, loser, auctionId, lotId, 100_500);
    expect(first.statusCode, first.body).toBe(200);
    expect((await bid(t, winner, auctionId, lotId, 101_000)).statusCode).toBe(200);
    await t.db.execute(sql`update lots set winner_bid_id = (select id from bids where lot_id = ${lotId}
      and bidder_id = ${winner.id}) where id = ${lotId}`);
    const response = await upload(
      t,
      `/api/lotdocuments/${lotId}`,
      host.token,
      { Description: 'Deed' },
      { field: 'Attachment', name: 'deed.pdf', type: 'application/pdf', data: PDF },
    );
    expect(response.statusCode).toBe(200);
    url = response.json<{ url: string }>().url;
  });

  it("readers of the lot's case and the lot's winner; no other bidder or company", async () => {
    expect(url).toMatch(/^\/api\/lotdocuments\/\d+\/download$/);
    for (const token of [host.token, admin, client, winner.token]) {
      const { status, file } = await download(url, token);
      expect(status).toBe(200);
      expect(file!.rawPayload.equals(PDF)).toBe(true);
    }
    expect((await download(url, loser.token)).status).toBe(404);
    expect((await download(url, bidder)).status).toBe(404);
    expect((await download(url, other.token)).status).toBe(403);
    expect((await download(url)).status).toBe(401);
  });
});

describe('S3 storage', () => {
  it('links private files with a presigned GET that answers as a download of the stored type', async () => {
    const storage = new S3Storage({
      bucket: 'bidright-files',
      region: 'us-east-2',
      prefix: 'prod/',
      credentials: { accessKeyId: 'AKIAEXAMPLE', secretAccessKey: 'secret' },
    });
    const url = new URL(
      await storage.signedUrlFor('cases/1/documents/a.pdf', {
        fileName: 'Notice.pdf',
        contentType: 'application/pdf',
        expiresInSeconds: 120,
      }),
    );
    expect(url.pathname).toBe('/prod/cases/1/documents/a.pdf');
    expect(url.searchParams.get('X-Amz-Expires')).toBe('120');
    expect(url.searchParams.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);
    expect(url.searchParams.get('response-content-type')).toBe('application/pdf');
    expect(url.searchParams.get('response-content-disposition')).toMatch(
      /^attachment; filename="Notice.pdf"/,
    );
  });
});
