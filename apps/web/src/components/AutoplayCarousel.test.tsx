import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AutoplayCarousel } from './AutoplayCarousel';

const slides = (count: number) =>
  Array.from({ length: count }, (_, at) => ({ key: `s${at}`, content: <p>Photo {at + 1}</p> }));

const shownSlide = () =>
  screen
    .getAllByRole('group', { hidden: true })
    .findIndex((slide) => slide.getAttribute('aria-hidden') !== 'true');

describe('AutoplayCarousel', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('advances on its own and wraps from the last slide to the first', () => {
    render(<AutoplayCarousel label="Photos" autoplayMs={4000} slides={slides(3)} />);
    expect(shownSlide()).toBe(0);
    act(() => vi.advanceTimersByTime(4000));
    expect(shownSlide()).toBe(1);
    act(() => vi.advanceTimersByTime(8000));
    expect(shownSlide()).toBe(0);
  });

  it('holds still while the pointer or the focus is on it', () => {
    render(<AutoplayCarousel label="Photos" autoplayMs={4000} slides={slides(3)} />);
    const carousel = screen.getByRole('region', { name: 'Photos' });
    fireEvent.pointerEnter(carousel);
    act(() => vi.advanceTimersByTime(12_000));
    expect(shownSlide()).toBe(0);
    fireEvent.pointerLeave(carousel);
    act(() => vi.advanceTimersByTime(4000));
    expect(shownSlide()).toBe(1);
    fireEvent.focus(screen.getByRole('button', { name: 'Show slide 3' }));
    act(() => vi.advanceTimersByTime(12_000));
    expect(shownSlide()).toBe(1);
  });

  it('jumps to a slide from its dot and steps with the arrows', () => {
    render(<AutoplayCarousel label="Photos" autoplayMs={4000} arrows slides={slides(5)} />);
    fireEvent.click(screen.getByRole('button', { name: 'Show slide 4' }));
    expect(shownSlide()).toBe(3);
    expect(screen.getByRole('button', { name: 'Show slide 4' }).getAttribute('aria-current')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(shownSlide()).toBe(0);
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(shownSlide()).toBe(4);
  });

  it('draws only the slide on show and its neighbours', () => {
    render(<AutoplayCarousel label="Photos" autoplayMs={4000} slides={slides(6)} />);
    expect(screen.getByText('Photo 1')).toBeTruthy();
    expect(screen.getByText('Photo 2', { exact: true })).toBeTruthy();
    expect(screen.getByText('Photo 6')).toBeTruthy();
    expect(screen.queryByText('Photo 4')).toBeNull();
  });

  it('has neither dots nor a timer for a single slide', () => {
    render(<AutoplayCarousel label="Photos" autoplayMs={4000} arrows slides={slides(1)} />);
    expect(screen.queryAllByRole('button')).toHaveLength(0);
    act(() => vi.advanceTimersByTime(8000));
    expect(shownSlide()).toBe(0);
  });
});
