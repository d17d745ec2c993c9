import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { TRole } from '@bidright/domain';
import type { Page } from '@playwright/test';
import { ROOT } from './app-server';

/**
 * Each role's screens, for the journeys that walk them all (axe, reflow), from the table the web build writes
 * from the router's own routes (`screens.json`, apps/web/src/app/routes/screen-table.ts). A journey states
 * how it opens a screen (values for its path's params, modals to open, what to wait for) and which screens it
 * leaves out and why; every other screen of the role is walked as it is. A screen with a param the journey
 * gives no value for, a screen the plan names that the role does not have, or a skip without a reason fails
 * the journey before it starts, so a new route is never left unchecked without a word.
 */

/** Whose screens a walk opens: a visitor's, or a signed-in role's. */
export type TWalkRole = 'public' | 'bidder' | 'auctioneer' | 'employee' | 'client' | 'admin';

/** One row of `screens.json` (apps/web/src/app/routes/screen-table.ts, `TScreen`). */
interface TScreenRow {
  /** A path template (`/cases/:caseId`), with a slug route's value written in (`/settings/users`). */
  path: string;
  route: string;
  readers: ('visitor' | TRole)[];
}

const READER: Record<TWalkRole, 'visitor' | TRole> = {
  public: 'visitor',
  bidder: 'Bidder',
  auctioneer: 'Auctioneer',
  employee: 'Employee',
  client: 'Client',
  admin: 'Admin',
};

/** The web build the journeys' servers serve (app-server.ts passes WEB_DIST on to them). */
const webDist = () => resolve(ROOT, process.env.WEB_DIST ?? 'apps/web/dist');

let table: TScreenRow[] | undefined;
function screenRows(): TScreenRow[] {
  const file = resolve(webDist(), 'screens.json');
  if (!existsSync(file)) throw new Error(`${file} is missing: the web build writes it (npm run build)`);
  table ??= (JSON.parse(readFileSync(file, 'utf8')) as { screens: TScreenRow[] }).screens;
  return table;
}

/**
 * The path templates of `role`'s screens, in the order the routes are declared. A visitor's are every page a
 * visitor may open; a signed-in role's are the pages that need a sign-in and that the role may open (the pages
 * for anyone, the content pages and the not-found page, are the visitor's walk).
 */
export function screensFor(role: TWalkRole): string[] {
  const reader = READER[role];
  return screenRows()
    .filter(({ readers }) => readers.includes(reader) && (role === 'public' || !readers.includes('visitor')))
    .map(({ path }) => path);
}

/** A value for a path's param: a string, or a step that finds one in the app (a link on a list). */
export type TParamValue = string | ((page: Page) => Promise<string | null>);

/** How a journey opens one screen, beside its own extras (`TExtras`: modals to open, what to wait for). */
export type TVisit<TExtras> = TExtras & {
  /** What the screen is called in the report (the path template unless given). */
  name?: string;
  /** Values for this visit's params, taken before the walk's (a winning's lot rather than the live one). */
  params?: Record<string, TParamValue>;
  /** A query to open the path with (`?email=…&token=…`: an e-mailed link's). */
  search?: string;
  /**
   * The screen (a path template of the role's) where the page settles, when it moves on its own: the lot page
   * at /details/:lotId moves to its slug path.
   */
  endsAt?: string;
};

/** A screen of the role that a walk leaves out, and why (in a sentence a reader of the journey understands). */
export interface TSkip {
  skip: string;
}

/** A walk's plan: how it opens the screens that need it, once or several times, and what it leaves out. */
export interface TWalkPlan<TExtras> {
  /** Values for the params of the role's paths (`caseId`, `lotId`; `*` for a splat). */
  params: Record<string, TParamValue>;
  /** By path template: a visit, several, or a skip. A screen not named is opened once, as it is. */
  screens?: Record<string, TVisit<TExtras> | TVisit<TExtras>[] | TSkip>;
}

/** A screen to open: its name, where to go (found in the app if need be), and where the page must settle. */
export type TScreenStep<TExtras> = TExtras & {
  name: string;
  path: (page: Page) => Promise<string | null>;
  /** The paths the page may settle at: the screen's template (or `endsAt`'s), each param one segment. */
  landing: RegExp;
};

const paramsOf = (template: string) =>
  template
    .split('/')
    .filter((segment) => segment.startsWith(':') || segment === '*')
    .map((segment) => segment.replace(/^:/, ''));

const patternOf = (template: string) =>
  new RegExp(
    `^${template
      .split('/')
      .map((segment) => (segment === '*' ? '.+' : segment.startsWith(':') ? '[^/]+' : segment))
      .join('/')}/?$`,
  );

/** The lot page's slug path, where a lot page opened at /details/:lotId settles (its route's canonicalPath). */
export const LOT_SLUG_PATH = '/auctions/:host/:slug/:auctionId/:lotId';

/** The steps of one screen's visits, adding what is wrong with them to `problems`. */
function visitSteps<TExtras extends object>(
  role: TWalkRole,
  template: string,
  visits: TVisit<TExtras>[],
  params: Record<string, TParamValue>,
  problems: string[],
): TScreenStep<TExtras>[] {
  const screens = screensFor(role);
  if (!screens.includes(template))
    problems.push(`${template} is planned but is not one of the ${role} walk's screens`);
  return visits.map((visit) => {
    const { name, params: own = {}, endsAt, search = '', ...extras } = visit;
    const values = { ...params, ...own };
    const unknown = paramsOf(template).filter((param) => !(param in values));
    if (unknown.length)
      problems.push(`${template} has params the walk gives no value for: ${unknown.join(', ')}`);
    if (endsAt && !screens.includes(endsAt))
      problems.push(`${template} ends at ${endsAt}, which is not one of the ${role} walk's screens`);
    return {
      ...(extras as TExtras),
      name: name ?? template,
      path: async (page: Page) => {
        const path = await fillPath(template, values, page);
        return path === null ? null : `${path}${search}`;
      },
      landing: patternOf(endsAt ?? template),
    };
  });
}

const fail = (role: TWalkRole, problems: string[]) => {
  if (problems.length) throw new Error(`The ${role} walk's plan of screens:\n  ${problems.join('\n  ')}`);
};

/**
 * The steps of `role`'s walk, in the table's order: each screen opened once as it is, or as `plan.screens`
 * says. Throws, naming every problem at once, for a screen whose params the plan has no value for, a plan
 * entry that is not a screen of the role (or an `endsAt` that is not), or a skip without a reason.
 */
export function screenWalk<TExtras extends object>(
  role: TWalkRole,
  plan: TWalkPlan<TExtras>,
): TScreenStep<TExtras>[] {
  const planned = plan.screens ?? {};
  const screens = screensFor(role);
  const problems = Object.keys(planned)
    .filter((template) => !screens.includes(template))
    .map((template) => `${template} is planned but is not one of the ${role} walk's screens`);
  const steps = screens.flatMap((template): TScreenStep<TExtras>[] => {
    const entry = planned[template] ?? ({} as TVisit<TExtras>);
    if (Array.isArray(entry)) return visitSteps(role, template, entry, plan.params, problems);
    if (!('skip' in entry)) return visitSteps(role, template, [entry], plan.params, problems);
    if (!entry.skip.trim()) problems.push(`${template} is skipped without a reason`);
    return [];
  });
  fail(role, problems);
  return steps;
}

/**
 * `plan` with a journey's own extras on some screens. An object adds to the screen's visit (each, if several);
 * a list makes that many visits, each the plan's visit with the item over it (another name, more params). A
 * screen the plan skips takes none.
 */
export function withExtras<TExtras extends object>(
  plan: TWalkPlan<object>,
  extras: Record<string, TVisit<TExtras> | TVisit<TExtras>[]>,
): TWalkPlan<TExtras> {
  const screens = { ...(plan.screens ?? {}) } as NonNullable<TWalkPlan<TExtras>['screens']>;
  const over = (visit: TVisit<TExtras> | undefined, item: TVisit<TExtras>): TVisit<TExtras> => ({
    ...visit,
    ...item,
    params: { ...visit?.params, ...item.params },
  });
  for (const [template, extra] of Object.entries(extras)) {
    const entry = screens[template] ?? {};
    if ('skip' in entry) throw new Error(`${template} is skipped (${entry.skip}); it takes no extras`);
    const visits = [entry].flat() as TVisit<TExtras>[];
    screens[template] = Array.isArray(extra)
      ? extra.map((item) => over(visits[0], item))
      : visits.map((visit) => over(visit, extra));
  }
  return { params: plan.params, screens };
}

/**
 * The steps of one screen of `role` as `plan` opens it, with `visits` over its visit: for a walk apart from the
 * role's own (another user's look at it). Checked as `screenWalk` checks its steps.
 */
export function screenVisits<TExtras extends object>(
  role: TWalkRole,
  plan: TWalkPlan<object>,
  template: string,
  visits: TVisit<TExtras>[],
): TScreenStep<TExtras>[] {
  const entry = withExtras<TExtras>(plan, { [template]: visits }).screens?.[template] as TVisit<TExtras>[];
  const problems: string[] = [];
  const steps = visitSteps(role, template, entry, plan.params, problems);
  fail(role, problems);
  return steps;
}

/** `template` with each param's value (a step's found on `page`); null when a step finds none. */
async function fillPath(template: string, values: Record<string, TParamValue>, page: Page) {
  const segments: string[] = [];
  for (const segment of template.split('/')) {
    const param = segment === '*' ? '*' : segment.startsWith(':') ? segment.slice(1) : null;
    const value = param === null ? segment : values[param];
    const filled = typeof value === 'function' ? await value(page) : value;
    if (filled === null || filled === undefined) return null;
    segments.push(filled);
  }
  return segments.join('/') || '/';
}

/**
 * Opens `path` in the app already running in `page` as a link in the app does: the router moves there without
 * reloading the page (a history entry and a popstate, which React Router's browser history follows). A walk of
 * thirty screens then starts the app once, not thirty times; loading each screen afresh cost about 40 % of the
 * axe walk's time on CI's two cores. A page's first load is the first-paint and script-budget journeys' subject.
 *
 * It is done once the app has drawn the new screen: the layouts put the shown screen's path on <html>
 * (`data-shown-path`, app/route-outlet.tsx), and the walk waits for it to change. Where it cannot tell (the
 * same path again, or no change in time), the page loads `path` afresh, so a check never reads the screen before.
 */
export async function openInApp(page: Page, path: string): Promise<void> {
  const here = new URL(page.url());
  if (!here.protocol.startsWith('http') || `${here.pathname}${here.search}` === path) {
    await page.goto(path);
    return;
  }
  const shownBefore = await page.evaluate((to) => {
    const shown = document.documentElement.dataset.shownPath ?? null;
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
    return shown;
  }, path);
  const drawn = await page
    .waitForFunction(
      (before) => (document.documentElement.dataset.shownPath ?? null) !== before,
      shownBefore,
      {
        timeout: 5_000,
      },
    )
    .then(
      () => true,
      () => false,
    );
  if (!drawn) console.log(`[openInApp] fell back to a load: ${path}`);
  if (!drawn) await page.goto(path);
}
