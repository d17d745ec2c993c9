import { describe, expect, it } from 'vitest';
import { clampPosition } from './use-draggable';

describe('clampPosition', () => {
  const viewport = { width: 390, height: 844 };
  const size = { width: 300, height: 360 };

  it('keeps the whole box inside the viewport', () => {
    expect(clampPosition({ x: 40, y: 100 }, size, viewport)).toEqual({ x: 40, y: 100 });
    expect(clampPosition({ x: -50, y: -10 }, size, viewport)).toEqual({ x: 0, y: 0 });
    expect(clampPosition({ x: 500, y: 900 }, size, viewport)).toEqual({ x: 90, y: 484 });
  });

  it('pins a box larger than the viewport to the top-left, so its title bar stays reachable', () => {
    expect(clampPosition({ x: 30, y: 30 }, { width: 500, height: 900 }, viewport)).toEqual({ x: 0, y: 0 });
  });
});
