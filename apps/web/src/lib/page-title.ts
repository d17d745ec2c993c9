import { useEffect, useLayoutEffect } from 'react';

export const APP_NAME = 'Bidright';

/** "Case 2026CH01041 · Bidright"; the app's name alone without a title. */
export const documentTitle = (title: string | null | undefined) =>
  title ? `${title} · ${APP_NAME}` : APP_NAME;

/**
 * A page's own, specific title (a case number, a lot's address). It runs after the layout's default
 * (`useDefaultPageTitle`, a layout effect), so it wins; until its data arrives the default stands.
 */
export function usePageTitle(title: string | null | undefined): void {
  useEffect(() => {
    if (title) document.title = documentTitle(title);
  }, [title]);
}

/** The layouts' default title for a path. Layout effects run before every page's `usePageTitle`. */
export function useDefaultPageTitle(title: string | null): void {
  useLayoutEffect(() => {
    document.title = documentTitle(title);
  }, [title]);
}
