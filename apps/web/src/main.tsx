import './styles.css';

/**
 * The entry is small on purpose (ADR 0018): index.html's static header (and the home page's hero) is painted
 * first, then the app's code is fetched and renders over it. Waiting for that frame keeps the first paint
 * from queueing behind the app's downloads and script work. A hidden tab (no frames) starts at once.
 */
function afterFirstPaint(): Promise<void> {
  if (document.visibilityState === 'hidden') return Promise.resolve();
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

void afterFirstPaint()
  .then(() => import('./app/start'))
  .then(({ start }) => start());
