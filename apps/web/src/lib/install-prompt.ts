/**
 * Installing the app from the page (ADR 0050). Chromium browsers offer it with `beforeinstallprompt`, which
 * fires once, early, and only while the app is not installed: the entry (main.tsx) keeps the event from the
 * start, so the phone overlay's Open can show the browser's install dialog later. Safari has no such event:
 * the overlay explains Share → Add to Home Screen instead.
 */

/** Chromium's event; not in the DOM typings. */
interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

let deferred: BeforeInstallPromptEvent | null = null;

/** Keeps the browser's install offer for the overlay (instead of the browser's own mini-bar). */
export function captureInstallPrompt(): void {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    deferred = event as BeforeInstallPromptEvent;
  });
  window.addEventListener('appinstalled', () => {
    deferred = null;
  });
}

/**
 * Shows the browser's install dialog, if the browser offered one, and answers the reader's choice;
 * `unavailable` where it did not (Safari, Firefox, or already installed). An offer serves once.
 */
export async function promptInstall(): Promise<'accepted' | 'dismissed' | 'unavailable'> {
  const offer = deferred;
  if (!offer) return 'unavailable';
  deferred = null;
  await offer.prompt();
  return (await offer.userChoice).outcome;
}

/** The page runs as the installed app (Android and desktop: standalone display; iOS: `navigator.standalone`). */
export function isInstalledApp(): boolean {
  const standalone = window.matchMedia?.('(display-mode: standalone)').matches ?? false;
  return standalone || (navigator as Navigator & { standalone?: boolean }).standalone === true;
}

/** iPhone and iPad (an iPad asks as a Mac with a touch screen), where only Safari's Share menu installs. */
export function isAppleMobile(): boolean {
  const { userAgent, maxTouchPoints } = navigator;
  return /iPhone|iPad|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1);
}
