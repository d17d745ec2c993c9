import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';
import { SHELL_FILES, shellFor } from './static-files';

/** A stand-in for the web build with the first-paint variants of index.html (ADR 0018). */
function fakeWebBuild() {
  const dist = mkdtempSync(join(tmpdir(), 'bidright-web-'));
  mkdirSync(join(dist, 'assets'));
  for (const name of ['index', ...SHELL_FILES.map((file) => file.replace('.html', ''))])
    writeFileSync(join(dist, `${name}.html`), `<!doctype html><title>${name}</title><div id="root"></div>`);
  return dist;
}

let t: TestApp;
let dist: string;

beforeAll(async () => {
  dist = fakeWebBuild();
  t = await createTestApp({}, { webDist: dist });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

const page = async (url: string, cookie?: string) => {
  const response = await t.app.inject({
    method: 'GET',
    url,
    headers: { accept: 'text/html', ...(cookie ? { cookie } : {}) },
  });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toMatch(/^text\/html/);
  expect(response.headers['cache-control']).toBe('no-cache');
  return response.body.match(/<title>(.*)<\/title>/)?.[1];
};

describe('the first paint a page starts from', () => {
  it("the home page's hero for a visitor, the header alone for a signed-in user on /", async () => {
    expect(await page('/')).toBe('index');
    expect(await page('/', 'bidright.at=abc; other=1')).toBe('shell-app');
    expect(await page('/', 'other=1; bidright.rt=abc')).toBe('shell-app');
    expect(await page('/', 'notbidright.at=abc')).toBe('index');
  });

  it('the header alone on pages under it, the login layout on its pages, nothing on the room view', async () => {
    for (const url of ['/properties', '/details/1', '/faq', '/admin/dashboard', '/no/such/page?x=1'])
      expect(await page(url), url).toBe('shell-app');
    expect(await page('/login')).toBe('shell-login');
    expect(await page('/login?returnUrl=%2Fproperties')).toBe('shell-login');
    for (const url of [
      '/admin/login',
      '/register',
      '/client-register',
      '/forgot-password',
      '/resetPassword?token=x',
    ])
      expect(await page(url), url).toBe('shell-auth');
    expect(await page('/auctions/3/room/7')).toBe('shell-bare');
    expect(await page('/auctions/3/auctioneer/7')).toBe('shell-app');
  });

  it('a build without the variants starts every page from index.html', () => {
    const none = new Set<string>();
    for (const path of ['/', '/login', '/properties'])
      expect(shellFor(path, undefined, none)).toBe('index.html');
  });
});
