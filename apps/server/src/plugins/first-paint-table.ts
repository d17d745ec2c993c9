import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { FIRST_PAINT_TABLE, type TFirstPaintRoute, ZFirstPaintTable } from '@bidright/domain';

/*
 * The web build's table of paths (`first-paint.json`, the domain's `ZFirstPaintTable`): the router's routes,
 * as patterns in the order the router ranks them, each with its first paint's shell and the page preview it
 * names. Read once at start and kept compiled (`TFirstPaintMatcher`).
 */

/** A route of the table, its pattern compiled: what the server matches a request's path against. */
export type TFirstPaintMatcher = Omit<TFirstPaintRoute, 'path' | 'pattern'> & { regExp: RegExp };

/** The web build's fragments of markup for the page previews, by name (`search-card`, `search-card-tag`, …). */
export type TFirstPaintTemplates = Readonly<Record<string, string>>;

/** The table as the server holds it: the shell files, the compiled routes and the preview templates. */
export interface TLoadedFirstPaintTable {
  shells: Record<string, string>;
  routes: TFirstPaintMatcher[];
  /** Null for a build that rendered none: pages with a preview then start from the plain header. */
  templates: TFirstPaintTemplates | null;
}

/** The table in the web build `webDist`, or null when the build has none (or one this server cannot read). */
export function loadFirstPaintTable(webDist: string): TLoadedFirstPaintTable | null {
  const path = join(webDist, FIRST_PAINT_TABLE);
  if (!existsSync(path)) return null;
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return null;
  }
  const table = ZFirstPaintTable.safeParse(json);
  if (!table.success) return null;
  return {
    shells: table.data.shells,
    // Case-insensitive, as the router matches.
    routes: table.data.routes.map(({ pattern, params, shell, preview }) => ({
      regExp: new RegExp(pattern, 'i'),
      params,
      shell,
      ...(preview ? { preview } : {}),
    })),
    templates: table.data.templates ?? null,
  };
}

/**
 * The web build's fragment `template` with its `{{name}}` slots filled from `values`: markup the caller has
 * made safe (text through `escapeHtml`, or another filled fragment). A slot without a value is left empty.
 * One pass, so a value's own text is never read as a slot.
 */
export function fillTemplate(template: string, values: Readonly<Record<string, string>>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (_slot, name: string) => values[name] ?? '');
}

const decoded = (value: string) => {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
};

/** The route the router renders for `path` (the first that takes it), with its params by name. */
export function matchFirstPaint(
  table: TLoadedFirstPaintTable,
  path: string,
): { route: TFirstPaintMatcher; params: Record<string, string> } | undefined {
  for (const route of table.routes) {
    const match = route.regExp.exec(path);
    if (!match) continue;
    const params = Object.fromEntries(
      route.params.map((name, at) => [name, decoded(match[at + 1] ?? '')] as const),
    );
    return { route, params };
  }
  return undefined;
}
