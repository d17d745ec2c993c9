import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { badRequest } from './errors';
import { registerErrorHandler } from './plugins/error-handler';
import { createTestApp, type TestApp } from './test/app';
import { createUser } from './test/factories';

let t: TestApp;
/** Codes of the process warnings emitted while the app was built (Fastify's deprecations among them). */
const buildWarnings: string[] = [];
beforeAll(async () => {
  const spy = vi.spyOn(process, 'emitWarning').mockImplementation((...args: unknown[]) => {
    buildWarnings.push(String(args[2] ?? (args[1] as { code?: string } | undefined)?.code ?? args[1]));
  });
  try {
    t = await createTestApp();
  } finally {
    spy.mockRestore();
  }
  await createUser(t.db, 'Bidder', { userName: 'Taken.Name', email: 'Taken@Example.com' });
});
afterAll(() => t.close());

describe('system routes', () => {
  it('builds without Fastify deprecation warnings (router options in their current form)', () => {
    expect(buildWarnings.filter((code) => code.startsWith('FST'))).toEqual([]);
  });

  it('tells the server time', async () => {
    const before = Date.now();
    const response = await t.app.inject({ url: '/api/auctions/servertime' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.epochMs).toBeGreaterThanOrEqual(before);
    expect(new Date(body.serverTime).getTime()).toBe(body.epochMs);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('answers availability checks with true when taken, ignoring case', async () => {
    const get = async (url: string) => (await t.app.inject({ url })).json();
    expect(await get('/api/user/username/taken.name')).toBe(true);
    expect(await get('/api/user/username/free-name')).toBe(false);
    expect(await get('/api/user/email/taken@example.com')).toBe(true);
    expect(await get('/api/user/email/free@example.com')).toBe(false);
  });

  it('publishes every route in the OpenAPI document, tagged by area', async () => {
    const response = await t.app.inject({ url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const doc = response.json();
    const routes = t.app.printRoutes({ commonPrefix: false });
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/connect/token',
        '/api/auctions/servertime',
        '/api/user/username/{name}',
        '/api/user/email/{email}',
        '/api/user/me',
      ]),
    );
    for (const [path, methods] of Object.entries<Record<string, { tags?: string[] }>>(doc.paths)) {
      for (const operation of Object.values(methods)) {
        expect(operation.tags?.length, `${path} has a tag`).toBeGreaterThan(0);
      }
    }
    expect(routes).toContain('connect/token');
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const response = await t.app.inject({ url: '/api/nothing-here', headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toContain('/api/nothing-here');
  });

  it('answers malformed JSON with 400', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/connect/token',
      headers: { 'content-type': 'application/json' },
      payload: '{not json',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toHaveProperty('message');
  });
});

describe('error handler', () => {
  const app = Fastify({ logger: false });
  registerErrorHandler(app);
  app.get('/typed', async () => {
    throw badRequest('Bad amount.', { amount: 'Too low' });
  });
  app.get('/crash', async () => {
    throw new Error('connection string postgres://secret@db leaked');
  });

  it('keeps the message and field errors of typed errors', async () => {
    const response = await app.inject({ url: '/typed' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'Bad amount.',
      code: 'INVALID_REQUEST',
      errors: { amount: 'Too low' },
    });
  });

  it('hides the internals of a 500', async () => {
    const response = await app.inject({ url: '/crash' });
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain('secret');
    expect(response.json()).toEqual({
      message: 'Something went wrong on our side. Please try again.',
      code: 'SERVER_ERROR',
    });
  });
});

describe('job queue in the app', () => {
  it('is started with the app and runs a job sent through it', async () => {
    const seen: number[] = [];
    const local = await createTestApp(
      {},
      {
        beforeReady: (app) =>
          app.jobs.define<{ n: number }>('app-test', async (job) => void seen.push(job.data.n)),
      },
    );
    try {
      await local.app.jobs.send('app-test', { n: 7 }, { key: 'seven' });
      expect(await local.app.jobs.runDue('app-test')).toBe(1);
      expect(seen).toEqual([7]);
    } finally {
      await local.close();
    }
  });
});
