import {
  type KeyboardEvent,
  type PointerEvent,
  type RefObject,
  useCallback,
  useEffect,
  useRef,
  useState,
} from 'react';

export interface TPoint {
  x: number;
  y: number;
}

export interface TSize {
  width: number;
  height: number;
}

/**
 * Keeps a box of `size` whole inside the viewport (top-left at `point`). A box larger than the viewport
 * is pinned to the top-left corner, so its title bar (the drag handle) stays reachable.
 */
export function clampPosition(point: TPoint, size: TSize, viewport: TSize): TPoint {
  const maxX = Math.max(0, viewport.width - size.width);
  const maxY = Math.max(0, viewport.height - size.height);
  return {
    x: Math.round(Math.min(Math.max(0, point.x), maxX)),
    y: Math.round(Math.min(Math.max(0, point.y), maxY)),
  };
}

const STORAGE_PREFIX = 'bidright.miniLotWindow.';

/** A position remembered for this browser session (sessionStorage), or null. */
export function readStoredPosition(key: string): TPoint | null {
  try {
    const raw = sessionStorage.getItem(STORAGE_PREFIX + key);
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<TPoint>;
    return typeof value.x === 'number' && typeof value.y === 'number' ? { x: value.x, y: value.y } : null;
  } catch {
    return null;
  }
}

function storePosition(key: string, point: TPoint): void {
  try {
    sessionStorage.setItem(STORAGE_PREFIX + key, JSON.stringify(point));
  } catch {
    // Storage full or disabled: the window still moves, it is just not remembered.
  }
}

const viewportSize = (): TSize => ({ width: window.innerWidth, height: window.innerHeight });

/** How far one arrow key press moves the window (with Shift: ten times as far). */
const KEY_STEP = 16;

/**
 * A box the user drags by its handle with any pointer (mouse, pen, touch), kept inside the viewport
 * (also when the viewport shrinks), and remembered per `storageKey` for the browser session. Arrow keys on
 * the focused handle move it too.
 */
export function useDraggable({
  storageKey,
  boxRef,
  fallbackSize,
  initial,
}: {
  storageKey: string;
  /** The moving element, measured to keep it whole on screen. */
  boxRef: RefObject<HTMLElement | null>;
  /** Its size before it is measured (first render, or an environment without layout). */
  fallbackSize: TSize;
  /** Where it starts when nothing is remembered. */
  initial: () => TPoint;
}) {
  const measure = useCallback(
    (): TSize => ({
      width: boxRef.current?.offsetWidth || fallbackSize.width,
      height: boxRef.current?.offsetHeight || fallbackSize.height,
    }),
    [boxRef, fallbackSize.width, fallbackSize.height],
  );
  const [position, setPosition] = useState<TPoint>(() =>
    clampPosition(readStoredPosition(storageKey) ?? initial(), fallbackSize, viewportSize()),
  );
  const positionRef = useRef(position);
  positionRef.current = position;
  const drag = useRef<{ pointerId: number; dx: number; dy: number } | null>(null);

  const moveTo = useCallback(
    (point: TPoint) => {
      const next = clampPosition(point, measure(), viewportSize());
      positionRef.current = next;
      setPosition(next);
      return next;
    },
    [measure],
  );

  // Once measured, and whenever the viewport changes (rotation, resize), pull the box back inside.
  useEffect(() => {
    moveTo(positionRef.current);
    const onResize = () => moveTo(positionRef.current);
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, [moveTo]);

  const onPointerDown = (event: PointerEvent<HTMLElement>) => {
    if (event.button !== 0) return;
    // Buttons and links inside the handle (close, view as main lot) keep their own clicks.
    if ((event.target as HTMLElement).closest('button, a, input')) return;
    event.preventDefault();
    event.currentTarget.setPointerCapture?.(event.pointerId);
    drag.current = {
      pointerId: event.pointerId,
      dx: event.clientX - positionRef.current.x,
      dy: event.clientY - positionRef.current.y,
    };
  };
  const onPointerMove = (event: PointerEvent<HTMLElement>) => {
    const current = drag.current;
    if (!current || current.pointerId !== event.pointerId) return;
    moveTo({ x: event.clientX - current.dx, y: event.clientY - current.dy });
  };
  const endDrag = (event: PointerEvent<HTMLElement>) => {
    if (!drag.current || drag.current.pointerId !== event.pointerId) return;
    drag.current = null;
    event.currentTarget.releasePointerCapture?.(event.pointerId);
    storePosition(storageKey, positionRef.current);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const step = event.shiftKey ? KEY_STEP * 10 : KEY_STEP;
    const moves: Record<string, TPoint> = {
      ArrowLeft: { x: -step, y: 0 },
      ArrowRight: { x: step, y: 0 },
      ArrowUp: { x: 0, y: -step },
      ArrowDown: { x: 0, y: step },
    };
    const move = moves[event.key];
    if (!move || event.target !== event.currentTarget) return;
    event.preventDefault();
    const { x, y } = positionRef.current;
    storePosition(storageKey, moveTo({ x: x + move.x, y: y + move.y }));
  };

  return {
    position,
    handleProps: {
      onPointerDown,
      onPointerMove,
      onPointerUp: endDrag,
      onPointerCancel: endDrag,
      onKeyDown,
      style: { touchAction: 'none', cursor: 'move', userSelect: 'none' } as const,
    },
  };
}
