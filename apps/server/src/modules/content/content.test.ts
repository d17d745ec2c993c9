import type { THelp, TResource, TResourceSummary } from '@bidright/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { seedDemoData } from '../../seed/demo-data';
import { createTestApp, loginAs, type TestApp } from '../../test/app';
import { call } from '../lots/test/test-kit';
import { sanitizeBody } from './sanitize-body';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoData(t.db, { dataDir: t.dataDir });
}, 60_000);
afterAll(() => t.close());

const outbox = () =>
  queryRows<{ recipient: string; subject: string; body: string }>(
    t.db,
    sql`select recipient, subject, body from dev_outbox where channel = 'email' order by id`,
  );

describe('resources and FAQ (anonymous)', () => {
  it('lists resources and shows one with a sanitised body', async () => {
    const list = (await call(t, 'GET', '/api/resources/list')).json<TResourceSummary[]>();
    expect(list.length).toBeGreaterThanOrEqual(3);
    const dates = list.map((r) => r.createdDate);
    expect([...dates].sort().reverse()).toEqual(dates);
    for (const summary of list) {
      const response = await call(t, 'GET', `/api/resources/${summary.id}`);
      expect(response.statusCode).toBe(200);
      const post = response.json<TResource>();
      expect(post.title).toBe(summary.title);
      expect(post.body).not.toMatch(/<script|onclick|javascript:/i);
    }
  });

  it('sanitises a body stored with scripts, whoever wrote it', async () => {
    const [row] = await queryRows<{ id: number }>(
      t.db,
      sql`insert into resources (title, description, body_html) values ('Raw', 'Raw body',
        '<p onmouseover="x()">Hi</p><script>alert(1)</script><img src=x onerror=alert(2)><a href="javascript:alert(3)">a</a>') returning id`,
    );
    const post = (await call(t, 'GET', `/api/resources/${row?.id}`)).json<TResource>();
    expect(post.body).toContain('<p>Hi</p>');
    expect(post.body).not.toMatch(/script|onerror|onmouseover|javascript:/i);
    expect(sanitizeBody('<iframe src="https://evil.example"></iframe><b>ok</b>')).toBe('<b>ok</b>');
  });

  it('answers 404 for a non-numeric or unknown blog id', async () => {
    for (const id of ['abc', '12a', '-1', '999999']) {
      const response = await call(t, 'GET', `/api/resources/${id}`);
      expect(response.statusCode, id).toBe(404);
    }
  });

  it('lists the FAQ in order', async () => {
    const faq = (await call(t, 'GET', '/api/helps/list')).json<THelp[]>();
    expect(faq.length).toBeGreaterThanOrEqual(5);
    expect(faq[0]?.question).toBe('Who can bid on Bidright?');
  });
});

describe('public configuration', () => {
  it('reads Contact_ToEmail anonymously and hides non-public or unknown keys', async () => {
    const response = await call(t, 'GET', '/api/configurations/Contact_ToEmail');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ key: 'Contact_ToEmail', value: 'support@bidright.example.com' });
    await t.db.execute(
      sql`insert into configurations (key, value, display_name, is_public) values ('Relief_Fee', '1500', 'Relief fee', 0)`,
    );
    expect((await call(t, 'GET', '/api/configurations/Relief_Fee')).statusCode).toBe(404);
    expect((await call(t, 'GET', '/api/configurations/Nope')).statusCode).toBe(404);
  });
});

describe('POST /api/helps/contactus', () => {
  it('e-mails the Contact_ToEmail address through the provider', async () => {
    await t.db.execute(
      sql`update configurations set value = 'help@bidright.example.com' where key = 'Contact_ToEmail'`,
    );
    const response = await call(t, 'POST', '/api/helps/contactus', undefined, {
      name: 'Maria Lopez',
      email: 'maria@example.com',
      phoneNumber: '(312) 555-0142',
      message: 'Is 1027 Judson Ave occupied?',
    });
    expect(response.statusCode, response.body).toBe(200);
    const last = (await outbox()).at(-1);
    expect(last?.recipient).toBe('help@bidright.example.com');
    expect(last?.subject).toContain('Maria Lopez');
    expect(last?.body).toContain('Is 1027 Judson Ave occupied?');
    expect(last?.body).toContain('visitor');
    // A signed-in bidder is named in the message.
    const token = (await loginAs(t.app, 'bidder1')).access_token;
    await call(t, 'POST', '/api/helps/contactus', token, {
      name: 'J W',
      email: 'jw@example.com',
      message: 'Hello',
    });
    expect((await outbox()).at(-1)?.body).toContain('bidder1');
  });

  it.each([
    [{ email: 'a@example.com', message: 'x' }, 'name', 'Field is required!'],
    [{ name: 'A', email: 'not-an-email', message: 'x' }, 'email', 'Please enter a valid e-mail address!'],
    [{ name: 'A', email: 'a@example.com', message: '   ' }, 'message', 'Field is required!'],
  ])('refuses %o with 400 and sends nothing', async (body, field, message) => {
    const before = (await outbox()).length;
    const response = await call(t, 'POST', '/api/helps/contactus', undefined, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors?.[field]).toBe(message);
    expect((await outbox()).length).toBe(before);
  });

  it('is rate-limited per IP', async () => {
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/helps/contactus',
        remoteAddress: '203.0.113.9',
        payload: { name: 'Spam', email: 'spam@example.com', message: 'spam' },
      });
    const codes: number[] = [];
    for (let i = 0; i < 7; i++) codes.push((await send()).statusCode);
    expect(codes.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
    expect(codes.at(-1)).toBe(429);
  });
});

describe('OpenAPI', () => {
  it('documents the listings, saved-filter, content and public configuration calls', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const paths = Object.keys(response.json().paths);
    for (const path of [
      '/api/lots/list/public',
      '/api/lots/list/bidder',
      '/api/lots/list/live',
      '/api/lots/listpinned/bidder',
      '/api/lots/listupcoming/bidder',
      '/api/bidders/filters/list',
      '/api/bidders/filters/{id}',
      '/api/resources/list',
      '/api/resources/{blogId}',
      '/api/helps/list',
      '/api/helps/contactus',
      '/api/configurations/{key}',
    ])
      expect(paths).toContain(path);
  });
});
