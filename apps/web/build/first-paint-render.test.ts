import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { OPENING_SORT_LABEL, QUICK_FILTERS, SEARCH_PLACEHOLDER } from '@bidright/domain';
import { describe, expect, it } from 'vitest';
import { firstPaintFiles } from './first-paint';
import { renderFirstPaint } from './first-paint-render';

/**
 * The static first paint is the app's own markup (issue 29, ADR 0018): what the build renders into
 * index.html's slots and the server's templates comes from the app's components, not from copies kept by hand.
 */
describe('renderFirstPaint', () => {
  const { slots, templates } = renderFirstPaint();

  /** index.html with its slots filled, as the build writes it. */
  const built = () =>
    readFileSync(join(import.meta.dirname, '..', 'index.html'), 'utf8').replace(
      /<!--render:([\w-]+)-->/g,
      (_slot, name: string) => slots[name] ?? '',
    );

  it("draws the login pages' layout and the login card from LoginFrame and LoginCard, inert", () => {
    const login = slots.login ?? '';
    expect(login).toContain('<div class="login-layout">');
    expect(login).toContain('<h2>Online platform for connecting buyers to homes</h2>');
    // The card, between the markers that the other login pages' file is cut at.
    expect(login).toMatch(/<!--card--><div class="login-card"><h1>Login<\/h1>[\s\S]*<!--\/card-->/);
    expect(login).toMatch(
      /<a class="login-forgot" tabindex="-1" href="\/forgot-password"[^>]*>Forgot password\?<\/a>/,
    );
    expect(login).toMatch(/<a href="\/register"[^>]*>Sign up<\/a>/);
    // Nothing to type into or send before the app's own form replaces it; hidden from assistive technology.
    expect(login).not.toMatch(/<form|<input|<button/);
    expect(login).toContain('<div class="login-form" aria-hidden="true">');
    // antd's icons as their own shapes, without the wrapper whose styles a static page lacks.
    expect(login.match(/<svg[^>]*data-icon=/g)).toHaveLength(3 + 3);
    expect(login).not.toContain('anticon');
  });

  it("keeps the card in /login's file only, and the layout in every login page's", () => {
    const files = firstPaintFiles(built());
    expect(files['shell-login.html']).toContain('<div class="login-card">');
    expect(files['shell-auth.html']).not.toContain('login-card');
    expect(files['shell-auth.html']).toContain('<div class="login-layout">');
    for (const file of ['index.html', 'shell-app.html', 'shell-bare.html'])
      expect(files[file], file).not.toContain('login-layout');
  });

  it("carries no test ids, which name the app's elements, nor antd's icon wrappers, which it has no styles for", () => {
    for (const [name, html] of Object.entries({ ...slots, ...templates })) {
      expect(html, name).not.toContain('data-testid');
      expect(html, name).not.toContain('anticon');
    }
    expect(templates['search-top']).toMatch(
      /<span class="search-banner-icon"><svg [^>]*data-icon="environment"/,
    );
  });

  it("draws the lot page's heading from LotHeading, with slots for the server's escaped values", () => {
    expect(templates['lot-heading']).toBe(
      '<div class="lot-preview"><div class="lot-preview-inner"><div class="lot-heading">' +
        '<h1>{{address}}</h1><span class="lot-heading-host">{{hostLine}}</span>' +
        '</div></div></div>',
    );
  });

  it("draws the search's controls from SearchControlsPreview, with the page's texts", () => {
    const controls = templates['search-controls'] ?? '';
    for (const text of [SEARCH_PLACEHOLDER, 'Filters', OPENING_SORT_LABEL, 'Clear', 'Show map'])
      expect(controls).toContain(`<span>${text}</span>`);
    expect(
      [...controls.matchAll(/<span class="preview-quick-tag">([^<]*)<\/span>/g)].map((tag) => tag[1]),
    ).toEqual(QUICK_FILTERS.map(({ label }) => label.replace("'", '&#x27;')));
  });

  it("defines once every icon shape the search's controls and cards use, from antd's icons", () => {
    const used = Object.entries(templates)
      .filter(([name]) => name.startsWith('search-'))
      .flatMap(([, html]) => [...html.matchAll(/<use href="#([\w-]+)"/g)].map((use) => use[1]));
    const defined = [
      ...(templates['search-icons'] ?? '').matchAll(/<symbol id="([\w-]+)" viewBox="[^"]+"><path/g),
    ].map((symbol) => symbol[1]);
    expect(new Set(used)).toEqual(new Set(defined));
    expect(defined).toHaveLength(new Set(defined).size);
    expect(used).toContain('preview-filter');
  });
});
