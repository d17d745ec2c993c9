import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { windowOfWidth } from '../test/media';
import { useScreens } from './use-screens';

let renders = 0;
function Probe() {
  renders += 1;
  const screens = useScreens();
  return (
    <p>
      {Object.keys(screens)
        .filter((name) => screens[name as keyof typeof screens])
        .join(' ')}
    </p>
  );
}

afterEach(() => {
  vi.restoreAllMocks();
  renders = 0;
});

describe('useScreens', () => {
  it("answers the window's screen sizes in the first render, with no second render after mount", () => {
    windowOfWidth(1280);
    render(<Probe />);
    expect(screen.getByText('sm md lg xl')).toBeTruthy();
    expect(renders).toBe(1);
  });

  it('a phone is xs only, and a resize past a breakpoint re-renders with the new sizes', () => {
    const browserWindow = windowOfWidth(412);
    render(<Probe />);
    expect(screen.getByText('xs')).toBeTruthy();
    act(() => browserWindow.resize(1000));
    expect(screen.getByText('sm md lg')).toBeTruthy();
  });
});
