import type { TFileLink } from '@bidright/domain';
import type { MouseEvent, ReactNode } from 'react';
import { apiFetch } from '../../../lib/api-client';

/**
 * A link to a private document. `downloadPath` is the document's `url`: an authorised route that answers
 * a short-lived link (ADR 0037). On click the route is asked with the session's token, then the browser
 * goes to the link, and the file arrives as a download; the page stays where it is.
 */
export function DocumentLink({ downloadPath, children }: { downloadPath: string; children: ReactNode }) {
  const open = async (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    try {
      const link = await apiFetch<TFileLink>(downloadPath);
      window.location.assign(link.url);
    } catch {
      // apiFetch has already told the user (toast) why the file cannot be had.
    }
  };
  return (
    <a href={downloadPath} onClick={open} data-testid="document-link">
      {children}
    </a>
  );
}
