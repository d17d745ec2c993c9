import { vi } from 'vitest';
import { jsonResponse } from './fixtures';

export type TCall = { method: string; path: string; body: unknown /** Date.now() when sent. */; at: number };
type THandler = (call: TCall) => unknown;

/**
 * A `fetch` stand-in that answers by "METHOD /path" (query strings ignored) and records every call
 * with its parsed JSON body. Unknown calls answer 200 with an empty list.
 */
export function stubFetch(routes: Record<string, THandler | unknown>) {
  const calls: TCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    let body: unknown;
    if (typeof init?.body === 'string') body = JSON.parse(init.body);
    const call = { method, path: url.pathname, body, at: Date.now() };
    calls.push(call);
    const route = routes[`${method} ${url.pathname}`];
    if (route === undefined) return jsonResponse(200, []);
    const answer = typeof route === 'function' ? (route as THandler)(call) : route;
    if (answer instanceof Response) return answer;
    return jsonResponse(200, answer);
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    calls,
    fetchMock,
    callsTo: (method: string, path: string) => calls.filter((c) => c.method === method && c.path === path),
  };
}
