import { act, useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { attachAnnouncerHost, resetAnnouncerForTests } from '../../../lib/live-announcer';
import type { TAnnouncedLot } from './lot-announcements';
import { useLotAnnouncements } from './use-lot-announcements';

type TActWindow = typeof globalThis & { IS_REACT_ACT_ENVIRONMENT?: boolean };

const lot = (id: string, amount: number, mine: boolean): TAnnouncedLot => ({
  phase: { kind: 'open', endsInMs: null, stopAlertSeconds: null },
  stopTime: null,
  timeZone: 'America/Chicago',
  bidCount: Number(id),
  top: { id, amount, paddle: mine ? 101 : 102, mine },
  sale: null,
});

let setShown: (next: TAnnouncedLot) => void = () => {};

/** A lot screen in miniature: the high bid on screen and the lot's news read from the same state. */
function Screen({ first }: { first: TAnnouncedLot }) {
  const [shown, set] = useState(first);
  setShown = set;
  useLotAnnouncements('7', shown, { kind: 'bidder' });
  return <div data-testid="high-bid">{shown.top?.amount}</div>;
}

describe('useLotAnnouncements', () => {
  let container: HTMLDivElement;
  let host: HTMLDivElement;
  let root: Root;
  let detach: () => void;
  const actEnvironment = (globalThis as TActWindow).IS_REACT_ACT_ENVIRONMENT;

  beforeEach(() => {
    container = document.createElement('div');
    host = document.createElement('div');
    document.body.append(container, host);
    detach = attachAnnouncerHost(host);
    root = createRoot(container);
  });
  afterEach(() => {
    (globalThis as TActWindow).IS_REACT_ACT_ENVIRONMENT = true;
    act(() => root.unmount());
    (globalThis as TActWindow).IS_REACT_ACT_ENVIRONMENT = actEnvironment;
    detach();
    container.remove();
    host.remove();
    resetAnnouncerForTests();
  });

  it('writes the outbid notice in the commit that shows the new high bid, not a task later', async () => {
    (globalThis as TActWindow).IS_REACT_ACT_ENVIRONMENT = true;
    act(() => root.render(<Screen first={lot('1', 150_000, true)} />));
    const price = container.querySelector('[data-testid="high-bid"]')!;
    const assertive = host.querySelector('[aria-live="assertive"]')!;
    expect(price.textContent).toBe('150000');

    // A stream message updates the screen from outside React's events, as the live client does: React
    // commits it at default priority, and a passive effect of that commit would run in a later task. The
    // observer runs right after the commit's task, when a screen reader first learns of the new price.
    (globalThis as TActWindow).IS_REACT_ACT_ENVIRONMENT = false;
    const heardWithPrice = new Promise<string | null>((resolve) => {
      const observer = new MutationObserver(() => {
        if (price.textContent !== '152000') return;
        observer.disconnect();
        resolve(assertive.textContent);
      });
      observer.observe(container, { subtree: true, childList: true, characterData: true });
    });
    setTimeout(() => setShown(lot('2', 152_000, false)), 0);

    expect(await heardWithPrice).toBe('You have been outbid, new high $152,000');
  });
});
