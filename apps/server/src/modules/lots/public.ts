/**
 * What other areas may use of the lots area: every import from another module goes through this file,
 * never into the area's own files (the import rules check it). Properties, documents and featured lots
 * build on a lot's and its case's access rules here.
 */
export {
  assertCaseEditable,
  assertCaseReadable,
  assertCaseWritable,
  CASE_NOT_FOUND,
  findCase,
  findLotWithCase,
  inTransaction,
  LOT_NOT_FOUND,
  lotForRead,
  lotForWrite,
  type PropertyRecord,
} from './lot-access';
export { loadLotViews, presentAddress } from './presenter';
