/**
 * What others may use of the content area: every import from outside goes through this file, never into the
 * area's own files (the import rules check it). The demo seed stores resource bodies the way the routes do.
 */
export { sanitizeBody } from './sanitize-body';
