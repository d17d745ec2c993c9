import './styles/first-paint.css';
import { captureInstallPrompt } from './lib/install-prompt';
import { nextTask } from './lib/next-task';

/** Longest wait for the static first paint, for browsers that do not report paints. */
const FIRST_PAINT_WAIT_MS = 300;

/**
 * The entry is small on purpose (ADR 0040): index.html's static header (and the home page's hero) reaches
 * the screen first, then the app's code is fetched and renders over it, so the first paint never waits
 * behind the app's downloads and script work. Pages whose HTML has no static markup (the login pages), a
 * hidden tab (no frames) and a browser without paint timing start at once or nearly.
 */
function afterFirstPaint(): Promise<void> {
  const hasStaticPaint = document.querySelector('#root .boot') !== null;
  if (!hasStaticPaint || document.visibilityState === 'hidden') return Promise.resolve();
  if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    return new Promise((resolve) => setTimeout(resolve, FIRST_PAINT_WAIT_MS));
  }
  return new Promise((resolve) => {
    const done = () => {
      observer.disconnect();
      clearTimeout(timer);
      resolve();
    };
    // The entry is reported once the frame is on screen (its presentation), not when it is drawn.
    const observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length > 0) done();
    });
    observer.observe({ type: 'paint', buffered: true });
    const timer = setTimeout(done, FIRST_PAINT_WAIT_MS);
  });
}

// The browser's install offer fires once, early: kept for the phone overlay's Open (ADR 0050).
captureInstallPrompt();

void afterFirstPaint()
  .then(() => import('./app/start'))
  .then(async ({ start }) => {
    // Evaluating the app's modules and starting it (reading the session, preloading the first page's code)
    // are each tens of milliseconds on a phone: run back to back they were one long task.
    await nextTask();
    await start();
  });
