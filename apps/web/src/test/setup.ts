import { webcrypto } from 'node:crypto';
import { cleanup, configure } from '@testing-library/react';
import Cookies from 'js-cookie';
import { afterEach, expect, vi } from 'vitest';

// One wait for every findBy/waitFor: CI shares two cores, and antd's first renders there can take seconds.
configure({ asyncUtilTimeout: 15_000 });

// antd's responsive helpers need matchMedia, which jsdom lacks.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  configurable: true,
  value: vi.fn((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: vi.fn(),
    removeListener: vi.fn(),
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
    dispatchEvent: vi.fn(),
  })),
});

// jsdom throws on pseudo-element styles; antd asks for them when measuring scrollbars.
const { getComputedStyle } = window;
window.getComputedStyle = (element: Element) => getComputedStyle(element);

if (!('ResizeObserver' in window)) {
  class ResizeObserverStub {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  Object.defineProperty(window, 'ResizeObserver', {
    writable: true,
    configurable: true,
    value: ResizeObserverStub,
  });
}

// Session cookies are encrypted with Web Crypto; make sure jsdom's window has the subtle API.
if (!globalThis.crypto?.subtle) {
  Object.defineProperty(globalThis, 'crypto', { configurable: true, value: webcrypto });
}

/**
 * antd prints its deprecation notices ("Warning: [antd: Space] `direction` is deprecated …") only in
 * development builds, so the production bundle the journeys use never shows them. Component tests run in
 * development mode: any such notice fails the test that rendered it, so the console stays clean.
 */
const antdDeprecations: string[] = [];
const ANTD_DEPRECATION = /\[antd: [^\]]+\].*deprecated/;
for (const level of ['error', 'warn'] as const) {
  const original = console[level].bind(console);
  console[level] = (...args: unknown[]) => {
    const text = args.map(String).join(' ');
    if (ANTD_DEPRECATION.test(text)) antdDeprecations.push(text);
    original(...args);
  };
}

afterEach(() => {
  const printed = antdDeprecations.splice(0);
  expect(printed, 'antd deprecation warnings').toEqual([]);
  cleanup();
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: '/' });
  localStorage.clear();
  sessionStorage.clear();
});
