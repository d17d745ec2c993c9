import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../db/client';
import { copyTemplateDataDir, openTestDatabase } from '../test/database';
import { createPgBossQueue, jobIdForKey } from './pg-boss-queue';
import type { JobQueue } from './queue';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  while (cleanups.length > 0) await cleanups.pop()?.();
});

async function freshDatabase(): Promise<Database> {
  const database = await openTestDatabase();
  cleanups.push(() => database.close());
  return database;
}

function queueOn(database: Database, workers = false): JobQueue {
  const queue = createPgBossQueue(database, { workers, pollingIntervalSeconds: 0.5 });
  cleanups.push(() => queue.stop());
  return queue;
}

async function waitUntil(check: () => boolean, what: string) {
  for (let i = 0; i < 400; i += 1) {
    if (check()) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`gave up waiting for ${what}`);
}

describe('job queue (pg-boss)', () => {
  it('runs a job once per idempotency key', async () => {
    const queue = queueOn(await freshDatabase());
    const seen: string[] = [];
    queue.define<{ text: string }>('echo', async (job) => void seen.push(job.data.text));
    await queue.start();

    expect(await queue.send('echo', { text: 'first' }, { key: 'user-1:lot-1:outbid:7' })).toBe(
      jobIdForKey('echo', 'user-1:lot-1:outbid:7'),
    );
    expect(await queue.send('echo', { text: 'again' }, { key: 'user-1:lot-1:outbid:7' })).toBeNull();
    await queue.send('echo', { text: 'other' }, { key: 'user-1:lot-1:outbid:8' });

    expect(await queue.runDue('echo')).toBe(2);
    expect(seen.sort()).toEqual(['first', 'other']);
    // Still refused once the first has finished.
    expect(await queue.send('echo', { text: 'late' }, { key: 'user-1:lot-1:outbid:7' })).toBeNull();
    expect(await queue.runDue('echo')).toBe(0);
  });

  it('retries a failing job until it succeeds, and gives up after the retry limit', async () => {
    const queue = queueOn(await freshDatabase());
    let flakyRuns = 0;
    let brokenRuns = 0;
    queue.define(
      'flaky',
      async (job) => {
        flakyRuns += 1;
        expect(job.retryCount).toBe(flakyRuns - 1);
        if (flakyRuns < 3) throw new Error('provider down');
      },
      { retryLimit: 5, retryDelaySeconds: 0, retryBackoff: false },
    );
    queue.define(
      'broken',
      async () => {
        brokenRuns += 1;
        throw new Error('always');
      },
      { retryLimit: 2, retryDelaySeconds: 0, retryBackoff: false },
    );
    await queue.start();
    await queue.send('flaky', {});
    await queue.send('broken', {});
    await queue.runDue('flaky');
    await queue.runDue('broken');
    expect(flakyRuns).toBe(3);
    expect(brokenRuns).toBe(3);
  });

  it('holds a job until its start time, and a cancelled job never runs', async () => {
    const queue = queueOn(await freshDatabase());
    const seen: string[] = [];
    queue.define<{ n: string }>('later', async (job) => void seen.push(job.data.n));
    await queue.start();
    await queue.send('later', { n: 'future' }, { key: 'f', startAfter: new Date(Date.now() + 3_600_000) });
    await queue.send('later', { n: 'cancelled' }, { key: 'c' });
    await queue.cancel('later', 'c');
    expect(await queue.runDue('later')).toBe(0);
    expect(seen).toEqual([]);
  });

  it('keeps jobs across a restart of the embedded database', async () => {
    if (process.env.DATABASE_URL) return; // the PostgreSQL case is the two-process test below
    const dataDir = mkdtempSync(join(tmpdir(), 'bidright-jobs-'));
    cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }));
    // A copy of the run's migrated template: an empty directory would pay PGlite's initdb (~9 s of CPU).
    copyTemplateDataDir(dataDir);
    const first = await openDatabase({ dataDir });
    const before = createPgBossQueue(first, { workers: false });
    before.define('durable', async () => {
      throw new Error('must not run before the restart');
    });
    await before.start();
    await before.send('durable', { n: 1 }, { key: 'd1' });
    await before.stop();
    await first.close();

    const second = await openDatabase({ dataDir });
    cleanups.push(() => second.close());
    const after = queueOn(second);
    const seen: number[] = [];
    after.define<{ n: number }>('durable', async (job) => void seen.push(job.data.n));
    await after.start();
    expect(await after.send('durable', { n: 1 }, { key: 'd1' })).toBeNull();
    expect(await after.runDue('durable')).toBe(1);
    expect(seen).toEqual([1]);
  }, 30_000);

  it('runs each job exactly once with two workers polling the same database', async () => {
    const database = await freshDatabase();
    const runs = new Map<number, number>();
    const queues = [queueOn(database, true), queueOn(database, true)];
    for (const queue of queues) {
      queue.define<{ n: number }>('shared', async (job) => {
        runs.set(job.data.n, (runs.get(job.data.n) ?? 0) + 1);
      });
    }
    await Promise.all(queues.map((queue) => queue.start()));
    for (let n = 0; n < 30; n += 1) await queues[n % 2]?.send('shared', { n }, { key: `n${n}` });
    await waitUntil(() => runs.size === 30, 'all 30 jobs');
    await new Promise((resolve) => setTimeout(resolve, 1200)); // one more poll each: nothing runs twice
    expect([...runs.values()].every((count) => count === 1)).toBe(true);
  }, 30_000);
});
