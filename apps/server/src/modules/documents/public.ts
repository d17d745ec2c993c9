/**
 * What other areas may use of the documents area: every import from another module goes through this file,
 * never into the area's own files (the import rules check it).
 */
export { loadCaseDocuments, presentCaseDocument } from './presenter';
