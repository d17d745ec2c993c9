import { useEffect, useState } from 'react';

/**
 * False until the frame after the component first mounted is on screen. A heavy part of a page that is not
 * its main content (a map) waits for it, so its code and work queue behind the page's first paint instead of
 * in front of it.
 */
export function useAfterPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    // requestAnimationFrame runs just before the next frame is drawn; the timeout after it, once it is.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setPainted(true), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      if (timer) clearTimeout(timer);
    };
  }, []);
  return painted;
}
