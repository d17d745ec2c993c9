/**
 * The live-paint probe (bench/web-live-paint.ts), injected into the lot page before any of its own scripts.
 * It does as little as it can while the bids arrive, and the bench reads `window.__livePaint` afterwards:
 *
 * - `streams`: every live stream response (Connect `Subscribe`, found by its URL) has its body piped through
 *   a TransformStream that notes `performance.now()` and the bytes of each chunk as it reaches the page's
 *   JavaScript. The bench splits the chunks into Connect frames and decodes them in Node, so the page spends
 *   no time on it.
 * - `paints`: each time the lot's price (`[data-testid="high-bid"]`) shows a new text, the time of the DOM
 *   commit (the MutationObserver's callback), of the next `requestAnimationFrame` callback (the frame that
 *   paints it) and of the first task after that frame (`frameDone`: its style, layout and paint are done).
 * - `longTasks`: every long task (PerformanceObserver 'longtask': over 50 ms on the main thread).
 */
(() => {
  const STREAM_PATH = '/bidright.live.v1.AuctionLive/Subscribe';
  const probe = { streams: [], paints: [], longTasks: [] };
  Object.defineProperty(window, '__livePaint', { value: probe });

  const originalFetch = window.fetch.bind(window);
  window.fetch = async (input, init) => {
    const response = await originalFetch(input, init);
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (!url.includes(STREAM_PATH) || !response.body) return response;
    const chunks = [];
    probe.streams.push({ openedAt: performance.now(), chunks });
    // High-water marks on both sides, so a chunk is noted when it arrives, not when the client next reads.
    const tap = new TransformStream(
      {
        transform(chunk, controller) {
          chunks.push({ at: performance.now(), bytes: chunk });
          controller.enqueue(chunk);
        },
      },
      { highWaterMark: 64 },
      { highWaterMark: 64 },
    );
    return new Response(response.body.pipeThrough(tap), {
      status: response.status,
      statusText: response.statusText,
      headers: response.headers,
    });
  };

  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      probe.longTasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });

  let shown = null;
  // A message posted from the rAF callback is delivered once the frame's rendering is over.
  const afterFrame = new MessageChannel();
  const waitingForFrame = [];
  afterFrame.port1.onmessage = () => {
    const paint = waitingForFrame.shift();
    if (paint) paint.frameDone = performance.now();
  };
  const observer = new MutationObserver(() => {
    const text = document.querySelector('[data-testid="high-bid"]')?.textContent ?? null;
    if (text === null || text === shown) return;
    shown = text;
    const paint = { text, commit: performance.now(), frame: Number.NaN, frameDone: Number.NaN };
    probe.paints.push(paint);
    requestAnimationFrame(() => {
      paint.frame = performance.now();
      waitingForFrame.push(paint);
      afterFrame.port2.postMessage(null);
    });
  });
  const watch = () =>
    observer.observe(document.body, { subtree: true, childList: true, characterData: true });
  if (document.body) watch();
  else document.addEventListener('DOMContentLoaded', watch, { once: true });
})();
