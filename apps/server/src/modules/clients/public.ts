/**
 * What other areas may use of the clients area: every import from another module goes through this file,
 * never into the area's own files (the import rules check it).
 */
export { loadEditableClient } from './client-access';
