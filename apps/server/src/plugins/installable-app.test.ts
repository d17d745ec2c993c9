import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';

/**
 * The installable app's files as the web build writes them (apps/web/build/installable-app.ts): the
 * service worker, the Web Push script it imports, the manifest and an icon.
 */
function fakeWebBuild() {
  const dist = mkdtempSync(join(tmpdir(), 'bidright-pwa-'));
  mkdirSync(join(dist, 'icons'));
  writeFileSync(
    join(dist, 'index.html'),
    '<!doctype html><link rel="manifest" href="/manifest.webmanifest">',
  );
  writeFileSync(join(dist, 'sw.js'), 'importScripts("push-alerts.js");');
  writeFileSync(join(dist, 'push-alerts.js'), "self.addEventListener('push', () => {});");
  writeFileSync(join(dist, 'manifest.webmanifest'), JSON.stringify({ name: 'Bidright', start_url: '/' }));
  writeFileSync(join(dist, 'icons/icon-192.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  return dist;
}

let t: TestApp;
let dist: string;
beforeAll(async () => {
  dist = fakeWebBuild();
  t = await createTestApp({ PUBLIC_URL: 'https://auctions.bidright.test' }, { webDist: dist });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

const get = (url: string) => t.app.inject({ method: 'GET', url });

/** The page's Content-Security-Policy, directive by directive. */
function directives(csp: string): Record<string, string[]> {
  return Object.fromEntries(
    csp.split(';').map((part) => {
      const [name = '', ...values] = part.trim().split(/\s+/);
      return [name, values];
    }),
  );
}

describe('the installable app', () => {
  it('serves the service worker and its push script as JavaScript that browsers revalidate', async () => {
    for (const url of ['/sw.js', '/push-alerts.js']) {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^(application|text)\/javascript/);
      // A new release's worker must be found at once: never kept as fresh by a cache.
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('serves the manifest as a web manifest, and its icons', async () => {
    const manifest = await get('/manifest.webmanifest');
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(manifest.headers['cache-control']).toBe('no-cache');
    expect(manifest.json()).toMatchObject({ name: 'Bidright' });
    const icon = await get('/icons/icon-192.png');
    expect(icon.headers['content-type']).toBe('image/png');
  });

  it("lets the page load its own worker and manifest, and no one else's", async () => {
    const page = await t.app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
    const csp = directives(String(page.headers['content-security-policy']));
    expect(csp['worker-src']).toEqual(["'self'"]);
    expect(csp['manifest-src']).toEqual(["'self'"]);
  });

  it('tells the web where the app lives: the configured PUBLIC_URL', async () => {
    const links = await get('/api/app/links');
    expect(links.statusCode).toBe(200);
    expect(links.json()).toEqual({ publicUrl: 'https://auctions.bidright.test/' });
    expect(links.headers['cache-control']).toBe('public, max-age=3600');
  });
});
