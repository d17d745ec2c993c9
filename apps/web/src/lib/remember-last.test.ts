import { describe, expect, it, vi } from 'vitest';
import { rememberLast } from './remember-last';

describe('rememberLast', () => {
  it('computes once per new argument and answers a repeat from memory', () => {
    const compute = vi.fn((path: string) => path.length);
    const lookUp = rememberLast(compute);
    expect([lookUp('/a'), lookUp('/a'), lookUp('/bc'), lookUp('/a')]).toEqual([2, 2, 3, 2]);
    expect(compute.mock.calls.map(([path]) => path)).toEqual(['/a', '/bc', '/a']);
  });
});
