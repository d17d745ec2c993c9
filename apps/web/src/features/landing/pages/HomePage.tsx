import { lazy, Suspense, startTransition, useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';

const STATS = [
  { value: '10k+', label: 'Completed auctions' },
  { value: '$2.5+M', label: 'Quarterly auctions' },
  { value: '1.2k+', label: 'Verified users' },
] as const;

/** The arrow of "Learn more" (antd's ArrowRightOutlined path, inline so the hero needs no icon code). */
function ArrowRight() {
  return (
    <svg width="14" height="14" viewBox="64 64 896 896" fill="currentColor" aria-hidden="true">
      <path d="M869 487.8L491.2 159.9c-2.9-2.5-6.6-3.9-10.5-3.9h-88.5c-7.4 0-10.8 9.2-5.2 14l350.2 304H152c-4.4 0-8 3.6-8 8v60c0 4.4 3.6 8 8 8h585.1L386.9 854c-5.6 4.9-2.2 14 5.2 14h91.5c1.9 0 3.8-.7 5.2-2L869 536.2a32.07 32.07 0 000-48.4z" />
    </svg>
  );
}

/**
 * The hero and the figures, plain markup styled by first-paint/home.css (ADR 0018): the build renders them
 * into the home page's static first paint (apps/web/build/first-paint-render.tsx), and the first screen needs
 * no antd component, so the app renders them at once and the page swaps nothing visible.
 */
export function Hero() {
  return (
    <div className="hero">
      <div className="home-section">
        <div className="hero-row">
          <div className="hero-main">
            <span className="hero-kicker">FORECLOSURE AUCTIONS, ONLINE</span>
            <h1>Online platform for connecting buyers to homes</h1>
            <p>
              Bidright brings court-ordered property sales online: transparent listings, verified bidders and
              live auctions you can join from your browser.
            </p>
            <div className="hero-actions">
              <a className="site-button is-large is-light" href="#listings">
                View Public Property Listings
              </a>
              <Link
                className="site-button is-large is-ghost"
                to="/help-center"
                aria-label="Learn more in the help center"
              >
                Learn more
                <ArrowRight />
              </Link>
            </div>
          </div>
          <div className="hero-aside">
            <div className="hero-card">
              <span>Ready to bid in three steps</span>
              <h2>From sign-up to your first bid</h2>
              <ol>
                {READY_STEPS.map((step, index) => (
                  <li key={step}>
                    <strong>{index + 1}.</strong> {step}
                  </li>
                ))}
              </ol>
              <Link className="site-button is-large is-block" to="/register">
                Register to bid
              </Link>
            </div>
          </div>
        </div>
      </div>
    </div>
  );
}

/** What a new bidder does before a sale, in order (no invented lot figures on the landing page). */
const READY_STEPS = [
  'Create a free account and confirm your phone.',
  'Link a bank account to verify yourself.',
  'Lock a deposit on a lot and bid live.',
];

/** The home page's figures under the hero (rendered into its first paint too). */
export function StatsBand() {
  return (
    <div className="stats-band home-section">
      <ul data-testid="stats-band">
        {STATS.map((stat) => (
          <li key={stat.label}>
            <strong>{stat.value}</strong>
            <span>{stat.label}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The code of the sections below the hero: fetched when the reader nears them, not with the first screen. */
const loadSections = () => import('../components/HomeSections');
const HomeSections = lazy(async () => ({ default: (await loadSections()).HomeSections }));

/**
 * The sections below the fold (featured lots, the public listings, the contact form, resources) load and
 * render only once the reader scrolls towards them, or a link asks for one of them (`/#listings`): a phone's
 * first screen is the hero and the figures, and it does not pay for 180 KB of script it does not show.
 * A browser without IntersectionObserver renders them at once. The render is a transition, so React does it
 * in slices between frames and the page keeps answering scrolls and taps.
 */
function SectionsBelowFold() {
  const { hash } = useLocation();
  const [shown, setShown] = useState(() => hash !== '' || typeof IntersectionObserver === 'undefined');
  const marker = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (hash) startTransition(() => setShown(true));
  }, [hash]);
  useEffect(() => {
    const node = marker.current;
    if (shown || !node) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        void loadSections();
        startTransition(() => setShown(true));
      },
      // Start a little before the reader gets there, so the sections are usually in place when they do.
      { rootMargin: '0px 0px 160px 0px' },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [shown]);
  if (!shown) return <div ref={marker} data-testid="home-sections-marker" style={{ minHeight: 1 }} />;
  return (
    <Suspense fallback={null}>
      <HomeSections />
    </Suspense>
  );
}

/** The public home page for visitors. */
export function HomePage() {
  return (
    <>
      <Hero />
      <StatsBand />
      <SectionsBelowFold />
      <div style={{ height: 72 }} />
    </>
  );
}
