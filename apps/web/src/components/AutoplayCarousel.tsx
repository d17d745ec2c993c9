import './AutoplayCarousel.css';
import { type CSSProperties, type ReactNode, useEffect, useState } from 'react';

/**
 * Slides that advance on their own (spec part 1 §2: the property card's photos autoplay), with dots and, if
 * asked, previous/next arrows.
 *
 * Plain markup over one CSS transform, in place of antd's Carousel (react-slick): that one measures every
 * slide's width on mount and clones slides for its endless loop, which cost ~1 s of phone CPU on a search
 * page of twelve cards (bench/README.md, fifth pass). Here a slide is a fixed share of the track's width, so
 * nothing is measured. Autoplay pauses while the pointer or the focus is on the carousel (WCAG 2.2.2), and a
 * reduced-motion setting turns the slide into a cut (AutoplayCarousel.css).
 */
export function AutoplayCarousel({
  slides,
  autoplayMs,
  label,
  arrows = false,
  style,
}: {
  /** One entry per slide, with a stable key. */
  slides: { key: string; content: ReactNode }[];
  autoplayMs: number;
  /** Names the carousel for assistive technology ("Photos of 12 Main St"). */
  label: string;
  arrows?: boolean;
  style?: CSSProperties;
}) {
  const count = slides.length;
  const [index, setIndex] = useState(0);
  const [isPaused, setPaused] = useState(false);
  const current = count === 0 ? 0 : index % count;

  useEffect(() => {
    if (count < 2 || isPaused) return;
    const timer = setInterval(() => setIndex((at) => (at + 1) % count), autoplayMs);
    return () => clearInterval(timer);
  }, [count, isPaused, autoplayMs]);

  // Only the slide on show and its two neighbours are drawn (the next one is ready before it slides in):
  // the home page's featured carousel has up to a hundred.
  const isNear = (at: number) => {
    const distance = Math.abs(at - current);
    return Math.min(distance, count - distance) <= 1;
  };
  const go = (to: number) => setIndex((to + count) % count);

  return (
    <section
      className="autoplay-carousel"
      aria-roledescription="carousel"
      aria-label={label}
      style={style}
      onPointerEnter={() => setPaused(true)}
      onPointerLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <div className="autoplay-carousel-track" style={{ transform: `translateX(${-100 * current}%)` }}>
        {slides.map((slide, at) => (
          // biome-ignore lint/a11y/useSemanticElements: WAI-ARIA's carousel pattern: a slide is a group named "2 of 5", not a form's fieldset.
          <div
            key={slide.key}
            className="autoplay-carousel-slide"
            role="group"
            aria-roledescription="slide"
            aria-label={`${at + 1} of ${count}`}
            aria-hidden={at !== current}
            inert={at !== current}
          >
            {isNear(at) && slide.content}
          </div>
        ))}
      </div>
      {count > 1 && arrows && (
        <>
          <button
            type="button"
            className="autoplay-carousel-arrow is-previous"
            aria-label="Previous slide"
            onClick={() => go(current - 1)}
          />
          <button
            type="button"
            className="autoplay-carousel-arrow is-next"
            aria-label="Next slide"
            onClick={() => go(current + 1)}
          />
        </>
      )}
      {count > 1 && (
        <div className="autoplay-carousel-dots">
          {slides.map((slide, at) => (
            <button
              key={slide.key}
              type="button"
              className="autoplay-carousel-dot"
              aria-label={`Show slide ${at + 1}`}
              aria-current={at === current}
              onClick={() => go(at)}
            />
          ))}
        </div>
      )}
    </section>
  );
}
