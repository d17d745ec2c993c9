import { z } from 'zod';

/*
 * The first-paint table (ADR 0018): the file the web build writes beside its shells (apps/web/build/first-paint.ts,
 * from the router's routes in app/routes/first-paint-table.ts) and the server reads to pick a page's first paint
 * (apps/server/src/plugins/first-paint-table.ts). One shape for both ends of that file.
 */

/** The file's name in the web build's output folder. */
export const FIRST_PAINT_TABLE = 'first-paint.json';

/**
 * The static first paint a page starts from: the home page's header, hero and figures (`home`), the header
 * alone (`header`), the login layout with the login form's card (`login`) or without it (`login-layout`), or
 * nothing (`bare`: a page with a full-screen layout of its own).
 */
export const FIRST_PAINT_SHELLS = ['home', 'header', 'login', 'login-layout', 'bare'] as const;
export type TFirstPaintShell = (typeof FIRST_PAINT_SHELLS)[number];

/**
 * Page content the server can draw into the header shell's `<!--page-->` slot for a signed-in reader (the
 * lot page's heading, the top and first results of a bidder's search), named on the page's route.
 */
export const PAGE_PREVIEWS = ['lot', 'search'] as const;
export type TPagePreview = (typeof PAGE_PREVIEWS)[number];

/** One path of the app as the server needs it for the first paint. */
export const ZFirstPaintRoute = z.object({
  /** The route's whole path, as the router writes it (`/details/:lotId`). */
  path: z.string(),
  /** The source of a regular expression (case-insensitive, as the router matches) for the paths it takes. */
  pattern: z.string(),
  /** The names of its params, in the order of the pattern's groups (`*` for a splat). */
  params: z.array(z.string()),
  shell: z.enum(FIRST_PAINT_SHELLS),
  preview: z.enum(PAGE_PREVIEWS).optional(),
});
export type TFirstPaintRoute = z.infer<typeof ZFirstPaintRoute>;

/** The whole file: routes in the order the router ranks them (the first pattern that takes a path wins). */
export const ZFirstPaintTable = z.object({
  /** The file the build wrote for each shell. */
  shells: z.record(z.enum(FIRST_PAINT_SHELLS), z.string()),
  routes: z.array(ZFirstPaintRoute),
  /** Markup with named slots (`{{name}}`) for the page previews, by fragment name; absent from older builds. */
  templates: z.record(z.string(), z.string()).optional(),
});
export type TFirstPaintTable = z.infer<typeof ZFirstPaintTable>;
