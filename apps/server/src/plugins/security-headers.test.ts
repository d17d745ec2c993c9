import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { createTestApp, type TestApp } from '../test/app';
import { REAL_PROVIDERS } from '../test/production-config';
import { contentSecurityPolicy, sendsStrictTransportSecurity } from './security-headers';

/** A stand-in for the web build: index.html, a hashed bundle with its precompressed siblings. */
function fakeWebBuild() {
  const dist = mkdtempSync(join(tmpdir(), 'bidright-web-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(
    join(dist, 'index.html'),
    '<!doctype html><div id="root"></div><script type="module" src="/assets/index-AbC123.js"></script>',
  );
  const bundle = `console.log(${JSON.stringify('x'.repeat(4000))});`;
  writeFileSync(join(dist, 'assets/index-AbC123.js'), bundle);
  writeFileSync(join(dist, 'assets/index-AbC123.js.br'), brotliCompressSync(bundle));
  writeFileSync(join(dist, 'assets/index-AbC123.js.gz'), gzipSync(bundle));
  return dist;
}

const SVG_WITH_SCRIPT =
  '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.cookie)</script></svg>';

let t: TestApp;
let dist: string;

beforeAll(async () => {
  dist = fakeWebBuild();
  t = await createTestApp({}, { webDist: dist });
  // A public upload (a property photo), and an SVG with script in it, as a hostile upload would be.
  mkdirSync(join(t.dataDir, 'files/properties/1'), { recursive: true });
  writeFileSync(
    join(t.dataDir, 'files/properties/1/photo.png'),
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 1, 2]),
  );
  writeFileSync(join(t.dataDir, 'files/properties/1/house.svg'), SVG_WITH_SCRIPT);
  mkdirSync(join(t.dataDir, 'files/cases/1/documents'), { recursive: true });
  writeFileSync(join(t.dataDir, 'files/cases/1/documents/secret.pdf'), '%PDF-1.7 private');
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

function expectBaseHeaders(headers: Record<string, unknown>) {
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['x-frame-options']).toBe('DENY');
  // Denies what the app never uses; geolocation only for the app itself (the live room's nearest place).
  const policy = String(headers['permissions-policy']);
  for (const denied of ['camera=()', 'microphone=()', 'payment=()']) expect(policy).toContain(denied);
  expect(policy).toContain('geolocation=(self)');
}

describe('security headers', () => {
  it('HTML: a strict CSP (no inline script), frame-ancestors none, the tile host, no-cache', async () => {
    for (const url of ['/', '/details/1']) {
      const response = await get(url, { accept: 'text/html' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expectBaseHeaders(response.headers);
      const csp = String(response.headers['content-security-policy']);
      const directives = Object.fromEntries(
        csp.split(';').map((part) => {
          const [name = '', ...values] = part.trim().split(/\s+/);
          return [name, values];
        }),
      );
      expect(directives['script-src']).toEqual(["'self'"]);
      expect(directives['script-src-attr']).toEqual(["'none'"]);
      expect(directives['frame-ancestors']).toEqual(["'none'"]);
      expect(directives['connect-src']).toEqual(["'self'"]);
      expect(directives['img-src']).toContain('https://tile.openstreetmap.org');
      expect(directives['object-src']).toEqual(["'none'"]);
      // Not HSTS outside production: local runs are plain HTTP.
      expect(response.headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('API: the same headers, and answers compressed with brotli or gzip', async () => {
    const health = await get('/api/health');
    expect(health.statusCode).toBe(200);
    expectBaseHeaders(health.headers);
    expect(health.headers['content-security-policy']).toContain("frame-ancestors 'none'");

    const docs = await get('/api/docs/json', { 'accept-encoding': 'br, gzip' });
    expect(docs.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(docs.rawPayload).toString()).openapi).toMatch(/^3/);
    const gzipped = await get('/api/docs/json', { 'accept-encoding': 'gzip' });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
  });

  it('hashed assets: cached for a year, immutable, served precompressed', async () => {
    const br = await get('/assets/index-AbC123.js', { 'accept-encoding': 'br, gzip' });
    expect(br.statusCode).toBe(200);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expectBaseHeaders(br.headers);
    expect(brotliDecompressSync(br.rawPayload).toString()).toContain('console.log');
    const gz = await get('/assets/index-AbC123.js', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    const plain = await get('/assets/index-AbC123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('console.log');
  });

  it('uploads: their stored type, nosniff, and a sandbox CSP so an SVG runs no script', async () => {
    const photo = await get('/files/properties/1/photo.png');
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/png');
    expect(photo.headers['x-content-type-options']).toBe('nosniff');
    expect(photo.headers['content-security-policy']).toMatch(/default-src 'none'.*sandbox/);

    const svg = await get('/files/properties/1/house.svg');
    expect(svg.statusCode).toBe(200);
    expect(svg.headers['content-type']).toMatch(/^image\/svg\+xml/);
    const csp = String(svg.headers['content-security-policy']);
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain('sandbox');
    expect(csp).not.toContain('script-src');
  });

  it('private folders are not served by plain URL', async () => {
    const response = await get('/files/cases/1/documents/secret.pdf');
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('private');
    expect((await get('/files/cases%2F1%2Fdocuments%2Fsecret.pdf')).statusCode).toBe(404);
    expect((await get('/files/properties/../cases/1/documents/secret.pdf')).statusCode).toBe(404);
    expect((await get('/files/signed/cases/1/documents/secret.pdf')).statusCode).toBe(403);
  });
});

describe('security headers in production', () => {
  it('adds HSTS', async () => {
    const prod = await createTestApp({ NODE_ENV: 'production', ...REAL_PROVIDERS });
    try {
      const response = await prod.app.inject({ method: 'GET', url: '/api/health' });
      expect(response.headers['strict-transport-security']).toMatch(/max-age=31536000/);
      expect(response.headers['content-security-policy']).toContain('upgrade-insecure-requests');
    } finally {
      await prod.close();
    }
  });
});

describe('HSTS outside production (issue 34)', () => {
  it('is sent when PUBLIC_URL is https, or behind a balancer (TRUST_PROXY), and not on plain local runs', () => {
    const https = loadConfig({ NODE_ENV: 'test', PUBLIC_URL: 'https://sale.example.com' });
    const balanced = loadConfig({ NODE_ENV: 'test', TRUST_PROXY: '1' });
    const local = loadConfig({ NODE_ENV: 'test', PUBLIC_URL: 'http://localhost:3000' });
    expect([https, balanced, local].map(sendsStrictTransportSecurity)).toEqual([true, true, false]);
  });

  it('reaches the answers of an app behind a balancer', async () => {
    const behind = await createTestApp({ TRUST_PROXY: '1' });
    try {
      const response = await behind.app.inject({ method: 'GET', url: '/api/health' });
      expect(response.headers['strict-transport-security']).toMatch(/max-age=31536000/);
    } finally {
      await behind.close();
    }
  });
});

describe('the CSP with Plaid configured (ADR 0021)', () => {
  const plaid = { PLAID_CLIENT_ID: 'client', PLAID_SECRET: 'secret' };
  it("allows Plaid Link's script, its iframe and the environment's API host, and nothing wider", () => {
    const csp = contentSecurityPolicy(loadConfig({ NODE_ENV: 'test', ...plaid, PLAID_ENV: 'production' }));
    expect(csp.scriptSrc).toEqual(["'self'", 'https://cdn.plaid.com/link/v2/stable/link-initialize.js']);
    expect(csp.frameSrc).toContain('https://cdn.plaid.com');
    expect(csp.connectSrc).toEqual(["'self'", 'https://production.plaid.com']);
    const sandbox = contentSecurityPolicy(loadConfig({ NODE_ENV: 'test', ...plaid, PLAID_ENV: 'sandbox' }));
    expect(sandbox.connectSrc).toEqual(["'self'", 'https://sandbox.plaid.com']);
  });

  it('names no Plaid host with the sandbox bank', () => {
    const csp = contentSecurityPolicy(loadConfig({ NODE_ENV: 'test' }));
    expect(JSON.stringify(csp)).not.toContain('plaid');
  });
});
