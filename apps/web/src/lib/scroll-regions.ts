/** antd's scrolling table boxes: a wide table scrolls sideways inside them. */
const SCROLL_BOXES = '.ant-table-content:not([tabindex]), .ant-table-body:not([tabindex])';

/** Gives each scroll box under `root` that has no tab stop one, and names it after its table. */
export function focusScrollBoxes(root: ParentNode): void {
  for (const box of root.querySelectorAll<HTMLElement>(SCROLL_BOXES)) {
    box.tabIndex = 0;
    box.setAttribute('role', 'region');
    box.setAttribute('aria-label', 'Table, scrolls sideways');
  }
}

/**
 * A keyboard user scrolls a wide table only if its scroll box can take focus (WCAG 2.1.1; axe
 * `scrollable-region-focusable`), and antd's Table gives it none and no prop to ask for one. So every table
 * the app draws gets it here, once per frame of changes, instead of in each of the thirty-odd tables.
 * Answers a function that stops watching.
 */
export function watchScrollBoxes(root: HTMLElement): () => void {
  let queued = false;
  const observer = new MutationObserver(() => {
    if (queued) return;
    queued = true;
    requestAnimationFrame(() => {
      queued = false;
      focusScrollBoxes(root);
    });
  });
  observer.observe(root, { childList: true, subtree: true });
  focusScrollBoxes(root);
  return () => observer.disconnect();
}
