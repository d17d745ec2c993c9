import { createRequire } from 'node:module';
import type { BrowserContext, Page } from '@playwright/test';
import { buildSync } from 'esbuild';

/**
 * What the live regions of a page said, captured in the page by aria-live-capture (a maintained library
 * that follows how browsers expose live-region changes to screen readers): each announcement's text, its
 * politeness and the moment (this machine's clock, epoch ms) it was made.
 */
export interface Announcement {
  text: string;
  politeness: string;
  at: number;
}

type TCaptureWindow = Window & { __announcements?: Announcement[] };

let bundled: string | null = null;

/** aria-live-capture (an ES module) as one script a page can run before its own. */
function captureScript(): string {
  if (!bundled) {
    const entry = createRequire(import.meta.url).resolve('aria-live-capture');
    const result = buildSync({
      entryPoints: [entry],
      bundle: true,
      format: 'iife',
      globalName: 'AriaLiveCapture',
      write: false,
      target: 'es2020',
    });
    bundled = result.outputFiles[0]!.text;
  }
  return `${bundled}
window.__announcements = [];
AriaLiveCapture.default({
  onCapture: (text, politeness) => window.__announcements.push({ text, politeness, at: Date.now() }),
});`;
}

/** Every page of the context records its announcements from its first script on. */
export async function captureAnnouncements(context: BrowserContext): Promise<void> {
  await context.addInitScript({ content: captureScript() });
}

/** The page's announcements so far, oldest first. */
export function announcements(page: Page): Promise<Announcement[]> {
  return page.evaluate(() => [...((window as TCaptureWindow).__announcements ?? [])]);
}

/** A readable log line: "+1234 ms assertive: You have been outbid, new high $152,000". */
export function logLines(log: Announcement[], since: number): string[] {
  return log.map((a) => `+${String(a.at - since).padStart(6)} ms ${a.politeness.padEnd(9)} ${a.text}`);
}
