/**
 * The content area fills the screen below the header even while a lazy page is on its way, so the footer
 * starts below the fold and never jumps down when the page arrives (no layout shift).
 */
export const CONTENT_MIN_HEIGHT = 'calc(100vh - 64px)';
