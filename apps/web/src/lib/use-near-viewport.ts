import { type RefObject, useEffect, useRef, useState } from 'react';

/**
 * True once the element comes within `margin` of the viewport (and from then on), so a heavy part below the
 * fold (a chart, a map) fetches its code when the reader nears it, not with the page's first load. A browser
 * without IntersectionObserver shows it at once.
 */
export function useNearViewport<T extends Element>(
  margin = '0px 0px 160px 0px',
): [RefObject<T | null>, boolean] {
  const ref = useRef<T | null>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const node = ref.current;
    if (near || !node) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [near, margin]);
  return [ref, near];
}
