/**
 * What other areas may use of the lots area: every import from another module goes through this file,
 * never into the area's own files (the import rules check it).
 */
export { assertCaseReadable, findCase, findLotWithCase, LOT_NOT_FOUND, lotForRead } from './lot-access';
export { loadLotViews, presentAddress, presentCaseDocument } from './presenter';
