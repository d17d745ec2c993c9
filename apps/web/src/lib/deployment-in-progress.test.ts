// Issue 34: while no server process is ready, nginx (deploy/nginx/bidright.conf) and a draining process answer
// 503 {"message":"DEPLOYMENT IN PROGRESS! - 503"}; the API client turns it into the spec's error notice.
import { HTTP_ERROR_TITLES } from '@bidright/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../test/fixtures';
import { apiFetch, reportHttpError } from './api-client';
import { ApiError } from './api-error';
import { setNotifier } from './notifier';

describe('a deploy with no process ready', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    setNotifier(null);
  });

  it("reads the balancer's 503 and shows 'Server is under deployment! - 503'", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(503, { message: 'DEPLOYMENT IN PROGRESS! - 503' })),
    );
    const error: ApiError = await apiFetch('/api/auctions/servertime', { silent: true }).then(
      () => {
        throw new Error('expected the call to fail');
      },
      (caught: ApiError) => caught,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 503, message: 'DEPLOYMENT IN PROGRESS! - 503' });

    const shown: { title: unknown }[] = [];
    setNotifier({
      message: {} as never,
      notification: { error: (config: { title: unknown }) => shown.push(config) } as never,
    });
    reportHttpError(error);
    expect(shown.map((config) => config.title)).toEqual([HTTP_ERROR_TITLES[503]]);
  });
});
