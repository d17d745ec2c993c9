import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  announce,
  attachAnnouncerHost,
  resetAnnouncerForTests,
  selectAnnouncerUser,
  setAnnounceBids,
} from './live-announcer';

describe('the live announcer on the page', () => {
  let host: HTMLDivElement;
  let detach: () => void;
  beforeEach(() => {
    vi.useFakeTimers();
    localStorage.clear();
    // The web's test files share their worker's modules (vitest.shared.ts): an earlier file's page may have left
    // the announcer with another user or choice ('mine only' says nothing of a rival's bid).
    resetAnnouncerForTests();
    host = document.createElement('div');
    document.body.append(host);
    detach = attachAnnouncerHost(host);
  });
  afterEach(() => {
    detach();
    host.remove();
    resetAnnouncerForTests();
    vi.useRealTimers();
  });
  const region = (name: string) => host.querySelector<HTMLElement>(`[data-announcer="${name}"]`);

  it('holds an empty assertive region from the start, and makes a lot’s polite region before writing to it', () => {
    expect(region('assertive')?.getAttribute('aria-live')).toBe('assertive');
    expect(region('assertive')?.textContent).toBe('');
    announce('New high bid $152,000, paddle 104', { priority: 'polite', lotId: 9 });
    const polite = region('lot-9');
    expect(polite?.getAttribute('aria-live')).toBe('polite');
    expect(polite?.getAttribute('aria-atomic')).toBe('true');
    // Empty at first, so screen readers know the region before it speaks.
    expect(polite?.textContent).toBe('');
    vi.advanceTimersByTime(200);
    expect(polite?.textContent).toBe('New high bid $152,000, paddle 104');
  });

  it('empties a region and sets it again when the same text comes twice, so it is read again', () => {
    announce('You have been outbid, new high $1,000', { priority: 'assertive', mine: true });
    expect(region('assertive')?.textContent).toBe('You have been outbid, new high $1,000');
    vi.advanceTimersByTime(1000);
    announce('You have been outbid, new high $1,000', { priority: 'assertive', mine: true });
    expect(region('assertive')?.textContent).toBe('');
    vi.advanceTimersByTime(200);
    expect(region('assertive')?.textContent).toBe('You have been outbid, new high $1,000');
  });

  it('remembers the switch per user', () => {
    selectAnnouncerUser('11');
    setAnnounceBids('off');
    selectAnnouncerUser('12');
    expect(localStorage.getItem('bidright.announce-bids.12')).toBeNull();
    announce('heard by user 12', { priority: 'assertive' });
    expect(region('assertive')?.textContent).toBe('heard by user 12');
    vi.advanceTimersByTime(1000);
    selectAnnouncerUser('11');
    announce('not heard by user 11', { priority: 'assertive' });
    expect(region('assertive')?.textContent).toBe('heard by user 12');
    expect(localStorage.getItem('bidright.announce-bids.11')).toBe('off');
  });
});
