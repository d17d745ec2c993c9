/**
 * What other areas may use of the cases area: every import from another module goes through this file,
 * never into the area's own files (the import rules check it).
 */
export { firmIdsOf } from './load-case';
