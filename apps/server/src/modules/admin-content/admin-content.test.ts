import { ADMIN_MESSAGES, CONFIGURATION_MESSAGES, LOT_MESSAGES } from '@bidright/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { createTestApp, type TestApp } from '../../test/app';
import { createAuction, createHost, createLot } from '../../test/live-fixtures';
import { adminToken, bidderToken, call } from '../lots/test/test-kit';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await adminToken(t);
});
afterAll(async () => t?.close());

describe('GET/PUT /api/configurations', () => {
  it('lists the product keys with their defaults, and stores a valid value', async () => {
    const list = await call(t, 'GET', '/api/configurations', admin);
    expect(list.statusCode).toBe(200);
    const keys = list.json().map((row: { key: string }) => row.key);
    expect(keys).toEqual(
      expect.arrayContaining([
        'Contact_ToEmail',
        'Payment_DueDayRule',
        'ReliefFee_Percent',
        'ReliefFee_MaxDollars',
      ]),
    );
    const saved = await call(t, 'PUT', '/api/configurations', admin, {
      key: 'Contact_ToEmail',
      value: ' help@bidright.test ',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      key: 'Contact_ToEmail',
      value: 'help@bidright.test',
      isPublic: true,
    });
    const [row] = await queryRows<{ value: string; modified_by: number }>(
      t.db,
      sql`select value, modified_by from configurations where key = 'Contact_ToEmail'`,
    );
    expect(row!.value).toBe('help@bidright.test');
  });

  it('refuses a bad value with a clear message and changes nothing', async () => {
    const cases: [string, string, string][] = [
      ['Contact_ToEmail', 'not-an-address', 'Please enter a valid e-mail address!'],
      ['ReliefFee_MaxDollars', '-5', 'The relief fee cap must be an amount in dollars from 0 to 9999999.99!'],
      ['ReliefFee_Percent', '101', 'The relief fee must be a percent from 0 to 100!'],
      ['Payment_DueDayRule', 'weekly', 'The payment day rule must be calendar or business!'],
      ['No_Such_Key', '1', CONFIGURATION_MESSAGES.unknownKey],
      ['ReliefFee_Percent', '   ', CONFIGURATION_MESSAGES.valueRequired],
    ];
    for (const [key, value, message] of cases) {
      const response = await call(t, 'PUT', '/api/configurations', admin, { key, value });
      expect(response.statusCode, key).toBe(400);
      expect(response.json().message, key).toBe(message);
    }
    const rows = await queryRows(t.db, sql`select key from configurations where key <> 'Contact_ToEmail'`);
    expect(rows).toEqual([]);
  });

  it('is for admins only', async () => {
    const { token } = await bidderToken(t);
    expect((await call(t, 'GET', '/api/configurations', token)).statusCode).toBe(403);
    expect(
      (await call(t, 'PUT', '/api/configurations', token, { key: 'Contact_ToEmail', value: 'a@b.co' }))
        .statusCode,
    ).toBe(403);
    expect((await call(t, 'GET', '/api/configurations')).statusCode).toBe(401);
  });
});

describe('FAQ and resources', () => {
  it('adds, edits and deletes a question', async () => {
    const added = await call(t, 'POST', '/api/helps', admin, {
      question: 'How do I bid?',
      answer: 'Join the lot first.',
    });
    expect(added.json()).toMatchObject({ question: 'How do I bid?', message: ADMIN_MESSAGES.faqAdded });
    const id = added.json().id;
    expect((await call(t, 'POST', '/api/helps', admin, { question: '', answer: 'x' })).statusCode).toBe(400);
    const edited = await call(t, 'PUT', `/api/helps/${id}`, admin, {
      question: 'How do I place a bid?',
      answer: 'Join.',
    });
    expect(edited.json().message).toBe(ADMIN_MESSAGES.faqEdited);
    expect((await call(t, 'GET', '/api/admins/helps', admin)).json()).toEqual([
      { id, question: 'How do I place a bid?', answer: 'Join.' },
    ]);
    expect((await call(t, 'DELETE', `/api/helps/${id}`, admin)).json().message).toBe(
      ADMIN_MESSAGES.faqDeleted,
    );
    expect((await call(t, 'DELETE', `/api/helps/${id}`, admin)).statusCode).toBe(404);
  });

  it('stores a resource body sanitised', async () => {
    const body =
      '<p onclick="steal()">Read <a href="javascript:alert(1)">this</a> <strong>now</strong></p><script>alert(1)</script>';
    const added = await call(t, 'POST', '/api/resources', admin, {
      title: 'Buying at auction',
      description: 'A primer',
      link: '',
      body,
    });
    expect(added.statusCode).toBe(200);
    expect(added.json().body).toBe('<p>Read <a rel="noopener noreferrer">this</a> <strong>now</strong></p>');
    const id = added.json().id;
    expect((await call(t, 'POST', '/api/resources', admin, { title: 'x', description: '' })).statusCode).toBe(
      400,
    );
    expect(
      (await call(t, 'POST', '/api/resources', admin, { title: 'x', description: 'y', link: 'ftp://x' }))
        .statusCode,
    ).toBe(400);
    const edited = await call(t, 'PUT', `/api/resources/${id}`, admin, {
      title: 'Buying at auction',
      description: 'A primer',
      link: 'https://example.com/guide',
      body: '<h2>Steps</h2><img src="https://example.com/a.png" onerror="x()">',
    });
    expect(edited.json()).toMatchObject({
      link: 'https://example.com/guide',
      body: '<h2>Steps</h2><img src="https://example.com/a.png" />',
    });
    expect((await call(t, 'DELETE', `/api/resources/${id}`, admin)).json().message).toBe(
      ADMIN_MESSAGES.resourceDeleted,
    );
  });

  it('refuses content writes to non-admins', async () => {
    const { token } = await bidderToken(t);
    expect((await call(t, 'POST', '/api/helps', token, { question: 'q', answer: 'a' })).statusCode).toBe(403);
    expect((await call(t, 'PUT', '/api/helps/1', token, { question: 'q', answer: 'a' })).statusCode).toBe(
      403,
    );
    expect((await call(t, 'DELETE', '/api/helps/1', token)).statusCode).toBe(403);
    expect(
      (await call(t, 'POST', '/api/resources', token, { title: 't', description: 'd' })).statusCode,
    ).toBe(403);
    expect((await call(t, 'DELETE', '/api/resources/1', token)).statusCode).toBe(403);
  });
});

describe('featured lots', () => {
  it('the admin features a lot; its host sees it and cannot remove it', async () => {
    const host = await createHost(t);
    const auctionId = await createAuction(t.db, host, { startTime: new Date(Date.now() + 86_400_000) });
    const lotId = await createLot(t.db, host, auctionId);
    const [kase] = await queryRows<{ case_number: string }>(
      t.db,
      sql`select case_number from cases where id = ${host.caseId}`,
    );
    const found = await call(t, 'GET', `/api/admins/lot/${kase!.case_number}`, admin);
    expect(found.json()).toMatchObject([{ lotId: String(lotId), featuredId: null }]);

    const featured = await call(t, 'POST', `/api/admins/featuredlot/${lotId}`, admin);
    expect(featured.json().message).toBe(ADMIN_MESSAGES.featuredAdded);
    const featuredId = featured.json().featuredId;
    expect((await call(t, 'GET', '/api/admins/featuredlot', admin)).json()).toMatchObject([
      { featuredId, lotId: String(lotId), isAdmin: true },
    ]);
    const hostView = await call(t, 'GET', '/api/auctioneers/featuredlot', host.token);
    expect(hostView.json()).toMatchObject([{ featuredId, featuredByAdmin: true }]);
    const removal = await call(t, 'PUT', `/api/lots/unmarkasfeatured/${featuredId}`, host.token);
    expect(removal.statusCode).toBe(403);
    expect(removal.json().message).toBe(LOT_MESSAGES.adminFeatured);
    expect(LOT_MESSAGES.adminFeatured).toBe('Cannot remove the featured flag created by Admin!');

    expect((await call(t, 'DELETE', `/api/admins/featuredlot/${featuredId}`, admin)).json().message).toBe(
      ADMIN_MESSAGES.featuredRemoved,
    );
    expect((await call(t, 'GET', '/api/admins/featuredlot', admin)).json()).toEqual([]);
    expect((await call(t, 'GET', '/api/admins/featuredlot', host.token)).statusCode).toBe(403);
    expect((await call(t, 'POST', `/api/admins/featuredlot/${lotId}`, host.token)).statusCode).toBe(403);
  });
});
