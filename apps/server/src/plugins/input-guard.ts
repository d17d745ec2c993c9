import { CONTROL_CHARACTER_MESSAGE, hasControlCharacters } from '@bidright/domain';
import type { FastifyInstance } from 'fastify';
import { badRequest } from '../errors';

/** Deeper than any body of ours; a deeper one is refused rather than walked. */
const MAX_DEPTH = 32;

/**
 * The first field (dotted path) whose key or string value holds a control character, or null. `false` when
 * the value nests deeper than MAX_DEPTH.
 */
export function findControlCharacter(value: unknown, path = '', depth = 0): string | null | false {
  if (typeof value === 'string') return hasControlCharacters(value) ? path || 'request' : null;
  if (value === null || typeof value !== 'object') return null;
  if (depth > MAX_DEPTH) return false;
  for (const [key, item] of Object.entries(value)) {
    const itemPath = path ? `${path}.${key}` : key;
    if (hasControlCharacters(key)) return itemPath;
    const found = findControlCharacter(item, itemPath, depth + 1);
    if (found !== null) return found;
  }
  return null;
}

/**
 * Refuses, with a 400 and before any schema or handler runs, a path, query or body with a control
 * character (a NUL byte above all, which PostgreSQL refuses in text). The route schemas check the same
 * with the domain's `zText`; this hook also covers routes whose schemas still use a plain `z.string()`,
 * form-encoded bodies, and keys.
 */
export function registerInputGuard(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    for (const part of [request.params, request.query, request.body]) {
      const found = findControlCharacter(part);
      if (found === false) throw badRequest('The request nests too deeply.');
      if (found !== null) throw badRequest(CONTROL_CHARACTER_MESSAGE, { [found]: CONTROL_CHARACTER_MESSAGE });
    }
  });
}
