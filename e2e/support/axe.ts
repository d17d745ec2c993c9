import type { Page } from '@playwright/test';
import axe from 'axe-core';

/**
 * axe-core on the page as it is now (issue 33's walks; issue 39 made it cheap enough to run on every screen).
 *
 * axe's own API, without the @axe-core/playwright wrapper: the wrapper evaluates axe's 560 KB source twice per
 * scan and finishes each scan in a new blank tab, which cost the walk ~0.6 s of a core per check (about half
 * the axe journey). Here the source goes into a document once, and every later scan of that document (the
 * other width, an open modal) reuses it. The rules and what counts as a violation are axe's, unchanged:
 * `resultTypes` only stops axe from also listing every element that passed.
 *
 * axe goes into every frame, as the wrapper's legacy mode put it; axe.run then reports a same-origin frame with
 * its page and leaves a cross-origin one (a third party's, not ours to fix) out, as that mode did.
 */

declare global {
  interface Window {
    axe?: typeof axe;
  }
}

/** Puts axe into each frame of the page that does not have it yet (after a navigation, a new frame). */
async function injectAxe(page: Page) {
  for (const frame of page.frames()) {
    const present = await frame.evaluate(() => typeof window.axe?.run === 'function').catch(() => true);
    if (!present) await frame.evaluate(axe.source).catch(() => undefined);
  }
}

/** A rule axe found broken, and the CSS targets of the elements that break it. */
export interface TAxeViolation {
  id: string;
  impact: axe.ImpactValue | undefined;
  targets: string[];
}

/** axe's violations of the rules tagged `tags` on `page`. */
export async function axeViolations(page: Page, tags: string[]): Promise<TAxeViolation[]> {
  await injectAxe(page);
  return page.evaluate(
    (values) =>
      window.axe!.run(document, { runOnly: { type: 'tag', values }, resultTypes: ['violations'] }).then(
        // Only what a report prints crosses back: the rule, its impact and its elements' targets.
        (results) =>
          results.violations.map(({ id, impact, nodes }) => ({
            id,
            impact: impact ?? undefined,
            targets: nodes.map(({ target }) => target.join(' ')),
          })),
      ),
    tags,
  );
}
