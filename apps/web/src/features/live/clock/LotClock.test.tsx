import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LotClock } from './LotClock';
import { lotPhase, type TLotPhase } from './lot-phase';

/** WCAG relative luminance of an sRGB colour given as #rrggbb or rgb()/rgba() over `under`. */
function luminance([r, g, b]: number[]): number {
  const channel = (v: number) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r!) + 0.7152 * channel(g!) + 0.0722 * channel(b!);
}

function parse(color: string, under: number[]): number[] {
  const hex = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(color);
  if (hex) return hex.slice(1).map((h) => Number.parseInt(h, 16));
  const parts = /rgba?\(([^)]+)\)/.exec(color)?.[1]?.split(',').map(Number);
  if (!parts) throw new Error(`unreadable colour ${color}`);
  const alpha = parts[3] ?? 1;
  return [0, 1, 2].map((i) => parts[i]! * alpha + under[i]! * (1 - alpha));
}

function contrast(foreground: number[], background: number[]): number {
  const [hi, lo] = [luminance(foreground), luminance(background)].sort((a, b) => b - a);
  return (hi! + 0.05) / (lo! + 0.05);
}

const PHASES: TLotPhase[] = [
  { kind: 'upcoming', startsInMs: null },
  { kind: 'upcoming', startsInMs: 90_000 },
  { kind: 'starting-soon' },
  { kind: 'open', endsInMs: null, stopAlertSeconds: null },
  { kind: 'open', endsInMs: 60_000, stopAlertSeconds: null },
  { kind: 'open', endsInMs: null, stopAlertSeconds: 7 },
  { kind: 'open', endsInMs: 60_000, stopAlertSeconds: null, paused: true },
  { kind: 'open', endsInMs: null, stopAlertSeconds: 7, paused: true },
  { kind: 'pending' },
  { kind: 'closed' },
  { kind: 'cancelled' },
];

// The room view's background and text colour (RoomView.tsx), and a plain white page.
const BACKGROUNDS = { dark: [0x0b, 0x15, 0x26], light: [255, 255, 255] } as const;
const INHERITED = { dark: '#ffffff', light: 'rgba(0, 0, 0, 0.88)' } as const;

describe('LotClock: every line is readable (WCAG AA, 4.5:1) on the room view and on a light page', () => {
  for (const tone of ['dark', 'light'] as const) {
    for (const phase of PHASES) {
      it(`${tone}: ${JSON.stringify(phase)}`, () => {
        const { container } = render(
          <div style={{ color: INHERITED[tone] }}>
            <LotClock phase={phase} size="huge" tone={tone} />
          </div>,
        );
        const line = container.firstElementChild!.firstElementChild as HTMLElement;
        expect(line.textContent).not.toBe('');
        // The colour the browser would paint: inline, from antd's style sheet, or inherited from the page.
        const color = getComputedStyle(line).color || INHERITED[tone];
        const background = [...BACKGROUNDS[tone]];
        expect(contrast(parse(color, background), background)).toBeGreaterThanOrEqual(4.5);
      });
    }
  }
});

describe('LotClock is silent to screen readers (its news is announced apart, ADR 0025)', () => {
  for (const phase of PHASES) {
    it(`${JSON.stringify(phase)}: no live region; a counting clock is a timer`, () => {
      const { container } = render(<LotClock phase={phase} />);
      expect(container.querySelector('[aria-live], [role="alert"], [role="status"]')).toBeNull();
      const counting =
        (phase.kind === 'upcoming' && phase.startsInMs !== null) ||
        (phase.kind === 'open' && (phase.endsInMs !== null || phase.stopAlertSeconds !== null));
      expect(container.querySelector('[role="timer"]') !== null).toBe(counting);
    });
  }
});

describe('LotClock of a paused sale (ADR 0077)', () => {
  const lot = {
    lotStatus: 'Listed',
    startType: 'Auto' as const,
    auctionStartTime: '2026-01-01T10:00:00.000Z',
    startedTime: '2026-01-01T10:00:00.000Z',
    stopTime: '2026-01-01T10:05:00.000Z',
    stoppedTime: null,
    stopAlertTime: null,
  };
  const at = (iso: string) => Date.parse(iso);

  it('stands still at the time left when the pause began, says paused, and goes on from the moved close', () => {
    const paused = { ...lot, salePausedAt: '2026-01-01T10:02:30.000Z' };
    const { rerender } = render(<LotClock phase={lotPhase(paused, at('2026-01-01T10:02:31.000Z'))} />);
    expect(screen.getByTestId('countdown').textContent).toBe('02:30');
    expect(screen.getByTestId('countdown-paused').textContent).toContain('paused');
    rerender(<LotClock phase={lotPhase(paused, at('2026-01-01T10:09:00.000Z'))} />);
    expect(screen.getByTestId('countdown').textContent).toBe('02:30');
    // Resumed at 10:09: the server moved the close by the 6.5-minute pause to 10:11:30.
    const resumed = { ...lot, stopTime: '2026-01-01T10:11:30.000Z' };
    rerender(<LotClock phase={lotPhase(resumed, at('2026-01-01T10:09:10.000Z'))} />);
    expect(screen.getByTestId('countdown').textContent).toBe('02:20');
    expect(screen.queryByTestId('countdown-paused')).toBeNull();
  });
});
