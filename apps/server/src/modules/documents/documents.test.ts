import { existsSync, readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { S3Storage } from '../../providers/storage/s3';
import { createTestApp, type TestApp } from '../../test/app';
import type { TestHost } from '../../test/live-fixtures';
import { sniffDocument } from '../../uploads/upload-rules';
import {
  activityTitles,
  adminToken,
  bidderToken,
  call,
  clientToken,
  countRows,
  createDraftLot,
  createHost,
  DOCX,
  documentFile,
  EXE,
  JPEG,
  PDF,
  seedCatalog,
  storedFiles,
  upload,
} from '../lots/test/test-kit';

let t: TestApp;
let host: TestHost;
let other: TestHost;
let admin: string;
let types: Record<string, number>;

beforeAll(async () => {
  t = await createTestApp();
  host = await createHost(t);
  other = await createHost(t);
  admin = await adminToken(t);
  types = (await seedCatalog(t)).documentTypes;
});
afterAll(() => t.close());

const attachment = (data: Buffer, name = 'notice.pdf', type = 'application/pdf') => ({
  field: 'Attachment',
  name,
  type,
  data,
});

const ZIP = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.from('data/file.bin')]);

describe('case documents', () => {
  const fields = (h: TestHost, extra: Record<string, string> = {}) => ({
    DocumentTypeId: String(types['Notice of Sale']),
    CaseId: String(h.caseId),
    IsVisibleToBidder: 'true',
    IsVisibleToClient: 'false',
    ...extra,
  });

  it('uploads, lists, updates and deletes a case document with its file', async () => {
    const response = await upload(
      t,
      '/api/documents',
      host.token,
      fields(host),
      attachment(PDF, 'Notice of Sale.pdf'),
    );
    expect(response.statusCode).toBe(200);
    const doc = response.json();
    expect(doc).toMatchObject({
      caseId: String(host.caseId),
      name: 'Notice of Sale.pdf',
      typeName: 'Notice of Sale',
      fileSize: PDF.length,
      isVisibleToBidder: true,
      isVisibleToClient: false,
    });
    expect(doc.createdBy).toContain('Auctioneer');
    const file = await documentFile(t, doc, host.token);
    expect(readFileSync(file).equals(PDF)).toBe(true);

    const list = await call(t, 'POST', `/api/documents/list/${host.caseId}`, host.token);
    expect(list.statusCode).toBe(200);
    expect(list.json().map((d: { id: string }) => d.id)).toEqual([doc.id]);
    const searched = await call(t, 'POST', `/api/documents/list/${host.caseId}`, host.token, {
      search: 'NOTICE',
    });
    expect(searched.json()).toHaveLength(1);
    expect(
      (await call(t, 'POST', `/api/documents/list/${host.caseId}`, host.token, { search: 'deed' })).json(),
    ).toEqual([]);
    // The firm sees only what is visible to it; admins see everything; other companies nothing.
    const client = await clientToken(t, host);
    expect((await call(t, 'POST', `/api/documents/list/${host.caseId}`, client)).json()).toEqual([]);
    expect((await call(t, 'POST', `/api/documents/list/${host.caseId}`, admin)).json()).toHaveLength(1);
    expect((await call(t, 'POST', `/api/documents/list/${host.caseId}`, other.token)).statusCode).toBe(403);

    const update = {
      documentTypeId: types.Judgment,
      caseId: host.caseId,
      isVisibleToBidder: false,
      isVisibleToClient: true,
    };
    expect((await call(t, 'PUT', `/api/documents/${doc.id}`, other.token, update)).statusCode).toBe(403);
    const moved = await call(t, 'PUT', `/api/documents/${doc.id}`, host.token, {
      ...update,
      caseId: other.caseId,
    });
    expect(moved.statusCode).toBe(403);
    const updated = await call(t, 'PUT', `/api/documents/${doc.id}`, host.token, update);
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({
      typeName: 'Judgment',
      isVisibleToBidder: false,
      isVisibleToClient: true,
    });
    expect((await call(t, 'POST', `/api/documents/list/${host.caseId}`, client)).json()).toHaveLength(1);
    const badType = await call(t, 'PUT', `/api/documents/${doc.id}`, host.token, {
      ...update,
      documentTypeId: 999999,
    });
    expect(badType.statusCode).toBe(400);

    expect((await call(t, 'DELETE', `/api/documents/${doc.id}`, admin)).statusCode).toBe(403);
    expect((await call(t, 'DELETE', `/api/documents/${doc.id}`, other.token)).statusCode).toBe(403);
    expect(existsSync(file)).toBe(true);
    expect((await call(t, 'DELETE', `/api/documents/${doc.id}`, host.token)).statusCode).toBe(204);
    expect(existsSync(file)).toBe(false);
    expect((await call(t, 'DELETE', `/api/documents/${doc.id}`, host.token)).statusCode).toBe(404);
    expect(await countRows(t, 'activity_logs', `case_id = ${host.caseId} and title like 'Document %'`)).toBe(
      3,
    );
  });

  it('accepts images and Word files by their bytes', async () => {
    const jpeg = await upload(
      t,
      '/api/documents',
      host.token,
      fields(host),
      attachment(JPEG, 'photo.jpg', 'image/jpeg'),
    );
    expect(jpeg.statusCode).toBe(200);
    expect(await documentFile(t, jpeg.json(), host.token)).toMatch(/\.jpg$/);
    const docx = await upload(
      t,
      '/api/documents',
      host.token,
      fields(host),
      attachment(DOCX, 'title.docx', 'application/octet-stream'),
    );
    expect(docx.statusCode).toBe(200);
    expect(await documentFile(t, docx.json(), host.token)).toMatch(/\.docx$/);
    expect(sniffDocument(Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0]))?.extension).toBe(
      'doc',
    );
  });

  it('refuses admins, clients, bidders and other companies (403), storing nothing', async () => {
    const before = storedFiles(t).length;
    const rows = await countRows(t, 'documents');
    for (const token of [admin, await clientToken(t, host), (await bidderToken(t)).token, other.token]) {
      const response = await upload(t, '/api/documents', token, fields(host), attachment(PDF));
      expect(response.statusCode).toBe(403);
    }
    expect(storedFiles(t).length).toBe(before);
    expect(await countRows(t, 'documents')).toBe(rows);
  });

  it('refuses a missing type, a missing file, a wrong type and a file over 25 MB (400)', async () => {
    const before = storedFiles(t).length;
    const noType = await upload(
      t,
      '/api/documents',
      host.token,
      fields(host, { DocumentTypeId: '' }),
      attachment(PDF),
    );
    expect(noType.statusCode).toBe(400);
    expect(noType.json().message).toBe('Please select the document type!');
    const unknownType = await upload(
      t,
      '/api/documents',
      host.token,
      fields(host, { DocumentTypeId: '999999' }),
      attachment(PDF),
    );
    expect(unknownType.statusCode).toBe(400);
    expect((await upload(t, '/api/documents', host.token, fields(host))).statusCode).toBe(400);
    for (const bad of [EXE, ZIP, Buffer.from('plain text pretending')]) {
      const response = await upload(t, '/api/documents', host.token, fields(host), attachment(bad, 'x.pdf'));
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(
        'The file must be a PDF, an image (JPEG, PNG, WebP, GIF) or a Word document (.doc, .docx).',
      );
    }
    const big = Buffer.concat([PDF, Buffer.alloc(25 * 1024 * 1024)]);
    const tooBig = await upload(t, '/api/documents', host.token, fields(host), attachment(big));
    expect(tooBig.statusCode).toBe(400);
    expect(tooBig.json().message).toBe('The file is too large. The limit is 25 MB.');
    expect(
      (await upload(t, '/api/documents', host.token, fields(host, { CaseId: '999999' }), attachment(PDF)))
        .statusCode,
    ).toBe(404);
    expect(storedFiles(t).length).toBe(before);
  });

  it('lists the document types', async () => {
    const response = await call(t, 'POST', '/api/documents/types/list', host.token);
    expect(response.json()).toEqual([
      { id: String(types.Judgment), name: 'Judgment' },
      { id: String(types['Notice of Sale']), name: 'Notice of Sale' },
    ]);
  });
});

describe('lot documents', () => {
  it('uploads, lists and deletes lot documents with their files, staff of the company only', async () => {
    const lotId = await createDraftLot(t, host);
    const url = `/api/lotdocuments/${lotId}`;
    const before = storedFiles(t).length;
    for (const token of [admin, await clientToken(t, host), other.token])
      expect((await upload(t, url, token, { Description: 'Deed' }, attachment(PDF))).statusCode).toBe(403);
    expect(storedFiles(t).length).toBe(before);
    expect((await upload(t, url, host.token, { Description: 'Deed' }, attachment(EXE))).statusCode).toBe(400);

    const response = await upload(
      t,
      url,
      host.token,
      { Description: 'Signed deed' },
      attachment(PDF, 'deed.pdf'),
    );
    expect(response.statusCode).toBe(200);
    const doc = response.json();
    expect(doc).toMatchObject({ lotId: String(lotId), name: 'deed.pdf', description: 'Signed deed' });
    const file = await documentFile(t, doc, host.token);
    expect(existsSync(file)).toBe(true);
    expect(storedFiles(t).length).toBe(before + 1);

    expect((await call(t, 'GET', url, host.token)).json()).toEqual([doc]);
    expect((await call(t, 'GET', url, await clientToken(t, host))).statusCode).toBe(200);
    expect((await call(t, 'GET', url, other.token)).statusCode).toBe(403);
    expect((await call(t, 'GET', '/api/lotdocuments/999999', host.token)).statusCode).toBe(404);

    expect((await call(t, 'DELETE', `/api/lotdocuments/${doc.id}`, other.token)).statusCode).toBe(403);
    expect((await call(t, 'DELETE', `/api/lotdocuments/${doc.id}`, host.token)).statusCode).toBe(204);
    expect(existsSync(file)).toBe(false);
    expect(await activityTitles(t, lotId)).toEqual(
      expect.arrayContaining(['Lot Document Uploaded', 'Lot Document Deleted']),
    );
  });

  it("removes a lot's document files when the lot is deleted", async () => {
    const lotId = await createDraftLot(t, host);
    const doc = (await upload(t, `/api/lotdocuments/${lotId}`, host.token, {}, attachment(PDF))).json();
    const file = await documentFile(t, doc, host.token);
    expect(existsSync(file)).toBe(true);
    expect((await call(t, 'DELETE', `/api/lots/${lotId}`, host.token)).statusCode).toBe(204);
    expect(existsSync(file)).toBe(false);
  });
});

describe('S3 storage', () => {
  it('puts and deletes objects with their content type and builds public URLs', async () => {
    const sent: { name: string; input: Record<string, unknown> }[] = [];
    const client = {
      send: async (command: { constructor: { name: string }; input: Record<string, unknown> }) => {
        sent.push({ name: command.constructor.name, input: command.input });
        return {};
      },
    };
    const storage = new S3Storage({
      bucket: 'bidright-files',
      region: 'us-east-2',
      prefix: 'prod/',
      client: client as never,
    });
    await storage.put('properties/1/a b.png', PDF, 'application/pdf');
    await storage.remove('properties/1/a b.png');
    expect(sent[0]).toMatchObject({
      name: 'PutObjectCommand',
      input: { Bucket: 'bidright-files', Key: 'prod/properties/1/a b.png', ContentType: 'application/pdf' },
    });
    expect(sent[1]).toMatchObject({
      name: 'DeleteObjectCommand',
      input: { Key: 'prod/properties/1/a b.png' },
    });
    expect(storage.urlFor('properties/1/a b.png')).toBe(
      'https://bidright-files.s3.us-east-2.amazonaws.com/prod/properties/1/a%20b.png',
    );
    const minio = new S3Storage({
      bucket: 'b',
      region: 'x',
      endpoint: 'http://minio:9000/',
      client: client as never,
    });
    expect(minio.urlFor('k.pdf')).toBe('http://minio:9000/b/k.pdf');
    await expect(storage.put('../escape', PDF, 'application/pdf')).rejects.toThrow();
  });
});
