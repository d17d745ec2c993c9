import type { TAppLinks } from '@bidright/domain/app-links';
import { useEffect, useState } from 'react';

/**
 * GET /api/app/links: where the app lives, the server's PUBLIC_URL (ADR 0051). A plain fetch, not TanStack
 * Query and the API client: the phone overlay sits on the first load of every public page, and those (with the
 * session and notifier they bring) would add 11 scripts and ~15 KB to the home page's first load (ADR 0032's
 * budget). Unread or refused, the caller keeps this page's own address.
 */
async function readPublicUrl(signal: AbortSignal): Promise<string | null> {
  const answer = await fetch('/api/app/links', { headers: { accept: 'application/json' }, signal });
  if (!answer.ok) return null;
  const links = (await answer.json()) as TAppLinks;
  return links.publicUrl;
}

/**
 * The address the phone overlay's Open and the home page's QR code lead to (`appUrl`): the server's
 * PUBLIC_URL, or this page's own address until the server has answered (`pending`) or where it cannot.
 * Asks only when `enabled`.
 */
export function useAppUrl(enabled = true): { appUrl: string; pending: boolean } {
  const [publicUrl, setPublicUrl] = useState<string | null | undefined>(undefined);
  useEffect(() => {
    if (!enabled) return;
    const stop = new AbortController();
    readPublicUrl(stop.signal)
      .then(setPublicUrl)
      .catch(() => {
        if (!stop.signal.aborted) setPublicUrl(null);
      });
    return () => stop.abort();
  }, [enabled]);
  return { appUrl: publicUrl ?? `${window.location.origin}/`, pending: enabled && publicUrl === undefined };
}
